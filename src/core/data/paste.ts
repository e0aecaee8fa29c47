/**
 * Pasted data as a table: CSV, TSV, cells copied from a spreadsheet, or a
 * Markdown pipe table. The first row is the header. Anything wrong is
 * refused with one message naming the problem, and nothing else happens:
 * the caller keeps what it had.
 */
import type { TableData } from '../schemas/slide-data';
import { cleanCells } from './cells';
import { detectSeparator, splitDelimited, type Separator } from './delimited';
import { MAX_DATA_CHARS } from './limits';
import { EMPTY_PASTE, NO_ROWS, TOO_MANY_CHARS, raggedRow } from './messages';
import type { DecimalMark } from './number';
import { pipeRows } from './pipe-table';

export interface PastedTable {
  table: TableData;
  /** What was changed on the way in (HTML reduced to text, formulas kept as text), one line each. */
  notes: string[];
  /** The separator read, undefined for a single column or a pipe table. */
  separator: Separator | '|' | undefined;
  /** The decimal mark a column that does not tell should be read with: ',' when the paste is separated by semicolons. */
  decimalHint: DecimalMark;
}

export type PasteResult = ({ ok: true } & PastedTable) | { ok: false; error: string };

/** Cells past the header's width that are all empty (a spreadsheet's trailing tabs) are dropped. */
function trimTrailing(rows: string[][], width: number): string[][] {
  return rows.map((row) => (row.length > width && row.slice(width).every((c) => c.trim() === '') ? row.slice(0, width) : row));
}

/** The header without trailing blank columns no row fills. */
function headerWidth(rows: readonly (readonly string[])[]): number {
  const header = rows[0] ?? [];
  let width = header.length;
  while (width > 1 && (header[width - 1] ?? '').trim() === '' && rows.every((r) => (r[width - 1] ?? '').trim() === '')) width--;
  return width;
}

/** Raw rows: a pipe table when the text is one, else delimited cells. */
function readRows(text: string): { ok: true; rows: string[][]; separator: PastedTable['separator'] } | { ok: false; error: string } {
  const pipes = pipeRows(text);
  if (pipes) return { ok: true, rows: pipes, separator: '|' };
  const separator = detectSeparator(text);
  const grid = splitDelimited(text, separator);
  return grid.ok ? { ok: true, rows: grid.rows, separator } : grid;
}

/**
 * Reads pasted text as a table (header row first).
 * Refuses: empty text, text over MAX_DATA_CHARS, more rows or columns than
 * the caps, an unclosed quote, a header with no rows, a row whose width
 * differs from the header's, a cell over MAX_CELL_CHARS.
 */
export function parsePastedTable(pasted: string): PasteResult {
  if (pasted.length > MAX_DATA_CHARS) return { ok: false, error: TOO_MANY_CHARS };
  const text = pasted.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, error: EMPTY_PASTE };
  const read = readRows(text);
  if (!read.ok) return read;
  if (read.rows.length === 0) return { ok: false, error: EMPTY_PASTE };
  const width = headerWidth(read.rows);
  const [header = [], ...body] = trimTrailing(read.rows, width);
  if (body.length === 0) return { ok: false, error: NO_ROWS };
  const ragged = body.findIndex((row) => row.length !== width);
  if (ragged >= 0) return { ok: false, error: raggedRow(ragged + 1, body[ragged]?.length ?? 0, width) };
  const clean = cleanCells(header.slice(0, width), body);
  if (!clean.ok) return clean;
  return {
    ok: true,
    table: { columns: clean.columns, rows: clean.rows },
    notes: clean.notes,
    separator: read.separator,
    decimalHint: read.separator === ';' ? ',' : '.',
  };
}
