import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { freePort } from './helpers/ports';
import { generateOnHome as generate } from './helpers/home';

/** The build the servers serve (playwright.config.ts passes the same folder to its own). */
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const ACCOUNT = { name: 'Rachel Carson', email: 'rachel@example.org' };
const NETWORK_ERROR = 'Network error: Unable to connect to the server. Please check your internet connection and try again.';


interface PacedServer {
  baseURL: string;
  process: ChildProcess;
  stop(): void;
}

/** The real server on a port of its own whose builtin generator waits `delayMs` between slides. */
async function startPacedServer(delayMs: number): Promise<PacedServer> {
  const port = await freePort();
  // Its own process group: tsx runs the server in a child process, and a kill must reach that one too.
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, BUILTIN_SLIDE_DELAY_MS: String(delayMs) },
    stdio: 'ignore',
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.ok ?? false, { timeout: 60_000 })
    .toBe(true);
  const stop = (): void => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return { baseURL, process: child, stop };
}

/** A fresh context on `baseURL` (IndexedDB is per origin), signed in on /home. */
async function pageOn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInLocally(page, ACCOUNT, '/home');
  return page;
}

async function credits(page: Page): Promise<number> {
  const badge = page.getByTestId('credits');
  await expect(badge).toHaveText(/\d credits/);
  return Number((await badge.textContent())?.replace(/\D/g, ''));
}

const cards = (page: Page) => page.getByTestId('slide-card');
/** The badge reads '● 795 credits': match the number exactly. */
const creditsText = (n: number) => new RegExp(`(^|\\D)${n} credits$`);

test('a deck streams into /home: one card per slide, charged once per slide; Regenerate starts it again', async ({ page }) => {
  await signInLocally(page, ACCOUNT, '/home');
  const before = await credits(page);
  await generate(page, 'Coral reef ecology', 5);
  await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
  await expect(page.getByTestId('slide-position')).toHaveText('1 of 5 slides');
  await expect(cards(page).first()).toContainText('Coral reef');
  // One credit per slide, and one per topic image: the builtin draws topics 1 and 4 in image mode.
  await expect(page.getByTestId('credits')).toHaveText(creditsText(before - 5 - 2));
  // The finished deck offers no resume.
  await expect(page.getByRole('button', { name: 'Resume generation' })).toHaveCount(0);

  // Back on /home with nothing open: the stored configuration is offered again.
  const firstDeck = page.url();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Continue Previous Generation' })).toBeVisible();
  await expect(page.getByText('Coral reef ecology · 5 slides')).toBeVisible();
  // Regenerate asks first, with the price: the slides and the pictures of a deck of five.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('dialog', { name: /^Regenerate “.+”\?$/ }).getByRole('button', { name: 'Regenerate for 7 credits' }).click();
  await expect(page).toHaveURL(/\/home\?deck=/);
  expect(page.url()).not.toBe(firstDeck);
  await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
  // The price said is the price charged: the pictures come from the device's cache and count as received.
  await expect(page.getByTestId('credits')).toHaveText(creditsText(before - 7 - 7));
});

