/**
 * Table and chart slides in the studio: a deck whose slides carry a table
 * and a chart shows a real table (header cells, figures right-aligned) and
 * an SVG chart named by its title, and Export -> PowerPoint writes a native
 * table and chart that pass the structural check.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { validatePptx } from '../../src/export/pptx/validate';
import { signInLocally } from './helpers/auth';
import { deckRow, putPresentationRows, type SeedDeckInput } from './helpers/decks';

const USER = { name: 'Ada Lovelace', email: 'ada@example.org' };

const DECK: SeedDeckInput = {
  id: 'data-deck',
  title: 'Solar programme review',
  theme: 'classic-dark',
  slides: [
    { title: 'Solar programme review', description: 'Figures for 2025' },
    { title: 'Revenue grew in every region', description: 'The south caught up with the north in the second half.' },
    { title: 'Output climbed through the year', description: 'Monthly output doubled from January to June.' },
  ],
};

const DATA = [
  undefined,
  { layout: 'table', data: { table: { columns: ['Region', 'Q1', 'Q2', 'Change'], rows: [['North', '1.2 M€', '1.4 M€', '+16%'], ['South', '0.9 M€', '1.1 M€', '+22%'], ['West', '0.7 M€', '0.8 M€', '+14%']] } } },
  { layout: 'chart', data: { chart: { kind: 'line', title: 'Output, GWh', categories: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], series: [{ name: 'Output', values: [4.1, 4.8, 5.9, 6.7, 7.6, 8.3], unit: 'GWh' }] } } },
];

/** The seeded row with each slide's layout and data part. */
function dataRow() {
  const row = deckRow(DECK);
  return { ...row, slides: row.slides.map((slide, i) => (DATA[i] ? { ...slide, layout: { type: DATA[i].layout, config: {} }, data: DATA[i].data } : slide)) };
}

test('a deck\'s table and chart slides show as a table and an SVG chart, and export as native PowerPoint parts', async ({ page }, testInfo) => {
  await signInLocally(page, USER, '/app');
  await putPresentationRows(page, [dataRow()]);
  await page.goto(`/home?deck=${DECK.id}`);
  await page.getByTestId('slide-card').first().waitFor();

  const table = page.getByRole('table', { name: 'Revenue grew in every region' }).first();
  await expect(table.getByRole('columnheader')).toHaveText(['Region', 'Q1', 'Q2', 'Change']);
  await expect(table.getByRole('cell', { name: '1.4 M€' })).toHaveCSS('text-align', 'right');
  await expect(table.getByRole('cell', { name: 'North' })).toHaveCSS('text-align', 'left');

  const chart = page.getByRole('img', { name: 'Output, GWh' }).first();
  await expect(chart).toBeVisible();
  await expect(chart.locator('text', { hasText: '8.3 GWh' })).toHaveCount(1);
  await chart.scrollIntoViewIfNeeded();
  await page.getByTestId('slide-card').nth(1).screenshot({ path: testInfo.outputPath('table-slide.png') });
  await page.getByTestId('slide-card').nth(2).screenshot({ path: testInfo.outputPath('chart-slide.png') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export/ }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const bytes = new Uint8Array(await readFile(await (await download).path()));
  expect(await validatePptx(bytes)).toEqual([]);
  const zip = await JSZip.loadAsync(bytes);
  expect(await zip.file('ppt/slides/slide2.xml')!.async('string')).toContain('<a:tbl>');
  const chartPart = Object.keys(zip.files).find((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
  expect(await zip.file(chartPart!)!.async('string')).toContain('Output, GWh');
});
