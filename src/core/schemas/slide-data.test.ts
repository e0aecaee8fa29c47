import { describe, expect, it } from 'vitest';
import { CHART_LIMITS, TABLE_LIMITS, chartDataSchema, slideDataSchema, tableDataSchema } from './slide-data';

const table = { columns: ['Region', 'Q1', 'Q2'], rows: [['North', '1,2 M€', '1,4 M€'], ['South', '0,9 M€', '1,1 M€']] };
const chart = { categories: ['Q1', 'Q2'], series: [{ name: 'North', values: [1.2, 1.4], unit: 'M€' }] };

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }): string => result.error?.issues[0]?.message ?? '';

describe('slide data', () => {
  it('keeps a table and a chart, a chart defaulting to columns without titles', () => {
    const data = slideDataSchema.parse({ table, chart, source: 'Table 2, report.docx' });
    expect(data.table).toEqual(table);
    expect(data.chart).toMatchObject({ kind: 'column', title: '', xTitle: '', yTitle: '', ...chart });
  });

  it('refuses ragged rows, naming the problem', () => {
    const result = tableDataSchema.safeParse({ columns: ['A', 'B'], rows: [['1', '2'], ['3']] });
    expect(message(result)).toBe('every row of a table must have as many cells as the header');
  });

  it('refuses a table beyond the slide caps', () => {
    const wide = { columns: Array.from({ length: TABLE_LIMITS.columns + 1 }, (_, i) => `C${i}`), rows: [Array.from({ length: TABLE_LIMITS.columns + 1 }, () => '1')] };
    expect(message(tableDataSchema.safeParse(wide))).toBe('a table on a slide has at most 8 columns');
    const long = { columns: ['A'], rows: Array.from({ length: TABLE_LIMITS.rows + 1 }, () => ['1']) };
    expect(message(tableDataSchema.safeParse(long))).toBe('a table on a slide has at most 12 rows');
  });

  it('refuses a series of the wrong length, an empty chart and too many series', () => {
    expect(message(chartDataSchema.safeParse({ categories: ['Q1', 'Q2'], series: [{ name: 'A', values: [1] }] }))).toBe('every series of a chart must have one value per category');
    expect(message(chartDataSchema.safeParse({ categories: ['Q1'], series: [{ name: 'A', values: [null] }] }))).toBe('a chart needs at least one number');
    const many = { categories: ['Q1'], series: Array.from({ length: CHART_LIMITS.series + 1 }, (_, i) => ({ name: `S${i}`, values: [i] })) };
    expect(message(chartDataSchema.safeParse(many))).toBe('a chart shows at most 6 series');
  });

  it('refuses numbers that are not finite', () => {
    expect(chartDataSchema.safeParse({ categories: ['Q1'], series: [{ name: 'A', values: [Number.NaN] }] }).success).toBe(false);
  });
});
