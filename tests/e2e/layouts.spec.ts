/**
 * The slide renderer in a real browser: every layout of the gallery, in
 * three text amounts and five themes, keeps every text inside its box and
 * its box inside the canvas once the fonts are in; /home draws a deck's
 * slides in their layouts (the count rules deciding when the chosen layout
 * is unknown or too small); stored HTML is sanitized and images that fail
 * hide themselves.
 */
import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_TYPES } from '../../src/core/layouts';
import { signInLocally } from './helpers/auth';
import { settleFit } from './helpers/fit';
import { deckRow, openSeededDeck, type SeedDeckInput } from './helpers/decks';

const USER = { name: 'Ada Lovelace', email: 'ada@example.org' };
/** 22 layouts and a title slide, in 3 text amounts and 5 themes, and the editor formatting slide. */
const GALLERY_SLIDES = (LAYOUT_TYPES.length + 1) * 3 * 5 + 1;

interface Problem {
  slide: string;
  box: string;
  problem: string;
}

/** Every text box that overflows or leaves its canvas, over all slides on the page. */
async function textProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const found: Problem[] = [];
    for (const canvas of document.querySelectorAll<HTMLElement>('[data-slide-canvas]')) {
      const c = canvas.getBoundingClientRect();
      const slide = canvas.closest('[data-gallery-slide]')?.getAttribute('data-gallery-slide') ?? canvas.dataset.layout ?? '';
      for (const box of canvas.querySelectorAll<HTMLElement>('[data-text-box]')) {
        const r = box.getBoundingClientRect();
        const name = `${box.dataset.textBox} "${(box.textContent ?? '').slice(0, 30)}"`;
        if (box.scrollHeight > box.clientHeight + 1) found.push({ slide, box: name, problem: `height ${box.scrollHeight} > ${box.clientHeight}` });
        if (box.scrollWidth > box.clientWidth + 1) found.push({ slide, box: name, problem: `width ${box.scrollWidth} > ${box.clientWidth}` });
        if (r.left < c.left - 1 || r.top < c.top - 1 || r.right > c.right + 1 || r.bottom > c.bottom + 1) found.push({ slide, box: name, problem: 'outside the canvas' });
      }
    }
    return found;
  });
}

test('every layout, text amount and theme of the gallery keeps its text inside its boxes', async ({ page }) => {
  test.setTimeout(120_000);
  await signInLocally(page, USER, '/layout-gallery');
  // 285 slides at once: a heavy page on a busy runner.
  await expect(page.getByRole('heading', { name: 'Layout gallery', level: 1 })).toBeVisible({ timeout: 30_000 });
  const slides = page.locator('[data-gallery-slide]');
  await expect(slides).toHaveCount(GALLERY_SLIDES);
  await settleFit(page);

  expect(await textProblems(page)).toEqual([]);
  // Each layout was really drawn, with one element per item.
  const drawn = await page.locator('[data-slide-canvas]').evaluateAll((els) =>
    els.map((el) => ({ layout: el.getAttribute('data-layout'), items: Number(el.getAttribute('data-item-count')), shown: el.querySelectorAll('[data-testid="layout-item"]').length })),
  );
  expect(new Set(drawn.map((d) => d.layout))).toEqual(new Set([...LAYOUT_TYPES, 'title']));
  for (const d of drawn) expect(d.shown, `${d.layout}`).toBe(d.items);
  // The text is real text, readable by assistive technology.
  await expect(slides.first().getByText('The energy transition', { exact: true })).toBeVisible();
});

test("editor HTML keeps its formatting and loses everything that could run or load", async ({ page }) => {
  await signInLocally(page, USER, '/layout-gallery');
  const slide = page.locator('[data-gallery-slide="formatting"]');
  await slide.scrollIntoViewIfNeeded();
  await expect(slide.locator('[data-slide-heading] b')).toHaveText('formatting');
  await expect(slide.locator('i')).toHaveText('italic');
  await expect(slide.locator('li')).toHaveText(['Lists', 'Colours: red']);
  await expect(slide.locator('span', { hasText: 'red' })).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(slide).toContainText('unsafe markup is dropped.');
  await expect(slide).toContainText('Frames and handlers are removed.');
  await expect(slide.locator('[data-text-box] :is(img, script, iframe, svg)')).toHaveCount(0);
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __galleryPwned?: number }).__galleryPwned)).toBeUndefined();
});

test('the gallery narrows to one layout, size and theme from its search params', async ({ page }) => {
  await signInLocally(page, USER, '/layout-gallery?layout=pyramid&size=long&theme=classic-dark');
  const slide = page.locator('[data-gallery-slide]');
  await expect(slide).toHaveCount(1);
  await expect(slide.locator('[data-slide-canvas]')).toHaveAttribute('data-layout', 'pyramid');
  await expect(slide.getByTestId('layout-item').and(page.locator('[data-shape="triangle-band"]'))).toHaveCount(5);
  await expect(slide).toContainText('Pyramid · long · Classic Dark');
});

const FIVE = ['Mine', 'Refine', 'Ship', 'Use', 'Recycle'].map((heading) => ({ heading, overview: `What happens at the ${heading.toLowerCase()} step.` }));

/** Slides that differ only in their chosen layout (or in the count, for the stack). */
const LAYOUT_DECK: SeedDeckInput = {
  id: 'layouts-deck',
  title: 'Battery life cycle',
  slides: [
    { title: 'Battery life cycle', description: 'From mine to recycling' },
    { title: 'Five steps', description: 'No layout chosen.', subtopics: FIVE },
    { title: 'Five steps', description: 'An unknown layout.', subtopics: FIVE, layout: 'no-such-layout' },
    { title: 'Five steps', description: 'A chosen layout that holds five.', subtopics: FIVE, layout: 'process-flow' },
    { title: 'Five steps', description: 'A chosen layout too small for five.', subtopics: FIVE, layout: 'pencil-3' },
    { title: 'Three steps', description: 'Three items.', subtopics: FIVE.slice(0, 3) },
  ],
};

