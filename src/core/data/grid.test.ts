import { describe, expect, it } from 'vitest';
import { CHART_LIMITS, TABLE_LIMITS } from '../schemas/slide-data';
import { addColumn, addRow, gridLimits, gridOfChart, gridOfSlide, gridPartOf, removeColumn, removeRow, setCell } from './grid';
import { chartOfGrid, dataWithGrid, tableOfGrid } from './grid-data';

const CHART = { kind: 'column' as const, title: 'Revenue', categories: ['North', 'South'], series: [{ name: 'Q1', values: [1.2, null], unit: 'M€' }, { name: 'Q2', values: [1.4, 1.1], unit: 'M€' }], xTitle: 'Region', yTitle: 'M€' };
const grid = () => gridOfChart(CHART);

describe('data grid', () => {
  it('shows a chart as its label column then one column per series, gaps empty', () => {
    expect(grid()).toEqual({ columns: ['Region', 'Q1', 'Q2'], rows: [['North', '1.2', '1.4'], ['South', '', '1.1']] });
  });

  it('edits the part the slide\'s layout draws', () => {
    const table = { columns: ['A'], rows: [['1']] };
    expect(gridPartOf({ layout: { type: 'table' }, data: { table, chart: CHART } })).toBe('table');
    expect(gridPartOf({ layout: { type: 'chart' }, data: { table, chart: CHART } })).toBe('chart');
    expect(gridPartOf({ data: { table } })).toBe('table');
    expect(gridOfSlide({})).toBeUndefined();
  });

  it('sets a header or body cell, and returns the same grid when nothing changes', () => {
    const g = grid();
    expect(setCell(g, 0, 1, '2').rows[0]).toEqual(['North', '2', '1.4']);
    expect(setCell(g, -1, 2, 'H2').columns).toEqual(['Region', 'Q1', 'H2']);
    expect(setCell(g, 0, 1, '1.2')).toBe(g);
    expect(setCell(g, 5, 0, 'x')).toBe(g);
  });

  it('adds and removes rows and columns within the part\'s limits', () => {
    const limits = gridLimits('chart');
    const g = grid();
    expect(addRow(g, 0, limits).rows).toEqual([['North', '1.2', '1.4'], ['', '', ''], ['South', '', '1.1']]);
    expect(addColumn(g, 2, limits).columns).toEqual(['Region', 'Q1', 'Q2', 'Column 4']);
    expect(removeRow(g, 0).rows).toEqual([['South', '', '1.1']]);
    expect(removeColumn(g, 1, limits).columns).toEqual(['Region', 'Q2']);
    expect(removeColumn(g, 0, limits)).toBe(g);
    expect(removeColumn(g, 0, gridLimits('table')).columns).toEqual(['Q1', 'Q2']);
    const one = removeColumn(removeColumn(g, 1, limits), 1, limits);
    expect(one.columns).toEqual(['Region', 'Q2']);
    const last = removeRow(g, 0);
    expect(removeRow(last, 0)).toBe(last);
    let full = g;
    for (let i = 0; i < 20; i++) full = addRow(full, 0, limits);
    expect(full.rows).toHaveLength(CHART_LIMITS.categories);
    for (let i = 0; i < 20; i++) full = addColumn(full, 0, limits);
    expect(full.columns).toHaveLength(1 + CHART_LIMITS.series);
  });
});

describe('grid to chart', () => {
  it('reads every column after the first as a series, keeping units and the chart\'s kind and titles', () => {
    const read = chartOfGrid(setCell(grid(), 1, 1, '0.95'), CHART);
    expect(read).toEqual({ ok: true, chart: { ...CHART, series: [{ name: 'Q1', values: [1.2, 0.95], unit: 'M€' }, CHART.series[1]] } });
  });

  it('refuses a cell that is not a number, naming it, and a formula', () => {
    expect(chartOfGrid(setCell(grid(), 1, 2, 'lots'), CHART)).toEqual({ ok: false, error: "Row 2, column 'Q2': 'lots' is not a number." });
    expect(chartOfGrid(setCell(grid(), 0, 1, '=A1*2'), CHART)).toEqual({ ok: false, error: "Row 1, column 'Q1': '=A1*2' is a formula; formulas are not calculated here." });
  });

  it('takes a column just added as gaps, but refuses a chart with no number at all', () => {
    const added = chartOfGrid(addColumn(grid(), 2, gridLimits('chart')), CHART);
    expect(added.ok && added.chart.series[2]).toEqual({ name: 'Column 4', values: [null, null] });
    const empty = { columns: ['Region', 'Q1'], rows: [['North', '']] };
    expect(chartOfGrid(empty, CHART)).toEqual({ ok: false, error: 'a chart needs at least one number' });
  });
});

describe('grid to table', () => {
  it('keeps the text as typed, trimmed', () => {
    expect(tableOfGrid({ columns: [' Region ', 'Q1'], rows: [['North', ' 1,2 € ']] })).toEqual({ ok: true, table: { columns: ['Region', 'Q1'], rows: [['North', '1,2 €']] } });
  });

  it('refuses what a slide cannot show', () => {
    const wide = { columns: Array.from({ length: 9 }, (_, i) => `C${i}`), rows: [Array.from({ length: 9 }, () => '1')] };
    expect(tableOfGrid(wide)).toEqual({ ok: false, error: `This table has 9 columns: a table slide shows at most ${TABLE_LIMITS.columns}. Remove columns first.` });
    const long = { columns: ['A', 'B'], rows: [['x', 'y'.repeat(TABLE_LIMITS.cellChars + 1)]] };
    expect(tableOfGrid(long)).toEqual({ ok: false, error: `Row 1, column 'B' is longer than ${TABLE_LIMITS.cellChars} characters: a slide's cell holds a label or a figure.` });
  });
});

describe('grid to slide data', () => {
  it('replaces the edited part and keeps the other', () => {
    const table = { columns: ['A'], rows: [['1']] };
    const read = dataWithGrid({ table, chart: CHART, source: 'report' }, 'chart', setCell(grid(), 0, 2, '2'));
    expect(read.ok && read.data.table).toBe(table);
    expect(read.ok && read.data.source).toBe('report');
    expect(read.ok && read.data.chart?.series[1]?.values).toEqual([2, 1.1]);
    expect(dataWithGrid({ table }, 'table', { columns: ['A'], rows: [['2']] })).toEqual({ ok: true, data: { table: { columns: ['A'], rows: [['2']] } } });
  });
});
