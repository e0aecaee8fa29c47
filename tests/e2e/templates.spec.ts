/**
 * A company template becomes a theme: dropped on the studio's theme gallery,
 * it lists under 'Your templates' with what was adjusted, the deck takes its
 * background, logo and text colours at once, it survives a reload (stored on
 * the device) and can be renamed and deleted; a file that is not a template
 * is refused with a message naming it, and nothing is stored.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck } from './helpers/decks';

const ACCOUNT = { name: 'Tess Template', email: 'tess@example.org' };
const fixture = (name: string) => ({ name, mimeType: 'application/octet-stream', buffer: readFileSync(resolve('tests/fixtures/templates', name)) });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Customise' });
const firstCanvas = (page: Page) => page.getByTestId('slide-card').nth(1).locator('[data-slide-canvas]');

test('a .potx with a logo becomes the deck\'s theme, stays after a reload, and can be renamed and deleted', async ({ page }) => {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck('tpl-logo', 'Quarterly review', 3, 3));
  const panel = sidebar(page);
  await expect(panel.getByRole('heading', { name: 'Your templates' })).toBeVisible();

  await panel.getByLabel('Import a company template').setInputFiles(fixture('logo-top-right.potx'));
  const card = panel.locator('[data-template-id]');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('radio')).toBeChecked();
  await expect(card).toContainText('Font: Georgia (Merriweather where Georgia is not installed).');

  // The deck is drawn on the template: its logo on every slide, its white background, its dark blue title.
  const canvas = firstCanvas(page);
  await expect(canvas.locator('[data-template-mark]')).toHaveCount(1);
  await expect.poll(() => canvas.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  await expect(canvas.locator('[data-template-region]')).toHaveCount(1);

  // The export is built on the template's own master: its logo is the master's picture, its fonts the theme's, every slide on one of its layouts.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export/ }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const zip = await JSZip.loadAsync(await readFile(await (await download).path()));
  expect(Object.keys(zip.files).filter((f) => /^ppt\/media\/.*\.png$/.test(f))).toEqual(['ppt/media/tpl-picture1.png']);
  expect(await zip.file('ppt/slideMasters/slideMaster1.xml')?.async('string')).toContain('name="Company logo"');
  expect(await zip.file('ppt/slideMasters/_rels/slideMaster1.xml.rels')?.async('string')).toContain('Target="../media/tpl-picture1.png"');
  expect(await zip.file('ppt/theme/theme1.xml')?.async('string')).toContain('<a:majorFont><a:latin typeface="Georgia"/>');
  expect(await zip.file('ppt/slideLayouts/slideLayout2.xml')?.async('string')).toContain('name="Title and Content"');
  await expect(page.getByText('the logo could not be downloaded')).toHaveCount(0);

  await page.reload();
  await expect(firstCanvas(page).locator('[data-template-mark]')).toHaveCount(1);
  const again = sidebar(page).locator('[data-template-id]');
  await expect(again.getByRole('radio')).toBeChecked();

  await again.getByRole('button', { name: 'Rename' }).click();
  await again.getByLabel('Template name').fill('Acme brand');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toContainText('Acme brand');

  await again.getByRole('button', { name: 'Delete' }).click();
  await again.getByRole('button', { name: 'Delete Acme brand?' }).click();
  await expect(sidebar(page).locator('[data-template-id]')).toHaveCount(0);
});

test('a file that is not a template is refused with its name and the reason, and nothing is stored', async ({ page }) => {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck('tpl-bad', 'Quarterly review', 2, 3));
  const panel = sidebar(page);
  await panel.getByLabel('Import a company template').setInputFiles({ name: 'brand.pptx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a presentation') });
  await expect(panel.getByRole('alert')).toHaveText('brand.pptx: This file is not a PowerPoint template or presentation. Choose a .pptx, .potx or .pptm file.');
  await expect(panel.locator('[data-template-id]')).toHaveCount(0);
});

test('a dark master: the card says its own title colour fails, and the slides use the passing one', async ({ page }) => {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck('tpl-dark', 'Night shift', 3, 3));
  const panel = sidebar(page);
  await panel.getByLabel('Import a company template').setInputFiles(fixture('dark-master.pptx'));
  const card = panel.locator('[data-template-id]');
  await expect(card).toContainText("The template's title colour #3a3f58 reads at 1.7:1 on its background");
  await expect.poll(() => firstCanvas(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 24, 32)');

  // The PowerPoint export is on the template's dark master, names its faces and writes titles in the passing colour.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export/ }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const zip = await JSZip.loadAsync(await readFile(await (await download).path()));
  expect(await zip.file('ppt/slideMasters/slideMaster1.xml')?.async('string')).toContain('<a:srgbClr val="101820"/>');
  const slide = await zip.file('ppt/slides/slide2.xml')?.async('string');
  expect(slide).toContain('typeface="Futura"');
  expect(slide).toContain('D9D9D9');
});

test.describe('while a template is read', () => {
  // The service worker would serve the worker script from its precache, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('the gallery shows its progress and the studio stays usable; the template then becomes the theme', async ({ page }) => {
    // Holding the extraction worker's script keeps the template being read for as long as the test needs.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/extract.worker-*.js', async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    await signInLocally(page, ACCOUNT, '/app');
    await openSeededDeck(page, sampleDeck('tpl-busy', 'Busy week', 3, 3));
    const panel = sidebar(page);
    await panel.getByLabel('Import a company template').setInputFiles(fixture('dark-master.pptx'));
    await expect(panel.getByRole('status').filter({ hasText: 'Reading the template' })).toHaveText('Reading the template…');
    await expect(panel.getByRole('progressbar', { name: 'Reading the template' })).toHaveAttribute('value', '0');

    // Meanwhile the deck takes another theme at once.
    await panel.locator('label', { has: page.locator('[data-theme-id="classic-dark"]') }).click();
    await expect(panel.getByRole('radio', { name: 'Classic Dark', exact: true })).toBeChecked();
    await expect.poll(() => firstCanvas(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 24, 39)');
    await expect(panel.getByRole('progressbar', { name: 'Reading the template' })).toBeVisible();

    release();
    const card = panel.locator('[data-template-id]');
    await expect(card.getByRole('radio')).toBeChecked();
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    await expect.poll(() => firstCanvas(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 24, 32)');
  });
});
