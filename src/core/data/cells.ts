/**
 * Cleaning of cells read from a paste or a document: trimmed, HTML tags
 * reduced to their text (never interpreted), formulas kept as text and said.
 * Each kind of change is reported once, naming its first cell.
 */
import { MAX_CELL_CHARS } from './limits';
import { cellName, cellTooLong, formulaKept, htmlStripped } from './messages';

// A tag: '<', a letter or '/' or '!', then anything up to the next '>' with no '<' before it (linear: each '<' scans to the next '<' or '>').
const TAG = /<[a-zA-Z/!][^<>]*>/g;
const HAS_TAG = /<[a-zA-Z/!][^<>]*>/;

/** A cell's text without HTML tags; a line break tag becomes a space. */
export function stripTags(text: string): string {
  return text.replace(TAG, (tag) => (/^<br\b/i.test(tag) || /^<\/(p|div|li|td|th)\b/i.test(tag) ? ' ' : '')).replace(/\s+/g, ' ').trim();
}

/** A formula as a spreadsheet writes it: never calculated here, shown as written. */
export const isFormula = (cell: string): boolean => cell.trimStart().startsWith('=');

/** One note per kind of change, naming the first cell and how many more there were. */
class Notes {
  private readonly firsts = new Map<string, { text: string; more: number }>();

  add(kind: string, text: string): void {
    const seen = this.firsts.get(kind);
    if (seen) seen.more++;
    else this.firsts.set(kind, { text, more: 0 });
  }

  list(): string[] {
    return [...this.firsts.values()].map(({ text, more }) => (more === 0 ? text : `${text} (and ${more} more cell${more === 1 ? '' : 's'})`));
  }
}

export type CleanResult = { ok: true; columns: string[]; rows: string[][]; notes: string[] } | { ok: false; error: string };

/** Header names: a blank one becomes 'Column N' (the grid must call it something). */
function columnNames(header: readonly string[], notes: Notes): string[] {
  return header.map((cell, i) => {
    const text = cleanCell(cell, `Header cell ${i + 1}`, notes);
    return text === '' ? `Column ${i + 1}` : text;
  });
}

function cleanCell(cell: string, where: string, notes: Notes): string {
  let text = cell.trim();
  if (HAS_TAG.test(text)) {
    text = stripTags(text);
    notes.add('html', htmlStripped(where));
  }
  if (isFormula(text)) notes.add('formula', formulaKept(where));
  return text;
}

/**
 * Header and rows of raw cells, cleaned; refused when a cell is longer than
 * MAX_CELL_CHARS (checked on the raw text: a tag-stuffed cell is refused too).
 */
export function cleanCells(header: readonly string[], body: readonly (readonly string[])[]): CleanResult {
  for (const [r, row] of [header, ...body].entries()) {
    const long = row.findIndex((c) => c.length > MAX_CELL_CHARS);
    if (long >= 0) return { ok: false, error: cellTooLong(r === 0 ? `Header cell ${long + 1}` : cellName(r, header[long]?.trim() || `Column ${long + 1}`)) };
  }
  const notes = new Notes();
  const columns = columnNames(header, notes);
  const rows = body.map((row, r) => row.map((cell, c) => cleanCell(cell, cellName(r + 1, columns[c] ?? `Column ${c + 1}`), notes)));
  return { ok: true, columns, rows, notes: notes.list() };
}
