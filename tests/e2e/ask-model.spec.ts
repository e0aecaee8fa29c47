/**
 * Asking the deck with a model writer, end to end: this spec starts its own
 * server (the suite's one runs the builtin writer) with
 * LLM_PROVIDER=openai-compatible pointed at the scripted model
 * (server/testing/model-double), which writes a fixed deck about honeybees,
 * rewrites by action and knows the German of its own sentences.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { BEE_DECK, BEE_TOPICS } from '../../server/testing/model-double/script';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck } from './helpers/decks';
import { generateOnHome } from './helpers/home';
import { reservePort, startModelServer, type ModelServer } from './helpers/model-server';

const port = reservePort();
let server: ModelServer;

test.use({ baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startModelServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

const ACCOUNT = { name: 'Karl Frisch', email: 'karl.frisch@example.org' };
/** The deck's title: the scripted model keeps a title it is given, and knows this one's German. */
const TITLE = BEE_DECK.title[0];
const cards = (page: Page) => page.getByTestId('slide-card');
const headings = (page: Page) => cards(page).evaluateAll((all) => all.map((c) => c.querySelector('[data-slide-heading]')?.textContent?.replace(/\s+/g, ' ').trim() ?? ''));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A deck about bees written by the scripted model, on /home, once its last slide is all there. */
async function beeDeck(page: Page, slides: number): Promise<void> {
  await signInLocally(page, ACCOUNT, '/home');
  await generateOnHome(page, TITLE, slides);
  await expect(cards(page)).toHaveCount(slides, { timeout: 30_000 });
  // The last topic of every deck is the conclusion; its third point is the last text written.
  await expect(cards(page).last()).toContainText('Leave wild corners', { timeout: 30_000 });
}

/** Opens slide `n`'s Ask box (the card's Ask button, when the box is folded away). */
async function askBox(page: Page, n: number) {
  const box = page.getByRole('group', { name: `Ask slide ${n}` });
  if (!(await box.isVisible())) await cards(page).nth(n - 1).getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(box).toBeVisible();
  return box;
}

/** The badge reads '● 793 credits'. */
async function balance(page: Page): Promise<number> {
  const badge = page.getByTestId('credits');
  await expect(badge).toHaveText(/\d credits/);
  return Number((await badge.textContent())?.replace(/\D/g, ''));
}

/** Rows in the app's outbox (IndexedDB), where a rewrite asked offline waits until it has run. */
function outboxRows(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onerror = () => reject(count.error);
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/** The text of a PPTX part's runs, entities decoded. */
function runsText(xml: string): string {
  const runs = [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1] ?? '');
  const decode = (s: string) => s.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return decode(runs.join(' ')).replace(/\s+/g, ' ').trim();
}

/** The notes pages of an exported deck, in slide order. */
async function notesPages(download: Download): Promise<string[]> {
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const names = Object.keys(zip.files)
    .filter((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));
  return Promise.all(names.map(async (n) => runsText(await zip.file(n)!.async('string'))));
}

test('Regenerate writes slide 3 afresh under its heading, and one Ctrl+Z brings it back', async ({ page }) => {
  test.setTimeout(90_000);
  await beeDeck(page, 5);
  const third = cards(page).nth(2);
  await expect(third.locator('[data-slide-heading]')).toHaveText('The waggle dance');
  await expect(third).toContainText('Foragers tell their sisters where food is');

  await (await askBox(page, 3)).getByRole('button', { name: 'Regenerate', exact: true }).click();
  // The same heading, a fresh overview, and first the point the slide did not show.
  await expect(third).toContainText('Bees share the location of good flowers', { timeout: 30_000 });
  await expect(third.locator('[data-slide-heading]')).toHaveText('The waggle dance');
  await expect(third).toContainText('The round dance');
  await expect(third).not.toContainText('Foragers tell their sisters where food is');
  await expect(third.getByRole('status')).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect(third).toContainText('Foragers tell their sisters where food is');
  await expect(third).not.toContainText('Bees share the location of good flowers');
  await expect(third).not.toContainText('The round dance');
  // The other slides were never touched.
  expect(await headings(page)).toEqual([TITLE, 'Inside the colony', 'The waggle dance', 'Swarming', 'How you can help']);
});

