/**
 * Import from a web address, end to end: this spec starts its own server
 * with URL_IMPORT_ALLOWED_ORIGINS naming a page server on loopback (by
 * default the server refuses loopback and private addresses), imports an
 * article from it on /start, and checks the outline /generate builds from
 * the article's headings. Other loopback addresses stay refused, and the
 * dialog says so, as it does for a bad address, a missing page and offline.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

/** A port nobody listens on (written plainly: the worker forces colour on console.log). */
function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

const SECTIONS = ['How Bees Pollinate', 'Threats to Honey Bees', 'Helping Bees Thrive', 'Bees and the Food We Eat'];

/** A news-style page: the article's headings inside <main>, a menu, a sidebar and a footer around it. */
const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Honey Bees | Garden Gazette</title>
<script>window.tracker = "<h2>Tracking</h2>";</script></head><body>
<header><a href="/">Garden Gazette</a><nav><ul><li><a href="/sport">Sport Results</a></li><li><a href="/weather">Weather</a></li></ul></nav></header>
<main><article><h1>Honey Bees</h1>
<p>Honey bees live in colonies of up to sixty thousand workers led by a single queen.</p>
<h2>${SECTIONS[0]}</h2>
<p>A foraging bee visits hundreds of flowers on each trip and carries pollen between them on the hairs of its body. Pollen that brushes off onto the next flower fertilises it, and the plant can then set seed and fruit. Bees return to the same kind of flower for a whole trip, which makes them far better pollinators than insects that wander from one plant to any other. About a third of the food crops people eat depend on pollinators such as bees. A single colony can pollinate millions of blossoms in one season.</p>
<h2>${SECTIONS[1]}</h2>
<p>Varroa mites weaken colonies by feeding on developing bees and spreading viruses between them. Pesticides sprayed on crops in flower can poison foragers or leave them unable to find their way home. The loss of hedgerows and wild meadows leaves colonies short of varied and healthy food. Wet summers and mild winters upset the rhythm of the hive and let diseases spread. Beekeepers in many countries lose a quarter or more of their colonies each winter.</p>
<h2>${SECTIONS[2]}</h2>
<p>Gardens with flowers from early spring to late autumn give bees food through the whole season. Leaving a corner of a lawn uncut lets clover and dandelions bloom for foragers. Beekeepers check their hives for mites and treat them before winter sets in. Farmers who sow wildflower strips beside their fields see more bees on their crops. Towns that stop spraying verges and parks have counted more bees within a few years.</p>
<h2>${SECTIONS[3]}</h2>
<p>Almonds, apples, cherries and blueberries all need bees to set a good crop of fruit. Farmers rent hives each spring and move them into their orchards while the trees are in flower. In California almost every commercial hive in the country is trucked in for the almond bloom. Without bees many fruits would be smaller, misshapen or missing from the shelves. Honey itself is a smaller gift than the pollination that bees give to the food we eat.</p>
</article></main>
<aside><h2>Most read</h2><p>Celebrity gardener opens a maze.</p></aside>
<footer><p>Copyright Garden Gazette</p></footer></body></html>`;

const port = freePort();
const baseURL = `http://127.0.0.1:${port}`;
let pages: Server | undefined;
let pagesURL = '';
let server: ChildProcess | undefined;
let serverLog = '';

test.use({ baseURL, serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  pages = createServer((req, res) => {
    if (req.url === '/bees') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => pages?.listen(0, '127.0.0.1', resolve));
  pagesURL = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      LLM_PROVIDER: 'builtin',
      // The page server only: every other loopback or private address stays refused.
      URL_IMPORT_ALLOWED_ORIGINS: pagesURL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (b: Buffer) => (serverLog += b.toString()));
  server.stderr?.on('data', (b: Buffer) => (serverLog += b.toString()));
  await expect
    .poll(async () => {
      if (server?.exitCode !== null) throw new Error(`the server stopped: ${serverLog}`);
      return fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    }, { timeout: 60_000, message: 'the server starts' })
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((r) => pages?.close(r));
});

async function openImportDialog(page: Page): Promise<Locator> {
  await signInLocally(page, { name: 'Ursula Url', email: 'ursula@example.org' }, '/start');
  await page.getByRole('button', { name: 'Import file or URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function importAddress(dialog: Locator, address: string): Promise<void> {
  await dialog.getByLabel('Or import from a web address').fill(address);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
}

test('a web page imported by its address gives an outline from its headings', async ({ page }) => {
  test.setTimeout(90_000);
  const dialog = await openImportDialog(page);
  await importAddress(dialog, `${pagesURL}/bees`);
  await expect(dialog.getByText('Text Extracted Successfully!')).toBeVisible();

  // The same document mode as an uploaded file: the banner and a preview of the page's text.
  await page.waitForURL((url) => url.pathname === '/generate');
  await expect(page.getByRole('heading', { name: 'Content from uploaded document' })).toBeVisible();
  const preview = page.getByTestId('document-preview');
  await expect(preview).toContainText('Honey Bees');
  await expect(preview).not.toContainText(/Sport Results|Tracking|Garden Gazette/);

  const fiveSlides = page.getByRole('radio', { name: '5 slides', exact: true });
  await page.locator('label').filter({ has: fiveSlides }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();
  const headings = page.getByRole('textbox', { name: /^Topic \d+ heading$/ });
  await expect(headings).toHaveCount(4);
  await expect(headings.nth(3)).not.toHaveValue('');
  const outline = await headings.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(outline).toEqual(SECTIONS);
});

test('the dialog says why an address cannot be imported, and keeps it for another try', async ({ page, context }) => {
  const dialog = await openImportDialog(page);
  const error = dialog.getByTestId('upload-url-error');

  await importAddress(dialog, 'ftp://files.example.org/bees.pdf');
  await expect(error).toHaveText('Enter a web address that starts with http:// or https://, like https://example.com/article.');

  // Loopback addresses other than the one the operator allowed are refused by default.
  await importAddress(dialog, `${baseURL}/`);
  await expect(error).toHaveText('This address is on a private or local network, which this server does not fetch from.');

  await importAddress(dialog, `${pagesURL}/missing`);
  await expect(error).toHaveText('The page answered HTTP 404 (not found).');
  await expect(dialog.getByLabel('Or import from a web address')).toHaveValue(`${pagesURL}/missing`);

  await context.setOffline(true);
  await importAddress(dialog, `${pagesURL}/bees`);
  await expect(error).toContainText('Importing from a web address needs the network');
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/start$/);
});

test('where the server does not import addresses, the card says "Import file" and the dialog offers files only', async ({ page }) => {
  // The health answer of a server started with URL_IMPORT=off.
  await page.route('**/api/health', async (route) => {
    const health = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...health, features: { urlImport: false } } });
  });
  await signInLocally(page, { name: 'Ursula Url', email: 'ursula@example.org' }, '/start');
  const card = page.getByTestId('start-card-import');
  await expect(card).toContainText(/^Import file/);
  await expect(card).not.toContainText('URL');
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog.getByRole('button', { name: 'Choose File' })).toBeVisible();
  await expect(dialog.getByLabel('Or import from a web address')).toHaveCount(0);
});