const canvasOf = (page: Page, n: number) => page.getByRole('article', { name: `Slide ${n}`, exact: true }).locator('[data-slide-canvas]');

test('/home draws each slide in its layout, and the content decides when the chosen one cannot', async ({ page }) => {
  await signInLocally(page, USER, '/home');
  await openSeededDeck(page, LAYOUT_DECK);
  await expect(canvasOf(page, 1)).toHaveAttribute('data-layout', 'title');
  await expect(canvasOf(page, 1).locator('[data-slide-heading]')).toHaveText('Battery life cycle');
  // Five steps of a life cycle, no layout chosen: the chooser reads ordered steps, five chevrons.
  await expect(canvasOf(page, 2)).toHaveAttribute('data-layout', 'process-flow');
  await expect(canvasOf(page, 2).locator('[data-testid="layout-item"][data-shape="chevron"]')).toHaveCount(5);
  await expect(canvasOf(page, 2).getByTestId('layout-item').first()).toContainText('Mine');
  // The same slide with an unknown layout id falls back to the same choice.
  await expect(canvasOf(page, 3)).toHaveAttribute('data-layout', 'process-flow');
  await expect(canvasOf(page, 3).locator('[data-shape="chevron"]')).toHaveCount(5);
  await expect(canvasOf(page, 4)).toHaveAttribute('data-layout', 'process-flow');
  await expect(canvasOf(page, 4).locator('[data-shape="chevron"]')).toHaveCount(5);
  // Pencils hold three: five items are not cut, the chooser draws them.
  await expect(canvasOf(page, 5)).toHaveAttribute('data-layout', 'process-flow');
  await expect(canvasOf(page, 6).getByTestId('layout-item')).toHaveCount(3);

  await settleFit(page);
  expect(await textProblems(page)).toEqual([]);
});

/** Writes rows straight into IndexedDB (a variant of seedDecks that lets a spec patch the rows first). */
async function putRows(page: Page, rows: readonly object[]): Promise<void> {
  await page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('presentations', 'readwrite');
          for (const row of list) tx.objectStore('presentations').put(row);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}

const PIXEL = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>');

test('stored formatting HTML is sanitized, images show with their alt text, and a broken image hides itself', async ({ page }) => {
  await signInLocally(page, USER, '/app');
  const deck: SeedDeckInput = {
    id: 'html-deck',
    title: 'Unsafe deck',
    slides: [
      { title: 'Bold cover', description: 'Cover' },
      { title: 'Media', description: 'Pictures', subtopics: [
          { heading: 'Icon', overview: 'Safe text' },
          { heading: 'Broken', overview: 'Its icon fails' },
          { heading: 'Script', overview: 'Its icon is a script' },
        ],
      },
    ],
  };
  type Formatting = Record<string, { text: string; html: string }>;
  const row = deckRow(deck) as ReturnType<typeof deckRow> & {
    slides: { rich?: Formatting; topic?: { image_url?: string; subtopics: { image_url?: string; rich?: Formatting }[] } }[];
  };
  // Formatting a hostile deck could carry: the only HTML a deck holds, sanitized wherever it is drawn.
  row.slides[0]!.rich = { title: { text: 'Bold cover', html: '<b>Bold</b> cover <img src=x onerror="window.__pwned=1">' } };
  const topic = row.slides[1]!.topic!;
  topic.subtopics[0]!.rich = { overview: { text: 'Safe text', html: '<script>window.__pwned=2</script>Safe <i>text</i>' } };
  topic.image_url = PIXEL;
  topic.subtopics[0]!.image_url = PIXEL;
  topic.subtopics[1]!.image_url = 'http://127.0.0.1:9/missing.png';
  topic.subtopics[2]!.image_url = 'javascript:alert(1)';
  await putRows(page, [row]);

  // The dashboard thumbnail draws the first slide read-only, as its plain words: the formatting is not parsed.
  await page.goto('/app');
  const thumb = page.locator('[data-deck-id="html-deck"]').getByTestId('deck-thumbnail');
  await expect(thumb.locator('[data-slide-heading]')).toHaveText('Bold cover');
  await expect(thumb.locator('[data-slide-canvas]')).toHaveAttribute('data-layout', 'title');
  await expect(thumb.locator('[data-text-box] :is(b, img, script)')).toHaveCount(0);

  await page.goto('/home?deck=html-deck');
  const media = canvasOf(page, 2);
  await media.scrollIntoViewIfNeeded();
  await expect(media.getByRole('img', { name: 'Media' })).toBeVisible();
  // Icons are drawn as their shape masking the accent colour (decorative, hidden from assistive technology):
  // the data and http addresses are drawn so, the javascript: one never is.
  await expect(media.locator('[data-icon]')).toHaveCount(2);
  expect(await media.locator('[data-icon]').evaluateAll((els) => els.some((e) => (e as HTMLElement).style.cssText.includes('javascript')))).toBe(false);
  await expect(media).toContainText('Safe text');
  await expect(media.locator('i')).toHaveText('text');
  // A javascript: address never reaches an <img>; the unreachable one removes itself.
  await expect(media.locator('img[src^="javascript"]')).toHaveCount(0);
  await expect(media.getByRole('img', { name: 'Script' })).toHaveCount(0);
  await expect(media.getByRole('img', { name: 'Broken' })).toHaveCount(0);
  await expect(media.getByText('Its icon fails')).toBeVisible();
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('[data-slide-canvas] script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
