/**
 * A deck drawn in a company template, written as a deck file and opened on
 * another device (a fresh browser profile): the deck opens in the template,
 * with its logo, and the template joins 'Your templates' there, once, however
 * often the file is opened.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseDeckFile } from '../../src/core/deck-file';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck } from './helpers/decks';

const LOGO = { name: 'logo-top-right.potx', mimeType: 'application/octet-stream', buffer: readFileSync(resolve('tests/fixtures/templates/logo-top-right.potx')) };
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Customise' });
const logoOn = (page: Page, n: number) => page.getByTestId('slide-card').nth(n).locator('[data-slide-canvas] [data-template-mark]');

test('a deck file takes the deck\'s template to another device, which adds it to Your templates once', async ({ page, browser }) => {
  await signInLocally(page, { name: 'Hana Home', email: 'hana@example.org' }, '/app');
  await openSeededDeck(page, sampleDeck('tpl-carry', 'Brand review', 3, 3));
  await sidebar(page).getByLabel('Import a company template').setInputFiles(LOGO);
  const card = sidebar(page).locator('[data-template-id]');
  await card.getByRole('button', { name: 'Rename' }).click();
  await card.getByLabel('Template name').fill('Acme brand');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Acme brand');
  await expect(logoOn(page, 1)).toHaveCount(1);

  await page.getByRole('button', { name: /^Export/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Deck file (.decksmith.json)' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  const parsed = parseDeckFile(text);
  expect(parsed.ok && parsed.deck.template).toMatchObject({ name: 'Acme brand', fileName: 'logo-top-right.potx', package: LOGO.buffer.toString('base64') });

  // Another device: a fresh profile with nothing stored.
  const away = await browser.newContext();
  try {
    const other = await away.newPage();
    await signInLocally(other, { name: 'Omar Away', email: 'omar@example.org' }, '/app');
    const payload = { name: file.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') };
    for (const opened of ['Brand review', 'Brand review']) {
      await other.goto('/app');
      await other.getByLabel('Deck file to open').setInputFiles(payload);
      await expect(other.getByText(`Opened "${opened}"`)).toBeVisible();
      await expect(other).toHaveURL(/\/home\?deck=/);
      // Drawn in the template, its logo on the slides.
      await expect(logoOn(other, 1)).toHaveCount(1);
      const templates = sidebar(other).locator('[data-template-id]');
      await expect(templates).toHaveCount(1);
      await expect(templates).toContainText('Acme brand');
      await expect(templates.getByRole('radio')).toBeChecked();
    }
  } finally {
    await away.close();
  }
});
