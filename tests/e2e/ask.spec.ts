/**
 * Asking a slide with the suite's builtin writer, on a deck seeded straight
 * into IndexedDB: Shorter keeps the first points and sentences and one
 * Ctrl+Z takes it back; Split into two slides gives one more slide and the
 * Undo button takes it back; Translate shows the builtin writer's refusal
 * and changes nothing. `/` opens the selected slide's Ask box; presentation
 * mode's Edit shows the slide's Ask box in the editor. A rewrite asked
 * offline waits, and editing its slide asks first.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, type SeedDeckInput } from './helpers/decks';

const ACCOUNT = { name: 'Ada Asker', email: 'ada.asker@example.org' };

/** A title slide and three topics of four points, each text two sentences long. */
function tidesDeck(id: string): SeedDeckInput {
  const topic = (n: number) => ({
    title: `Tide topic ${n}`,
    description: `Tides rise twice a day. The moon pulls the sea ${n}.`,
    subtopics: [1, 2, 3, 4].map((m) => ({ heading: `Point ${n}.${m}`, overview: `First fact ${n}.${m}. Second fact ${n}.${m}.` })),
  });
  return { id, title: 'Tides', slides: [{ title: 'Tides', description: 'How the sea moves' }, topic(1), topic(2), topic(3)] };
}

const cards = (page: Page) => page.getByTestId('slide-card');
const card = (page: Page, n: number) => page.getByRole('article', { name: `Slide ${n}`, exact: true });

/** Slide `n`'s Ask box, opened with the card's Ask button. */
async function askBox(page: Page, n: number) {
  await card(page, n).getByRole('button', { name: 'Ask', exact: true }).click();
  const box = page.getByRole('group', { name: `Ask slide ${n}` });
  await expect(box).toBeVisible();
  return box;
}

async function open(page: Page, id: string): Promise<void> {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, tidesDeck(id));
  await expect(cards(page)).toHaveCount(4);
}

test('Shorter on slide 2 keeps its first points and sentences, and one Ctrl+Z restores it', async ({ page }) => {
  await open(page, 'ask-shorter');
  const second = card(page, 2);
  await expect(second).toContainText('Point 1.4');
  await expect(second).toContainText('Second fact 1.1.');

  const box = await askBox(page, 2);
  const shorter = box.getByRole('button', { name: 'Shorter', exact: true });
  await expect(shorter).toHaveAccessibleDescription(/^(Free|\d+ credits?)$/);
  await shorter.click();

  // Four points become three, each with its first sentence only (the machine may be busy: the rewrite is a server call).
  await expect(second).not.toContainText('Point 1.4', { timeout: 20_000 });
  await expect(second).not.toContainText('Second fact 1.1.');
  await expect(second).toContainText('First fact 1.1.');
  await expect(second).toContainText('Point 1.3');
  await expect(second).toContainText('Tides rise twice a day.');
  await expect(second).not.toContainText('The moon pulls the sea 1.');
  await expect(second.getByRole('status')).toHaveCount(0);
  // The other slides are untouched.
  await expect(card(page, 3)).toContainText('Second fact 2.4.');

  await page.keyboard.press('Control+z');
  await expect(second).toContainText('Point 1.4');
  await expect(second).toContainText('Second fact 1.1.');
  await expect(second).toContainText('The moon pulls the sea 1.');
});

test('Split into two slides gives one more slide, and Undo takes it back', async ({ page }) => {
  await open(page, 'ask-split');
  const box = await askBox(page, 3);
  await box.getByRole('button', { name: 'Split into two slides', exact: true }).click();

  await expect(cards(page)).toHaveCount(5, { timeout: 20_000 });
  await expect(card(page, 3)).toContainText('Point 2.2');
  await expect(card(page, 3)).not.toContainText('Point 2.3');
  await expect(card(page, 4)).toContainText('Tide topic 2 (2)');
  await expect(card(page, 4)).toContainText('Point 2.3');
  await expect(card(page, 4)).toContainText('Point 2.4');
  await expect(card(page, 5)).toContainText('Tide topic 3');
  await expect(page.getByTestId('slide-position')).toHaveText(/of 5 slides/);

  await page.getByRole('group', { name: 'Presentation actions' }).getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(card(page, 3)).toContainText('Point 2.4');
  await expect(card(page, 4)).toContainText('Tide topic 3');
});

