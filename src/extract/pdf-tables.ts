/**
 * Tables on a PDF page, read only where the layout leaves no doubt: three
 * or more consecutive lines (a header and two rows at least) cut into the
 * same number of cells by wide gaps, every column lined up from line to
 * line (left edges, right edges or centres), cells short, and figures in a
 * column when there are only two (two columns of text are a glossary, an
 * option list or a two-column page). Dot leaders and page-number columns
 * are a table of contents, and fixed-pitch lines a listing: never tables.
 * Anything else stays prose.
 */
import { parseNumber } from '../core/data/number';
import type { LineTable, PdfCell, PdfLine } from './pdf-layout';

/** Lines in one table: the header and at least two rows. */
const MIN_LINES = 3;
/** Mean characters per cell: longer cells are sentences laid side by side. */
const MAX_MEAN_CELL = 30;
const LEADERS = /\.{4,}|(?:\. ){3,}|…{2,}/;

const cellsOf = (line: PdfLine): readonly PdfCell[] => line.cells ?? [];

/** Two cells of one column on different lines: same left edge, right edge or centre, within most of a font size. */
function sameColumn(a: PdfCell, b: PdfCell, size: number): boolean {
  const tol = size * 0.8;
  return Math.abs(a.x - b.x) <= tol || Math.abs(a.right - b.right) <= tol || Math.abs(a.x + a.right - b.x - b.right) / 2 <= tol;
}

/** A line that can continue a table whose previous line is `prev`: as many cells, each under its column, not too far below. */
function continues(prev: PdfLine, line: PdfLine): boolean {
  const a = cellsOf(prev);
  const b = cellsOf(line);
  if (a.length !== b.length || line.heading !== undefined || line.monoChars === line.chars) return false;
  const dy = prev.y - line.y;
  if (dy <= 0 || dy > Math.max(prev.size, line.size) * 3) return false;
  return a.every((cell, k) => sameColumn(cell, b[k] as PdfCell, line.size));
}

const isFigure = (cell: string): boolean => parseNumber(cell) !== undefined || parseNumber(cell, ',') !== undefined;

/** Page numbers of a table of contents: whole numbers that never go down. */
function pageNumbers(cells: readonly string[]): boolean {
  const numbers = cells.map((c) => (/^\d{1,4}$/.test(c) ? Number(c) : Number.NaN));
  return numbers.every((n, i) => !Number.isNaN(n) && (i === 0 || n >= (numbers[i - 1] ?? 0)));
}

/** The content tests: short cells, no leaders, and for two columns a column of figures that are not page numbers. */
function readsAsTable(rows: readonly string[][]): boolean {
  const cells = rows.flat();
  if (cells.some((c) => LEADERS.test(c))) return false;
  if (cells.reduce((n, c) => n + c.length, 0) / cells.length > MAX_MEAN_CELL) return false;
  const width = rows[0]?.length ?? 0;
  if (width > 2) return true;
  const body = rows.slice(1);
  const last = body.map((r) => r[width - 1] ?? '');
  return last.filter(isFigure).length >= body.length * (2 / 3) && !pageNumbers(last);
}

/**
 * A line just above or below the block, at about its row pitch, with text
 * under one of its columns past the first: a row wrapped over several lines
 * (a cell too long for its column), so this block is a fragment of a table
 * that cannot be read row by row.
 */
function wrappedNeighbour(lines: readonly PdfLine[], start: number, end: number): boolean {
  const first = lines[start] as PdfLine;
  const last = lines[end] as PdfLine;
  const pitch = (first.y - last.y) / Math.max(1, end - start);
  const columns = cellsOf(first).slice(1);
  const near = (line: PdfLine | undefined, dy: number): boolean =>
    line !== undefined && dy > 0 && dy <= pitch * 1.5 && cellsOf(line).some((cell) => columns.some((col) => sameColumn(cell, col, line.size) && cell.x > first.x + first.size));
  const above = lines[start - 1];
  const below = lines[end + 1];
  return near(above, (above?.y ?? 0) - first.y) || near(below, last.y - (below?.y ?? 0));
}

/** The tables among a page's lines, in order, none overlapping. */
export function findPdfTables(lines: readonly PdfLine[]): LineTable[] {
  const tables: LineTable[] = [];
  for (let start = 0; start < lines.length; start++) {
    const first = lines[start] as PdfLine;
    if (cellsOf(first).length < 2 || first.heading !== undefined) continue;
    let end = start;
    while (end + 1 < lines.length && continues(lines[end] as PdfLine, lines[end + 1] as PdfLine)) end++;
    if (end - start + 1 < MIN_LINES) continue;
    const rows = lines.slice(start, end + 1).map((l) => cellsOf(l).map((c) => c.text));
    if (!readsAsTable(rows) || wrappedNeighbour(lines, start, end)) continue;
    tables.push({ start, end, table: { columns: rows[0] ?? [], rows: rows.slice(1) } });
    start = end;
  }
  return tables;
}
