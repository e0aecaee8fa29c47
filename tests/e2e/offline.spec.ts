import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

/** The build the server under test serves (playwright.config.ts passes the same folder). */
const distDir = process.env.E2E_DIST_DIR ?? 'dist';

/** Public routes the first visit (/landing) never opens; they must render offline anyway. */
const UNVISITED_PUBLIC_ROUTES = ['/privacy-policy', '/status'];

interface ViteChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** A route rendered, not the 404 redirect and not the router's chunk-load error screen. */
async function expectRendered(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
}

/**
 * Deck fonts other than Inter are cached at first use, not precached (vite.config.ts;
 * tests/e2e/fonts.spec.ts checks they work offline); every other file must be precached.
 */
const lazyFont = (file: string) => /\.woff2?$/.test(file) && !/(^|\/)inter-[^/]+\.woff2$/.test(file);

test('the precache lists every chunk, stylesheet and Inter font file of the build', () => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteChunk>;
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const precached = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]));
  const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? []), ...(c.assets ?? [])]);
  const routeChunks = Object.keys(manifest).filter((k) => k.startsWith('src/routes/'));
  // autoCodeSplitting makes one chunk per route; an unprecached one fails offline.
  expect(routeChunks.length).toBeGreaterThan(1);
  expect(files.filter((f) => !precached.has(f) && !lazyFont(f))).toEqual([]);
  expect(precached.has('index.html')).toBe(true);
  // Worker bundles and copied assets may be missing from the Vite manifest: check the folder too.
  const emitted = readdirSync(join(distDir, 'assets')).filter((f) => !f.endsWith('.map'));
  expect(emitted.map((f) => `assets/${f}`).filter((f) => !precached.has(f) && !lazyFont(f))).toEqual([]);
  expect([...precached].filter((f) => f !== undefined && lazyFont(f))).toEqual([]);
});

test('offline, a reload of /landing renders from the service worker', async ({ page, context }) => {
  await page.goto('/landing');
  await waitForController(page);
  await context.setOffline(true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expectRendered(page, '/landing');
  // The header says so, and stops saying so when the network is back.
  const indicator = page.getByRole('status').filter({ hasText: 'Offline — saved decks still work' });
  await expect(indicator).toBeVisible();
  await context.setOffline(false);
  await expect(indicator).toHaveCount(0);
});

test('offline, public routes never visited before render', async ({ page, context }) => {
  await page.goto('/landing');
  await waitForController(page);
  await context.setOffline(true);
  for (const path of UNVISITED_PUBLIC_ROUTES) {
    const res = await page.goto(path);
    expect(res?.fromServiceWorker(), path).toBe(true);
    await expectRendered(page, path);
  }
});

test('offline, an in-app link loads the unvisited route chunk from the precache', async ({ page, context }) => {
  await page.goto('/landing');
  await waitForController(page);
  await context.setOffline(true);
  // A marker on window survives a client-side navigation but not a document load.
  await page.evaluate(() => Object.assign(window, { spaMarker: true }));
  await page.locator('a[href="/terms-conditions"]').first().click();
  await expectRendered(page, '/terms-conditions');
  expect(await page.evaluate(() => 'spaMarker' in window)).toBe(true);
});

test('offline and signed out, /app opens the sign-in page from the cache', async ({ page, context }) => {
  await page.goto('/landing');
  await waitForController(page);
  await context.setOffline(true);
  const res = await page.goto('/app');
  expect(res?.fromServiceWorker()).toBe(true);
  // The guard still runs offline: no session -> /login, remembering /app.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('offline and signed in, a reload of /app and a new window on /app (start_url) render', async ({ page, context }) => {
  await signInLocally(page, { name: 'Ada Offline', email: 'ada.offline@example.com' });
  await waitForController(page);
  await context.setOffline(true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expectRendered(page, '/app');
  // The installed app opens start_url in a fresh window: same result with no network.
  const window2 = await context.newPage();
  await window2.goto('/app');
  await expectRendered(window2, '/app');
});

test('offline, /api is never answered with the app shell', async ({ page, context }) => {
  await page.goto('/landing');
  await waitForController(page);
  await context.setOffline(true);
  // Without the denylist the worker would answer this navigation with index.html.
  await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('a Background Sync event only wakes the page (outbox-wake), for the outbox tag only', async ({ page, baseURL }) => {
  await page.goto('/landing');
  await waitForController(page);
  await page.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { swMessages: seen });
    navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
  });
  const messages = () => page.evaluate(() => (window as unknown as { swMessages: unknown[] }).swMessages);
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(baseURL ?? page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const sync = async (tag: string) =>
    cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag, lastChance: false });
  await sync('something-else');
  await sync('outbox');
  await expect.poll(messages).toEqual([{ type: 'outbox-wake' }]);
});
