import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const QUEUED_OFFLINE = 'Queued - will generate when you are back online';

interface SavedDeck {
  id: string;
  title: string;
  slides: number;
}

async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The saved presentations, read straight from IndexedDB (what /app lists after a reload). */
async function savedDecks(page: Page): Promise<SavedDeck[]> {
  return page.evaluate(
    () =>
      new Promise<SavedDeck[]>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('presentations').objectStore('presentations').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const rows = all.result as { id: string; title: string; slides: unknown[] }[];
            resolve(rows.map((r) => ({ id: r.id, title: r.title, slides: r.slides.length })));
          };
        };
      }),
  );
}

test('a deck asked for offline is queued, survives a reload and is generated once when the network is back', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInLocally(page, { name: 'Olive Outbox', email: 'olive.outbox@example.com' }, '/generate');
  await waitForController(page);
  const credits = page.getByTestId('credits');
  await expect(credits).toContainText('800 credits');

  await context.setOffline(true);
  await page.getByLabel('Presentation title / topic').fill('How ocean tides work');
  await page.getByText('5 slides', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '5 slides', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText(QUEUED_OFFLINE)).toBeVisible();

  // The request is in IndexedDB, not in memory: a reload with no network keeps it.
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  const queueButton = page.getByRole('button', { name: 'Queue (1)' });
  await expect(queueButton).toBeVisible();

  // The panel lists it; Escape closes it and gives the focus back to the button.
  await queueButton.click();
  const panel = page.getByRole('dialog', { name: 'Queued decks' });
  await expect(panel).toBeVisible();
  const item = panel.getByTestId('queue-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('How ocean tides work');
  await expect(item).toContainText('5 slides');
  await expect(item).toContainText('Queued');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(queueButton).toBeFocused();
  expect(await savedDecks(page)).toEqual([]);
  await expect(credits).toContainText('800 credits');

  await context.setOffline(false);
  const ready = page.getByText(/^Your deck ".+" is ready$/);
  await expect(ready).toBeVisible({ timeout: 120_000 });
  // Charged its price when it ran: five slides and the two topic pictures, paid with the deck.
  await expect(credits).toContainText('793 credits');
  await expect(page.getByTestId('queue-button')).toHaveCount(0);

  const decks = await savedDecks(page);
  expect(decks).toHaveLength(1);
  expect(decks[0]?.slides).toBe(5);
  await expect(ready).toHaveText(`Your deck "${decks[0]?.title ?? ''}" is ready`);

  // Open goes to the deck; after a fresh start-up the dashboard still has one deck, charged once.
  await page.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/home\\?deck=${decks[0]?.id ?? '-'}`));
  // Opened, it gets its pictures, already paid for: nothing more is charged (icons are free), and a topic
  // picture the search cannot find is given back.
  const cards = page.getByTestId('slide-card');
  await expect(cards).toHaveCount(5);
  const photosShown = async (): Promise<number> => {
    let n = 0;
    for (let i = 1; i < 5; i++) n += (await cards.nth(i).locator('img[data-slide-image]').count()) > 0 ? 1 : 0;
    return n;
  };
  const balance = async (): Promise<number> => Number((await credits.textContent())?.replace(/\D/g, ''));
  await expect.poll(async () => (await balance()) === 800 - 5 - (await photosShown()), { timeout: 30_000 }).toBe(true);
  const kept = await balance();
  await page.goto('/app');
  await expect(credits).toContainText(`${kept} credits`);
  expect(await savedDecks(page)).toHaveLength(1);
});
