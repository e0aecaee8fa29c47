import { describe, expect, it } from 'vitest';
import { MAX_DATA_CHARS, MAX_DATA_COLUMNS, MAX_DATA_ROWS } from './limits';
import { EMPTY_PASTE, NO_ROWS, TOO_MANY_CHARS, TOO_MANY_COLUMNS, TOO_MANY_ROWS, UNCLOSED_QUOTE } from './messages';
import { parsePastedTable, type PasteResult } from './paste';

function table(result: PasteResult) {
  if (!result.ok) throw new Error(result.error);
  return result;
}

const error = (result: PasteResult): string => (result.ok ? 'no error' : result.error);

describe('parsePastedTable', () => {
  it('reads CSV with quotes, escaped quotes and a comma inside a quoted cell', () => {
    const r = table(parsePastedTable('Name,Note\n"Smith, J.","He said ""hi"""\nLee,plain\n'));
    expect(r.separator).toBe(',');
    expect(r.table).toEqual({ columns: ['Name', 'Note'], rows: [['Smith, J.', 'He said "hi"'], ['Lee', 'plain']] });
  });

  it('reads TSV', () => {
    const r = table(parsePastedTable('Region\tQ1\tQ2\nNorth\t1.2\t1.4\nSouth\t0.9\t1.1'));
    expect(r.separator).toBe('\t');
    expect(r.table.rows).toEqual([['North', '1.2', '1.4'], ['South', '0.9', '1.1']]);
  });

  it('reads spreadsheet cells from the clipboard: CRLF lines, a quoted multi-line cell, trailing tabs', () => {
    const clip = 'Item\tCost\tComment\t\r\nPanels\t1 200 €\t"two lines\r\nof text"\t\r\nInverter\t300 €\t"a ""quoted"" word"\t\r\n';
    const r = table(parsePastedTable(clip));
    expect(r.table.columns).toEqual(['Item', 'Cost', 'Comment']);
    expect(r.table.rows).toEqual([
      ['Panels', '1 200 €', 'two lines\r\nof text'],
      ['Inverter', '300 €', 'a "quoted" word'],
    ]);
  });

  it('reads semicolon-separated data with decimal commas and hints the comma', () => {
    const r = table(parsePastedTable('Jahr;Umsatz\n2022;1,5\n2023;2,25\n'));
    expect(r.separator).toBe(';');
    expect(r.decimalHint).toBe(',');
    expect(r.table.rows).toEqual([['2022', '1,5'], ['2023', '2,25']]);
  });

  it('reads a Markdown pipe table', () => {
    const r = table(parsePastedTable('| A | B |\n|---|---|\n| 1 | x \\| y |\n'));
    expect(r.table).toEqual({ columns: ['A', 'B'], rows: [['1', 'x | y']] });
  });

  it('keeps empty cells and names blank headers', () => {
    const r = table(parsePastedTable(',Q1,Q2\nNorth,,4\n'));
    expect(r.table).toEqual({ columns: ['Column 1', 'Q1', 'Q2'], rows: [['North', '', '4']] });
  });

  it('keeps formulas as text and says so', () => {
    const r = table(parsePastedTable('A,B\n1,=SUM(A1:A3)\n2,=A2*2\n'));
    expect(r.table.rows[0]?.[1]).toBe('=SUM(A1:A3)');
    expect(r.notes).toEqual(["Row 1, column 'B' holds a formula: it is kept as text, never calculated. (and 1 more cell)"]);
  });

  it('keeps only the text of HTML in cells', () => {
    const r = table(parsePastedTable('A,B\n<b>North</b>,<img src=x onerror=alert(1)>5\n'));
    expect(r.table.rows[0]).toEqual(['North', '5']);
    expect(r.notes[0]).toBe("Row 1, column 'A' held HTML tags: only its text was kept. (and 1 more cell)");
  });

  it('refuses ragged rows, naming the row', () => {
    expect(error(parsePastedTable('A,B,C\n1,2,3\n4,5\n'))).toBe('Row 2 has 2 cells, but the header has 3 columns.');
  });

  it('refuses empty text, a header alone and an unclosed quote', () => {
    expect(error(parsePastedTable(' \n\t\n'))).toBe(EMPTY_PASTE);
    expect(error(parsePastedTable('A,B\n'))).toBe(NO_ROWS);
    expect(error(parsePastedTable('A,B\n"open,2\n'))).toBe(UNCLOSED_QUOTE);
  });

  it('refuses a 10,000-row paste, and more columns or characters than the caps', () => {
    const rows = ['x,y', ...Array.from({ length: 10_000 }, (_, i) => `${i},${i * 2}`)].join('\n');
    expect(error(parsePastedTable(rows))).toBe(TOO_MANY_ROWS);
    expect(TOO_MANY_ROWS).toContain(MAX_DATA_ROWS.toLocaleString('en-US'));
    const justEnough = ['x,y', ...Array.from({ length: MAX_DATA_ROWS }, (_, i) => `${i},1`)].join('\n');
    expect(table(parsePastedTable(justEnough)).table.rows).toHaveLength(MAX_DATA_ROWS);
    const wide = Array.from({ length: MAX_DATA_COLUMNS + 1 }, (_, i) => `c${i}`).join('\t');
    expect(error(parsePastedTable(`${wide}\n${wide}`))).toBe(TOO_MANY_COLUMNS);
    expect(error(parsePastedTable('a'.repeat(MAX_DATA_CHARS + 1)))).toBe(TOO_MANY_CHARS);
  });

  it('refuses a cell longer than the cap, naming it', () => {
    expect(error(parsePastedTable(`A,B\n1,${'x'.repeat(3000)}\n`))).toBe("Row 1, column 'B' is longer than 2,000 characters: a cell holds a label or a figure.");
  });
});
