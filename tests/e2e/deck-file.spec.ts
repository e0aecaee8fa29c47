/**
 * The portable deck file (issue 6): 'Open deck file' on the dashboard (the
 * button, the keyboard, drag and drop, offline) imports a file written by
 * core serializeDeckFile, migrates an older one, and refuses a broken or
 * hostile one with a clear message, adding nothing and running no script.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseDeckFile, serializeDeckFile, type DeckFileDeck } from '../../src/core/deck-file';
import { PIXEL_PNG, sampleDeckFileDeck } from '../../src/core/deck-file/testing';
import { signInLocally } from './helpers/auth';
import { deckRow, openSeededDeck, sampleDeck, seedDecks } from './helpers/decks';

const USER = { name: 'Fiona File', email: 'fiona@example.org' };
const TOPIC_IMAGE = 'https://images.invalid/reef.png';

interface Payload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const payload = (text: string, name = 'deck.decksmith.json', mimeType = 'application/json'): Payload => ({ name, mimeType, buffer: Buffer.from(text, 'utf8') });

/** A v1 file of 'Coral Reefs' (3 slides with notes), its topic image embedded. */
function reefFile(): Payload {
  const sample = sampleDeckFileDeck('Coral Reefs', 2);
  const slides = sample.slides.map((s, i) => (i === 1 && s.topic ? { ...s, topic: { ...s.topic, image_url: TOPIC_IMAGE } } : s));
  const deck: DeckFileDeck = { ...sample, slides };
  return payload(serializeDeckFile(deck, { media: { [TOPIC_IMAGE]: PIXEL_PNG } }), 'coral_reefs.decksmith.json');
}

/** Signs in on /app with one saved deck, so the count starts at 1. */
async function dashboardWithOneDeck(page: Page): Promise<void> {
  await signInLocally(page, USER, '/app');
  await seedDecks(page, [sampleDeck('existing-deck', 'Existing Deck', 3)]);
  await page.reload();
  await expect(page.getByTestId('count-all')).toHaveText('1');
}

const openButton = (page: Page): Locator => page.getByRole('button', { name: 'Open deck file', exact: true });
const fileInput = (page: Page): Locator => page.getByLabel('Deck file to open');
const errorDialog = (page: Page): Locator => page.getByRole('alertdialog', { name: 'Could not open the deck file' });
const slideCard = (page: Page, n: number): Locator => page.getByRole('article', { name: `Slide ${n}`, exact: true });

async function expectOpenedOnHome(page: Page, title: string, slides: number): Promise<void> {
  await expect(page.getByText(`Opened "${title}"`)).toBeVisible();
  await expect(page).toHaveURL(/\/home\?deck=/);
  await expect(page.getByTestId('slide-card')).toHaveCount(slides);
}

async function notesOf(page: Page, n: number): Promise<string> {
  await slideCard(page, n).getByRole('button', { name: `Edit slide ${n}` }).click();
  const modal = page.getByRole('dialog', { name: /^Edit Slide/ });
  const notes = await modal.getByLabel('Notes').inputValue();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  return notes;
}

async function expectRefused(page: Page, message: string | RegExp): Promise<void> {
  const dialog = errorDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('count-all')).toHaveText('1');
}

