import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractText } from './index';

const dir = 'tests/fixtures/tables';
const read = (name: string) => new Uint8Array(readFileSync(`${dir}/${name}`));

const COSTS = {
  columns: ['Item', 'Cost per watt', 'Share'],
  rows: [
    ['Panels', '0.55 €', '50 %'],
    ['Inverter', '0.22 €', '20 %'],
    ['Labour', '0.33 €', '30 %'],
  ],
};
const OUTPUT = {
  columns: ['Year', 'North (MWh)', 'South (MWh)'],
  rows: [
    ['2021', '1,200', '950'],
    ['2022', '1,340', '1,010'],
    ['2023', '1,410', '1,180'],
  ],
};

describe('tables extracted from documents', () => {
  it.each(['tables.docx', 'tables.doc', 'tables-html.doc'])('%s: both tables, with heading and caption, as pipe tables in the text', async (name) => {
    const result = await extractText(read(name), name);
    expect(result.tables).toEqual([
      { table: COSTS, heading: 'Installation costs', caption: 'Table 1: Installation costs per watt' },
      { table: OUTPUT, heading: 'Output by year' },
    ]);
    expect(result.text).toContain('| Item | Cost per watt | Share |\n| --- | --- | --- |\n| Panels | 0.55 € | 50 % |');
    expect(result.text).toContain('Installation ran about 1.10 euros per watt');
  });

  it('a web page saved as .doc is read as a document, its tags never kept as text', async () => {
    const result = await extractText(read('tables-html.doc'), 'export.doc');
    expect(result.kind).toBe('doc');
    expect(result.text).not.toMatch(/<\/?(td|tr|table|p|h2)\b/);
    expect(result.text.split('\n')[0]).toBe('# Solar pilot review');
  });

  it('pdf: both tables from lines that line up, with their page, as pipe tables instead of prose', async () => {
    const result = await extractText(read('tables.pdf'), 'tables.pdf');
    expect(result.tables).toEqual([
      { table: COSTS, page: 1, heading: 'Installation costs', caption: 'Table 1: Installation costs per watt' },
      { table: OUTPUT, page: 1, heading: 'Output by year' },
    ]);
    expect(result.text).toContain('| Year | North (MWh) | South (MWh) |\n| --- | --- | --- |\n| 2021 | 1,200 | 950 |');
    expect(result.text).not.toContain('Panels 0.55 € 50 %');
  });

  it('pptx: the table with its slide number, the hidden slide not counted out', async () => {
    const result = await extractText(read('tables.pptx'), 'tables.pptx');
    expect(result.tables[0]).toEqual({ table: COSTS, slide: 2 });
  });

  it("pptx: a chart's cached data comes out as a table on its slide", async () => {
    const result = await extractText(read('tables.pptx'), 'tables.pptx');
    const chart = { columns: ['', 'North', 'South'], rows: [['2021', '1200', '950'], ['2022', '1340', '1010'], ['2023', '1410', '1180']] };
    expect(result.tables[1]).toEqual({ table: chart, slide: 4 });
    expect(result.text).toContain('| | North | South |\n| --- | --- | --- |\n| 2021 | 1200 | 950 |');
  });

  it('markdown: pipe tables with their heading; one-column boxes and code are not tables', async () => {
    const md = [
      '# Review',
      '## Output by year',
      '| Year | North (MWh) | South (MWh) |',
      '|---|---|---|',
      ...OUTPUT.rows.map((r) => `| ${r.join(' | ')} |`),
      '',
      '| Note |',
      '| --- |',
      '| A box around a warning |',
      '',
      '```',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '```',
    ].join('\n');
    const result = await extractText(new TextEncoder().encode(md), 'review.md');
    expect(result.tables).toEqual([{ table: OUTPUT, heading: 'Output by year' }]);
  });

  it('a document without tables has none', async () => {
    const result = await extractText(new TextEncoder().encode('# Plain\n\nJust prose, with a | pipe in it.\nAnd a - dash.'), 'plain.md');
    expect(result.tables).toEqual([]);
  });
});

describe('merged cells', () => {
  it('keep the columns in place: empty cells where a cell spans across or down', async () => {
    const { htmlToText } = await import('./html-text');
    const html = '<table><tr><th>Region</th><th colspan="2">Output</th></tr><tr><td rowspan="2">North</td><td>2022</td><td>5</td></tr><tr><td>2023</td><td>6</td></tr></table>';
    expect(htmlToText(html).text).toBe('| Region | Output |  |\n| --- | --- | --- |\n| North | 2022 | 5 |\n|  | 2023 | 6 |');
  });
});
