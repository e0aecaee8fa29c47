/**
 * The PDF export (issue 6 "PDF"): Ctrl+P on /home opens 'Export PDF'; its
 * print view is one 1280 x 720 page (960 x 540 pt) per slide drawn in the
 * deck's theme and fonts as real text, and with speaker notes a notes page
 * (A4) after each slide. window.print is stubbed (it would open the
 * browser's dialog); Chromium's own PDF of the page in print media is what
 * a user's 'Save as PDF' gives, and poppler reads it back.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, type SeedDeckInput } from './helpers/decks';

const ACCOUNT = { name: 'Chimamanda Adichie', email: 'chimamanda@example.org' };
const HOSTILE_NOTE = '<b>Not bold</b> <img src=x onerror="window.__pwned=1">';
const TITLES = ['Deep Sea Vents', 'Black Smokers', 'Chemosynthesis', 'Tube Worms', 'Vent Microbes', 'Future Missions'];
const LAYOUTS = ['grid', 'timeline', 'pyramid', 'process-flow', 'side-by-side'];
/** An 8 x 8 px PNG, the background photo of the last slide. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YaOBFTEMLQkAdntLARs7+acAAAAASUVORK5CYII=';

/** A dark deck of six slides: the title slide and five topics in five layouts, in Playfair and Lato; the last one has a photo. */
function ventsDeck(id: string): SeedDeckInput {
  return {
    id,
    title: TITLES[0] ?? '',
    theme: 'classic-dark',
    titleFont: 'font-playfair',
    bodyFont: 'font-lato',
    slides: TITLES.map((title, i) =>
      i === 0
        ? { title, description: 'Life without sunlight' }
        : {
            title,
            description: `Why ${title.toLowerCase()} matter.`,
            layout: LAYOUTS[i - 1],
            subtopics: [1, 2, 3].map((m) => ({ heading: `Point ${i}.${m}`, overview: `Detail ${i}.${m}.` })),
            notes: i === 2 ? HOSTILE_NOTE : `Say hello to slide ${i}.`,
            ...(i === TITLES.length - 1 ? { backgroundImage: PHOTO } : {}),
          },
    ),
  };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Export PDF' });
const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { __printCalls?: number }).__printCalls ?? 0);

async function waitForPrint(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __printCalls?: number }).__printCalls === 1);
}

/** Chromium's PDF of the page as printed (CSS page sizes, backgrounds on), written to the test's output. */
async function printToPdf(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const file = testInfo.outputPath(name);
  await page.emulateMedia({ media: 'print' });
  // Print styles can use faces the screen did not (the pages are hidden on screen): let their loads finish,
  // as the browser's own print preview does, before Chromium writes the PDF.
  // The print layout is forced first, so any face it asks for is loading when fonts.ready is read.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return file;
}

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

/** Page count and each page's size ('960 x 540') as pdfinfo reads them. */
function pageSizes(file: string): { pages: number; sizes: string[] } {
  const info = run('pdfinfo', ['-f', '1', '-l', '1000', file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+) pts/gm)].map((m) => m[1] ?? '');
  return { pages, sizes };
}

/** pdffonts' rows: font name, whether it is embedded and maps to Unicode (its text can be copied and searched). */
function fonts(file: string): { name: string; embedded: boolean; unicode: boolean }[] {
  return run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      return { name: cols[0] ?? '', embedded: cols.at(-5) === 'yes', unicode: cols.at(-3) === 'yes' };
    });
}

/** Each run of text whose font family matches `family`, as 'font: text' (pdftohtml's XML: fontspecs, then texts naming them). */
function textInFonts(file: string, family: RegExp): string[] {
  const xml = run('pdftohtml', ['-xml', '-stdout', '-i', '-q', file]);
  const families = new Map([...xml.matchAll(/<fontspec id="(\d+)"[^>]*family="([^"]*)"/g)].map((m) => [m[1], m[2] ?? '']));
  return [...xml.matchAll(/<text [^>]*font="(\d+)"[^>]*>(.*?)<\/text>/g)]
    .map((m) => ({ family: families.get(m[1]) ?? '', text: (m[2] ?? '').replace(/<[^>]+>/g, '') }))
    .filter((run) => family.test(run.family))
    .map((run) => `${run.family}: ${run.text}`);
}

/** The page of each raster image in the PDF (pdfimages' list, after its two header lines). */
function imagePages(file: string): number[] {
  return run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Mean brightness (0-255) of page `n` rendered small by pdftoppm (binary PPM). */
function pageBrightness(file: string, n: number): number {
  const ppm = execFileSync('pdftoppm', ['-f', String(n), '-l', String(n), '-r', '12', file]);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no PPM');
  const pixels = ppm.subarray(header[0].length);
  let sum = 0;
  for (const byte of pixels) sum += byte;
  return sum / pixels.length;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // The test's print: counts the call instead of opening the browser's dialog.
    window.print = () => {
      const w = window as unknown as { __printCalls?: number };
      w.__printCalls = (w.__printCalls ?? 0) + 1;
    };
  });
  await signInLocally(page, ACCOUNT, '/app');
});

