import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { deckRow, putPresentationRows, sampleDeck } from './helpers/decks';

const USER = { name: 'Cara Cards', email: 'cara@example.org' };
const CONFIRM = 'Are you sure you want to delete this presentation? This action cannot be undone.';

const cards = (page: Page) => page.getByTestId('deck-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const titleLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });
const search = (page: Page) => page.getByPlaceholder('Search presentations...');

/** Three decks, newest first: Tides, Forests, Volcanoes; Forests alone has "mangrove" in a slide and "quokka" in its notes. */
async function seed(page: Page): Promise<void> {
  const now = Date.now();
  const forests = sampleDeck('forests', 'Forests', 4);
  forests.slides = forests.slides.map((s, i) => (i === 2 ? { ...s, description: 'Mangrove roots hold the coast', notes: 'Tell the quokka story' } : s));
  const rows = [deckRow(sampleDeck('tides', 'Tides', 3), now), deckRow(forests, now - 60_000), deckRow(sampleDeck('volcanoes', 'Volcanoes', 3), now - 120_000)];
  await putPresentationRows(page, rows);
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
}

test.beforeEach(async ({ page }) => {
  await signInLocally(page, USER);
  await seed(page);
});

test('rename by keyboard: F2 edits in place, an empty name is refused, Escape cancels, Enter saves', async ({ page }) => {
  await titleLink(page, 'Tides').focus();
  await page.keyboard.press('F2');
  const field = page.getByRole('textbox', { name: 'Presentation name' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Tides');

  await field.fill('   ');
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'A presentation needs a name' })).toBeVisible();
  await expect(field).toBeFocused();

  await field.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(titleLink(page, 'Tides')).toBeFocused();

  await page.keyboard.press('F2');
  await field.fill('Spring tides');
  await field.press('Enter');
  await expect(titleLink(page, 'Spring tides')).toBeFocused();
  await expect(page.getByText('Renamed to "Spring tides"')).toBeVisible();
  // Kept in place (the card did not jump) and kept on reload.
  await expect(cards(page).first()).toContainText('Spring tides');
  await page.reload();
  await expect(titleLink(page, 'Spring tides')).toBeVisible();
  await expect(titleLink(page, 'Tides')).toHaveCount(0);
});

test('the card menu by keyboard: opens on Enter, arrows move, Escape closes back to the button; Duplicate makes a copy', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Actions for Forests' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Actions for Forests' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Rename/ })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: /Duplicate/ })).toContainText('Ctrl+D');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /Duplicate/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: /Delete/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(card(page, 'Forests (copy)')).toHaveCount(1);
  await expect(card(page, 'Forests (copy)')).toContainText('4 slides');
  await expect(page.getByText('Made a copy: "Forests (copy)"')).toBeVisible();

  // Ctrl+D on a focused card does the same; the copy's slides are searchable too.
  await titleLink(page, 'Tides').focus();
  await page.keyboard.press('Control+d');
  await expect(card(page, 'Tides (copy)')).toHaveCount(1);
  await search(page).fill('quokka');
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, 'Forests')).toHaveCount(1);
  await expect(card(page, 'Forests (copy)')).toHaveCount(1);
});

test('delete asks for confirmation and warns it cannot be undone, Cancel keeps the deck, Delete removes it and Undo brings it back', async ({ page }) => {
  await titleLink(page, 'Forests').focus();
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(CONFIRM);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Actions for Forests' }).click();
  await page.getByRole('menuitem', { name: /Delete/ }).click();
  await expect(dialog).toContainText(CONFIRM);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Forests')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);
  // The focus moves to the next card rather than getting lost.
  await expect(titleLink(page, 'Volcanoes')).toBeFocused();
  await search(page).fill('mangrove');
  await expect(page.getByText('No presentations found')).toBeVisible();
  await search(page).fill('');

  await page.getByRole('status').filter({ hasText: 'Deleted "Forests"' }).getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Forests')).toHaveCount(1);
  await expect(cards(page)).toHaveCount(3);
  await page.reload();
  await expect(card(page, 'Forests')).toHaveCount(1);
});

test('search finds a word that is only in a slide, accents and case aside, the word being typed as a prefix', async ({ page }) => {
  await search(page).fill('MANGROVE');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Forests')).toHaveCount(1);
  await expect(page.getByTestId('search-status')).toHaveText('1 presentation found');

  await search(page).fill('coast mangróve ro');
  await expect(cards(page)).toHaveCount(1);
  await search(page).fill('quok');
  await expect(card(page, 'Forests')).toHaveCount(1);
  await search(page).fill('coast volcano');
  await expect(page.getByText('No presentations found')).toBeVisible();
  // Title hits come before slide hits: "topic" is in every deck's slides, "volcanoes" only in one title.
  await search(page).fill('volcanoes');
  await expect(cards(page).first()).toContainText('Volcanoes');
});
