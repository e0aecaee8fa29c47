/**
 * The table and chart layouts: they draw the slide's data under the header,
 * inside the slide; figures right-aligned, rows shaded in turn, a table of
 * 8 columns by 12 rows fitting at the floor size or above.
 */
import { describe, expect, it } from 'vitest';
import { TABLE_LIMITS, type TableData } from '../schemas/slide-data';
import { CANVAS, contains } from './canvas';
import { chartFrame, chartOfItems } from './chart';
import { TABLE_SIZES, tableFrame, tablePlan } from './table';
import { TEXT_FIT, textWidthEm } from './text-fit';
import type { Box, FrameOptions, LayoutFrame } from './types';

const CANVAS_BOX: Box = { x: 0, y: 0, w: CANVAS.width, h: CANVAS.height };
const options = (data: FrameOptions['data'], hasImage = false): FrameOptions => ({
  descriptionSize: 'concise', hasImage, title: 'Revenue grew in every region', lead: 'The south caught up with the north in the second half.', data,
});
const headerBottom = (frame: LayoutFrame): number => Math.max(frame.title.y + frame.title.h, frame.lead ? frame.lead.y + frame.lead.h : 0);

const SALES: TableData = {
  columns: ['Region', 'Q1', 'Q2', 'Change'],
  rows: [['North', '1,2 M€', '1,4 M€', '+16 %'], ['South', '0,9 M€', '1,1 M€', '+22 %'], ['East', '–', '0,4 M€', 'n/a'], ['West', '0,7 M€', '0,8 M€', '+14 %']],
};

function full(): TableData {
  const columns = Array.from({ length: TABLE_LIMITS.columns }, (_, c) => (c === 0 ? 'Product line' : `FY ${2017 + c}`));
  const rows = Array.from({ length: TABLE_LIMITS.rows }, (_, r) => columns.map((_, c) => (c === 0 ? `Line ${r + 1} services` : `${(r * 13.7 + c * 101.3).toFixed(1)} k€`)));
  return { columns, rows };
}

describe('table layout', () => {
  it('puts the header row first and shades every second body row', () => {
    const table = tableFrame([], options({ table: SALES })).table!;
    expect(table.rows.map((r) => r.header)).toEqual([true, false, false, false, false]);
    expect(table.rows.map((r) => r.zebra)).toEqual([false, false, true, false, true]);
    expect(table.rows[0]!.cells).toEqual(SALES.columns);
  });

  it('right-aligns columns of figures and left-aligns the label column', () => {
    const table = tableFrame([], options({ table: SALES })).table!;
    expect(table.columns.map((c) => c.align)).toEqual(['left', 'right', 'right', 'right']);
  });

  it('sits under the header, inside the slide, its rows stacked without gaps and its columns side by side', () => {
    for (const hasImage of [false, true]) {
      const frame = tableFrame([], options({ table: full() }, hasImage));
      const table = frame.table!;
      expect(contains(CANVAS_BOX, table.box)).toBe(true);
      expect(table.box.y).toBeGreaterThanOrEqual(headerBottom(frame));
      // The table is the slide's picture: no topic picture is given room beside it.
      expect(frame.image).toBeUndefined();
      table.rows.forEach((row, i) => i > 0 && expect(row.y).toBeCloseTo(table.rows[i - 1]!.y + table.rows[i - 1]!.h));
      table.columns.forEach((col, i) => i > 0 && expect(col.x).toBeCloseTo(table.columns[i - 1]!.x + table.columns[i - 1]!.w));
      expect(table.rows.at(-1)!.y + table.rows.at(-1)!.h).toBeLessThanOrEqual(CANVAS.height);
    }
  });

  it('fits a full 8 x 12 table at a size on its scale, and a small one at the largest', () => {
    const big = tableFrame([], options({ table: full() }));
    expect(big.overflow).toBeUndefined();
    expect(TABLE_SIZES).toContain(big.table!.size);
    expect(tableFrame([], options({ table: SALES })).table!.size).toBe(TABLE_SIZES[0]);
  });

  it('reports a table too long for the slide instead of drawing it off the slide', () => {
    const long: TableData = { columns: ['Item', 'Note'], rows: Array.from({ length: 12 }, (_, i) => [`Item ${i}`, 'A long remark that runs over several lines of the cell because it keeps going, and going, and going on about the same few things long after the point was made.']) };
    const frame = tableFrame([], options({ table: long }));
    expect(frame.overflow).toEqual([{ part: 'body' }]);
    expect(TABLE_SIZES.at(-1)).toBe(frame.table!.size);
  });

  it('shows a slide without data as a table of its points, no header row', () => {
    const table = tableFrame([{ heading: 'Cost', overview: 'Falls each year.' }, { heading: 'Grid', overview: 'Catches up.' }], options(undefined)).table!;
    expect(table.rows.map((r) => r.cells)).toEqual([['Cost', 'Falls each year.'], ['Grid', 'Catches up.']]);
    expect(table.rows.some((r) => r.header)).toBe(false);
  });
});