test('a v1 deck file opened with the button: on the dashboard, then on /home with its slides, notes and embedded image', async ({ page }) => {
  await dashboardWithOneDeck(page);
  await fileInput(page).setInputFiles(reefFile());
  await expectOpenedOnHome(page, 'Coral Reefs', 3);
  await expect(slideCard(page, 1)).toContainText('Coral Reefs');
  await expect(slideCard(page, 2)).toContainText('Point 1.2');
  // The embedded copy is shown, not the unreachable link.
  await expect(slideCard(page, 2).locator(`img[src="${PIXEL_PNG}"]`).first()).toBeVisible();
  expect(await notesOf(page, 2)).toBe('Notes for topic 1');

  await page.goto('/app');
  await expect(page.getByTestId('count-all')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Coral Reefs', exact: true })).toBeVisible();
});

test('a version 0 file (a bare saved presentation) is migrated and opened', async ({ page }) => {
  await dashboardWithOneDeck(page);
  const old = deckRow({ ...sampleDeck('old-id', 'Legacy Tides', 4), theme: 'golden-hour' });
  await fileInput(page).setInputFiles(payload(JSON.stringify(old), 'legacy.json'));
  await expectOpenedOnHome(page, 'Legacy Tides', 4);
  expect(await notesOf(page, 3)).toBe('Notes for topic 2');
  await page.goto('/app');
  await expect(page.getByTestId('count-all')).toHaveText('2');
});

test('malformed, foreign, newer and hostile files are refused with a clear message and change nothing', async ({ page }) => {
  await dashboardWithOneDeck(page);
  const valid = JSON.parse(serializeDeckFile(sampleDeckFileDeck('<img src=x onerror="window.__xss=1">', 2))) as Record<string, unknown>;

  await fileInput(page).setInputFiles(payload('{"format": "decksmith-deck", "version": 1,'));
  await expectRefused(page, /^This file is not a Decksmith deck file: it is not valid JSON \(.+\)\.$/);

  await fileInput(page).setInputFiles(payload(JSON.stringify({ format: 'keynote', version: 1, slides: [] }), 'other.json'));
  await expectRefused(page, 'This file is not a Decksmith deck file: it does not say format "decksmith-deck".');

  await fileInput(page).setInputFiles(payload(JSON.stringify({ ...valid, version: 7 })));
  await expectRefused(page, /^This deck file was made by a newer version of Decksmith \(format version 7/);

  // Script in the title, a javascript: image and a prototype key together.
  const hostile = JSON.stringify(valid)
    .replace('"image_prompt":"a calm sea"', '"image_prompt":"a calm sea","image_url":"javascript:window.__xss=2"')
    .replace('"notes":"Welcome everyone"', '"notes":"Welcome everyone","__proto__":{"polluted":true}');
  await fileInput(page).setInputFiles(payload(hostile, 'hostile.decksmith.json'));
  await expectRefused(page, 'This deck file was refused: it contains the key "__proto__", which no deck file uses.');

  expect(await page.evaluate(() => ({ xss: (window as { __xss?: unknown }).__xss, polluted: ({} as { polluted?: unknown }).polluted }))).toEqual({ xss: undefined, polluted: undefined });
});

test('script in the text stays text and a javascript: image link is dropped with a warning', async ({ page }) => {
  await dashboardWithOneDeck(page);
  const title = '<img src=x onerror="window.__xss=1">Reefs';
  const text = serializeDeckFile(sampleDeckFileDeck(title, 2)).replace('"image_prompt": "a calm sea"', '"image_prompt": "a calm sea", "image_url": "javascript:window.__xss=2"');
  await fileInput(page).setInputFiles(payload(text));
  await expectOpenedOnHome(page, title, 3);
  await expect(page.getByText('Slide 2: an image link that is not http(s), data:image or blob was removed.')).toBeVisible();
  await expect(page.locator('img[src^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

/** Drags `file` over the page and drops it, as a file manager would (events dispatched with a DataTransfer). */
async function dropFile(page: Page, file: Payload, beforeDrop?: () => Promise<void>): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ text, name, type }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type }));
      return dt;
    },
    { text: file.buffer.toString('utf8'), name: file.name, type: file.mimeType },
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
  await beforeDrop?.();
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
}

test('drag and drop: an overlay invites the drop; a deck file opens, another file is refused', async ({ page }) => {
  await dashboardWithOneDeck(page);
  await dropFile(page, payload('just some notes', 'notes.txt', 'text/plain'), async () => {
    await expect(page.getByText('Drop a deck file to open it')).toBeVisible();
  });
  await expect(page.getByText('Drop a deck file to open it')).toBeHidden();
  await expectRefused(page, /^This file is not a Decksmith deck file: it is not valid JSON/);

  await dropFile(page, reefFile());
  await expectOpenedOnHome(page, 'Coral Reefs', 3);
});

test('keyboard: the button opens the file chooser, and the error dialog closes with Escape back to the button', async ({ page }) => {
  await dashboardWithOneDeck(page);
  await openButton(page).focus();
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(payload('not json at all', 'broken.decksmith.json'));
  await expect(errorDialog(page)).toBeVisible();
  await expect(errorDialog(page).getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(errorDialog(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
  await expect(page.getByTestId('count-all')).toHaveText('1');

  chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(reefFile());
  await expectOpenedOnHome(page, 'Coral Reefs', 3);
});

test('offline: after the app loaded once, a deck file still opens', async ({ page, context }) => {
  await signInLocally(page, USER, '/app');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(openButton(page)).toBeVisible();
  await fileInput(page).setInputFiles(reefFile());
  await expectOpenedOnHome(page, 'Coral Reefs', 3);
  await expect(slideCard(page, 2).locator(`img[src="${PIXEL_PNG}"]`).first()).toBeVisible();
  expect(await notesOf(page, 1)).toBe('Welcome everyone');
});

test("Export > 'Deck file' downloads the open deck as a .decksmith.json that parses and opens again as a copy", async ({ page }) => {
  await signInLocally(page, USER, '/app');
  await openSeededDeck(page, sampleDeck('round', 'Round Trip Deck', 3));
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Deck file (.decksmith.json)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('round_trip_deck.decksmith.json');
  const text = await readFile((await file.path())!, 'utf8');
  const parsed = parseDeckFile(text);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.deck.title).toBe('Round Trip Deck');
  expect(parsed.deck.slides).toHaveLength(3);
  expect(parsed.deck.slides[2]?.notes).toBe('Notes for topic 2');

  await page.goto('/app');
  await expect(page.getByTestId('count-all')).toHaveText('1');
  await fileInput(page).setInputFiles(payload(text, file.suggestedFilename()));
  await expectOpenedOnHome(page, 'Round Trip Deck', 3);
  await page.goto('/app');
  await expect(page.getByTestId('count-all')).toHaveText('2');
});
