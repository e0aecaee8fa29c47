/**
 * Table and chart slides in the file: a native table (<a:tbl>) with every
 * cell, the header bold and figures right-aligned; a native chart part with
 * its title, categories, the theme's colours and its embedded workbook; no
 * part a PowerPoint repair would flag, a missing value left out.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { slideSchema } from '../../core/schemas/slide';
import type { SlideDataInput } from '../../core/schemas/slide-data';
import { exportPptx } from './index';
import { titleSlide } from './test-decks';
import { validatePptx } from './validate';

function dataSlide(id: number, layout: 'table' | 'chart', data: SlideDataInput, points: [string, string][] = []) {
  const subtopics = points.map(([heading, overview], i) => ({ id: `subtopic_${id}_${i + 1}`, heading, overview }));
  return slideSchema.parse({ id, type: 'topic', title: `Slide ${id}`, layout: { type: layout }, data, topic: { heading: `Figures ${id}`, overview: 'The takeaway.', subtopics } });
}

const TABLE = { columns: ['Region', 'Q1', 'Q2'], rows: [['North', '1.2 M€', '1.4 M€'], ['South', '0.9 M€', '1.1 M€']] };
const CHART = { kind: 'line' as const, title: 'Output by month', categories: ['Jan', 'Feb', 'Mar'], series: [{ name: 'North', values: [4.1, null, 5.9], unit: 'GWh' }, { name: 'South', values: [3.2, 3.9, 4.4], unit: 'GWh' }] };

async function exported(slides: ReturnType<typeof dataSlide>[], language?: string) {
  const deck = { title: 'Data', slides: [titleSlide('Data'), ...slides], settings: createDefaultPresentationSettings({ selectedTheme: 'classic-bw', ...(language ? { language } : {}) }) };
  const result = await exportPptx(deck);
  const zip = await JSZip.loadAsync(result.bytes);
  const read = (name: string) => zip.file(name)!.async('string');
  return { result, zip, read, names: Object.keys(zip.files) };
}

describe('table and chart slides in PowerPoint', () => {
  it('writes a table as a native table: every cell, the header bold, figures right-aligned', async () => {
    const { result, read } = await exported([dataSlide(1, 'table', { table: TABLE })]);
    expect(await validatePptx(result.bytes)).toEqual([]);
    const xml = await read('ppt/slides/slide2.xml');
    expect(xml).toContain('<a:tbl>');
    for (const cell of [...TABLE.columns, ...TABLE.rows.flat()]) expect(xml).toContain(`<a:t>${cell}</a:t>`);
    expect(/<a:tc>(?:(?!<\/a:tc>)[\s\S])*<a:rPr[^>]*b="1"[\s\S]*?<a:t>Region<\/a:t>/u.test(xml)).toBe(true);
    expect(/<a:pPr[^>]*algn="r"[^>]*>(?:(?!<\/a:p>)[\s\S])*<a:t>1\.2 M€<\/a:t>/u.test(xml)).toBe(true);
    expect(/<a:pPr[^>]*algn="r"[^>]*>(?:(?!<\/a:p>)[\s\S])*<a:t>North<\/a:t>/u.test(xml)).toBe(false);
    expect(result.report.issues.filter((i) => i.slide !== undefined)).toEqual([]);
  });

  it('writes a chart as a native chart with its workbook, title, categories and the theme\'s colours', async () => {
    const { result, read, names } = await exported([dataSlide(1, 'chart', { chart: CHART })]);
    expect(await validatePptx(result.bytes)).toEqual([]);
    const chart = names.find((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n))!;
    expect(chart).toBeDefined();
    expect(names.some((n) => /^ppt\/embeddings\/.+\.xlsx$/.test(n))).toBe(true);
    const xml = await read(chart);
    expect(xml).toContain('<c:lineChart>');
    expect(xml).toContain('Output by month');
    for (const month of CHART.categories) expect(xml).toContain(`<c:v>${month}</c:v>`);
    // The accent of classic-bw, the first series colour.
    expect(xml).toContain('2563EB');
    // The missing February value is left out, not written as an empty number.
    expect(xml).not.toMatch(/<c:v>\s*<\/c:v>/u);
    expect(xml).toContain('#,##0.0&quot; GWh&quot;');
    expect(await read('ppt/slides/slide2.xml')).toContain('<a:t>Figures 1</a:t>');
  });

  it('writes the chart\'s number formats in the deck\'s language', async () => {
    const pie = { ...CHART, kind: 'pie' as const, series: [{ name: 'Share', values: [50, 30, 20], unit: '%' }] };
    const german = await exported([dataSlide(1, 'chart', { chart: CHART }), dataSlide(2, 'chart', { chart: pie })], 'de-DE');
    expect(await validatePptx(german.result.bytes)).toEqual([]);
    const charts = german.names.filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n)).sort();
    const [line, shares] = await Promise.all(charts.map(german.read));
    // The German locale tag: a reader shows "4,1 GWh" and "1.000"; the unit where German writes it.
    expect(line).toContain('formatCode="[$-407]#,##0.0&quot; GWh&quot;"');
    // The axis has whole-number ticks (0 to 6 GWh), written without decimals, as on screen.
    expect(line).toContain('formatCode="[$-407]#,##0"');
    expect(shares).toContain('formatCode="[$-407]0&quot;\u00a0&quot;%"');
    const english = await exported([dataSlide(1, 'chart', { chart: CHART })], 'en-US');
    const xml = await english.read(english.names.find((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n))!);
    expect(xml).toContain('formatCode="#,##0.0&quot; GWh&quot;"');
    expect(xml).toContain('formatCode="#,##0"');
    expect(xml).not.toContain('[$-');
  });

  it('writes text in the chart\'s workbook as text, never as a formula', async () => {
    const hostile = ['=1+2', '+SUM(A1:A9)', '-2+3', '@cmd', '=HYPERLINK("http://x.test","y")'];
    const chart = { kind: 'column' as const, title: 'Cells', categories: hostile.slice(0, 4), series: [{ name: hostile[4]!, values: [1, 2, 3, 4] }, { name: '=A1', values: [4, 3, 2, 1] }] };
    const { result, zip, names } = await exported([dataSlide(1, 'chart', { chart }), dataSlide(2, 'chart', { chart: { ...chart, kind: 'scatter' } })]);
    expect(await validatePptx(result.bytes)).toEqual([]);
    const books = names.filter((n) => /^ppt\/embeddings\/.+\.xlsx$/.test(n));
    expect(books).toHaveLength(2);
    for (const name of books) {
      const book = await JSZip.loadAsync(await zip.file(name)!.async('uint8array'));
      const sheet = await book.file('xl/worksheets/sheet1.xml')!.async('string');
      const strings = await book.file('xl/sharedStrings.xml')!.async('string');
      // No cell holds a formula; every text is a shared string, which a spreadsheet shows as it is.
      expect(sheet).not.toMatch(/<f[\s>]/u);
      expect(sheet).not.toContain('t="str"');
      expect(strings).toContain('<t>=HYPERLINK(&quot;http://x.test&quot;,&quot;y&quot;)</t>');
      expect(strings).toContain('<t>=A1</t>');
      for (const text of hostile.slice(0, 4)) expect(sheet.includes(text)).toBe(false);
    }
    const columnStrings = await (await JSZip.loadAsync(await zip.file(books.sort()[0]!)!.async('uint8array'))).file('xl/sharedStrings.xml')!.async('string');
    for (const text of hostile.slice(0, 4)) expect(columnStrings).toContain(`<t>${text}</t>`);
  });

  it('writes the chart\'s workbook table as a spreadsheet reads it: a real range, distinct column names', async () => {
    const chart = { kind: 'column' as const, title: 'Twins', categories: ['Q1', 'Q2', 'Q3'], series: [{ name: 'North', values: [1, 2, 3] }, { name: 'north', values: [3, 2, 1] }, { name: 'Column1', values: [2, 2, 2] }] };
    const { zip, names } = await exported([dataSlide(1, 'chart', { chart })]);
    const book = await JSZip.loadAsync(await zip.file(names.find((n) => /^ppt\/embeddings\/.+\.xlsx$/.test(n))!)!.async('uint8array'));
    const table = await book.file('xl/tables/table1.xml')!.async('string');
    expect(table).toMatch(/ ref="A1:D4"/u);
    const columns = [...table.matchAll(/<tableColumn [^>]*name="([^"]*)"/gu)].map((m) => m[1]!.toLowerCase());
    expect(new Set(columns).size).toBe(columns.length);
    expect(columns).toEqual(['column1', 'north', 'north (2)', 'column1 (2)']);
  });

  it('writes the points of a slide with chart data beside its chart', async () => {
    const slide = dataSlide(1, 'chart', { chart: CHART }, [['South caught up', 'Its growth doubled.'], ['Outlook', 'Both regions grow next year.']]);
    const { result, read } = await exported([slide]);
    expect(await validatePptx(result.bytes)).toEqual([]);
    const xml = await read('ppt/slides/slide2.xml');
    expect(xml).toContain('<p:graphicFrame>');
    for (const words of ['South caught up', 'Its growth doubled.', 'Outlook', 'Both regions grow next year.']) expect(xml).toContain(`<a:t>${words}</a:t>`);
  });

  it('writes every chart kind as a clean file', async () => {
    const kinds = ['bar', 'column', 'area', 'pie', 'doughnut', 'scatter'] as const;
    const { result, names } = await exported(kinds.map((kind, i) => dataSlide(i + 1, 'chart', { chart: { ...CHART, kind } })));
    expect(await validatePptx(result.bytes)).toEqual([]);
    expect(names.filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n))).toHaveLength(kinds.length);
    expect(result.report.slidesExported).toBe(kinds.length + 1);
  });
});