describe('chart layout', () => {
  const chart = { kind: 'column' as const, title: 'Revenue by quarter, M€', categories: ['Q1', 'Q2', 'Q3', 'Q4'], series: [{ name: 'North', values: [1.2, 1.4, 1.5, 1.7] }, { name: 'South', values: [0.9, 1.1, 1.4, 1.6] }], xTitle: '', yTitle: 'M€' };

  it('places its card under the header and its plot inside the card, under the chart title', () => {
    for (const hasImage of [false, true]) {
      const frame = chartFrame([], options({ chart }, hasImage));
      const c = frame.chart!;
      expect(c.box.y).toBeGreaterThanOrEqual(headerBottom(frame));
      expect(contains(CANVAS_BOX, c.box)).toBe(true);
      expect(contains(c.box, c.plot)).toBe(true);
      expect(c.plot.y).toBeGreaterThan(c.box.y + c.titleSize);
      expect(frame.image).toBeUndefined();
    }
  });

  it('writes values where they can be read and draws a legend for several series', () => {
    const c = chartFrame([], options({ chart })).chart!;
    expect(c.dataLabels).toBe(true);
    expect(c.legend).toBe(true);
    const crowded = { ...chart, categories: Array.from({ length: 12 }, (_, i) => `M${i + 1}`), series: chart.series.map((s) => ({ ...s, values: Array.from({ length: 12 }, (_, i) => i) })) };
    expect(chartFrame([], options({ chart: crowded })).chart!.dataLabels).toBe(false);
    const single = { ...chart, series: [chart.series[0]!] };
    expect(chartFrame([], options({ chart: single })).chart!.legend).toBe(false);
  });

  it('draws the points of a slide with chart data beside the chart, none lost', () => {
    const points = [{ heading: 'South caught up', overview: 'Its growth doubled in the second half.' }, { heading: 'North leads', overview: 'Still the larger market.' }, { heading: 'Outlook', overview: 'Both regions grow next year.' }];
    for (const hasImage of [false, true]) {
      const frame = chartFrame(points, options({ chart }, hasImage));
      const c = frame.chart!;
      expect(frame.items.map((item) => item.index)).toEqual([0, 1, 2]);
      expect(frame.overflow).toBeUndefined();
      for (const item of frame.items) {
        expect(contains(CANVAS_BOX, item)).toBe(true);
        expect(item.y).toBeGreaterThanOrEqual(headerBottom(frame));
        // Beside the chart's card, never over it.
        expect(item.x).toBeGreaterThanOrEqual(c.box.x + c.box.w);
        expect(item.headingBox.h).toBeGreaterThan(0);
        expect(item.bodyBox.h).toBeGreaterThan(0);
      }
      expect(c.box.w).toBeLessThan(chartFrame([], options({ chart }, hasImage)).chart!.box.w);
    }
    // Points that are all empty leave the chart the whole width.
    expect(chartFrame([{ heading: ' ', overview: '' }], options({ chart })).items).toEqual([]);
  });

  it('charts the key figures of a slide\'s points, and shows points without figures as a table', () => {
    const figures = [{ heading: '$38.6M revenue', overview: '' }, { heading: '$12.1M profit', overview: '' }, { heading: 'A plan', overview: 'No figure here.' }];
    expect(chartOfItems(figures)).toMatchObject({ categories: ['Revenue', 'Profit'], series: [{ values: [38.6, 12.1] }] });
    const words = [{ heading: 'Cost', overview: 'Falls.' }, { heading: 'Grid', overview: 'Catches up.' }];
    const frame = chartFrame(words, options(undefined));
    expect(frame.chart).toBeUndefined();
    expect(frame.table?.rows).toHaveLength(2);
  });
});

describe('chart data labels', () => {
  it('leaves values off columns too narrow to hold them', () => {
    const narrow = { kind: 'column' as const, title: '', categories: ['Q1', 'Q2', 'Q3', 'Q4'], series: [{ name: 'North', values: [1.32, 1.25, 1.18, 1.1], unit: '€/W' }, { name: 'South', values: [1.41, 1.36, 1.24, 1.19], unit: '€/W' }], xTitle: '', yTitle: '' };
    expect(chartFrame([], options({ chart: narrow })).chart!.dataLabels).toBe(false);
    expect(chartFrame([], options({ chart: { ...narrow, series: [narrow.series[0]!] } })).chart!.dataLabels).toBe(true);
  });
});

describe('table columns and a wider face', () => {
  it('gives every word room beyond its width in the deck face, so a fallback face does not break it', () => {
    // A long second column makes the table too wide: columns give up width down to their longest word.
    const area = { x: 0, y: 0, w: 900, h: 600 };
    const long = 'Downgraded as of Node.js 12, see the notes about compilation and the support tiers below';
    const table = { columns: ['Support', 'Notes'], rows: [['Experimental', long], ['Tier', long]] };
    const { table: frame } = tablePlan(table, area);
    const word = textWidthEm('Experimental', TEXT_FIT.charWidth) * frame.size;
    expect(frame.columns[0]!.w - 2 * frame.pad.x).toBeGreaterThanOrEqual(word * 1.15 - 0.01);
  });
});
