/**
 * The studio gives the slide the room: no big page heading, side panels that
 * collapse to icons (by mouse and keyboard, remembered across reloads), and
 * at 1440 x 900 with every panel open a slide at least 800 px wide; on a
 * narrower window the panels cover the slide instead of squeezing it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck } from './helpers/decks';

const ACCOUNT = { name: 'Rosa Room', email: 'rosa@example.org' };

const rail = (page: Page) => page.getByRole('toolbar', { name: 'Viewer' });
const navigator = (page: Page) => page.getByRole('navigation', { name: 'Slide navigator' });
const customise = (page: Page) => page.getByRole('complementary', { name: 'Customise' });
const layouts = (page: Page) => page.getByRole('complementary', { name: 'Smart layouts' });
const customiseToggle = (page: Page) => rail(page).getByRole('button', { name: 'Customise panel', exact: true });
const layoutsToggle = (page: Page) => rail(page).getByRole('button', { name: 'Smart layouts', exact: true });
const navigatorToggle = (page: Page) => page.getByRole('button', { name: 'Slide navigator', exact: true });
const firstSlide = (page: Page) => page.getByTestId('slide-card').first().locator('[data-slide-canvas]');

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

async function open(page: Page, id: string): Promise<void> {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck(id, 'Tidal Power', 5));
  await expect(rail(page)).toBeVisible();
}

test.describe('at 1440 x 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('with every panel open the slide is at least 800 px wide, and no big heading takes the top', async ({ page }) => {
    await open(page, 'room-wide');
    await expect(navigator(page)).toBeVisible();
    await expect(customise(page)).toBeVisible();
    await layoutsToggle(page).click();
    await expect(layouts(page)).toBeVisible();
    await expect(customiseToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(layoutsToggle(page)).toHaveAttribute('aria-expanded', 'true');

    const slide = await box(firstSlide(page));
    expect(slide.width).toBeGreaterThanOrEqual(800);
    // Beside the panels, not under them.
    expect((await box(navigator(page))).x + (await box(navigator(page))).width).toBeLessThanOrEqual(slide.x);
    expect(slide.x + slide.width).toBeLessThanOrEqual((await box(customise(page))).x);
    expect(slide.x + slide.width).toBeLessThanOrEqual((await box(layouts(page))).x);

    // The page heading is there for screen readers only; the deck's title heads the toolbar.
    const heading = page.getByRole('heading', { level: 1, name: 'Your Presentation' });
    await expect(heading).toHaveCount(1);
    expect((await box(heading)).height).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('deck-title')).toHaveText('Tidal Power');
    // The slide starts in the upper third of the window.
    expect(slide.y).toBeLessThan(300);
  });

  test('collapsed panels stay collapsed after a reload, and open ones open', async ({ page }) => {
    await open(page, 'room-remember');
    await navigator(page).getByRole('button', { name: 'Close slide navigator' }).click();
    await expect(navigator(page)).toHaveCount(0);
    await expect(navigatorToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await customiseToggle(page).click();
    await expect(customise(page)).toHaveCount(0);
    await layoutsToggle(page).click();
    await expect(layouts(page)).toBeVisible();

    await page.reload();
    await expect(layouts(page)).toBeVisible();
    await expect(navigatorToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navigator(page)).toHaveCount(0);
    await expect(customiseToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(customise(page)).toHaveCount(0);
    // A panel the user did not just open takes no focus on arrival.
    await expect(layouts(page).getByLabel('Search layouts')).not.toBeFocused();
    // Collapsed panels give their room to the slide.
    expect((await box(firstSlide(page))).width).toBeGreaterThanOrEqual(900);

    await navigatorToggle(page).click();
    await customiseToggle(page).click();
    await layouts(page).getByRole('button', { name: 'Close Smart layouts' }).click();
    await expect(layouts(page)).toHaveCount(0);
    await page.reload();
    await expect(navigator(page)).toBeVisible();
    await expect(customise(page)).toBeVisible();
    await expect(layoutsToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(layouts(page)).toHaveCount(0);
  });

  test('every panel collapses and expands from the keyboard, the focus staying at its toggle', async ({ page }) => {
    await open(page, 'room-keys');
    const toggle = customiseToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(customise(page)).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(customise(page)).toBeVisible();
    // Its own close button hands the focus to the rail.
    await customise(page).getByRole('button', { name: 'Close customise panel' }).focus();
    await page.keyboard.press('Enter');
    await expect(customise(page)).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await navigator(page).getByRole('button', { name: 'Close slide navigator' }).focus();
    await page.keyboard.press('Enter');
    await expect(navigator(page)).toHaveCount(0);
    await expect(navigatorToggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(navigator(page)).toBeVisible();
    await expect(navigator(page).getByRole('button', { name: 'Close slide navigator' })).toBeFocused();

    await layoutsToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(layouts(page).getByLabel('Search layouts')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(layouts(page)).toHaveCount(0);
    await expect(layoutsToggle(page)).toBeFocused();
    await expect(layoutsToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('at 1024 x 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the customise and layouts panels cover the slide instead of squeezing it', async ({ page }) => {
    await open(page, 'room-narrow');
    await expect(navigator(page)).toBeVisible();
    // Open by default on a wide window, the customise panel starts closed here: it would cover the slide.
    await expect(customiseToggle(page)).toHaveAttribute('aria-expanded', 'false');
    const before = await box(firstSlide(page));
    expect(before.width).toBeGreaterThanOrEqual(680);

    await customiseToggle(page).click();
    await layoutsToggle(page).click();
    await expect(customise(page)).toBeVisible();
    await expect(layouts(page)).toBeVisible();
    expect((await box(firstSlide(page))).width).toBe(before.width);
    // Escape closes the panel it is pressed in.
    await customise(page).getByRole('button', { name: 'Close customise panel' }).focus();
    await page.keyboard.press('Escape');
    await expect(customise(page)).toHaveCount(0);
  });
});

test.describe('at 900 x 700', () => {
  test.use({ viewport: { width: 900, height: 700 } });

  test('the navigator starts collapsed to its rail and opens when asked', async ({ page }) => {
    await open(page, 'room-small');
    await expect(navigatorToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(navigator(page)).toHaveCount(0);
    expect((await box(firstSlide(page))).width).toBeGreaterThanOrEqual(700);
    await navigatorToggle(page).click();
    await expect(navigator(page)).toBeVisible();
  });
});
