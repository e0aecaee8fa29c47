import { expect, test } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { sampleDeck, seedDecks } from './helpers/decks';

const USER = { name: 'Olga Offline', email: 'olga@example.org' };

/**
 * The studio with no network (issue 5: "Everything in this issue works
 * offline"): a saved deck opened after a reload from the service worker is
 * edited, re-laid out, saved, presented and found again on the dashboard.
 */
test('offline: open a saved deck, edit it, undo, save, present and find it on the dashboard', async ({ page, context }) => {
  await signInLocally(page, USER, '/app');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await seedDecks(page, [sampleDeck('offline-deck', 'Tide Pools', 4)]);

  await context.setOffline(true);
  await page.goto('/home?deck=offline-deck');
  await expect(page.getByTestId('slide-card')).toHaveCount(4);
  await expect(page.getByText('Offline — saved decks still work')).toBeVisible();

  // Edit a heading in place, undo and redo it with the keyboard.
  const heading = page.getByRole('button', { name: 'Edit heading of slide 2', exact: true });
  await heading.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' offline');
  await page.keyboard.press('Enter');
  const card = page.getByTestId('slide-card').nth(1);
  await expect(card.locator('[data-slide-heading]')).toHaveText('Topic 1 offline');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(card.locator('[data-slide-heading]')).toHaveText('Topic 1');
  await page.keyboard.press('Control+y');
  await expect(card.locator('[data-slide-heading]')).toHaveText('Topic 1 offline');

  // A layout from the Smart layouts panel.
  await card.getByRole('button', { name: /Layouts/ }).click();
  await page.getByRole('button', { name: /Process flow/i }).first().click();
  await expect(card.locator('[data-layout]')).toHaveAttribute('data-layout', 'process-flow');

  // Save under a new title (Ctrl+S opens the title prompt).
  await page.keyboard.press('Control+s');
  const prompt = page.getByRole('dialog', { name: /Save/ });
  await prompt.getByRole('textbox').fill('Tide Pools, offline edit');
  await prompt.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Presentation saved')).toBeVisible();

  // Present it from the current slide (the one just laid out), then leave.
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Presentation' });
  await expect(overlay.getByTestId('present-counter')).toHaveText('2 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(overlay.getByTestId('present-counter')).toHaveText('3 of 4');
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);

  // Still offline: a reload keeps everything, and the dashboard lists the new title.
  await page.reload();
  await expect(page.getByTestId('slide-card').nth(1).locator('[data-slide-heading]')).toHaveText('Topic 1 offline');
  await expect(page.getByTestId('slide-card').nth(1).locator('[data-layout]')).toHaveAttribute('data-layout', 'process-flow');
  await page.goto('/app');
  await expect(page.getByRole('link', { name: 'Tide Pools, offline edit', exact: true })).toBeVisible();
});