test('Ctrl+P opens Export PDF; printing gives one 960 x 540 pt page per slide, in the deck\'s fonts and dark theme, with every title as text', async ({ page }, testInfo) => {
  await openSeededDeck(page, ventsDeck('vents'));
  // The deck has no topic photo: its title slide shows the abstract art, once it has come.
  await expect(page.getByTestId('slide-card').first().getByRole('img', { name: "Abstract artwork in the theme's colours" })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Control+p');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('checkbox', { name: 'Include speaker notes' })).not.toBeChecked();
  await expect(dialog(page).getByRole('button', { name: 'Print / Save as PDF' })).toBeFocused();
  expect(await printCalls(page)).toBe(0);

  await dialog(page).getByRole('button', { name: 'Print / Save as PDF' }).click();
  await expect(dialog(page)).toBeHidden();
  await waitForPrint(page);
  // On screen the pages stay out of sight: the studio looks as before.
  await expect(page.getByTestId('print-pages')).toBeHidden();
  await expect(page.getByTestId('slide-card').first()).toBeVisible();

  const file = await printToPdf(page, testInfo, 'vents.pdf');
  const { pages, sizes } = pageSizes(file);
  expect(pages).toBe(TITLES.length);
  expect(sizes).toEqual(TITLES.map(() => '960 x 540'));
  const text = run('pdftotext', ['-layout', file, '-']);
  for (const title of TITLES) expect(text).toContain(title);
  expect(text).toContain('Point 3.2');
  expect(text).not.toContain('Say hello to slide');

  // Real text in the deck's faces, embedded, with its Unicode: nothing is a picture of text. (Skia writes a
  // variable font such as Playfair Display as a Type 3 font of glyph outlines: vector, unnamed; Lato is static.)
  const used = fonts(file);
  expect(used.length).toBeGreaterThan(0);
  expect(used.every((f) => f.embedded && f.unicode)).toBe(true);
  expect(used.some((f) => /\+Lato-Regular$/.test(f.name))).toBe(true);
  // No visible text in a system fallback face: every word is in the deck's own fonts. (Chromium may still
  // embed a fallback face for a character nothing shows, such as a space, which pdftohtml leaves out.)
  const fallback = /DejaVu|Liberation/i;
  expect(textInFonts(file, fallback), `fallback faces in the PDF: ${used.filter((f) => fallback.test(f.name)).map((f) => f.name).join(', ')}`).toEqual([]);
  // The pictures are the last slide's photo, loaded before printing, and the title slide's abstract art (the deck
  // has no topic photo for it to show).
  expect(new Set(imagePages(file))).toEqual(new Set([1, TITLES.length]));
  // The dark theme's background printed (a white page would be about 255).
  expect(pageBrightness(file, 2)).toBeLessThan(90);
});

test('keyboard only and offline: Ctrl+P, tick speaker notes, print; a notes page (A4) follows each slide; afterprint removes the print view', async ({ page, context }, testInfo) => {
  await openSeededDeck(page, ventsDeck('vents-notes'));
  await context.setOffline(true);

  await page.keyboard.press('Control+p');
  await expect(dialog(page)).toBeVisible();
  const notes = dialog(page).getByRole('checkbox', { name: 'Include speaker notes' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(notes).toBeFocused();
  await page.keyboard.press('Space');
  await expect(notes).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Print / Save as PDF' })).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForPrint(page);

  const file = await printToPdf(page, testInfo, 'vents-notes.pdf');
  const { pages, sizes } = pageSizes(file);
  expect(pages).toBe(TITLES.length * 2);
  expect(sizes).toEqual(TITLES.flatMap(() => ['960 x 540', '594.96 x 841.92']));
  const text = run('pdftotext', [file, '-']);
  for (const title of TITLES) expect(text).toContain(title);
  expect(text).toContain(`Slide 1 of ${TITLES.length}`);
  expect(text).toContain('No notes for this slide.');
  for (const i of [1, 3, 4, 5]) expect(text).toContain(`Say hello to slide ${i}.`);
  // Notes are the user's text: shown as written, never run as markup.
  expect(text).toContain('<b>Not bold</b>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.getByTestId('print-layer')).toHaveCount(0);

  // The choice is remembered for the next export; Escape closes the dialog without printing.
  await page.keyboard.press('Control+p');
  await expect(notes).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('print-layer')).toHaveCount(0);
  expect(await printCalls(page)).toBe(1);
});

test("the Export menu's PDF item opens the same dialog, and printing from it gives one page per slide", async ({ page }, testInfo) => {
  await openSeededDeck(page, ventsDeck('menu'));
  await page.getByRole('button', { name: 'Export' }).click();
  const item = page.getByRole('menuitem', { name: 'Export PDF' });
  await expect(item).toHaveAttribute('aria-keyshortcuts', 'Control+P Meta+P');
  await item.click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Print / Save as PDF' }).click();
  await waitForPrint(page);
  const file = await printToPdf(page, testInfo, 'menu.pdf');
  expect(pageSizes(file).pages).toBe(TITLES.length);
});

test.describe('with no service worker (its font cache would answer without the network)', () => {
  test.use({ serviceWorkers: 'block' });

  test("a deck font file that fails once is asked again (the failed face would stay failed): the PDF is in the deck's fonts", async ({ page, context }, testInfo) => {
    // The first request for a Playfair file made by the deck's page fails (a dropped connection); later ones
    // reach the server. Pages opened before it (sign-in, the dashboard) may fetch the font too: their
    // requests pass, or the failure would land on a page the test no longer looks at.
    let refused = 0;
    await context.route(/playfair-display-.*\.woff2$/, async (route) => {
      if (refused === 0 && new URL(page.url()).pathname === '/home') {
        refused++;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await openSeededDeck(page, ventsDeck('retry'));
    await expect.poll(() => refused).toBe(1);

    await page.keyboard.press('Control+p');
    await dialog(page).getByRole('button', { name: 'Print / Save as PDF' }).click();
    await waitForPrint(page);
    const file = await printToPdf(page, testInfo, 'retry.pdf');
    const text = run('pdftotext', [file, '-']);
    for (const title of TITLES) expect(text).toContain(title);
    expect(textInFonts(file, /DejaVu|Liberation/i)).toEqual([]);
  });
});