test('speaker notes for a 10-slide deck show in the presenter view and on the PPTX notes pages', async ({ page, context }) => {
  test.setTimeout(120_000);
  await beeDeck(page, 10);
  await page.getByRole('button', { name: 'Ask the deck' }).click();
  await page.getByRole('menuitem', { name: 'Write speaker notes' }).click();
  // One call a slide, then the progress goes away once the notes are on the deck.
  await expect.poll(() => server.calls().filter((c) => c.action === 'speaker-notes').length, { timeout: 60_000 }).toBe(10);
  await expect(page.getByRole('status').filter({ hasText: /^Writing speaker notes/ })).toHaveCount(0, { timeout: 30_000 });

  // Each slide's notes open with what the speaker adds to it: the title slide greets, each topic its own opening.
  const topics = (await headings(page)).slice(1).map((h) => BEE_TOPICS.find((t) => t.heading[0] === h));
  expect(topics.every((t) => t !== undefined)).toBe(true);
  const openings = [BEE_DECK.hook[0], ...topics.map((t) => t?.hook[0] ?? '')];
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Presentation' });
  await overlay.hover();
  const [presenter] = await Promise.all([context.waitForEvent('page'), overlay.getByRole('button', { name: 'Presenter view' }).click()]);
  const notes = presenter.getByTestId('presenter-notes');
  for (const [i, opening] of openings.entries()) {
    await expect(presenter.getByTestId('presenter-counter')).toHaveText(`${i + 1} of 10`);
    await expect(notes).toContainText(opening);
    const said = (await notes.textContent()) ?? '';
    expect(words(said), `slide ${i + 1}: ${said}`).toBeGreaterThanOrEqual(60);
    expect(words(said), `slide ${i + 1}: ${said}`).toBeLessThanOrEqual(120);
    if (i < openings.length - 1) await presenter.getByRole('button', { name: 'Next slide' }).click();
  }
  await presenter.close();
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export/ }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  // The deck's ten slides come first (the export may add a page of picture credits after them).
  const pages = await notesPages(await download);
  openings.forEach((opening, i) => expect(pages[i], `notes page ${i + 1}`).toContain(opening));
  expect(pages[2]).toContain('First, in her first days a worker cleans the cells');
});

test('Translate puts the deck into German and keeps every layout', async ({ page }) => {
  test.setTimeout(90_000);
  await beeDeck(page, 5);
  const layouts = () => cards(page).evaluateAll((all) => all.map((c) => c.querySelector('[data-layout]')?.getAttribute('data-layout')));
  const before = await layouts();

  await page.getByRole('button', { name: 'Ask the deck' }).click();
  await page.getByRole('menuitem', { name: 'Translate...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate the deck' });
  await dialog.getByLabel('Language').selectOption({ label: 'German' });
  await dialog.getByRole('button', { name: 'Translate (5 credits)' }).click();

  await expect.poll(() => headings(page), { timeout: 60_000 }).toEqual([
    'Wie Honigbienen ihren Stock am Leben erhalten',
    'Im Inneren des Volkes',
    'Der Schwänzeltanz',
    'Das Schwärmen',
    'Wie Sie helfen können',
  ]);
  await expect(cards(page).nth(1)).toContainText('Ein Bienenvolk ist eine Familie von bis zu 60.000 Bienen');
  await expect(cards(page).nth(4)).toContainText('Wilde Ecken lassen');
  for (const english of ['A honeybee colony is one family', 'Foragers tell their sisters', 'Leave wild corners']) {
    await expect(page.getByTestId('slide-card').filter({ hasText: english })).toHaveCount(0);
  }
  expect(await layouts()).toEqual(before);

  // The picture's description is translated too (the picture itself stays).
  await cards(page).nth(1).getByRole('button', { name: 'Edit slide 2' }).click();
  const modal = page.getByRole('dialog', { name: /^Edit Slide/ });
  await modal.getByRole('tab', { name: 'Media' }).click();
  await expect(modal.getByRole('tabpanel', { name: 'Media' }).getByLabel('Image Prompt')).toHaveValue('Honigbienen dicht an dicht auf einem hölzernen Wabenrahmen');
});

test('a rewrite asked offline waits, runs once when the network is back, and is charged once', async ({ page, context }) => {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck('offline-ask', 'Field notes', 4));
  expect(await balance(page)).toBe(800);
  const second = cards(page).nth(1);
  await expect(second).toContainText('Point 1.3');
  const editsBefore = server.calls().filter((c) => c.kind === 'edit').length;

  await context.setOffline(true);
  await (await askBox(page, 2)).getByRole('button', { name: 'Shorter', exact: true }).click();
  await expect(second.getByRole('status')).toHaveText('Waiting for the network to rewrite this slide');
  expect(await outboxRows(page)).toBe(1);
  expect(await balance(page)).toBe(800);

  await context.setOffline(false);
  // Shorter drops the last point; the slide keeps its heading.
  await expect(second).not.toContainText('Point 1.3', { timeout: 30_000 });
  await expect(second).toContainText('Point 1.2');
  await expect(second.locator('[data-slide-heading]')).toHaveText('Topic 1');
  await expect(page.getByTestId('credits')).toHaveText(/(^|\D)799 credits$/);
  expect(server.calls().filter((c) => c.kind === 'edit')).toHaveLength(editsBefore + 1);

  // Nothing stays queued to run again: the outbox is empty, and after a reload the slide and the balance are as they were.
  await expect.poll(() => outboxRows(page)).toBe(0);
  await page.reload();
  await expect(cards(page).nth(1)).toContainText('Point 1.2');
  await expect(cards(page).nth(1)).not.toContainText('Point 1.3');
  await expect(cards(page).nth(1).getByRole('status')).toHaveCount(0);
  expect(await balance(page)).toBe(799);
  expect(server.calls().filter((c) => c.kind === 'edit')).toHaveLength(editsBefore + 1);
});
