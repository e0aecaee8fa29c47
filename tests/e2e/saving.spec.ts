/**
 * Saving on /home: every change kept at once
 * (a crashed tab loses nothing the status called saved), the title prompt
 * once, Save that never renames or doubles a deck, two tabs on one deck,
 * the Saved presentations modal, the empty-deck alerts and the key
 * bindings, on decks seeded straight into IndexedDB.
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

test('Save asks for the title once, proposing the deck title; a second Save keeps the name and makes no duplicate', async ({ page }) => {
  await openSeededDeck(page, { ...sampleDeck('press', 'The History of the Printing Press', 4), title: 'Printing Press - lesson' });
  await expect(title(page)).toHaveText('Printing Press - lesson');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const field = saveDialog(page).getByLabel('Presentation title');
  await expect(field).toHaveValue('Printing Press - lesson');
  await expect(field).toBeFocused();
  await field.fill('   ');
  await field.press('Enter');
  await expect(saveDialog(page)).toBeHidden();
  await expect(page.getByText('Presentation saved')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field).toHaveValue('Printing Press - lesson');
  await saveDialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Presentation saved' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  // Focus is back on the button that opened the prompt.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();

  // An edit, then Save twice (button and Ctrl+S): no prompt, no rename.
  const heading = page.getByRole('button', { name: 'Edit heading of slide 2', exact: true });
  await heading.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Movable type');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.keyboard.press('Control+s');
  await expect(saveDialog(page)).toBeHidden();
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  await expect(title(page)).toHaveText('Printing Press - lesson');

  await page.reload();
  await cards(page).first().waitFor();
  await expect(title(page)).toHaveText('Printing Press - lesson');
  await expect(cards(page).nth(1).locator('[data-slide-heading]')).toHaveText('Movable type');
  await page.keyboard.press('Control+s');
  await expect(saveDialog(page)).toBeHidden();

  // The dashboard holds the deck once, under its name.
  await page.goto('/app');
  await expect(page.getByRole('link', { name: 'Printing Press - lesson', exact: true })).toHaveCount(1);
});

test('a tab killed mid-edit keeps every change the status called saved', async ({ page, context }) => {
  await openSeededDeck(page, sampleDeck('kill', 'Volcanoes', 4));
  const heading = page.getByRole('button', { name: 'Edit heading of slide 3', exact: true });
  await heading.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Still typing');
  // Mid-edit: the text is still being typed (no Enter, no blur) when the status says it is kept.
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  await expect(page.getByRole('textbox', { name: 'Edit heading of slide 3' })).toBeFocused();
  // The renderer dies: no beforeunload, no pagehide, nothing flushed on the way out.
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  const again = await context.newPage();
  await again.goto('/home?deck=kill');
  await again.getByTestId('slide-card').first().waitFor();
  await expect(again.getByTestId('slide-card').nth(2).locator('[data-slide-heading]')).toHaveText('Still typing');
  await expect(again.getByTestId('save-status')).toHaveText(/^Saved /);
});

test('two tabs on one deck see each other\'s slide edits live, and neither overwrites the other', async ({ page, context }) => {
  await openSeededDeck(page, sampleDeck('shared', 'Tides', 4));
  const other = await context.newPage();
  await other.goto('/home?deck=shared');
  await other.getByTestId('slide-card').first().waitFor();

  const editHeading = async (on: Page, slide: number, text: string) => {
    await on.getByRole('button', { name: `Edit heading of slide ${slide}`, exact: true }).click();
    await on.keyboard.press('Control+a');
    await on.keyboard.type(text);
    await on.keyboard.press('Enter');
  };
  const headingOf = (on: Page, slide: number) => cards(on).nth(slide - 1).locator('[data-slide-heading]');
  await editHeading(page, 2, 'Edited in the first tab');
  await editHeading(other, 4, 'Edited in the second tab');
  await expect(headingOf(other, 2)).toHaveText('Edited in the first tab');
  await expect(headingOf(page, 4)).toHaveText('Edited in the second tab');
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  await expect(other.getByTestId('save-status')).toHaveText('Saved just now');

  // A rename on the dashboard while the deck is open: the studio shows it and its next save keeps it.
  await other.goto('/app');
  await other.getByRole('button', { name: 'Actions for Tides' }).click();
  await other.getByRole('menuitem', { name: /Rename/ }).click();
  const rename = other.getByRole('textbox', { name: 'Presentation name' });
  await rename.fill('Spring tides');
  await rename.press('Enter');
  await expect(other.getByText('Renamed to "Spring tides"')).toBeVisible();
  await expect(title(page)).toHaveText('Spring tides');
  await editHeading(page, 3, 'After the rename');
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  await page.keyboard.press('Control+s');
  await expect(saveDialog(page)).toBeHidden();

  await page.reload();
  await cards(page).first().waitFor();
  await expect(title(page)).toHaveText('Spring tides');
  await expect(headingOf(page, 2)).toHaveText('Edited in the first tab');
  await expect(headingOf(page, 3)).toHaveText('After the rename');
  await expect(headingOf(page, 4)).toHaveText('Edited in the second tab');
});

test('Save as copy makes a second deck; a kept version restores as one change that Undo takes back', async ({ page }) => {
  await openSeededDeck(page, sampleDeck('reefs', 'Coral Reefs', 4));
  await page.getByRole('button', { name: 'Save as copy' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Save as copy' });
  await expect(copyDialog.getByLabel('Presentation title')).toHaveValue('Coral Reefs (copy)');
  await copyDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved a copy: Coral Reefs (copy)')).toBeVisible();
  await expect(title(page)).toHaveText('Coral Reefs');

  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const versions = page.getByRole('dialog', { name: 'Versions' });
  await versions.getByLabel('Version name (optional)').fill('Before cuts');
  await versions.getByRole('button', { name: 'Keep this version' }).click();
  await expect(versions.getByTestId('deck-version')).toHaveText([/^Before cuts.*4 slides/]);
  await versions.getByRole('button', { name: 'Close versions' }).click();

  await page.getByRole('button', { name: 'Next slide' }).click();
  await page.keyboard.press('Control+Backspace');
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  await versions.getByRole('button', { name: 'Restore Before cuts' }).click();
  await expect(cards(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');

  await page.goto('/app');
  await expect(page.getByRole('link', { name: 'Coral Reefs (copy)', exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Coral Reefs', exact: true })).toHaveCount(1);
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
  // Kept as it changed: nothing left to warn about on leaving.
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');

  // Ctrl+S on a deck not named yet asks once, proposing its title.
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

test('with no slides, Save and Export alert that there are no slides; with slides, Export offers PDF, PowerPoint and the deck file; New goes to /start', async ({ page }) => {
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
