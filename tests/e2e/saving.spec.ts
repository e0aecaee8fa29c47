/**
 * Saving on /home (seed 001 §2.7, §2.12, §4, §5): the Save title prompt,
 * the Saved presentations modal, the empty-deck alerts, the unsaved-changes
 * indicator and the key bindings, on decks seeded straight into IndexedDB.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck, seedDecks } from './helpers/decks';

const ACCOUNT = { name: 'Wangari Maathai', email: 'wangari@example.org' };
const NO_SLIDES_TO_SAVE = 'No slides to save. Please generate a presentation first.';
const NO_SLIDES_TO_DOWNLOAD = 'No slides to download. Please generate a presentation first.';
const SAVED_EMPTY = 'Error: Saved presentation has no slides to load';
const CONFIRM_DELETE = 'Are you sure you want to delete this presentation? This action cannot be undone.';

// Dates are checked as a user in New York reads them.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const cards = (page: Page) => page.getByTestId('slide-card');
const title = (page: Page) => page.getByTestId('deck-title');
const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save presentation' });

/** The next window.alert's text (accepted). */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

test.beforeEach(async ({ page }) => {
  await signInLocally(page, ACCOUNT, '/app');
});

test('Save asks for a title proposing the first slide title; a blank title cancels; the title stays after a reload', async ({ page }) => {
  await openSeededDeck(page, sampleDeck('reefs', 'Coral Reefs', 4));
  await expect(title(page)).toHaveText('Coral Reefs');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const field = saveDialog(page).getByLabel('Presentation title');
  await expect(field).toHaveValue('Coral Reefs');
  await expect(field).toBeFocused();
  await field.fill('   ');
  await field.press('Enter');
  await expect(saveDialog(page)).toBeHidden();
  await expect(page.getByText('Presentation saved')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await field.fill('Reefs of the World');
  await saveDialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Presentation saved' })).toBeVisible();
  await expect(title(page)).toHaveText('Reefs of the World');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d{1,2}:\d{2}\s[AP]M$/);
  // Focus is back on the button that opened the prompt.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

  await page.reload();
  await cards(page).first().waitFor();
  await expect(title(page)).toHaveText('Reefs of the World');
  await expect(cards(page)).toHaveCount(4);
});

test('keyboard only: Ctrl+D duplicates the current slide, Ctrl+Z / Ctrl+Y and the Undo / Redo buttons step through it, Ctrl+S saves it', async ({ page }) => {
  await openSeededDeck(page, sampleDeck('rivers', 'Great Rivers', 3));
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', 'Undo (Ctrl+Z)');
  await expect(redo).toHaveAttribute('title', 'Redo (Ctrl+Y)');

  const next = page.getByRole('button', { name: 'Next slide' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('slide-position')).toHaveText('2 of 3 slides');

  await page.keyboard.press('Control+d');
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByTestId('slide-position')).toHaveText('2 of 4 slides');
  await expect(cards(page).nth(2)).toContainText('Topic 1');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await expect(undo).toBeEnabled();

  await page.keyboard.press('Control+z');
  await expect(cards(page)).toHaveCount(3);
  await expect(redo).toBeEnabled();
  await page.keyboard.press('Control+y');
  await expect(cards(page)).toHaveCount(4);
  await page.keyboard.press('Control+z');
  await expect(cards(page)).toHaveCount(3);
  await page.keyboard.press('Control+Shift+Z');
  await expect(cards(page)).toHaveCount(4);

  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(3);
  await redo.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(4);

  // Leaving with unsaved changes asks first.
  const leaving = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.evaluate(() => {
    location.reload();
  });
  expect(await leaving).toBe('beforeunload');
  await expect(cards(page)).toHaveCount(4);

  await page.keyboard.press('Control+s');
  const field = saveDialog(page).getByLabel('Presentation title');
  await expect(field).toHaveValue('Great Rivers');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Presentation saved' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved /);

  await page.reload();
  await cards(page).first().waitFor();
  await expect(cards(page)).toHaveCount(4);
  await expect(undo).toBeDisabled();
});

test('Saved lists decks newest first with en-US dates; Delete asks and removes one; Load opens one; an empty one alerts', async ({ page }) => {
  const at = (iso: string) => Date.parse(iso);
  await seedDecks(page, [
    { ...sampleDeck('oldest', 'Glaciers', 3), updatedAt: at('2025-01-02T15:00:00Z') },
    { ...sampleDeck('middle', 'Deserts', 3), updatedAt: at('2025-03-05T19:07:00Z') },
    { ...sampleDeck('hollow', 'Hollow Deck', 0), updatedAt: at('2025-04-01T16:30:00Z') },
  ]);
  await openSeededDeck(page, { ...sampleDeck('newest', 'Forests', 3), updatedAt: at('2025-06-10T13:45:00Z') });

  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Saved presentations' });
  const items = modal.getByTestId('saved-presentation');
  await expect(items).toHaveCount(4);
  await expect(items).toHaveText([/^Forests/, /^Hollow Deck/, /^Deserts/, /^Glaciers/]);
  await expect(modal.getByTestId('saved-date')).toHaveText([/^Jun 10, 9:45\sAM$/, /^Apr 1, 12:30\sPM$/, /^Mar 5, 2:07\sPM$/, /^Jan 2, 10:00\sAM$/]);

  await modal.getByRole('button', { name: 'Delete Deserts' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete presentation' });
  await expect(confirm).toContainText(CONFIRM_DELETE);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(4);
  await modal.getByRole('button', { name: 'Delete Deserts' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(items).toHaveCount(3);
  await expect(modal.getByText('Deserts')).toHaveCount(0);

  const alert = nextAlert(page);
  await modal.getByRole('button', { name: 'Load Hollow Deck' }).click();
  expect(await alert).toBe(SAVED_EMPTY);
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'Load Glaciers' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/home\?deck=oldest$/);
  await expect(title(page)).toHaveText('Glaciers');
  await expect(cards(page).first()).toContainText('Glaciers');
  await expect(page.getByTestId('slide-position')).toHaveText('1 of 3 slides');
});

test('with no slides, Save and Export alert the seed texts; with slides, Export offers PDF, PowerPoint and the deck file; New goes to /start', async ({ page }) => {
  await seedDecks(page, [sampleDeck('empty', 'Nothing Yet', 0)]);
  await page.goto('/home?deck=empty');
  await expect(page.getByTestId('slide-position')).toHaveText('0 of 0 slides');

  let alert = nextAlert(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await alert).toBe(NO_SLIDES_TO_SAVE);
  await expect(saveDialog(page)).toBeHidden();
  alert = nextAlert(page);
  await page.getByRole('button', { name: 'Export' }).click();
  expect(await alert).toBe(NO_SLIDES_TO_DOWNLOAD);

  await openSeededDeck(page, sampleDeck('full', 'Mountains', 2));
  const exportButton = page.getByRole('button', { name: 'Export' });
  await exportButton.click();
  const item = page.getByRole('menuitem', { name: 'Export PDF' });
  await expect(item).toBeFocused();
  await expect(page.getByRole('menuitem')).toHaveText(['Export PDF', 'PowerPoint (.pptx)', 'Deck file (.decksmith.json)']);
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await expect(exportButton).toBeFocused();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/start$/);
});
