/**
 * Editing a deck on /home: the Edit Slide modal,
 * inline editing with the floating toolbar, the keyboard path through both,
 * and slide text that tries to run script.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck, type SeedDeckInput } from './helpers/decks';

const USER = { name: 'Grace Hopper', email: 'grace@example.org' };

async function openDeck(page: Page, deck: SeedDeckInput = sampleDeck('edit-deck', 'Ocean Tides', 4)): Promise<void> {
  await signInLocally(page, USER, '/app');
  await openSeededDeck(page, deck);
}

const card = (page: Page, n: number): Locator => page.getByRole('article', { name: `Slide ${n}`, exact: true });
/** An inline-editable text of slide `n` ('heading', 'overview'...). */
const textOf = (page: Page, n: number, field: string): Locator => card(page, n).locator(`[data-inline-editor][data-field="${field}"]`);
const headingOf = (page: Page, n: number): Locator => textOf(page, n, 'heading');
const dialog = (page: Page): Locator => page.getByRole('dialog', { name: /^Edit Slide/ });

async function openEditor(page: Page, n: number): Promise<Locator> {
  await card(page, n).getByRole('button', { name: `Edit slide ${n}` }).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

test.describe('Edit Slide modal', () => {
  test('Save writes the heading and the notes as one undo step', async ({ page }) => {
    await openDeck(page);
    const modal = await openEditor(page, 2);
    await expect(modal.getByRole('heading', { name: 'Edit Slide #2' })).toBeVisible();
    await expect(modal.getByText('Content Slide', { exact: true })).toBeVisible();
    await expect(modal.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByLabel('Heading', { exact: true })).toHaveValue('Topic 1');
    await expect(modal.getByLabel('Point 2 heading')).toHaveValue('Point 1.2');
    await modal.getByLabel('Heading', { exact: true }).fill('Ocean currents');
    await modal.getByLabel('Notes').fill('Mention the Gulf Stream');
    await modal.getByRole('button', { name: 'Save Changes' }).click();

    await expect(dialog(page)).toBeHidden();
    await expect(card(page, 2)).toContainText('Ocean currents');
    await expect(card(page, 2)).not.toContainText('Topic 1');
    const again = await openEditor(page, 2);
    await expect(again.getByLabel('Notes')).toHaveValue('Mention the Gulf Stream');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();

    // Focus is back on the Edit button, outside any text: Ctrl+Z is the deck's undo.
    await page.keyboard.press('Control+z');
    await expect(card(page, 2)).toContainText('Topic 1');
    await expect(card(page, 2)).not.toContainText('Ocean currents');
    const undone = await openEditor(page, 2);
    await expect(undone.getByLabel('Notes')).toHaveValue('Notes for topic 1');
  });

  test('Cancel, Escape and a click on the backdrop close without saving', async ({ page }) => {
    await openDeck(page);
    const closers: ((modal: Locator) => Promise<void>)[] = [
      (modal) => modal.getByRole('button', { name: 'Cancel' }).click(),
      () => page.keyboard.press('Escape'),
      () => page.mouse.click(8, 8),
    ];
    for (const close of closers) {
      const modal = await openEditor(page, 3);
      await modal.getByLabel('Heading', { exact: true }).fill('Never saved');
      await close(modal);
      await expect(dialog(page)).toBeHidden();
      await expect(card(page, 3)).toContainText('Topic 2');
      await expect(card(page, 3)).not.toContainText('Never saved');
    }
    const modal = await openEditor(page, 3);
    await expect(modal.getByLabel('Heading', { exact: true })).toHaveValue('Topic 2');
  });

  test('title slide fields, keyboard tabs, read-only style and a validated background URL', async ({ page }) => {
    await openDeck(page, { ...sampleDeck('style-deck', 'Desert Life', 3), theme: 'terracotta', titleFont: 'font-playfair', bodyFont: 'font-lora' });
    const modal = await openEditor(page, 1);
    await expect(modal.getByText('Title Slide', { exact: true })).toBeVisible();
    await expect(modal.getByLabel('Title', { exact: true })).toHaveValue('Desert Life');
    await expect(modal.getByLabel('Title', { exact: true })).toHaveAttribute('rows', '3');
    await expect(modal.getByLabel('Description')).toHaveAttribute('rows', '4');
    await expect(modal.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app');

    await modal.getByRole('tab', { name: 'Content' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(modal.getByRole('tab', { name: 'Style' })).toBeFocused();
    await expect(modal.getByRole('tab', { name: 'Style' })).toHaveAttribute('aria-selected', 'true');
    const style = modal.getByRole('tabpanel', { name: 'Style' });
    await expect(style).toContainText('Terracotta');
    await expect(style).toContainText('Playfair Display');
    await expect(style).toContainText('Lora');

    await page.keyboard.press('ArrowRight');
    const media = modal.getByRole('tabpanel', { name: 'Media' });
    await expect(media).toBeVisible();
    const url = media.getByLabel('Background Image URL');
    await expect(url).toHaveAttribute('placeholder', 'Enter image URL or leave empty for theme background');
    await expect(media.getByText('This is the AI-generated image prompt')).toBeVisible();
    await url.fill('javascript:alert(1)');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(modal.getByRole('alert')).toHaveText(/starts with http:\/\/ or https:\/\//);
    await expect(url).toBeFocused();
    await expect(dialog(page)).toBeVisible();

    await url.fill('https://example.org/dunes.jpg');
    await expect(modal.getByRole('alert')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog(page)).toBeHidden();
    const reopened = await openEditor(page, 1);
    await reopened.getByRole('tab', { name: 'Media' }).click();
    await expect(reopened.getByLabel('Background Image URL')).toHaveValue('https://example.org/dunes.jpg');
  });

  test('the modal, the card badge and the navigator number a slide alike', async ({ page }) => {
    await openDeck(page);
    const modal = await openEditor(page, 3);
    await expect(modal.getByRole('heading', { name: 'Edit Slide #3' })).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    // The navigator's third item is the same slide, under the same number.
    const third = page.getByRole('navigation', { name: 'Slide navigator' }).locator('[data-nav-index="2"]');
    await expect(third).toContainText('Slide 3');
    await expect(third).toContainText('Topic 2');
    await expect(card(page, 3)).toContainText('Topic 2');
  });

  test('Layouts makes the slide current', async ({ page }) => {
    await openDeck(page);
    await expect(card(page, 1)).toHaveAttribute('aria-current', 'true');
    await card(page, 3).getByRole('button', { name: 'Layouts for slide 3' }).click();
    await expect(card(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(card(page, 1)).not.toHaveAttribute('aria-current', 'true');
  });
});

test.describe('inline editing', () => {
  test('click, type and Enter changes the heading; Escape leaves it as it was', async ({ page }) => {
    await openDeck(page);
    const heading = headingOf(page, 2);
    await expect(heading).toHaveAttribute('role', 'button');
    await expect(heading).toHaveAccessibleName('Edit heading of slide 2');
    await heading.click();
    await expect(heading).toHaveAttribute('role', 'textbox');
    await expect(heading).toHaveAttribute('contenteditable', 'true');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Moon pull');
    await page.keyboard.press('Enter');
    await expect(heading).toHaveAttribute('role', 'button');
    await expect(heading).toHaveText('Moon pull');

    await heading.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Thrown away');
    await page.keyboard.press('Escape');
    await expect(heading).toHaveText('Moon pull');
    await expect(heading).toHaveAttribute('contenteditable', 'false');

    // The deck kept the edit: the modal shows it too.
    const modal = await openEditor(page, 2);
    await expect(modal.getByLabel('Heading', { exact: true })).toHaveValue('Moon pull');
  });

  test('selecting text shows the toolbar; Bold and Italic format it', async ({ page }) => {
    await openDeck(page);
    // The overview: the heading is drawn bold already, so Bold there would mean "not bold".
    const overview = textOf(page, 2, 'overview');
    await overview.click();
    await page.keyboard.press('Control+a');
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
    await expect(toolbar).toBeVisible();
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The click did not take the text's focus: it is still being edited.
    await expect(overview).toBeFocused();
    // Choosing a size or a colour applies it and closes that menu.
    await toolbar.getByRole('button', { name: 'Font size' }).click();
    await toolbar.getByRole('button', { name: '32 px' }).click();
    await expect(toolbar.getByRole('button', { name: '32 px' })).toHaveCount(0);
    await expect(toolbar.getByRole('button', { name: 'Font size' })).toHaveAttribute('aria-expanded', 'false');
    await toolbar.getByRole('button', { name: 'Text colour' }).click();
    await expect(toolbar.getByRole('group', { name: 'Text colour' }).getByRole('button')).toHaveCount(18);
    await toolbar.getByRole('button', { name: 'Red', exact: true }).click();
    await expect(toolbar.getByRole('group', { name: 'Text colour' })).toHaveCount(0);
    await overview.press('Control+Enter');
    await expect(overview.locator('b, strong')).toHaveText('Why topic 1 matters.');
    // The formats survive the sanitizer: only colour and size styles were kept.
    await expect(overview.locator('span[style*="font-size: 32px"]')).toHaveText('Why topic 1 matters.');
    await expect(overview.locator('span[style*="color: rgb(220, 38, 38)"]')).toHaveText('Why topic 1 matters.');
    await expect(toolbar).toHaveCount(0);

    const heading = headingOf(page, 2);
    await heading.click();
    await page.keyboard.press('Control+a');
    await toolbar.getByRole('button', { name: 'Italic' }).click();
    await toolbar.getByRole('button', { name: 'Close toolbar' }).click();
    await expect(toolbar).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(heading.locator('i, em')).toHaveText('Topic 1');

    // The active list type pressed again removes the list.
    const description = textOf(page, 1, 'description');
    await description.click();
    await page.keyboard.press('Control+a');
    const bullets = toolbar.getByRole('button', { name: 'Bullet list' });
    await bullets.click();
    await expect(description.locator('ul li')).toHaveText('An overview of ocean tides');
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    await bullets.click();
    await expect(description.locator('ul')).toHaveCount(0);
    await expect(description).toHaveText('An overview of ocean tides');
  });

  test('keyboard only: Tab to the text, Enter to edit, type, Enter to commit', async ({ page }) => {
    await openDeck(page);
    const heading = headingOf(page, 2);
    // The card's controls come first, then its text.
    await card(page, 2).getByRole('button', { name: 'Go to slide 3' }).focus();
    await page.keyboard.press('Tab');
    await expect(heading).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading).toHaveAttribute('role', 'textbox');
    await page.keyboard.type(' and tides');
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText('Topic 1 and tides');
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute('role', 'button');
    // The toolbar from the keyboard: select, Alt+F10, arrows, Enter; Escape goes back to the text.
    await page.keyboard.press('F2');
    await page.keyboard.press('Control+a');
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
    await expect(toolbar).toBeVisible();
    await page.keyboard.press('Alt+F10');
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(heading).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading.locator('i, em')).toHaveText('Topic 1 and tides');
    // F2 starts editing too; Escape gives the text back unchanged.
    await page.keyboard.press('F2');
    await page.keyboard.type('!!!');
    await page.keyboard.press('Escape');
    await expect(heading).toHaveText('Topic 1 and tides');
  });
});

test.describe('a new blank slide', () => {
  test('is typed into in place: heading and overview, and the text stays', async ({ page }) => {
    await openDeck(page);
    await page.getByRole('button', { name: 'Add slide after slide 1' }).click();
    await expect(page.getByTestId('slide-card')).toHaveCount(5);
    const heading = headingOf(page, 2);
    await heading.click();
    await expect(heading).toHaveAttribute('role', 'textbox');
    await page.keyboard.type('Tide pools');
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText('Tide pools');
    await expect(heading).toHaveAttribute('role', 'button');

    const overview = textOf(page, 2, 'overview');
    await overview.click();
    await expect(overview).toHaveAttribute('role', 'textbox');
    await page.keyboard.type('Life between the tides.');
    await overview.press('Control+Enter');
    await expect(overview).toHaveText('Life between the tides.');
    // The deck holds both: the navigator and the modal show them.
    await expect(page.getByRole('navigation', { name: 'Slide navigator' }).locator('[data-nav-index="1"]')).toContainText('Tide pools');
    const modal = await openEditor(page, 2);
    await expect(modal.getByLabel('Heading', { exact: true })).toHaveValue('Tide pools');
    await expect(modal.getByLabel('Overview', { exact: true })).toHaveValue('Life between the tides.');
  });
});

test.describe('slide text is text', () => {
  test('generated text with "<" shows exactly as written, and a typed "<b>" stays text', async ({ page }) => {
    const deck = sampleDeck('lt-deck', 'Generics', 3);
    const slides = deck.slides.map((s, i) => (i === 1 ? { ...s, title: 'Vec<T> & Option<T>', description: 'if a<b then x' } : s));
    await openDeck(page, { ...deck, slides });
    await expect(headingOf(page, 2)).toHaveText('Vec<T> & Option<T>');
    await expect(textOf(page, 2, 'overview')).toHaveText('if a<b then x');

    const heading = headingOf(page, 3);
    await heading.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('<b>not bold</b> & more');
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText('<b>not bold</b> & more');
    await expect(heading.locator('b')).toHaveCount(0);
    const modal = await openEditor(page, 3);
    await expect(modal.getByLabel('Heading', { exact: true })).toHaveValue('<b>not bold</b> & more');
  });
});

test.describe('untrusted slide text', () => {
  test('stored and pasted markup never runs and never keeps an image with a handler', async ({ page }) => {
    const deck = sampleDeck('xss-deck', 'Safe Deck', 3);
    const slides = deck.slides.map((s, i) =>
      i === 1 ? { ...s, title: '<img src=x onerror="window.__xss=1">' } : i === 0 ? { ...s, description: '<script>window.__xss=2</script>Intro' } : s,
    );
    await openDeck(page, { ...deck, slides });
    await expect(card(page, 3)).toContainText('Topic 2');
    await expect(page.locator('img[onerror]')).toHaveCount(0);

    const heading = headingOf(page, 3);
    await heading.click();
    await page.keyboard.press('Control+a');
    await heading.evaluate((el: HTMLElement) => {
      const data = new DataTransfer();
      data.setData('text/html', '<img src=x onerror="window.__xss=3"><script>window.__xss=4</script><b>Pasted</b>');
      data.setData('text/plain', 'Pasted');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(heading.locator('b')).toHaveText('Pasted');
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText('Pasted');
    await expect(heading.locator('b')).toHaveText('Pasted');
    await expect(page.locator('img[onerror], script:has-text("__xss")')).toHaveCount(0);
    // An image that failed to load would have run its handler by now; none did.
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
