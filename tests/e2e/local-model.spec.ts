import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeTinyGguf } from '../../server/testing/tiny-gguf';
import { signInLocally } from './helpers/auth';

/**
 * A deck written by a local model, end to end: this spec starts its own
 * server (the suite's one runs the builtin generator) with LLM_PROVIDER=local
 * and the tiny random-weight test model, and makes a deck through it in the
 * browser. The words are nonsense; the deck's shape is what is checked.
 */

/** A port nobody listens on (written plainly: the worker forces colour on console.log). */
function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

const port = freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'decksmith-e2e-local-'));
let server: ChildProcess | undefined;
let serverLog = '';

test.use({ baseURL, serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const modelPath = await writeTinyGguf(join(dir, 'tiny.gguf'));
  server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      LLM_PROVIDER: 'local',
      LLM_MODEL: modelPath,
      DECKSMITH_MODELS: dir,
      // The CPU with one thread: the test machine may be busy, and the tiny model gains nothing from more.
      LLM_GPU: 'off',
      LLM_THREADS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (b: Buffer) => (serverLog += b.toString()));
  server.stderr?.on('data', (b: Buffer) => (serverLog += b.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped: ${serverLog}`);
    const up = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server did not start in 60 s: ${serverLog}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function choose(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test('health names the local model', async ({ request }) => {
  const health = (await (await request.get('/api/health')).json()) as { providers: { llm: string } };
  expect(health.providers.llm).toBe('local:tiny.gguf');
});

test('a topic becomes a 5-slide deck written by the local model', async ({ page }) => {
  await signInLocally(page, { name: 'Ada Lovelace', email: 'ada@example.com' }, '/generate');
  await choose(page, '5 slides');
  await page.getByLabel('Presentation title / topic').fill('Lighthouses');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // The first request loads the model (seconds) before it writes.
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible({ timeout: 30_000 });

  // The title slide plus 4 topics, each with a heading the model wrote.
  const headings = page.getByRole('textbox', { name: /^Topic \d+ heading$/ });
  await expect(headings).toHaveCount(4);
  const outline = await headings.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value.trim()));
  expect(outline.every((h) => h.length > 0)).toBe(true);

  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
  await expect(page.getByText('Your deck is ready: 5 slides.')).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(page.getByTestId('slide-card')).toHaveCount(5);
  const onSlides = await page
    .getByTestId('slide-card')
    .evaluateAll((articles) => articles.map((a) => (a.querySelector('[data-slide-heading]')?.textContent ?? '').replace(/\s+/g, ' ').trim()));
  // The topic slides carry the outline's headings, in order.
  for (const heading of outline) expect(onSlides.join('\n')).toContain(heading.replace(/\s+/g, ' '));
});
