import { expect, test } from '@playwright/test';

test('the root path lands on the landing page served by the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { name: 'Decksmith', level: 1 })).toBeVisible();
  // The page reached the real generation API on the same origin.
  await expect(page.getByTestId('api-status')).toHaveText(/Generation service online \(builtin generator\)/);
});

test('an unknown path redirects to /landing, replacing history', async ({ page, context }) => {
  // Baseline: the history length of a page that opened /landing directly.
  const direct = await context.newPage();
  await direct.goto('/landing');
  await expect(direct.getByRole('heading', { name: 'Decksmith', level: 1 })).toBeVisible();
  const baseline = await direct.evaluate(() => history.length);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { name: 'Decksmith', level: 1 })).toBeVisible();
  // Same length: the redirect replaced /no/such/page instead of pushing /landing after it.
  expect(await page.evaluate(() => history.length)).toBe(baseline);
});

test('security headers are set on the app and the API', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
