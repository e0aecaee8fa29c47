/**
 * Markdown pipe tables (GitHub's form): read from a document's Markdown and
 * written into the text the outline receives, so a table stays a compact,
 * readable block there and is never taken for prose.
 */
import type { TableData } from '../schemas/slide-data';

/** A delimiter row: '| --- | :-: |' or '---|---'. */
const DELIMITER = /^\s*\|?\s*:?-{1,}:?\s*(?:\|\s*:?-{1,}:?\s*)*\|?\s*$/;
const FENCE = /^\s*(```|~~~)/;
const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
/** "Table 3: ...", "Tab. 2 ...", "Tableau 1", "Tabelle 4", "Tabla 2", "Tabella 5", "Tabel 1". */
export const CAPTION = /^(?:table|tab\.|tableau|tabelle|tabla|tabella|tabel)\s*[0-9IVX]+[.:\s–—-]/i;

/** The cells of one row line: '|' splits them, '\|' is a pipe in a cell. */
export function splitPipeRow(line: string): string[] {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

const escapeCell = (cell: string): string => cell.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

/** A table as a pipe table: the header, the delimiter row, the rows. */
export function renderPipeTable(table: TableData): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [line(table.columns), `|${' --- |'.repeat(table.columns.length)}`, ...table.rows.map(line)].join('\n');
}

/**
 * A Markdown cell as plain text: emphasis, code marks, link targets and
 * footnote marks dropped ("**zstd**" -> "zstd", "[zlib](url)" -> "zlib",
 * "4.18[^1]" -> "4.18"), escapes undone ("x86\_64" -> "x86_64"), the words kept.
 */
export function plainCell(cell: string): string {
  return cell
    .replace(/\[\^[^\]\s]{1,40}\]/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\](?:\[[^\]]*\])?/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.*?\S)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rows to the header's width: GitHub pads a short row with empty cells and drops the extra ones. */
const fit = (row: readonly string[], width: number): string[] => Array.from({ length: width }, (_, i) => row[i] ?? '');

/** The header of a table starting at line `i`: a row with a pipe, then a delimiter row of the same width. */
function headerAt(lines: readonly string[], i: number): string[] | undefined {
  const line = lines[i] ?? '';
  const next = lines[i + 1] ?? '';
  if (!line.includes('|') || !DELIMITER.test(next) || !next.includes('-')) return undefined;
  const header = splitPipeRow(line);
  return header.length === splitPipeRow(next).length && (header.length > 1 || line.trim().startsWith('|')) ? header : undefined;
}

/**
 * When the whole text is one pipe table (every line a row, a delimiter row
 * second), its rows, header first; else undefined.
 */
export function pipeRows(text: string): string[][] | undefined {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  const header = headerAt(lines, 0);
  if (!header || !lines.slice(2).every((l) => l.includes('|'))) return undefined;
  return [header, ...lines.slice(2).map(splitPipeRow)];
}

/** A pipe table found in Markdown, with the heading it sits under and its caption when one is next to it. */
export interface FoundPipeTable {
  table: TableData;
  /** Line numbers (from 0) of its first and last rows. */
  start: number;
  end: number;
  heading?: string;
  caption?: string;
}

/** A caption on the paragraph right before or right after the table (one blank line apart at most). */
function captionNear(lines: readonly string[], start: number, end: number): string | undefined {
  const before = (lines[start - 1] ?? '').trim() === '' ? lines[start - 2] : lines[start - 1];
  const after = (lines[end + 1] ?? '').trim() === '' ? lines[end + 2] : lines[end + 1];
  return [before, after].map((l) => (l ?? '').trim()).find((l) => CAPTION.test(l));
}

/** Every pipe table of a Markdown text, outside code fences, in order. */
export function findPipeTables(markdown: string): FoundPipeTable[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const found: FoundPipeTable[] = [];
  let heading: string | undefined;
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const h = HEADING.exec(line);
    if (h) heading = h[1];
    const header = headerAt(lines, i);
    if (!header) continue;
    let end = i + 1;
    while (end + 1 < lines.length && (lines[end + 1] ?? '').includes('|') && (lines[end + 1] ?? '').trim() !== '') end++;
    const rows = lines.slice(i + 2, end + 1).map((l) => fit(splitPipeRow(l), header.length).map(plainCell));
    if (rows.length > 0) {
      const table: FoundPipeTable = { table: { columns: header.map(plainCell), rows }, start: i, end };
      if (heading !== undefined) table.heading = heading;
      const caption = captionNear(lines, i, end);
      if (caption !== undefined) table.caption = caption;
      found.push(table);
    }
    i = end;
  }
  return found;
}
