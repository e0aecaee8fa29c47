import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface WebManifest {
  icons: ManifestIcon[];
  shortcuts: Array<{ name: string; url: string; icons?: ManifestIcon[] }>;
  [key: string]: unknown;
}

/** Resolves once a service worker controls the page (sw/sw.ts claims clients on first install). */
async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the manifest is served as a web app manifest with what installing needs', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as WebManifest;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Decksmith',
    short_name: 'Decksmith',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    description: expect.stringContaining('slide deck'),
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['New deck', '/start'],
    ['Saved decks', '/app'],
  ]);
  for (const shortcut of manifest.shortcuts) expect(shortcut.icons?.length).toBeGreaterThan(0);
});

test('every manifest and shortcut icon is reachable and has the size it declares', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as WebManifest;
  const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons ?? [])];
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type'], icon.src).toBe(icon.type);
    expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
  }
});

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures object even when none is used
test('/landing is installable: no installability errors, and the Install app button prompts', async ({}, testInfo) => {
  // Playwright's usual contexts are off-the-record, which Chromium never installs from
  // ('in-incognito'): a persistent profile is what a real user has.
  const { launchOptions, baseURL } = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'decksmith-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/landing');
    await waitForController(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    // Chromium offered installation (beforeinstallprompt), and the header shows our button.
    const install = page.getByRole('button', { name: 'Install app' });
    await expect(install).toBeVisible();
    // One prompt per offer: the button goes whatever the user chooses in the dialog.
    await install.click();
    await expect(install).toHaveCount(0);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker controls the page, and serves the reload', async ({ page }) => {
  await page.goto('/landing');
  await waitForController(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  const after = await page.evaluate(() => ({
    url: navigator.serviceWorker.controller?.scriptURL,
    state: navigator.serviceWorker.controller?.state,
  }));
  expect(after).toEqual({ url: first, state: 'activated' });
});

test('/api is never answered from the service worker', async ({ page }) => {
  await page.goto('/landing');
  await waitForController(page);
  const [health] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/health') && r.request().method() === 'GET'),
    page.evaluate(() => fetch('/api/health').then((r) => r.status)),
  ]);
  expect(health.status()).toBe(200);
  // Passed through the worker to the network, not served from a cache.
  expect(health.fromServiceWorker()).toBe(false);
  const cached = await page.evaluate(async () => {
    const hits = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
    return hits.flat().map((r) => r.url).filter((u) => new URL(u).pathname.startsWith('/api'));
  });
  expect(cached).toEqual([]);
});
