/**
 * Data slides by the user: 'Insert table / chart' refuses bad data with its
 * message, turns pasted spreadsheet cells into a chart slide after the
 * current one, the data grid changes a number and the chart follows, Ctrl+Z
 * takes it back, the .pptx holds a native chart, and the deck with its chart
 * is still there after an offline reload.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { signInLocally } from './helpers/auth';
import { sampleDeck, seedDecks } from './helpers/decks';

const USER = { name: 'Grace Hopper', email: 'grace@example.org' };
/** The serious and critical axe violations on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const CELLS = 'Region\tQ1\tQ2\nNorth\t1.2\t1.4\nSouth\t0.9\t1.1\nWest\t0.7\t0.8\n';

test('paste cells into a chart slide, edit a number in the grid, undo, export, and reopen offline', async ({ page, context }, testInfo) => {
  // A long flow (service worker, export, offline reload) on a machine that may be loaded.
  test.setTimeout(180_000);
  await signInLocally(page, USER, '/app');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await seedDecks(page, [sampleDeck('data-insert', 'Sales review', 3)]);
  await page.goto('/home?deck=data-insert');
  await expect(page.getByTestId('slide-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Go to slide 2', exact: true }).first().click();

  const open = page.getByRole('button', { name: 'Insert table / chart' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Insert table / chart' });
  const data = dialog.getByRole('textbox', { name: 'Data' });
  await expect(data).toBeFocused();

  // Bad data for a chart: the message names the cell, and Insert adds nothing.
  await page.keyboard.insertText('Region,Q1\nNorth,12\nSouth,n/a');
  await expect(dialog.getByText("Not as a chart: Row 2, column 'Q1': 'n/a' is not a number.")).toBeVisible();
  await dialog.getByRole('radio', { name: 'Column chart' }).check();
  await expect(dialog.getByRole('alert')).toHaveText("Row 2, column 'Q1': 'n/a' is not a number.");
  await dialog.getByRole('button', { name: 'Insert slide' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('slide-card')).toHaveCount(3);

  // Cells as a spreadsheet copies them: tab-separated.
  await data.fill('');
  await page.keyboard.insertText(CELLS);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('table', { name: 'Preview of the pasted data' }).getByRole('columnheader')).toHaveText(['Region', 'Q1', 'Q2']);
  await expect(dialog.getByRole('radio', { name: /Column chart/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Slide title' }).fill('Revenue by region');
  await dialog.screenshot({ path: testInfo.outputPath('insert-dialog.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Insert slide' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The new slide comes after the current one (slide 2), as a column chart.
  await expect(page.getByTestId('slide-card')).toHaveCount(4);
  const card = page.getByTestId('slide-card').nth(2);
  const chart = card.getByRole('img', { name: 'Revenue by region' });
  await expect(chart).toHaveAttribute('data-slide-chart', 'column');
  await expect(chart.locator('desc')).toContainText('North: Q1 1.2, Q2 1.4');

  // The grid: change North's Q1 and the chart follows as the number is typed.
  await card.getByRole('button', { name: 'Edit the data of slide 3' }).click();
  const cell = card.getByRole('textbox', { name: 'Row 1, Q1' });
  await expect(cell).toBeFocused();
  await cell.fill('2.5');
  await expect(chart.locator('desc')).toContainText('North: Q1 2.5, Q2 1.4');
  // A word where a number goes: the message says so and the chart keeps its last good figures.
  await card.getByRole('textbox', { name: 'Row 2, Q2' }).fill('lots');
  await expect(card.getByRole('alert')).toContainText("Row 2, column 'Q2': 'lots' is not a number.");
  await expect(chart.locator('desc')).toContainText('South: Q1 0.9, Q2 1.1');
  await card.getByRole('textbox', { name: 'Row 2, Q2' }).fill('1.1');
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.screenshot({ path: testInfo.outputPath('data-grid.png') });
  expect(await seriousViolations(page)).toEqual([]);

  // Ctrl+Z in the grid undoes the deck's last change: North's Q1 is back to 1.2.
  await cell.focus();
  await page.keyboard.press('Control+z');
  await expect(chart.locator('desc')).toContainText('North: Q1 1.2, Q2 1.4');
  await expect(cell).toHaveValue('1.2');
  await cell.fill('3.5');
  await expect(chart.locator('desc')).toContainText('North: Q1 3.5, Q2 1.4');
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Edit the data of slide 3' })).toBeFocused();
  await expect(cell).toHaveCount(0);

  // PowerPoint: a native chart part with the figures.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export/ }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const zip = await JSZip.loadAsync(await readFile(await (await download).path()));
  const chartPart = Object.keys(zip.files).find((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
  expect(chartPart).toBeDefined();
  const xml = await zip.file(chartPart!)!.async('string');
  expect(xml).toContain('North');
  expect(xml).toContain('<c:v>3.5</c:v>');

  // Offline, a reload still has the deck and its chart (the deck is kept as it changes).
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('slide-card')).toHaveCount(4);
  const reopened = page.getByTestId('slide-card').nth(2).getByRole('img', { name: 'Revenue by region' });
  await expect(reopened.locator('desc')).toContainText('North: Q1 3.5, Q2 1.4');
});

test('pasted CSV as a table slide, a cell edited in place and undone', async ({ page }, testInfo) => {
  await signInLocally(page, USER, '/app');
  await seedDecks(page, [sampleDeck('table-insert', 'Team costs', 2)]);
  await page.goto('/home?deck=table-insert');
  await expect(page.getByTestId('slide-card')).toHaveCount(2);

  // Escape closes the dialog and hands focus back to its button.
  const open = page.getByRole('button', { name: 'Insert table / chart' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Insert table / chart' });
  await expect(dialog.getByRole('textbox', { name: 'Data' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await page.keyboard.insertText('Team,Lead,Budget\nDesign,"Hopper, G.",12 k€\nBuild,Lovelace,30 k€\n');
  await dialog.getByRole('radio', { name: /^Table/ }).check();
  await dialog.getByRole('button', { name: 'Insert slide' }).click();
  await expect(dialog).toBeHidden();

  // The title slide was the current one: the table is slide 2.
  await expect(page.getByTestId('slide-card')).toHaveCount(3);
  const table = page.getByTestId('slide-card').nth(1).getByRole('table', { name: 'Lead, Budget by Team' });
  await expect(table.getByRole('columnheader')).toHaveText(['Team', 'Lead', 'Budget']);
  await expect(table.getByRole('cell', { name: '30 k€' })).toHaveCSS('text-align', 'right');

  await table.getByRole('button', { name: '30 k€' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('32 k€');
  await page.keyboard.press('Enter');
  await expect(table.getByRole('cell', { name: '32 k€' })).toBeVisible();
  await page.getByTestId('slide-card').nth(1).screenshot({ path: testInfo.outputPath('table-slide.png') });
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(table.getByRole('cell', { name: '30 k€' })).toBeVisible();
});
