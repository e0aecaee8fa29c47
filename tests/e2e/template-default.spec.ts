/**
 * 'Use as default' on a company template: the next deck the user starts on
 * /generate is in that template, chosen in the Visuals step and drawn with
 * its logo in the studio and when presented; its PowerPoint file carries the
 * template's logo and fonts and LibreOffice prints every slide title; once
 * the template is deleted, a new deck starts in the built-in default again,
 * with no error.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { normalise, openOffice, pdfPageTexts } from '../export/client';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck } from './helpers/decks';

const ACCOUNT = { name: 'Dana Default', email: 'dana.default@example.org' };
const LOGO = { name: 'logo-top-right.potx', mimeType: 'application/octet-stream', buffer: readFileSync(resolve('tests/fixtures/templates/logo-top-right.potx')) };
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Customise' });

/** Topic, outline, then the Visuals step of /generate. */
async function toVisuals(page: Page, topic: string): Promise<void> {
  await page.goto('/generate');
  await page.getByLabel('Presentation title / topic').fill(topic);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
}

test('a template made the default is the theme a new deck starts in, until it is deleted', async ({ page }) => {
  test.setTimeout(150_000);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck('tpl-default', 'Quarterly review', 2, 3));
  const panel = sidebar(page);
  await panel.getByLabel('Import a company template').setInputFiles(LOGO);
  const card = panel.locator('[data-template-id]');
  await card.getByRole('button', { name: 'Use as default' }).click();
  await expect(card).toContainText('(default theme)');

  await toVisuals(page, 'Lighthouses of the Atlantic');
  const chosen = page.locator('[data-template-id]').getByRole('radio');
  await expect(chosen).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Aurora Borealis', exact: true })).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /^Your deck is ready/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  // The new deck is drawn on the template: its logo on the slides.
  await expect(page.getByTestId('slide-card').nth(1).locator('[data-slide-canvas] [data-template-mark]')).toHaveCount(1);
  await expect(page.getByText('Streaming…')).toHaveCount(0, { timeout: 30_000 });

  // Presented full screen, it is still on the template.
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Presentation' });
  await expect(overlay).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(overlay.getByTestId('present-counter')).toHaveText(/^2 of /);
  await expect(overlay.getByTestId('presented-slide').locator('[data-template-mark]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // Its PowerPoint file carries the template's logo and fonts, and LibreOffice prints every slide title.
  const titles = await page.getByTestId('slide-card').evaluateAll((cards) => cards.map((c) => c.querySelector('[data-slide-heading]')?.textContent ?? ''));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export/ }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const dir = await mkdtemp(join(tmpdir(), 'decksmith-e2e-template-'));
  const office = await openOffice();
  try {
    const file = join(dir, 'deck.pptx');
    await (await download).saveAs(file);
    const zip = await JSZip.loadAsync(await readFile(file));
    expect(Object.keys(zip.files).filter((f) => /^ppt\/media\/tpl-/.test(f))).toContain('ppt/media/tpl-picture1.png');
    expect(await zip.file('ppt/theme/theme1.xml')?.async('string')).toContain('<a:majorFont><a:latin typeface="Georgia"/>');
    const pages = (await pdfPageTexts(await office.toPdf(file, dir))).map(normalise);
    expect(titles.length).toBeGreaterThan(1);
    titles.forEach((title, i) => expect(pages[i], `page ${i + 1}`).toContain(normalise(title)));
  } finally {
    await office.close();
    await rm(dir, { recursive: true, force: true });
  }
  // The export's report names the template's master; presenting closed the Customise panel.
  const report = page.getByRole('dialog', { name: 'PowerPoint export' });
  await expect(report).toContainText('own slide master and layouts');
  await report.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Customise panel' }).click();

  const again = sidebar(page).locator('[data-template-id]');
  await again.getByRole('button', { name: 'Delete' }).click();
  await again.getByRole('button', { name: /^Delete .*\?$/ }).click();
  await expect(sidebar(page).locator('[data-template-id]')).toHaveCount(0);

  await toVisuals(page, 'Tides and their timing');
  await expect(page.getByRole('radio', { name: 'Aurora Borealis', exact: true })).toBeChecked();
  await expect(page.locator('[data-template-id]')).toHaveCount(0);
  await expect(page.getByText(/not found|could not/i)).toHaveCount(0);
  expect(warnings.filter((w) => w.includes('not found'))).toEqual([]);
});
