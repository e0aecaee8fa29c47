import { spawn } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { freePort } from './helpers/ports';

/** The build the servers serve (playwright.config.ts passes the same folder to its own). */
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const ACCOUNT = { name: 'Nell Ledger', email: 'nell.ledger@example.org' };

/** The badge reads '● 793 credits'. */
async function balance(page: Page): Promise<number> {
  const badge = page.getByTestId('credits');
  await expect(badge).toHaveText(/\d credits/);
  return Number((await badge.textContent())?.replace(/\D/g, ''));
}
const creditsText = (n: number) => new RegExp(`(^|\\D)${n} credits$`);
const cards = (page: Page) => page.getByTestId('slide-card');

/** Picks a card choice by its visible label (the radio itself is visually hidden). */
async function choose(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** /generate from the topic to step 3, checking the price said at each step. */
async function toVisuals(page: Page, topic: string, slides: string, price: string): Promise<void> {
  await page.getByLabel('Presentation title / topic').fill(topic);
  await choose(page, slides);
  await expect(page.getByTestId('form-price')).toContainText(`Uses ${price}`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // A paced server writes the outline a topic a second.
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('outline-price')).toContainText(`This deck will use ${price}`);
  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
  await expect(page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText('Visuals & Generate');
}

/** Topic slides showing their picture (the title slide shows the first one again, free). */
async function picturesShown(page: Page): Promise<number> {
  let n = 0;
  const count = await cards(page).count();
  for (let i = 1; i < count; i++) n += (await cards(page).nth(i).locator('img[data-slide-image]').count()) > 0 ? 1 : 0;
  return n;
}

test.describe('credits a user can predict', () => {
  test.use({ serviceWorkers: 'block' });

  test('a 5-slide deck in image mode costs the 7 credits on its button; Regenerate asks with its price and keeps outline and looks', async ({ page }) => {
    await signInLocally(page, ACCOUNT, '/generate');
    expect(await balance(page)).toBe(800);
    await page.getByLabel('Presentation title / topic').fill('Coral reef ecology');
    await choose(page, '5 slides');
    // Five slides and two pictures: topics 1 and 4 are in image mode, icons are free.
    await expect(page.getByTestId('form-price')).toHaveText('Uses 7 credits (5 slides + 2 pictures) of your 800');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByTestId('outline-price')).toHaveText('This deck will use 7 credits (5 slides + 2 pictures). Nothing is charged until you press Generate PPT.');
    await page.getByRole('textbox', { name: 'Topic 3 heading' }).fill('Reefs after the heatwave');
    await page.getByRole('button', { name: 'Continue to Visuals' }).click();
    await choose(page, 'Cosmic Dream');
    await expect(page.getByRole('status').filter({ hasText: /^Your deck is ready/ })).toBeVisible({ timeout: 30_000 });
    // The deck is written, and nothing is charged before the user commits.
    expect(await balance(page)).toBe(800);
    const button = page.getByRole('button', { name: 'Generate PPT (7 credits)' });
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForURL((url) => url.pathname === '/home');
    await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
    // Charged 7 at once; a picture the search cannot find is given back, nothing is charged later.
    await expect(page.getByTestId('credits')).toHaveText(creditsText(793));
    await expect.poll(async () => (await balance(page)) === 800 - 5 - (await picturesShown(page)), { timeout: 30_000 }).toBe(true);
    const afterDeck = await balance(page);

    // Settings lists the charge with its deck.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account settings' });
    const ledger = settings.getByRole('list', { name: 'Credit history' });
    await expect(ledger.getByTestId('ledger-row').filter({ hasText: /^Charged · .+ · Deck “.+”: 5 slides−5$/ })).toHaveCount(1);
    await expect(ledger.getByTestId('ledger-row').filter({ hasText: /^Charged · .+ · Deck “.+”: 2 pictures−2$/ })).toHaveCount(1);
    await settings.getByRole('button', { name: 'Close' }).click();

    // Regenerate asks first and says the price; Cancel costs nothing.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    const ask = page.getByRole('dialog', { name: /^Regenerate “.+”\?$/ });
    await expect(ask).toContainText('This writes a new deck from the same outline, theme and fonts, and uses 7 credits (5 slides + 2 pictures).');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect(await balance(page)).toBe(afterDeck);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await ask.getByRole('button', { name: 'Regenerate for 7 credits' }).click();
    await expect(page).toHaveURL(/\/home\?deck=/);
    await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
    // The outline as edited, and the theme chosen on step 3.
    await expect(cards(page).nth(3)).toContainText('Reefs after the heatwave');
    const deckId = new URL(page.url()).searchParams.get('deck') ?? '';
    expect(await savedTheme(page, deckId)).toBe('cosmic-dream');
    await expect.poll(async () => (await balance(page)) === afterDeck - 5 - (await picturesShown(page)), { timeout: 30_000 }).toBe(true);
  });

  test('a run abandoned on step 3 costs nothing and is no free deck: it is finished, and charged, on step 3', async ({ page }) => {
    await signInLocally(page, ACCOUNT, '/generate');
    const before = await balance(page);
    await toVisuals(page, 'Lighthouses of Brittany', '5 slides', '7 credits');
    await expect(page.getByRole('status').filter({ hasText: /^Your deck is ready/ })).toBeVisible({ timeout: 30_000 });
    await page.goto('/app');
    await expect(page.getByTestId('credits')).toHaveText(creditsText(before));
    await page.reload();
    await expect(page.getByTestId('credits')).toHaveText(creditsText(before));

    // Not a free finished deck: the dashboard calls it a draft, and the studio shows none of its slides.
    const card = page.getByTestId('deck-card').filter({ hasText: 'Lighthouses of Brittany' });
    await expect(card).toContainText('Not generated yet');
    const deckId = (await card.getAttribute('data-deck-id')) ?? '';
    await page.goto(`/home?deck=${deckId}`);
    await expect(page.getByRole('heading', { name: 'This presentation is not generated yet' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    expect(await balance(page)).toBe(before);
    await page.goto(`/presenter?deck=${deckId}`);
    await expect(page.getByRole('alert')).toHaveText('This presentation is not generated yet. Finish it on the Generate page.');

    // Finishing it goes back to step 3, where Generate PPT charges the price shown.
    await page.goto('/app');
    await card.getByRole('link', { name: 'Lighthouses of Brittany' }).click();
    await page.waitForURL((url) => url.pathname === '/generate');
    const button = page.getByRole('button', { name: 'Generate PPT (7 credits)' });
    await expect(button).toBeVisible();
    expect(await balance(page)).toBe(before);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/home' && url.searchParams.get('deck') === deckId);
    await expect(page.getByTestId('credits')).toHaveText(creditsText(before - 7));
    await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
    await page.goto('/app');
    await expect(page.getByTestId('deck-card').filter({ hasText: 'Lighthouses of Brittany' })).not.toContainText('Not generated yet');
  });
});

async function savedTheme(page: Page, deckId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('presentations').objectStore('presentations').get(id);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { settings?: { selectedTheme?: string } } | undefined)?.settings?.selectedTheme);
          };
        };
      }),
    deckId,
  );
}


test('a stream stopped after Generate PPT gives back the slides never received', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  // One topic and one slide every 3 s, in its own process group so the kill reaches tsx's child too. The page
  // shows a slide a while after it came (typing takes its time, longer on a loaded machine): the kill after the
  // first slides on screen must still come long before the server has sent the last one.
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, BUILTIN_SLIDE_DELAY_MS: '3000' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = (): void => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  try {
    const baseURL = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.ok ?? false, { timeout: 60_000 }).toBe(true);
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInLocally(page, ACCOUNT, '/generate');
    expect(await balance(page)).toBe(800);
    await toVisuals(page, 'Tidal power for islands', '10 slides', '13 credits');
    // Photos off: the deck is its slides alone.
    await choose(page, 'Disable photos');
    await page.getByRole('button', { name: 'Generate PPT (10 credits)' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await expect(page.getByTestId('credits')).toHaveText(creditsText(790));
    await expect.poll(() => cards(page).count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    stop();
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });
    const received = await cards(page).count();
    expect(received).toBeLessThan(10);
    // The slides that never came are given back at once: the deck keeps one credit per slide it has.
    await expect(page.getByTestId('credits')).toHaveText(creditsText(800 - received));
    await context.close();
  } finally {
    stop();
  }
});
