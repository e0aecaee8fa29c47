import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const account = { name: 'Ada Draft', email: 'ada.draft@example.com' };

// The service worker would answer some requests itself; the page's own storage is what is tested here.
test.use({ serviceWorkers: 'block' });

/** Picks a card choice by its visible label (the radio itself is visually hidden). */
async function choose(page: Page, name: string | RegExp): Promise<void> {
  const radio = typeof name === 'string' ? page.getByRole('radio', { name, exact: true }) : page.getByRole('radio', { name });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The page says the last change is on the device: a reload now loses nothing. */
async function saved(page: Page): Promise<void> {
  await expect(page.getByTestId('draft-status')).toHaveText('Progress saved on this device');
}

const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');

test('a reload at each step of /generate comes back to that step with everything in place', async ({ page }) => {
  await signInLocally(page, account, '/generate');

  // Step 1: the topic and the settings.
  await page.getByLabel('Presentation title / topic').fill('The printing press');
  await choose(page, '5 slides');
  await choose(page, /^Detailed/);
  await saved(page);
  await page.reload();
  await expect(currentStep(page)).toContainText('Input & Settings');
  await expect(page.getByLabel('Presentation title / topic')).toHaveValue('The printing press');
  await expect(page.getByRole('radio', { name: '5 slides', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Detailed/ })).toBeChecked();

  // Step 2: the outline and an edit of it.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Topic 2 heading' }).fill('Movable type, edited by hand');
  await saved(page);
  const headings = await page.getByRole('textbox', { name: /^Topic \d+ heading$/ }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  await page.reload();
  await expect(currentStep(page)).toContainText('Generate Outline');
  await expect(page.getByRole('textbox', { name: /^Topic \d+ heading$/ })).toHaveCount(4);
  expect(await page.getByRole('textbox', { name: /^Topic \d+ heading$/ }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(headings);
  await expect(page.getByText('Topic: The printing press')).toBeVisible();

  // Step 3: the looks, with the deck streaming behind them.
  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
  await expect(currentStep(page)).toContainText('Visuals & Generate');
  await choose(page, 'Cosmic Dream');
  await saved(page);
  await page.reload();
  await expect(currentStep(page)).toContainText('Visuals & Generate');
  await expect(page.getByRole('radio', { name: 'Cosmic Dream', exact: true })).toBeChecked();
  // The deck the reload cut goes on, and Generate PPT opens it with the edited outline.
  await expect(page.getByRole('status').filter({ hasText: /^Your deck is ready/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  await expect(page.getByText('Movable type, edited by hand').first()).toBeVisible();

  // The flow is finished: the next visit starts with a blank form.
  await page.goto('/generate');
  await expect(currentStep(page)).toContainText('Input & Settings');
  await expect(page.getByLabel('Presentation title / topic')).toHaveValue('');
});
