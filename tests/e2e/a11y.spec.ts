/**
 * Accessibility scans with axe-core of the signed-in screens a user spends
 * time on: the dashboard with decks, /home with a deck (and a slide's Ask
 * box and the Translate dialog open), presentation mode
 * and the presenter view. Violations of impact serious or critical fail,
 * listed with their rule, impact and the elements they hit.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, sampleDeck, seedDecks } from './helpers/decks';

const USER = { name: 'Ada Access', email: 'ada@example.org' };
const DECKS = [sampleDeck('a11y-one', 'Coral Reefs', 4), sampleDeck('a11y-two', 'Tidal Energy', 3), sampleDeck('a11y-three', 'Deep Sea Vents', 5)];

/** The serious and critical violations on the page, as readable lines (rule, impact, targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}  ${n.failureSummary?.split('\n').join(' ') ?? ''}`).join('\n')}`);
}

test('the dashboard with saved decks', async ({ page }) => {
  await signInLocally(page, USER, '/app');
  await seedDecks(page, DECKS);
  await page.goto('/app');
  for (const deck of DECKS) await expect(page.getByText(deck.title).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/home with a deck', async ({ page }) => {
  await signInLocally(page, USER, '/app');
  await openSeededDeck(page, DECKS[0]!);
  expect(await seriousViolations(page)).toEqual([]);
});

test('presentation mode and the presenter view', async ({ page, context }) => {
  await signInLocally(page, USER, '/app');
  await openSeededDeck(page, DECKS[0]!);
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Presentation' });
  await expect(overlay).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(overlay.getByTestId('present-counter')).toHaveText('2 of 4');
  // Controls shown, so their colours are checked too.
  await overlay.hover();
  expect(await seriousViolations(page)).toEqual([]);

  // A slow scan can outlast the controls' 3 s: a mouse move shows them again.
  await page.mouse.move(5, 5);
  await page.mouse.move(200, 200);
  const [presenter] = await Promise.all([context.waitForEvent('page'), overlay.getByRole('button', { name: 'Presenter view' }).click()]);
  await expect(presenter.getByTestId('presenter-counter')).toHaveText('2 of 4');
  expect(await seriousViolations(presenter)).toEqual([]);
});

test("/home with a slide's Ask box open and the Translate dialog", async ({ page }) => {
  await signInLocally(page, USER, '/app');
  await openSeededDeck(page, DECKS[0]!);
  await page.getByRole('article', { name: 'Slide 2', exact: true }).getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Ask slide 2' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ask the deck' }).click();
  await page.getByRole('menuitem', { name: 'Translate...' }).click();
  await expect(page.getByRole('dialog', { name: 'Translate the deck' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
