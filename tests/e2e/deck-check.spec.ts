/**
 * The deck check in the studio: a seeded deck whose 'Costs' slide has a
 * point too long for its card; 'Check deck' lists it, the finding's text
 * brings the slide into view, one click moves the extra text into the
 * speaker notes, the finding is gone, and Ctrl+Z brings it back.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, type SeedDeckInput } from './helpers/decks';

const ACCOUNT = { name: 'Dora Deckcheck', email: 'dora@example.org' };

const COSTS =
  'Flour rose 14% after the harvest in the Beauce fell short, butter 9% with the dairy strike in September, and energy for the ovens 22% once the fixed-price contract ran out in July. ' +
  'We moved two of the four night shifts in Lyon to the early morning to use cheaper off-peak power, renegotiated the packaging contract with a second supplier, and stopped the loss-making catering line in Grenoble. ' +
  'Even so, cost of goods sold reached 41% of revenue against 36% a year ago, and the board expects it to stay near 39% until the new mill contract starts in February.';

const DECK: SeedDeckInput = {
  id: 'deck-check-bakery',
  title: 'Q3 results: Maison Lenôtre bakeries',
  slides: [
    { title: 'Q3 results: Maison Lenôtre bakeries', description: 'What happened and what comes next' },
    { title: 'Revenue', description: 'Sales grew in every region but Paris.', subtopics: [
      { heading: 'Stores', overview: 'Revenue up 8% to €38.6M across 42 stores.' },
      { heading: 'Online', overview: 'Click-and-collect orders doubled to 11% of sales.' },
      { heading: 'Catering', overview: 'Corporate catering flat at €2.1M.' },
    ] },
    { title: 'Costs', description: 'Costs rose faster than sales.', subtopics: [
      { heading: 'Ingredients and energy', overview: COSTS },
      { heading: 'Staff', overview: 'Wages up 4% with the new agreement.' },
      { heading: 'Rent', overview: 'Two leases renewed at the same rent.' },
      { heading: 'Logistics', overview: 'Fuel surcharges ended in August.' },
    ] },
    { title: 'Outlook', description: 'What we expect for Q4.', subtopics: [
      { heading: 'Christmas', overview: 'Bûche orders open on 1 November, a month earlier than last year.' },
      { heading: 'New stores', overview: 'Annecy and Chambéry open in December.' },
      { heading: 'Prices', overview: 'A 3% rise on bread from January.' },
    ] },
  ],
  theme: 'minimal-paper',
};

const panel = (page: Page) => page.getByTestId('deck-check-panel');
const overflow = (page: Page) => panel(page).locator('[data-testid="deck-check-finding"][data-kind="overflow"]');

test('check a deck, fix a finding in one click, and undo the fix with Ctrl+Z', async ({ page }) => {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, DECK);

  await page.getByTestId('deck-check-button').click();
  await expect(panel(page)).toBeVisible();
  await expect(overflow(page)).toHaveCount(1);
  await expect(overflow(page)).toContainText("Slide 3: the text of 'Ingredients and energy' does not fit its card");

  // The finding's text brings its slide into view.
  await overflow(page).getByRole('button', { name: /does not fit its card/ }).click();
  await expect(page.getByTestId('slide-position')).toHaveText('3 of 4 slides');

  await overflow(page).getByRole('button', { name: 'Move extra text to the notes' }).click();
  await expect(overflow(page)).toHaveCount(0);
  await expect(page.getByTestId('deck-check-summary')).toHaveText(/^No problems found/);
  await expect(page.getByTestId('slide-card').nth(2)).not.toContainText('Even so, cost of goods sold');

  // One Ctrl+Z undoes the whole fix: the long text and the finding come back.
  await page.keyboard.press('Control+z');
  await expect(overflow(page)).toHaveCount(1);
  await expect(page.getByTestId('slide-card').nth(2)).toContainText('Even so, cost of goods sold');

  // Escape closes the panel and gives the focus back to the button.
  await page.getByRole('heading', { name: 'Deck check' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByTestId('deck-check-button')).toBeFocused();
});
