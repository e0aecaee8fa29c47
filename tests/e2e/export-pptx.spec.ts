/**
 * PowerPoint export from the studio (issue 6): Export -> PowerPoint (.pptx)
 * downloads a .pptx whose slides, titles and notes are those of the open
 * deck (read back with jszip here), the button shows progress and resets,
 * the export report opens; the keyboard alone gets there; a failed export
 * alerts the app's fixed error text; and it works offline from the precache.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page, type Route } from '@playwright/test';
import JSZip from 'jszip';
import { validatePptx } from '../../src/export/pptx/validate';
import { signInLocally } from './helpers/auth';
import { deckRow, putPresentationRows, sampleDeck, seedDecks, type SeedDeckInput } from './helpers/decks';

const ACCOUNT = { name: 'Grace Hopper', email: 'grace@example.org' };
const EXPORT_FAILED_ALERT = 'Failed to generate PowerPoint. Please try again.';
const ALL_NATIVE = 'Everything was exported as editable PowerPoint shapes and text.';
const TOPIC_IMAGE = 'https://images.example.test/topic.png';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const SVG_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#0a7"/></svg>')}`;

const exportButton = (page: Page) => page.getByRole('button', { name: /^Export/ });
const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'PowerPoint export' });

interface PptxFile {
  /** What the structural check finds wrong (PowerPoint repair triggers); empty when clean. */
  problems: { part: string; message: string }[];
  slides: string[];
  notes: string[];
  media: string[];
}

async function readPptx(download: Download): Promise<PptxFile> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  const zip = await JSZip.loadAsync(bytes);
  const numbered = (re: RegExp) =>
    Object.keys(zip.files)
      .filter((n) => re.test(n))
      .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  const text = (names: string[]) => Promise.all(names.map((n) => zip.file(n)!.async('string')));
  return {
    problems: await validatePptx(bytes),
    slides: await text(numbered(/^ppt\/slides\/slide\d+\.xml$/)),
    notes: await text(numbered(/^ppt\/notesSlides\/notesSlide\d+\.xml$/)),
    media: Object.keys(zip.files).filter((n) => n.startsWith('ppt/media/') && !zip.files[n]!.dir),
  };
}

/** The next window.alert's text (accepted). */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

async function openDeck(page: Page, deck: SeedDeckInput): Promise<void> {
  await seedDecks(page, [deck]);
  await page.goto(`/home?deck=${deck.id}`);
  await page.getByTestId('slide-card').first().waitFor();
}

/** Chooses Export -> PowerPoint; the download is wrapped so awaiting the click does not await the file. */
async function exportWithMouse(page: Page): Promise<{ download: Promise<Download> }> {
  const download = page.waitForEvent('download');
  await exportButton(page).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  return { download };
}

