/**
 * New pages open at their top: a link to another page from the bottom of a
 * long one, and each new step of /generate (its 'Continue to Visuals' sits
 * under a long outline); a link to a section (a hash) goes to that section.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test('a link from the bottom of a page opens the next page at its top; a section link goes to its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await toBottom(page);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  // A link to a section of another page: that section, not the top.
  await toBottom(page);
  await page.getByRole('link', { name: /Getting started guide/ }).click();
  await expect(page).toHaveURL(/\/documentation#getting-started$/);
  await expect(page.locator('#getting-started')).toBeInViewport();

  // Within a page: the section in view.
  await page.goto('/landing');
  await page.getByRole('main').getByRole('link', { name: 'See how it works' }).click();
  await expect(page).toHaveURL(/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
});

test('each new step of /generate opens at its top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInLocally(page, { name: 'Sam Scroll', email: 'sam@example.org' }, '/generate');
  const twenty = page.getByRole('radio', { name: '20 slides', exact: true });
  await page.locator('label').filter({ has: twenty }).click();
  await page.getByLabel('Presentation title / topic').fill('The printing press');
  await toBottom(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  const next = page.getByRole('button', { name: 'Continue to Visuals' });
  await expect(next).toBeEnabled();
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  await next.click();
  await expect(page.getByRole('region', { name: 'Step 3: Visuals & Generate' })).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
