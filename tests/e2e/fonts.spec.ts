/**
 * Deck fonts load on demand and work offline. The path: a deck made on /home
 * with the default settings has Playfair Display titles; /home draws its
 * slides with useDeckFonts (src/ui/fonts), which imports the family's
 * stylesheet and fetches its files. Playfair is not precached (only Inter is),
 * so offline it can only come from the worker's runtime font cache.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const ACCOUNT = { name: 'Beatrice Warde', email: 'beatrice@example.org' };
const FAMILY = 'Playfair Display Variable';
const FONT_CACHE = 'decksmith-fonts';
/** Playfair's Latin file: the one subset English text needs. */
const PLAYFAIR_LATIN = /\/assets\/playfair-display-latin-wght-normal-[\w-]+\.woff2$/;

async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** A deck with the default fonts (Playfair titles, Inter body), open on /home. */
async function makeDeck(page: Page, topic: string): Promise<void> {
  await page.getByLabel('Presentation title / topic').fill(topic);
  await page.getByLabel('Slides').selectOption('5');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/home\?deck=/);
  await expect(page.getByTestId('slide-card').first()).toBeVisible();
}

/** Regular and bold of the family are in: registered by the stylesheet and fetched. */
async function expectFamilyLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    (family) => {
      const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === family);
      // check() alone is true for a family nobody declared; a loaded face proves the file came.
      return faces.some((face) => face.status === 'loaded') && document.fonts.check(`700 1em "${family}"`) && document.fonts.check(`400 1em "${family}"`);
    },
    FAMILY,
    { timeout: 30_000 },
  );
}

const cachedFonts = (page: Page) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), FONT_CACHE);

/** Every same-origin font file the page receives, and whether the service worker answered it. */
function watchFontResponses(page: Page): Array<{ url: string; fromServiceWorker: boolean; status: number }> {
  const seen: Array<{ url: string; fromServiceWorker: boolean; status: number }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') seen.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker(), status: response.status() });
  });
  return seen;
}

test('the precache holds Inter but not the deck families, which are built as lazy files', () => {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
  const fonts = precached.filter((url) => /\.woff2?$/.test(url));
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((url) => !/^assets\/inter-/.test(url))).toEqual([]);
  // The stylesheets that declare the deck families are precached: offline, the import must still work.
  expect(precached.some((url) => /^assets\/wght-[\w-]+\.css$/.test(url))).toBe(true);
});

test('a deck font loads on demand, is cached by the service worker, and loads again offline', async ({ page, context }) => {
  await signInLocally(page, ACCOUNT, '/home');
  await waitForController(page);
  await makeDeck(page, 'Letterpress printing');
  await expectFamilyLoaded(page);
  await expect(page.getByTestId('slide-card').first().locator('[data-slide-heading]')).toHaveCSS('font-family', /^"Playfair Display Variable"/);
  // The worker's CacheFirst route stores the file as it passes (asynchronously: poll).
  await expect.poll(async () => (await cachedFonts(page)).filter((url) => PLAYFAIR_LATIN.test(url))).toHaveLength(1);

  await context.setOffline(true);
  const responses = watchFontResponses(page);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('slide-card').first()).toBeVisible();
  await expectFamilyLoaded(page);
  const playfair = responses.filter((r) => PLAYFAIR_LATIN.test(r.url));
  expect(playfair.length).toBeGreaterThan(0);
  expect(playfair.every((r) => r.fromServiceWorker && r.status === 200)).toBe(true);
});

test('a font fetched before the service worker took control is handed to it and works offline', async ({ page, context }) => {
  await signInLocally(page, ACCOUNT, '/home');
  await waitForController(page);
  await makeDeck(page, 'Movable type');
  await expectFamilyLoaded(page);
  // Back to a first visit's situation: no worker, no font cache (the deck stays in IndexedDB).
  await page.evaluate(async (name) => {
    await Promise.all((await navigator.serviceWorker.getRegistrations()).map((r) => r.unregister()));
    await caches.delete(name);
  }, FONT_CACHE);
  // The worker script is held back until the font is in, so the font is fetched with no worker.
  let releaseWorker = (): void => undefined;
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await context.route('**/sw.js', async (route) => {
    await workerHeld;
    await route.continue();
  });
  await page.reload();
  await expectFamilyLoaded(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  releaseWorker();
  await waitForController(page);
  await expect.poll(async () => (await cachedFonts(page)).filter((url) => PLAYFAIR_LATIN.test(url))).toHaveLength(1);

  await context.setOffline(true);
  const responses = watchFontResponses(page);
  await page.reload();
  await expectFamilyLoaded(page);
  expect(responses.filter((r) => PLAYFAIR_LATIN.test(r.url)).every((r) => r.fromServiceWorker)).toBe(true);
});
