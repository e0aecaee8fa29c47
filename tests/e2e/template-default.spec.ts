/**
 * 'Use as default' on a company template: the next deck the user starts on
 * /generate is in that template, chosen in the Visuals step and drawn with
 * its logo in the studio; once the template is deleted, a new deck starts
 * in the built-in default again, with no error.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck } from './helpers/decks';

const ACCOUNT = { name: 'Dana Default', email: 'dana.default@example.org' };
const LOGO = { name: 'logo-top-right.potx', mimeType: 'application/octet-stream', buffer: readFileSync(resolve('tests/fixtures/templates/logo-top-right.potx')) };
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Customise' });

/** Topic, outline, then the Visuals step of /generate. */
async function toVisuals(page: Page, topic: string): Promise<void> {
  await page.goto('/generate');
  await page.getByLabel('Presentation title / topic').fill(topic);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
}

test('a template made the default is the theme a new deck starts in, until it is deleted', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, sampleDeck('tpl-default', 'Quarterly review', 2, 3));
  const panel = sidebar(page);
  await panel.getByLabel('Import a company template').setInputFiles(LOGO);
  const card = panel.locator('[data-template-id]');
  await card.getByRole('button', { name: 'Use as default' }).click();
  await expect(card).toContainText('(default theme)');

  await toVisuals(page, 'Lighthouses of the Atlantic');
  const chosen = page.locator('[data-template-id]').getByRole('radio');
  await expect(chosen).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Aurora Borealis', exact: true })).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /^Your deck is ready/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  // The new deck is drawn on the template: its logo on the slides.
  await expect(page.getByTestId('slide-card').nth(1).locator('[data-slide-canvas] [data-template-mark]')).toHaveCount(1);

  const again = sidebar(page).locator('[data-template-id]');
  await again.getByRole('button', { name: 'Delete' }).click();
  await again.getByRole('button', { name: /^Delete .*\?$/ }).click();
  await expect(sidebar(page).locator('[data-template-id]')).toHaveCount(0);

  await toVisuals(page, 'Tides and their timing');
  await expect(page.getByRole('radio', { name: 'Aurora Borealis', exact: true })).toBeChecked();
  await expect(page.locator('[data-template-id]')).toHaveCount(0);
  await expect(page.getByText(/not found|could not/i)).toHaveCount(0);
  expect(warnings.filter((w) => w.includes('not found'))).toEqual([]);
});