test('a topic deck with no model says it is a skeleton and offers a local model in one click', async ({ page }) => {
  await signInLocally(page, ACCOUNT, '/home');
  await generate(page, 'The history of the printing press', 5);
  await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
  await expect(page.getByTestId('writer-badge')).toHaveText(/A skeleton drafted offline: no model wrote this deck/);
  await page.getByTestId('skeleton-offer').getByRole('button', { name: 'Get a local model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Local model' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: /^Download \(/ }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

/**
 * Slow enough that a busy machine still reloads, exports or kills the server
 * before the tenth slide: the page shows a slide some time after it came, and
 * a loaded 2-core runner took seconds just to count the cards; at one slide a
 * second it sometimes saw all ten first.
 */
const PACE_MS = 2_500;
/** Ten slides at that pace, with room for a loaded machine. */
const TEN_SLIDES_MS = 120_000;

test.describe('with a server that streams a slide every 2.5 s', () => {
  let server: PacedServer | undefined;
  test.afterEach(() => server?.stop());

  test('only cards near the screen type: the last card, far below, shows its text at once', async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startPacedServer(PACE_MS);
    const page = await pageOn(browser, server.baseURL);
    await generate(page, 'Lighthouse keepers', 10);
    // The first card, on screen, types its blocks one by one.
    await expect(cards(page).first().locator('[data-typing="typing"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(cards(page)).toHaveCount(10, { timeout: TEN_SLIDES_MS });
    await expect(page.getByTestId('live-marker')).toHaveCount(0, { timeout: TEN_SLIDES_MS });
    const last = cards(page).last();
    // It arrived while the deck streamed (a second after the one before), far below the first card. Typed, its
    // blocks would take several seconds after that; it is complete as soon as the stream is.
    await expect(last.getByText('Complete', { exact: true })).toBeVisible({ timeout: 2_000 });
    await expect(last.locator('[data-typing]')).toHaveCount(0);
    await expect(last.locator('[data-slide-heading]')).not.toHaveText('');
  });

  test('while the deck streams, Export offers the PDF but PowerPoint and the deck file wait until it has finished', async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startPacedServer(PACE_MS);
    const page = await pageOn(browser, server.baseURL);
    await generate(page, 'Tidal power for islands', 10);
    await expect(page.getByText('Streaming…')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Export' }).click();
    const pptx = page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' });
    await expect(pptx).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Deck file (.decksmith.json)' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Export PDF' })).not.toHaveAttribute('aria-disabled');
    await expect(pptx).toHaveAccessibleDescription('PowerPoint and the deck file are available when the deck has finished streaming.');
    // force: Playwright itself will not click an aria-disabled item; a user still can.
    await pptx.click({ force: true });
    // Nothing started: the menu stays open and the button is not busy.
    await expect(pptx).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Escape');

    await expect(page.getByText('Streaming…')).toHaveCount(0, { timeout: TEN_SLIDES_MS });
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(pptx).not.toHaveAttribute('aria-disabled');
  });

  test('a reload mid-stream keeps the slides received and offers to resume, which completes the deck without a new charge', async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startPacedServer(PACE_MS);
    const page = await pageOn(browser, server.baseURL);
    const before = await credits(page);
    await generate(page, 'Renewable energy for towns', 10);
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    // The deck was charged its price when it was accepted: ten slides and its three topic pictures.
    await expect.poll(() => credits(page)).toBeLessThanOrEqual(before - 10);
    expect(await credits(page)).toBeGreaterThanOrEqual(before - 10 - 3);

    await page.reload();
    const banner = page.getByRole('region', { name: 'Unfinished deck' });
    await expect(banner).toContainText(/This deck stopped before it was finished \(\d+ of 10 slides\)\./);
    const received = Number(/\((\d+) of 10/.exec((await banner.textContent()) ?? '')?.[1]);
    expect(received).toBeGreaterThanOrEqual(2);
    expect(received).toBeLessThan(10);
    await expect(cards(page)).toHaveCount(received);

    await banner.getByRole('button', { name: 'Resume generation' }).click();
    await expect(cards(page)).toHaveCount(10, { timeout: TEN_SLIDES_MS });
    // The job has ended (and written the deck) once the toolbar stops saying it streams.
    await expect(page.getByText('Streaming…')).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    // 10 slides and a credit for each topic photo found (topics 1, 4 and 7 are in image mode; a search that
    // finds nothing relevant costs nothing), each charged once across the reload.
    const photosShown = async (): Promise<number> => {
      let n = 0;
      for (let i = 1; i < 10; i++) n += (await cards(page).nth(i).locator('img[data-slide-image]').count()) > 0 ? 1 : 0;
      return n;
    };
    await expect.poll(async () => (await credits(page)) === before - 10 - (await photosShown()), { timeout: 30_000 }).toBe(true);
    expect(await photosShown()).toBeLessThanOrEqual(3);
    // Reopened later, it is complete: no offer.
    await page.reload();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Unfinished deck' })).toHaveCount(0);
  });

  test('the server killed mid-stream: the slides received stay on screen and the error shows', async ({ browser }) => {
    test.setTimeout(240_000);
    server = await startPacedServer(PACE_MS);
    const page = await pageOn(browser, server.baseURL);
    await generate(page, 'Volcanoes of Iceland', 10);
    await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    server.stop();
    await expect(page.getByRole('alert')).toHaveText(NETWORK_ERROR, { timeout: 15_000 });
    const kept = await cards(page).count();
    expect(kept).toBeGreaterThanOrEqual(2);
    expect(kept).toBeLessThan(10);
    await expect(page.getByRole('region', { name: 'Unfinished deck' })).toContainText(`(${kept} of 10 slides)`);
  });
});
