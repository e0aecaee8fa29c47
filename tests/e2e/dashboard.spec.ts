import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { putPresentationRows } from './helpers/decks';

const USER = { name: 'Dana Dashboard', email: 'dana@example.org' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeedDeck {
  id: string;
  title: string;
  description?: string;
  updatedAt?: number;
  lastViewed?: number;
  favorite?: boolean;
  isComplete?: boolean;
  slides?: number;
  theme?: string;
}

/** A stored row as a save from the editor leaves it (favorite as 0/1: IndexedDB cannot index booleans). */
function row(deck: SeedDeck, now: number) {
  const updatedAt = deck.updatedAt ?? now;
  return {
    id: deck.id,
    title: deck.title,
    description: deck.description ?? '',
    createdAt: updatedAt,
    updatedAt,
    lastViewed: deck.lastViewed ?? updatedAt,
    theme: deck.theme ?? 'aurora-borealis',
    settings: { selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-inter' },
    isComplete: deck.isComplete ?? true,
    favorite: deck.favorite ? 1 : 0,
    slides: Array.from({ length: deck.slides ?? 3 }, (_, i) => ({ id: i, type: i === 0 ? 'title' : 'topic', title: i === 0 ? `${deck.title} cover` : `Topic ${i}`, isComplete: true })),
  };
}

/** Writes decks straight into the app's database (signed in, so it exists), then reloads /app to show them. */
async function seedDecks(page: Page, decks: readonly SeedDeck[]): Promise<void> {
  const now = Date.now();
  await putPresentationRows(page, decks.map((d) => row(d, now)));
  await page.reload();
}

const cards = (page: Page) => page.getByTestId('deck-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });
const search = (page: Page) => page.getByPlaceholder('Search presentations...');

test('with no decks: the invitation to create one, and the search texts', async ({ page }) => {
  await signInLocally(page, USER);
  await expect(page.getByRole('heading', { level: 1, name: 'Your presentations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create new PPT' })).toHaveAttribute('href', '/start');
  await expect(page.getByText('Create your first presentation to get started')).toBeVisible();
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('count-all')).toHaveText('0');

  await search(page).fill('anything');
  await expect(page.getByText('No presentations found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  await expect(page.getByText('Create your first presentation to get started')).toHaveCount(0);

  await search(page).fill('');
  await page.getByRole('link', { name: 'Create your first presentation' }).click();
  await expect(page).toHaveURL(/\/start$/);
});

test('cards show the thumbnail, title, description, time, creator and slide count; search narrows them', async ({ page }) => {
  await signInLocally(page, USER);
  const now = Date.now();
  await seedDecks(page, [
    { id: 'ocean', title: 'Ocean Plastic', description: 'Where it goes', slides: 10, updatedAt: now - 2 * HOUR, lastViewed: now - 2 * HOUR },
    { id: 'bees', title: 'Bees <b>and</b> pollination', updatedAt: now - 30 * HOUR, lastViewed: now - 30 * HOUR, isComplete: false, slides: 1 },
    { id: 'rust', title: 'Rust ownership', description: 'Borrowing rules, and an OCEAN of lifetimes', updatedAt: now - 10 * DAY, lastViewed: now - 10 * DAY },
  ]);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('count-all')).toHaveText('3');
  // Newest change first.
  await expect(cards(page).getByRole('heading')).toHaveText(['Ocean Plastic', 'Bees <b>and</b> pollination', 'Rust ownership']);

  const ocean = card(page, 'Ocean Plastic');
  await expect(ocean.getByTestId('deck-thumbnail')).toContainText('Ocean Plastic cover');
  await expect(ocean).toContainText('Where it goes');
  await expect(ocean).toContainText('2 hours ago');
  await expect(ocean).toContainText('by You');
  await expect(ocean).toContainText('10 slides');
  await expect(ocean).not.toContainText('Incomplete');

  // User text is text: the markup in a title is shown, not parsed.
  const bees = card(page, 'Bees <b>and</b> pollination');
  await expect(bees).toContainText('No description available');
  await expect(bees).toContainText('Yesterday');
  await expect(bees).toContainText('1 slide');
  await expect(bees).toContainText('Incomplete');
  await expect(bees.locator('b')).toHaveCount(0);

  await expect(card(page, 'Rust ownership')).toContainText(new Date(now - 10 * DAY).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));

  // Title and description, any case.
  await search(page).fill('ocean');
  await expect(cards(page).getByRole('heading')).toHaveText(['Ocean Plastic', 'Rust ownership']);
  await expect(page.getByTestId('count-all')).toHaveText('2');
  await search(page).fill('POLLINATION');
  await expect(cards(page).getByRole('heading')).toHaveText(['Bees <b>and</b> pollination']);
  await search(page).fill('volcano');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No presentations found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
});

test('the grid/list toggle switches the layout and is remembered', async ({ page }) => {
  await signInLocally(page, USER);
  await seedDecks(page, [1, 2, 3, 4].map((n) => ({ id: `d${n}`, title: `Deck ${n}` })));
  const grid = page.getByRole('button', { name: 'Grid view' });
  const list = page.getByRole('button', { name: 'List view' });
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveAttribute('aria-pressed', 'false');
  // Grid: cards side by side.
  const top = async (i: number) => (await cards(page).nth(i).boundingBox())?.y ?? -1;
  expect(await top(1)).toBe(await top(0));

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await top(1)) > (await top(0))).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(4);
  await expect.poll(async () => (await top(1)) > (await top(0))).toBe(true);
});

