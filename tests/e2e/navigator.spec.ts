/**
 * The slide navigator, the viewer controls, the Smart layouts panel and the
 * generator sidebar of /home, on decks seeded straight
 * into IndexedDB.
 */
import { LAYOUT_TYPES } from '../../src/core/layouts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck } from './helpers/decks';

const ACCOUNT = { name: 'Nina Navigator', email: 'nina@example.org' };

const navigator = (page: Page) => page.getByRole('navigation', { name: 'Slide navigator' });
/** The items of the navigator's list (filmstrip or list view). */
const items = (page: Page) => navigator(page).locator('[data-nav-index]');
/** The titles the navigator shows, in order. */
const titles = (page: Page) => navigator(page).locator('[data-nav-title]').allTextContents();
const position = (page: Page) => page.getByTestId('slide-position');

async function open(page: Page, id: string, count: number, points = 3): Promise<void> {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck(id, 'Ocean Life', count, points));
  await expect(items(page)).toHaveCount(count);
}

async function width(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.width;
}

test('filmstrip thumbnails, list view, footer and scroll hint', async ({ page }) => {
  await open(page, 'nav-views', 6, 4);
  const nav = navigator(page);
  await expect(nav.getByText('6 slides', { exact: true })).toBeVisible();
  await expect(nav.getByText('Scroll to see more')).toBeVisible();

  // Filmstrip: a topic's thumbnail shows two of its four points, then the count of the rest.
  await expect(nav.getByRole('list', { name: 'Filmstrip view' })).toBeVisible();
  const second = items(page).nth(1);
  await expect(second).toContainText('Topic 1');
  await expect(second).toContainText('Point 1.1');
  await expect(second).toContainText('Point 1.2');
  await expect(second).not.toContainText('Point 1.3');
  await expect(second).toContainText('+2 more points');
  await expect(second).toHaveCSS('height', '96px');

  await nav.getByRole('button', { name: 'List view' }).click();
  await expect(nav.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(nav.getByRole('list', { name: 'List view' })).toBeVisible();
  await expect(second).toHaveText('Slide 2.Topic 1');
  await expect(second).not.toContainText('more points');

  await nav.getByRole('button', { name: 'Filmstrip view' }).click();
  await expect(nav.getByRole('list', { name: 'Filmstrip view' })).toBeVisible();

  // Closing leaves a button that brings it back.
  await nav.getByRole('button', { name: 'Close slide navigator' }).click();
  await expect(nav).toHaveCount(0);
  const reopen = page.getByRole('button', { name: 'Slide navigator' });
  await expect(reopen).toHaveAttribute('aria-expanded', 'false');
  await reopen.click();
  await expect(items(page)).toHaveCount(6);
});

test('no scroll hint with five slides', async ({ page }) => {
  await open(page, 'nav-five', 5);
  await expect(navigator(page).getByText('5 slides', { exact: true })).toBeVisible();
  await expect(navigator(page).getByText('Scroll to see more')).toHaveCount(0);
});

test('clicking a slide jumps to it; scroll-to-top appears past 100 px', async ({ page }) => {
  await open(page, 'nav-jump', 12);
  await expect(position(page)).toHaveText('1 of 12 slides');
  await items(page).nth(3).click();
  await expect(position(page)).toHaveText('4 of 12 slides');
  await expect(items(page).nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(items(page).nth(0)).not.toHaveAttribute('aria-current', 'true');

  const list = navigator(page).getByRole('list', { name: 'Filmstrip view' });
  const toTop = navigator(page).getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toHaveCount(0);
  await list.evaluate((el) => el.scrollTo({ top: 300 }));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(toTop).toHaveCount(0);
});

test('the deck opens at the top of the page, and the counter follows the slide scrolled into view', async ({ page }) => {
  // The first slide reaches below the window: opening the deck must not scroll to show all of it.
  await page.setViewportSize({ width: 1600, height: 720 });
  await open(page, 'nav-follow', 8);
  const card = (n: number) => page.getByRole('article', { name: `Slide ${n}`, exact: true });
  await expect(position(page)).toHaveText('1 of 8 slides');
  await expect(card(1)).toBeInViewport();
  await expect(page.getByTestId('deck-title')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Scrolled by the user (not through the app), slide 5 to the top of the window.
  await card(5).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(position(page)).toHaveText('5 of 8 slides');
  await expect(card(5)).toHaveAttribute('aria-current', 'true');
  await expect(items(page).nth(4)).toHaveAttribute('aria-current', 'true');
  // Next goes on from the slide in view.
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(position(page)).toHaveText('6 of 8 slides');
  await expect(card(6)).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(position(page)).toHaveText('1 of 8 slides');
  await expect(items(page).nth(0)).toHaveAttribute('aria-current', 'true');
  // A slide chosen in the navigator is scrolled to and stays the current one.
  await items(page).nth(6).click();
  await expect(card(7)).toBeInViewport();
  await expect(position(page)).toHaveText('7 of 8 slides');
});

test('Alt+ArrowDown and Alt+ArrowUp move the focused slide and keep focus on it', async ({ page }) => {
  await open(page, 'nav-keys', 5);
  await items(page).nth(1).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 2', 'Topic 1', 'Topic 3', 'Topic 4']);
  await expect(items(page).nth(2)).toBeFocused();
  await expect(position(page)).toHaveText('3 of 5 slides');
  await expect(navigator(page).getByTestId('navigator-status')).toHaveText('Moved slide 2 to position 3.');

  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 2', 'Topic 3', 'Topic 1', 'Topic 4']);
  await expect(items(page).nth(3)).toBeFocused();

  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 1', 'Topic 2', 'Topic 3', 'Topic 4']);
  // The title slide stays first.
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 1', 'Topic 2', 'Topic 3', 'Topic 4']);
  await expect(items(page).nth(1)).toBeFocused();
  // The slide cards follow the new order.
  await expect(page.getByTestId('slide-card')).toHaveCount(5);
});

test('dragging a slide onto another puts it there', async ({ page }) => {
  await open(page, 'nav-drag', 5);
  // Scrolled so the navigator sticks under the toolbar: a drag must not scroll the page half-way (the pressed point would move).
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(items(page).nth(3)).toBeInViewport();
  await items(page).nth(1).dragTo(items(page).nth(3));
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 2', 'Topic 3', 'Topic 1', 'Topic 4']);
  await expect(position(page)).toHaveText('4 of 5 slides');
  // The title slide is not a drop target.
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(items(page).nth(0)).toBeInViewport();
  await items(page).nth(2).dragTo(items(page).nth(0));
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 2', 'Topic 3', 'Topic 1', 'Topic 4']);
});

test('add, duplicate and delete slides, with undo', async ({ page }) => {
  await open(page, 'nav-edit', 4);
  const nav = navigator(page);
  // The title slide cannot be duplicated or deleted.
  await expect(nav.getByRole('button', { name: 'Duplicate slide 1' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Delete slide 1' })).toBeDisabled();

  await items(page).nth(1).click();
  await nav.getByRole('button', { name: 'Duplicate slide 2' }).click();
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 1', 'Topic 1', 'Topic 2', 'Topic 3']);
  await expect(nav.getByText('5 slides', { exact: true })).toBeVisible();
  await expect(position(page)).toHaveText('3 of 5 slides');

  await nav.getByRole('button', { name: 'Add slide after slide 3' }).click();
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 1', 'Topic 1', 'Untitled slide', 'Topic 2', 'Topic 3']);
  await expect(position(page)).toHaveText('4 of 6 slides');

  await items(page).nth(4).click();
  await nav.getByRole('button', { name: 'Delete slide 5' }).click();
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 1', 'Topic 1', 'Untitled slide', 'Topic 3']);
  await expect(nav.getByTestId('navigator-status')).toContainText('Deleted slide 5 “Topic 2”.');
  await expect(page.getByTestId('slide-card')).toHaveCount(5);

  await nav.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => titles(page)).toEqual(['Ocean Life', 'Topic 1', 'Topic 1', 'Untitled slide', 'Topic 2', 'Topic 3']);
  await expect(nav.getByText('6 slides', { exact: true })).toBeVisible();
});

test('zoom in and out within 30% and 300%', async ({ page }) => {
  await open(page, 'nav-zoom', 3);
  const viewer = page.getByRole('toolbar', { name: 'Viewer' });
  const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
  const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
  const card = page.getByTestId('slide-card').first();
  const base = await width(card);

  await zoomOut.click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('83%');
  expect(await width(card)).toBeLessThan(base * 0.9);
  for (let i = 0; i < 6; i++) await zoomOut.click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('30%');
  await expect(zoomOut).toBeDisabled();
  await expect(zoomIn).toBeEnabled();
  expect(await width(card)).toBeLessThan(base * 0.35);

  await viewer.getByRole('button', { name: 'Reset zoom (30%)' }).click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('100%');
  for (let i = 0; i < 7; i++) await zoomIn.click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('300%');
  await expect(zoomIn).toBeDisabled();
  expect(await width(card)).toBeGreaterThan(base * 2.5);
  // The panels stay in place: the slides area scrolls sideways instead.
  await expect(navigator(page)).toBeInViewport();
  await expect(viewer).toBeInViewport();
});

test('fullscreen of the slides area flips its label', async ({ page }) => {
  await open(page, 'nav-full', 3);
  const viewer = page.getByRole('toolbar', { name: 'Viewer' });
  await viewer.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(viewer.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('[data-testid="slide-card"]')) ?? false)).toBe(true);
  await viewer.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect(viewer.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
});

test('Smart layouts: filter, then pick pyramid for the current slide', async ({ page }) => {
  await open(page, 'nav-layouts', 4);
  const viewer = page.getByRole('toolbar', { name: 'Viewer' });
  await viewer.getByRole('button', { name: 'Smart layouts' }).click();
  const panel = page.getByRole('complementary', { name: 'Smart layouts' });
  await expect(panel.getByRole('heading', { name: 'Smart layouts' })).toBeVisible();
  // The title slide has no points.
  await expect(panel.getByText('Layouts apply to content slides')).toBeVisible();

  await items(page).nth(2).click();
  const options = panel.locator('[data-layout-option]');
  // Every layout of the registry is offered.
  await expect(options).toHaveCount(LAYOUT_TYPES.length);
  await expect(panel.getByTestId('layouts-target')).toHaveText('Slide 3 · 3 points');
  await panel.getByLabel('Layout category').selectOption('timeline');
  const timelineCount = await options.count();
  expect(timelineCount).toBeGreaterThan(0);
  expect(timelineCount).toBeLessThan(LAYOUT_TYPES.length);
  await expect(panel.locator('[data-layout-option="pyramid"]')).toHaveCount(0);
  await panel.getByLabel('Layout category').selectOption('all');
  await panel.getByLabel('Search layouts').fill('pyra');
  await expect(options).toHaveCount(1);

  const pyramid = panel.locator('[data-layout-option="pyramid"]');
  await expect(pyramid).toHaveAttribute('aria-pressed', 'false');
  await pyramid.click();
  await expect(pyramid).toHaveAttribute('aria-pressed', 'true');
  await expect(pyramid).toContainText('Active');
  // The slide itself is drawn as a pyramid now, and the others are not.
  const cards = page.getByTestId('slide-card');
  await expect(cards.nth(2).locator('[data-slide-canvas]')).toHaveAttribute('data-layout', 'pyramid');
  await expect(cards.nth(1).locator('[data-slide-canvas]')).not.toHaveAttribute('data-layout', 'pyramid');

  await panel.getByRole('button', { name: 'Close Smart layouts' }).click();
  await expect(panel).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Smart layouts' })).toHaveAttribute('aria-expanded', 'false');

  // A card's Layouts button opens the panel on that slide, ready to search.
  await cards.nth(1).getByRole('button', { name: 'Layouts for slide 2' }).click();
  await expect(panel.getByTestId('layouts-target')).toHaveText('Slide 2 · 3 points');
  await expect(panel.getByLabel('Search layouts')).toBeFocused();
  await expect(panel.locator('[data-layout-option="grid"]')).toContainText('Fits 3 points');
  await expect(panel.locator('[data-layout-option="side-by-side"]')).toBeEnabled();
});

test('sidebar: a theme change restyles the slides and Ctrl+Z reverts it; the sidebar toggles', async ({ page }) => {
  await open(page, 'nav-theme', 3);
  // The panel's toggle sits in the icon rail; the panel's own header has a 'Close customise panel' button.
  const toggle = page.getByRole('toolbar', { name: 'Viewer' }).getByRole('button', { name: 'Customise panel', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const sidebar = page.getByRole('complementary', { name: 'Customise' });
  await expect(sidebar.getByTestId('generation-status')).toHaveText('3 slides');

  const canvas = page.getByTestId('slide-card').first().locator('[data-slide-canvas]');
  const before = await canvas.evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor);
  await sidebar.locator('label', { has: page.locator('[data-theme-id="classic-dark"]') }).click();
  await expect.poll(() => canvas.evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor)).not.toBe(before);
  await expect(sidebar.getByRole('radio', { name: 'Classic Dark' })).toBeChecked();

  // Undo is one step back through the editor.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect.poll(() => canvas.evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor)).toBe(before);

  await sidebar.getByRole('button', { name: 'Disable Photos' }).click();
  await expect(sidebar.getByRole('button', { name: 'Enable Photos' })).toBeVisible();

  await toggle.click();
  await expect(sidebar).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
