import { describe, expect, it } from 'vitest';
import type { PdfLine } from './pdf-layout';
import { findPdfTables } from './pdf-tables';

/** A line at height `y` whose cells start at the given x positions (each cell 6 units per character wide). */
function line(y: number, cells: [string, number][]): PdfLine {
  const laid = cells.map(([text, x]) => ({ text, x, right: x + text.length * 6 }));
  const text = cells.map(([t]) => t).join(' ');
  return { text, x: laid[0]?.x ?? 0, y, right: laid.at(-1)?.right ?? 0, size: 11, sizeChars: text.length, chars: text.length, boldChars: 0, monoChars: 0, cells: laid };
}

const rows = (cells: string[][], xs: number[], top = 700, pitch = 14): PdfLine[] => cells.map((r, i) => line(top - i * pitch, r.map((c, k) => [c, xs[k] ?? 0])));

describe('findPdfTables', () => {
  it('reads lines whose cells line up as a table', () => {
    const lines = [line(730, [['Costs of the pilot, as the towns reported them.', 60]]), ...rows([['Item', 'Cost'], ['Panels', '0.55 €'], ['Labour', '0.33 €']], [60, 200])];
    expect(findPdfTables(lines)).toEqual([{ start: 1, end: 3, table: { columns: ['Item', 'Cost'], rows: [['Panels', '0.55 €'], ['Labour', '0.33 €']] } }]);
  });

  it('leaves prose, two columns of text, tables of contents and listings alone', () => {
    const prose = rows([['A paragraph of plain prose that runs on'], ['over several lines of the page, as'], ['paragraphs do.']], [60]);
    const glossary = rows([['-a', 'list all entries'], ['-l', 'use a long format'], ['-r', 'reverse the order']], [60, 120]);
    const contents = rows([['Introduction', '1'], ['Getting started', '4'], ['Tables', '9']], [60, 400]);
    const leaders = rows([['Introduction', '.......', 'i'], ['Start', '.......', 'ii'], ['End', '.......', 'iii']], [60, 200, 400]);
    const listing = rows([['total', '12'], ['drwx', '4'], ['-rw-', '8']], [60, 120]).map((l) => ({ ...l, monoChars: l.chars }));
    for (const lines of [prose, glossary, contents, leaders, listing]) expect(findPdfTables(lines)).toEqual([]);
  });

  it('leaves a fragment under a row wrapped over two lines', () => {
    const wrapped = line(714, [['co-installable', 300]]);
    const lines = [line(728, [['libfoo-dev', 60], ['any', 200], ['headers and static', 300]]), wrapped, ...rows([['libfoo-doc', 'all', 'documentation'], ['bar', 'any', 'the program'], ['baz', 'all', 'the scripts']], [60, 200, 300], 700)];
    expect(findPdfTables(lines)).toEqual([]);
  });
});
