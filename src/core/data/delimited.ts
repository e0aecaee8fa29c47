/**
 * Delimited text as cells: CSV, TSV and what spreadsheets put on the
 * clipboard (Excel, LibreOffice and Google Sheets copy cells as tab-separated
 * lines, quoting a cell that holds a tab, a quote or a line break, with
 * quotes inside doubled). One pass over the text, each character read once;
 * it stops at the first row past the cap, so a huge paste costs no more than
 * the cap.
 */
import { MAX_DATA_COLUMNS, MAX_DATA_ROWS } from './limits';
import { TOO_MANY_COLUMNS, TOO_MANY_ROWS, UNCLOSED_QUOTE } from './messages';

export type Separator = ',' | ';' | '\t';

/** Tried in this order when several split every line alike: a tab is never part of a number, a semicolon seldom, a comma often (the decimal comma). */
const CANDIDATES: readonly Separator[] = ['\t', ';', ','];

/** Lines looked at to choose the separator. */
const SAMPLE_LINES = 50;

export type GridResult = { ok: true; rows: string[][] } | { ok: false; error: string };

/** Per candidate, how many times it occurs outside quotes on each of the first lines. */
function sampleCounts(text: string): Map<Separator, number[]> {
  const counts = new Map<Separator, number[]>(CANDIDATES.map((c) => [c, [0]]));
  let quoted = false;
  let atCellStart = true;
  let lines = 1;
  for (let i = 0; i < text.length && lines <= SAMPLE_LINES; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      continue;
    }
    const list = counts.get(ch as Separator);
    if (list) list[list.length - 1] = (list.at(-1) ?? 0) + 1;
    if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) {
      lines++;
      for (const l of counts.values()) l.push(0);
    }
    atCellStart = list !== undefined || ch === '\n' || ch === '\r';
  }
  // A trailing line break leaves an empty last line: it says nothing.
  for (const l of counts.values()) if (text.endsWith('\n') || text.endsWith('\r')) l.pop();
  return counts;
}

/**
 * The separator that splits the text's first lines into the same number of
 * cells (tab, then semicolon, then comma); else the one found on most lines;
 * undefined when none occurs (a single column).
 */
export function detectSeparator(text: string): Separator | undefined {
  const counts = sampleCounts(text);
  const consistent = CANDIDATES.find((c) => {
    const l = counts.get(c) ?? [];
    return l.length > 0 && (l[0] ?? 0) > 0 && l.every((n) => n === l[0]);
  });
  if (consistent) return consistent;
  let best: Separator | undefined;
  let bestLines = 0;
  for (const c of CANDIDATES) {
    const lines = (counts.get(c) ?? []).filter((n) => n > 0).length;
    if (lines > bestLines) [best, bestLines] = [c, lines];
  }
  return best;
}

/** The reader's state: finished rows, the row and cell being read. */
class Reader {
  readonly rows: string[][] = [];
  private row: string[] = [];
  cell = '';
  error: string | undefined;

  endCell(): void {
    this.row.push(this.cell);
    this.cell = '';
    if (this.row.length > MAX_DATA_COLUMNS) this.error ??= TOO_MANY_COLUMNS;
  }

  endRow(): void {
    this.endCell();
    // A blank line between blocks of data is a spreadsheet's empty row: nothing to show.
    if (this.row.some((c) => c.trim() !== '')) this.rows.push(this.row);
    this.row = [];
    // The header and at most MAX_DATA_ROWS rows under it.
    if (this.rows.length > MAX_DATA_ROWS + 1) this.error ??= TOO_MANY_ROWS;
  }
}

/** Reads one quoted cell from just past its opening quote; returns where reading goes on, or -1 if it is never closed. */
function readQuoted(text: string, from: number, reader: Reader): number {
  let at = from;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return -1;
    reader.cell += text.slice(at, quote);
    if (text[quote + 1] !== '"') return quote + 1;
    reader.cell += '"';
    at = quote + 2;
  }
}

/**
 * Rows of cells. A quote opens a quoted cell only at the start of a cell
 * (elsewhere it is text, as in 12" screen); CRLF, LF and CR end rows; rows
 * with no text are left out.
 */
export function splitDelimited(text: string, separator: Separator | undefined): GridResult {
  const reader = new Reader();
  let atCellStart = true;
  for (let i = 0; i < text.length && reader.error === undefined; i++) {
    const ch = text[i] as string;
    if (ch === '"' && atCellStart && reader.cell.trim() === '') {
      reader.cell = '';
      const next = readQuoted(text, i + 1, reader);
      if (next < 0) return { ok: false, error: UNCLOSED_QUOTE };
      i = next - 1;
      atCellStart = false;
    } else if (ch === separator) {
      reader.endCell();
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      reader.endRow();
      atCellStart = true;
    } else {
      reader.cell += ch;
      atCellStart &&= ch === ' ';
    }
  }
  if (reader.error === undefined && !/[\r\n]$/.test(text)) reader.endRow();
  return reader.error === undefined ? { ok: true, rows: reader.rows } : { ok: false, error: reader.error };
}
