import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const account = { name: 'Ada Lovelace', email: 'ada@example.com' };

// The service worker would answer some requests itself; the test reads what the page sent.
test.use({ serviceWorkers: 'block' });

const headings = (page: Page) => page.getByRole('textbox', { name: /^Topic \d+ heading$/ });

/** Words of the English skeleton: none may reach a deck asked for in Spanish. */
const ENGLISH = /\b(?:Hello|Let’s|Basics|Essentials|Understanding|Summary|Add|Cover|the)\b|De La/;

test('a Spanish topic deck has Spanish headings and instructions on /home', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/ppt/generate-')) sent.push(String((req.postDataJSON() as { language?: string }).language));
  });
  await signInLocally(page, account, '/generate');
  await page.getByLabel('Output language').selectOption({ label: 'Spanish' });
  await page.getByLabel('Presentation title / topic').fill('La historia de la imprenta');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();

  await expect(headings(page).first()).not.toHaveValue('');
  const outline = await headings(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(outline.length).toBeGreaterThan(1);
  for (const heading of outline) {
    expect(heading).not.toMatch(ENGLISH);
    // Sentence case: the topic keeps its small words lower-case wherever it stands.
    expect(heading).toMatch(/[Ll]a historia de la imprenta/);
  }

  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
  await expect(page.getByText(/Your deck is ready/)).toBeVisible();
  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');

  await expect(page.getByText(outline[0] ?? '', { exact: true }).first()).toBeVisible();
  // The skeleton says what to add in Spanish, on the slides themselves.
  // Only the slides: the studio's own controls ('+ Add' in the navigator) are English by design.
  const slides = page.getByTestId('slide-card');
  await expect(slides.getByText(/^Añadir/).first()).toBeVisible();
  await expect(slides.getByText(/\bAdd\b/)).toHaveCount(0);
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent)).toEqual(new Set(['es-ES']));
});