test('the star marks a favorite; the Favorites tab shows it, also after a reload', async ({ page }) => {
  await signInLocally(page, USER);
  const now = Date.now();
  // More decks than the first screen reads, so the full list (read in a worker) is the one starred.
  const fillers = Array.from({ length: 40 }, (_, i) => ({ id: `f${i}`, title: `Filler ${i}`, updatedAt: now - (i + 10) * HOUR }));
  await seedDecks(page, [{ id: 'a', title: 'Alpha deck', updatedAt: now }, { id: 'b', title: 'Beta deck', updatedAt: now - HOUR }, ...fillers]);
  await expect(page.getByTestId('count-all')).toHaveText('42');
  await tab(page, 'Favorites').click();
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await tab(page, 'All').click();

  const star = card(page, 'Beta deck').getByRole('button', { name: 'Add to favorites' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  const starred = card(page, 'Beta deck').getByRole('button', { name: 'Remove from favorites' });
  await expect(starred).toHaveAttribute('aria-pressed', 'true');
  // The star is its own button: the click did not open the deck.
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('count-favorites')).toHaveText('1');

  await tab(page, 'Favorites').click();
  await expect(tab(page, 'Favorites')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).getByRole('heading')).toHaveText(['Beta deck']);

  await page.reload();
  await tab(page, 'Favorites').click();
  await expect(cards(page).getByRole('heading')).toHaveText(['Beta deck']);
  await card(page, 'Beta deck').getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(page.getByText('No favorites yet')).toBeVisible();
});

test("'Recently viewed' leaves out a deck viewed 8 days ago; 'Created by you' holds them all", async ({ page }) => {
  await signInLocally(page, USER);
  const now = Date.now();
  await seedDecks(page, [
    { id: 'fresh', title: 'Viewed today', lastViewed: now - HOUR, updatedAt: now - 20 * DAY },
    { id: 'six', title: 'Viewed six days ago', lastViewed: now - 6 * DAY, updatedAt: now - 20 * DAY },
    { id: 'stale', title: 'Viewed eight days ago', lastViewed: now - 8 * DAY, updatedAt: now },
  ]);
  await expect(page.getByTestId('count-recent')).toHaveText('2');
  await tab(page, 'Recently viewed').click();
  await expect(cards(page).getByRole('heading')).toHaveText(['Viewed today', 'Viewed six days ago']);
  // Arrow keys move between the tabs.
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Created by you')).toBeFocused();
  await expect(tab(page, 'Created by you')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(3);
});

test('a click on a card opens /home with its id and records the visit; Enter opens one too', async ({ page }) => {
  await signInLocally(page, USER);
  const now = Date.now();
  await seedDecks(page, [
    { id: 'deck-42', title: 'Opened by click', lastViewed: now - 9 * DAY, updatedAt: now },
    { id: 'deck-43', title: 'Opened by keyboard', updatedAt: now - DAY },
  ]);
  await expect(page.getByTestId('count-recent')).toHaveText('1');
  // Anywhere on the card opens it (the title link covers the card).
  await card(page, 'Opened by click').click();
  await expect(page).toHaveURL(/\/home\?deck=deck-42$/);

  await page.goto('/app');
  // Its visit is recorded: it is now recently viewed.
  await expect(page.getByTestId('count-recent')).toHaveText('2');
  await card(page, 'Opened by keyboard').getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\?deck=deck-43$/);
});

test('a thousand decks: only the visible rows are in the DOM, and the list scrolls to the last deck', async ({ page }) => {
  await signInLocally(page, USER);
  const now = Date.now();
  const pad = (n: number) => String(n).padStart(4, '0');
  await seedDecks(
    page,
    Array.from({ length: 1000 }, (_, i) => ({ id: `bulk-${pad(i)}`, title: `Bulk deck ${pad(i)}`, updatedAt: now - i * 60_000, slides: 10 })),
  );
  await expect(page.getByTestId('count-all')).toHaveText('1000');
  await expect(card(page, 'Bulk deck 0000')).toBeVisible();
  const rendered = await cards(page).count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(100);
  await expect(page.getByRole('list', { name: 'Presentations' }).getByRole('listitem').first()).toHaveAttribute('aria-setsize', '1000');

  // Keyboard: Tab walks the cards (link, then star) and the list scrolls along.
  await card(page, 'Bulk deck 0000').getByRole('link').focus();
  const scroller = page.getByTestId('deck-scroller');
  // Two stops a card: 31 presses from the first card's link land on the 16th card's star.
  for (let i = 0; i < 31; i++) await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Add to favorites');
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expect(card(page, 'Bulk deck 0015')).toBeVisible();

  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(card(page, 'Bulk deck 0999')).toBeVisible();
  await expect(card(page, 'Bulk deck 0000')).toHaveCount(0);
  expect(await cards(page).count()).toBeLessThan(100);

  // List view windows too, and search reaches any deck at once.
  await page.getByRole('button', { name: 'List view' }).click();
  expect(await cards(page).count()).toBeLessThan(100);
  await search(page).fill('bulk deck 0512');
  await expect(cards(page).getByRole('heading')).toHaveText(['Bulk deck 0512']);
});
