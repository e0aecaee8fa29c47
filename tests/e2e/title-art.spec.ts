import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { signInLocally } from './helpers/auth';
import { freePort } from './helpers/ports';
import { generateOnHome as generate } from './helpers/home';

/**
 * A deck that gets no photo (here the server has photo search switched off,
 * PICTURE_SOURCES=none, as on a machine with no way to the photo services)
 * does not open on a bare title: its title slide shows the builtin abstract
 * artwork in the theme's colours, named for what it is, and the .pptx
 * carries it. No content slide gets it: no picture beats a wrong one there.
 */
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const ACCOUNT = { name: 'Sylvia Earle', email: 'sylvia@example.org' };
const ART = "Abstract artwork in the theme's colours";


let server: ChildProcess | undefined;
let baseURL = '';

test.beforeAll(async () => {
  const port = await freePort();
  // Its own process group: tsx runs the server in a child process, and the kill must reach that one too.
  server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, LLM_PROVIDER: 'builtin', PICTURE_SOURCES: 'none' },
    stdio: 'ignore',
    detached: true,
  });
  baseURL = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.ok ?? false, { timeout: 60_000 }).toBe(true);
});

test.afterAll(() => {
  if (server?.pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
});

const cards = (page: Page) => page.getByTestId('slide-card');

test('a deck with no photo opens on abstract theme art on its title slide, and only there, in the .pptx too', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInLocally(page, ACCOUNT, '/home');
  await generate(page, 'Coral reef ecology', 5);
  await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
  await expect(page.getByText('Streaming…')).toHaveCount(0, { timeout: 30_000 });

  const art = cards(page).first().getByRole('img', { name: ART });
  await expect(art).toBeVisible({ timeout: 30_000 });
  await expect(art).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  // The content slides asked for photos, got none, and show none: the art is the title slide's alone.
  for (let i = 1; i < 5; i++) await expect(cards(page).nth(i).locator('img[data-slide-image]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: ART })).toHaveCount(1);
  await cards(page).first().screenshot({ path: test.info().outputPath('title-art-slide.png') });

  // It is kept with the deck.
  await page.reload();
  await expect(cards(page).first().getByRole('img', { name: ART })).toBeVisible({ timeout: 30_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const zip = await JSZip.loadAsync(await readFile(await (await download).path()));
  const slideXml = async (n: number) => (await zip.file(`ppt/slides/slide${n}.xml`)?.async('string')) ?? '';
  const named = /<p:cNvPr [^>]*descr="Abstract artwork in the theme(&apos;|'|&#39;)s colours"/;
  expect(await slideXml(1)).toMatch(named);
  for (let n = 2; n <= 5; n++) expect(await slideXml(n)).not.toMatch(named);
  await context.close();
});