test("Translate shows the builtin writer's refusal and changes nothing", async ({ page }) => {
  await open(page, 'ask-translate');
  await page.getByRole('button', { name: 'Ask the deck' }).click();
  await page.getByRole('menuitem', { name: 'Translate...' }).click();

  const dialog = page.getByRole('dialog', { name: 'Translate the deck' });
  await expect(dialog.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'German' });
  await expect(dialog.getByRole('alert')).toContainText('cannot translate');
  const translate = dialog.getByRole('button', { name: /^Translate \(/ });
  await expect(translate).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(cards(page)).toHaveCount(4);
  await expect(card(page, 2)).toContainText('Tides rise twice a day.');
  await expect(page.getByRole('group', { name: 'Presentation actions' }).getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
});

test('"/" opens the selected slide\'s Ask box, Escape closes it', async ({ page }) => {
  await open(page, 'ask-slash');
  await page.getByRole('navigation', { name: 'Slide navigator' }).locator('[data-nav-index]').nth(2).click();
  await expect(page.getByTestId('slide-position')).toHaveText(/^3 of 4/);
  await page.keyboard.press('/');
  const box = page.getByRole('textbox', { name: 'Ask to change slide 3' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Ask slide 3' })).toBeHidden();
  await expect(card(page, 3).getByRole('button', { name: 'Ask', exact: true })).toBeFocused();
});

test("presentation mode's Edit opens the editor with the slide's Ask box", async ({ page }) => {
  await open(page, 'ask-present');
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Presentation' });
  await page.keyboard.press('2');
  await overlay.hover();
  await overlay.getByRole('button', { name: 'Edit slide' }).click();
  const editor = page.getByRole('dialog', { name: /Edit Slide/ });
  const box = editor.getByRole('group', { name: 'Ask slide 2' });
  await expect(box.getByRole('textbox', { name: 'Ask to change slide 2' })).toBeVisible();

  // Asking closes the editor; the rewrite lands on the card.
  await box.getByRole('button', { name: 'Shorter', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(card(page, 2)).not.toContainText('Point 1.4', { timeout: 20_000 });
  await expect(card(page, 2)).toContainText('Point 1.3');
});

test('a rewrite asked offline waits; editing the slide asks first, and Keep editing cancels the rewrite', async ({ page, context }) => {
  // The server says its writer is a model: offline, its rewrite waits (the builtin writer's Shorter runs on the device).
  await page.route('**/api/health', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { providers: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, providers: { ...body.providers, llm: 'openai-compatible:scripted' } } });
  });
  await open(page, 'ask-offline');
  const box = await askBox(page, 2);
  await context.setOffline(true);
  // Asked once the page knows it is offline, as a user would see it.
  await expect(page.getByText('Offline — saved decks still work')).toBeVisible();
  await box.getByRole('button', { name: 'Shorter', exact: true }).click();
  const second = card(page, 2);
  await expect(second.getByRole('status')).toHaveText('Waiting for the network to rewrite this slide', { timeout: 20_000 });
  await expect(second).toContainText('Point 1.4');

  await second.getByRole('button', { name: 'Edit slide 2' }).click();
  const question = page.getByRole('dialog', { name: 'Edit slide 2 now?' });
  await expect(question).toContainText('Editing the slide now cancels that rewrite.');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  const editor = page.getByRole('dialog', { name: /Edit Slide/ });
  await expect(editor.getByLabel('Heading', { exact: true })).toHaveValue('Tide topic 1');
  await expect(second.getByRole('button', { name: 'Cancel rewrite' })).toHaveCount(0);
  await expect(second.getByText('Waiting for the network to rewrite this slide')).toHaveCount(0);
});
