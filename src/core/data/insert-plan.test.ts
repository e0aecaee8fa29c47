import { describe, expect, it } from 'vitest';
import { planDataSlide, suggestChoice, suggestTitle } from './insert-plan';
import { parsePastedTable } from './paste';

function pasted(text: string) {
  const read = parsePastedTable(text);
  if (!read.ok) throw new Error(read.error);
  return read;
}

const SALES = 'Region\tQ1\tQ2\nNorth\t1.2\t1.4\nSouth\t0.9\t1.1\n';

describe('a slide from pasted data', () => {
  it('suggests a chart kind and a title from the data', () => {
    const { table } = pasted(SALES);
    expect(suggestChoice(table)).toBe('column');
    expect(suggestChoice(pasted('Month,Output\nJan,4\nFeb,5\nMar,6').table)).toBe('line');
    expect(suggestChoice(pasted('Name,Role\nAda,Lead').table)).toBe('table');
    expect(suggestTitle(table)).toBe('Q1, Q2 by Region');
  });

  it('makes a chart of the kind chosen, the label column as categories and its header as the x-axis title', () => {
    const plan = planDataSlide(pasted(SALES).table, 'bar');
    expect(plan).toEqual({
      ok: true,
      layout: 'chart',
      data: { chart: { kind: 'bar', title: '', categories: ['North', 'South'], series: [{ name: 'Q1', values: [1.2, 0.9] }, { name: 'Q2', values: [1.4, 1.1] }], xTitle: 'Region', yTitle: '' } },
    });
  });

  it('keeps units and reads decimal commas of a semicolon paste', () => {
    const read = pasted('Item;Cost (€)\nPanels;1,10 €\nLabour;0,45 €');
    const plan = planDataSlide(read.table, 'pie', read.decimalHint);
    expect(plan.ok && plan.data.chart).toMatchObject({ kind: 'pie', xTitle: '', yTitle: '', series: [{ name: 'Cost (€)', values: [1.1, 0.45], unit: '€' }] });
  });

  it('makes a table of the text as pasted', () => {
    expect(planDataSlide(pasted(SALES).table, 'table')).toEqual({ ok: true, layout: 'table', data: { table: { columns: ['Region', 'Q1', 'Q2'], rows: [['North', '1.2', '1.4'], ['South', '0.9', '1.1']] } } });
  });

  it('refuses bad data with the message naming the problem', () => {
    expect(planDataSlide(pasted('Region,Q1\nNorth,12\nSouth,n/a').table, 'column')).toEqual({ ok: false, error: "Row 2, column 'Q1': 'n/a' is not a number." });
    expect(planDataSlide(pasted('Region,Q1,Q2\nNorth,,3\nSouth,,4').table, 'column')).toEqual({ ok: false, error: "Column 'Q1' has no numbers: a chart needs at least one." });
    const rows = ['Day,Visits', ...Array.from({ length: 13 }, (_, i) => `D${i},${i}`)].join('\n');
    expect(planDataSlide(pasted(rows).table, 'line')).toEqual({ ok: false, error: 'This chart has 13 categories (rows): a chart shows at most 12.' });
    expect(planDataSlide(pasted(rows).table, 'table')).toEqual({ ok: false, error: 'This table has 13 rows: a table slide shows at most 12. Paste fewer rows or split them over several slides.' });
  });

  it('reads a formula as text in a table and refuses it in a chart; HTML in cells becomes its text', () => {
    const read = pasted('Item,Cost\nPanels,=B2*2\n<b>Labour</b>,3');
    expect(read.notes).toEqual(["Row 1, column 'Cost' holds a formula: it is kept as text, never calculated.", "Row 2, column 'Item' held HTML tags: only its text was kept."]);
    expect(planDataSlide(read.table, 'table')).toMatchObject({ ok: true, data: { table: { rows: [['Panels', '=B2*2'], ['Labour', '3']] } } });
    expect(planDataSlide(read.table, 'column')).toEqual({ ok: false, error: "Row 1, column 'Cost': '=B2*2' is a formula; formulas are not calculated here." });
  });
});