test.describe('online', () => {
  // page.route must see the exporter's requests, which a service worker would answer first.
  test.use({ serviceWorkers: 'block' });

  test.beforeEach(async ({ page }) => {
    await signInLocally(page, ACCOUNT, '/app');
  });

  test('Export -> PowerPoint downloads the deck with its titles, notes and pictures, shows progress, then the report', async ({ page }) => {
    const deck = sampleDeck('tides', 'Tides and Moons', 4);
    const row = deckRow(deck) as ReturnType<typeof deckRow> & { slides: { topic?: { image_url?: string; subtopics: { image_url?: string }[] } }[] };
    row.slides[1]!.topic!.image_url = TOPIC_IMAGE;
    row.slides[2]!.topic!.subtopics[0]!.image_url = SVG_ICON;
    await putPresentationRows(page, [row]);
    // The exporter's GET of the topic image is held until the busy button has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(TOPIC_IMAGE, async (route: Route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.fulfill({ status: 200, contentType: 'image/png', body: PNG, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto('/home?deck=tides');
    await page.getByTestId('slide-card').first().waitFor();

    const { download } = await exportWithMouse(page);
    const busy = page.getByRole('button', { name: /^Exporting \d+ of 4…$/ });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('export-spinner')).toBeVisible();
    release();

    const file = await download;
    expect(file.suggestedFilename()).toBe('tides_and_moons.pptx');
    const pptx = await readPptx(file);
    expect(pptx.problems).toEqual([]);
    expect(pptx.slides).toHaveLength(4);
    expect(pptx.slides[0]).toContain('Tides and Moons');
    // The title slide is the screen's: no "4 slides" line of the exporter's own.
    expect(pptx.slides[0]).not.toContain('4 slides');
    for (let i = 1; i < 4; i += 1) {
      expect(pptx.slides[i]).toContain(`Topic ${i}`);
      expect(pptx.slides[i]).toContain(`Point ${i}.1`);
      expect(pptx.notes[i]).toContain(`Notes for topic ${i}`);
    }
    // The topic image as fetched, and the SVG icon rasterised to PNG in the browser.
    expect(pptx.media).toHaveLength(2);
    expect(pptx.media.every((m) => m.endsWith('.png'))).toBe(true);

    const report = reportDialog(page);
    await expect(report).toBeVisible();
    await expect(report).toContainText('Exported 4 of 4 slides');
    // It says what differs from the screen: the SVG icon became a PNG, the picture is stored once, fonts are not embedded.
    await expect(report).not.toContainText(ALL_NATIVE);
    await expect(report).toContainText('Icons on slide 3 came as vector drawings (SVG) and are embedded as PNG pictures');
    await expect(report).toContainText('the file stores each picture once');
    await expect(report).toContainText('Fonts: the file names Montserrat (titles) and Inter (text) but cannot embed them.');
    await expect(exportButton(page)).toHaveText('Export');
    await expect(exportButton(page)).toBeEnabled();
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(report).toBeHidden();
  });

  test('an unreachable image is left out and listed in the report; the slide is still made', async ({ page }) => {
    const row = deckRow(sampleDeck('reefs', 'Coral Reefs', 3)) as ReturnType<typeof deckRow> & { slides: { topic?: { image_url?: string } }[] };
    row.slides[1]!.topic!.image_url = TOPIC_IMAGE;
    await putPresentationRows(page, [row]);
    await page.route(TOPIC_IMAGE, (route) => (route.request().resourceType() === 'fetch' ? route.abort('connectionrefused') : route.fulfill({ body: PNG, contentType: 'image/png' })));
    await page.goto('/home?deck=reefs');
    await page.getByTestId('slide-card').first().waitFor();

    const pptx = await readPptx(await (await exportWithMouse(page)).download);
    expect(pptx.slides).toHaveLength(3);
    expect(pptx.slides[1]).toContain('Topic 1');
    expect(pptx.media).toHaveLength(0);
    const report = reportDialog(page);
    await expect(report).toContainText('Exported 3 of 3 slides');
    // The title slide shows the first topic's picture, so it is left out there too; the fonts are named, not embedded.
    await expect(report.getByRole('list', { name: 'Export issues' }).getByRole('listitem')).toHaveText([
      'Slide 1: the title picture could not be downloaded, so the slide has no picture there.',
      'Slide 2: the topic image could not be downloaded, so the slide has no picture there.',
      /^Fonts: the file names Montserrat \(titles\) and Inter \(text\) but cannot embed them\./,
    ]);
    await page.keyboard.press('Escape');
    await expect(report).toBeHidden();
  });

  test('the keyboard alone opens the menu, chooses PowerPoint and closes the report', async ({ page }) => {
    await openDeck(page, sampleDeck('keys', 'Keyboard Deck', 3));
    await exportButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Export PDF' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const item = page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' });
    await expect(item).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const pptx = await readPptx(await download);
    expect(pptx.slides).toHaveLength(3);
    const report = reportDialog(page);
    await expect(report.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(report).toBeHidden();
  });

  test('when the exporter cannot load, the export-failed alert shows and the button resets', async ({ page }) => {
    await openDeck(page, sampleDeck('fail', 'Failing Deck', 3));
    // The lazily loaded exporter chunks (pptx-*.js, pptxgen.es-*.js) cannot be fetched.
    await page.route('**/assets/*pptx*', (route) => route.abort('failed'));
    const alert = nextAlert(page);
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
    expect(await alert).toBe(EXPORT_FAILED_ALERT);
    await expect(exportButton(page)).toHaveText('Export');
    await expect(exportButton(page)).toBeEnabled();
    await expect(exportButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(reportDialog(page)).toBeHidden();
  });
});

test('offline, the exporter comes from the precache and the export still downloads', async ({ page, context }) => {
  await signInLocally(page, ACCOUNT, '/app');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await openDeck(page, sampleDeck('offline', 'Offline Deck', 3));
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  const pptx = await readPptx(await (await exportWithMouse(page)).download);
  expect(pptx.problems).toEqual([]);
  expect(pptx.slides).toHaveLength(3);
  expect(pptx.slides[0]).toContain('Offline Deck');
  await expect(reportDialog(page)).toContainText('Exported 3 of 3 slides');
  await context.setOffline(false);
});
