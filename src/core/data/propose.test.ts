import { describe, expect, it } from 'vitest';
import { chartDataSchema, tableDataSchema } from '../schemas/slide-data';
import { chooseChartKind, timeLike } from './chart-kind';
import { keyFigures } from './figures';
import { proposeSlides, proposeTableSlides, type SlidePlan } from './propose';

const costs = {
  table: { columns: ['Item', 'Cost per watt', 'Share'], rows: [['Panels', '0.55 €', '50 %'], ['Inverter', '0.22 €', '20 %'], ['Labour', '0.33 €', '30 %']] },
  heading: 'Installation costs',
  caption: 'Table 1: Installation costs per watt',
  page: 3,
};
const output = { table: { columns: ['Year', 'North (MWh)', 'South (MWh)'], rows: [['2021', '1,200', '950'], ['2022', '1,340', '1,010'], ['2023', '1,410', '1,180']] }, heading: 'Output by year' };

function only(plans: SlidePlan[]): SlidePlan {
  expect(plans).toHaveLength(1);
  return plans[0] as SlidePlan;
}

describe('proposeTableSlides', () => {
  it('a series over years is a line chart, titled by its heading', () => {
    const plan = only(proposeTableSlides(output, 'review.pdf'));
    expect(plan).toMatchObject({ kind: 'chart', title: 'Output by year', source: 'Output by year, review.pdf' });
    if (plan.kind !== 'chart') throw new Error(plan.kind);
    expect(plan.chart).toMatchObject({ kind: 'line', categories: ['2021', '2022', '2023'], series: [{ name: 'North (MWh)', values: [1200, 1340, 1410], unit: 'MWh' }, { name: 'South (MWh)', values: [950, 1010, 1180], unit: 'MWh' }] });
    expect(chartDataSchema.safeParse(plan.chart).success).toBe(true);
  });

  it('a few shares adding up to 100 % are a pie, titled by the caption', () => {
    const plan = only(proposeTableSlides(costs));
    expect(plan).toMatchObject({ kind: 'chart', title: 'Installation costs per watt', source: 'Table 1: Installation costs per watt, page 3' });
    expect(plan.kind === 'chart' && plan.chart).toMatchObject({ kind: 'pie', categories: ['Panels', 'Inverter', 'Labour'], series: [{ name: 'Share', values: [50, 20, 30], unit: '%' }] });
  });

  it('other figures by label are columns, or bars for many or long labels', () => {
    const short = only(proposeTableSlides({ table: { columns: ['Town', 'Sites'], rows: [['Ays', '12'], ['Bex', '20'], ['Cully', '16']] } }));
    expect(short.kind === 'chart' && short.chart.kind).toBe('column');
    const long = only(proposeTableSlides({ table: { columns: ['Town', 'Sites'], rows: [['Ays-sur-le-Lac', '12'], ['Bex', '20']] } }));
    expect(long.kind === 'chart' && long.chart.kind).toBe('bar');
  });

  it('a table without a clean numeric series, or with text columns, stays a table', () => {
    const text = only(proposeTableSlides({ table: { columns: ['Section', 'Description'], rows: [['1', 'User commands'], ['2', 'System calls']] }, heading: 'Manual sections' }));
    expect(text).toMatchObject({ kind: 'table', title: 'Manual sections' });
    const notes = only(proposeTableSlides({ table: { columns: ['Item', 'Cost', 'Note'], rows: [['A', '1', 'new'], ['B', '2', 'old']] } }));
    expect(notes.kind).toBe('table');
    const bad = only(proposeTableSlides({ table: { columns: ['Q', 'Sales'], rows: [['Q1', '1'], ['Q2', '2'], ['Q3', '3'], ['Q4', 'n/a']] } }));
    expect(bad.kind).toBe('table');
  });

  it('a long, wide table is split over at most three slides cut to the slide caps, and says what was left out', () => {
    const columns = Array.from({ length: 10 }, (_, i) => `C${i}`);
    const rows = Array.from({ length: 40 }, (_, r) => columns.map((_, c) => (c === 0 ? `row ${r}` : 'x'.repeat(200))));
    const plans = proposeTableSlides({ table: { columns, rows }, heading: 'Big' });
    expect(plans.map((p) => p.title)).toEqual(['Big (1/3)', 'Big (2/3)', 'Big (3/3)']);
    for (const p of plans) if (p.kind === 'table') expect(tableDataSchema.safeParse(p.table).success).toBe(true);
    expect(plans[2]).toMatchObject({ note: 'Left out: columns past the 8th and rows past the 36th; the document has them all.' });
  });
});

describe('chart kinds', () => {
  it('knows time-like categories', () => {
    expect(timeLike(['2021', '2022'])).toBe(true);
    expect(timeLike(['Q1 2024', 'Q2 2024'])).toBe(true);
    expect(timeLike(['Jan', 'Feb', 'März'])).toBe(true);
    expect(timeLike(['2024-01', '2024-02'])).toBe(true);
    expect(timeLike(['North', 'South'])).toBe(false);
  });

  it('puts two points in time in columns, not a line', () => {
    expect(chooseChartKind({ categories: ['2022', '2023'], series: [{ name: 'A', values: [1, 2] }] })).toBe('column');
  });
});

describe('big numbers', () => {
  const dense = 'Installation ran about 1.10 euros per watt, 12% below the budget; the 48 sites produced 2,590 MWh in 2023 and saved 1,150 tonnes of CO2.';

  it('finds the figures of a paragraph dense with them, years and names aside', () => {
    expect(keyFigures(dense)).toEqual([
      { value: '1.10 euros', label: 'per watt' },
      { value: '12%', label: 'below the budget' },
      { value: '48 sites', label: 'produced' },
      { value: '2,590 MWh', label: 'in 2023 and saved' },
    ]);
  });

  it('finds none in prose with a figure or two', () => {
    expect(keyFigures('The towns plan to extend the pilot to the schools in 2025, if the council agrees to the budget it was shown in its 3 meetings.')).toEqual([]);
  });

  it('proposes the tables, then a big-number slide under its heading, from the extracted text', () => {
    const text = `# Review\n\n## Output by year\n\n| Year | North (MWh) | South (MWh) |\n| --- | --- | --- |\n| 2021 | 1,200 | 950 |\n\n## Summary\n\n${dense}\n\nThe towns plan more.`;
    const plans = proposeSlides([output], text, 'review.docx');
    expect(plans.map((p) => [p.kind, p.title])).toEqual([
      ['chart', 'Output by year'],
      ['big-number', 'Summary'],
    ]);
  });
});
