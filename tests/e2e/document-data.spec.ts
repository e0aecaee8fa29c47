/**
 * A document with tables, through the real server's builtin generator: the
 * outline offers its tables as chart slides (shown as such, with their
 * figures), and the deck's slides draw the document's own figures.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const topicHeadings = (page: Page) => page.getByRole('textbox', { name: /^Topic \d+ heading$/ });

/** Picks a card choice by its visible label (the radio itself is visually hidden). */
async function choose(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test('tables.docx: its tables are chart topics in the outline and charts of its figures on /home', async ({ page }) => {
  test.setTimeout(90_000);
  await signInLocally(page, { name: 'Tabea Table', email: 'tabea@example.org' }, '/start');
  await page.getByRole('button', { name: /Import file or URL/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByTestId('upload-input').setInputFiles('tests/fixtures/tables/tables.docx');
  await dialog.getByRole('button', { name: 'Extract Text' }).click();
  await expect(dialog.getByText('Text Extracted Successfully!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/generate');
  // 10 slides: 9 topics, one in three kept for the document's data (its two tables and its paragraph of figures).
  await choose(page, '10 slides');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();

  const data = page.getByTestId('outline-topic-data');
  await expect(data).toHaveCount(3);
  await expect(data.nth(0)).toContainText('Pie chart · Share by 3 categories · from Table 1: Installation costs per watt');
  await expect(data.nth(1)).toContainText('Line chart · North (MWh), South (MWh) by 3 categories · from Output by year');
  await expect(data.nth(2)).toContainText('Key figures · 1.10 euros, 12%');
  await expect(data.nth(1).getByRole('row', { name: /2023/ })).toContainText('1410');
  const headings = await topicHeadings(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(headings).toContain('Output by year');

  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
  await expect(page.getByText(/Your deck is ready: \d+ slides\./)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  const line = page.getByTestId('slide-card').filter({ has: page.locator('[data-slide-chart="line"]') });
  await expect(line).toHaveCount(1, { timeout: 30_000 });
  await expect(line).toContainText('Output by year');
  await expect(line).toContainText('North: from 1,200 MWh in 2021 to 1,410 MWh in 2023.');
  await expect(page.getByTestId('slide-card').filter({ has: page.locator('[data-slide-chart="pie"]') })).toContainText('Installation costs per watt');
});
