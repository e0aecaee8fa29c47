/**
 * A document table's offered slides: split where the rows stop fitting a
 * slide at a legible size (long cells wrap, so twelve rows do not always
 * fit), and opened by the document's own sentence that introduces the table
 * when it has one.
 */
import { tableFrame } from '../layouts/table';
import type { TableData } from '../schemas/slide-data';
import type { DocumentTable } from './document-table';
import { findPipeTables } from './pipe-table';
import { proposeTableSlides, type SlidePlan } from './propose';

/** Fewest rows a part is cut to: below that a table is better left to the document. */
const MIN_PART_ROWS = 4;

/** Whether `table` fits a table slide headed `title` at a legible size. */
function fits(table: TableData, title: string): boolean {
  const frame = tableFrame([], { descriptionSize: 'concise', hasImage: false, title, lead: 'One sentence about what the table shows.', data: { table } });
  return frame.overflow === undefined || frame.overflow.length === 0;
}

/** The table's slides (proposeTableSlides), its table parts cut to the rows that fit one slide. */
export function fittedTableSlides(found: DocumentTable): SlidePlan[] {
  const plans = proposeTableSlides(found);
  const first = plans[0];
  if (first?.kind !== 'table' || fits(first.table, first.title)) return plans;
  let rows = first.table.rows.length - 1;
  while (rows > 0 && !fits({ ...first.table, rows: first.table.rows.slice(0, rows) }, first.title)) rows--;
  // Too wide for a slide, or only a few rows at a time: the table is better left to the document.
  if (rows < Math.min(MIN_PART_ROWS, first.table.rows.length)) return [];
  const all = found.table.rows;
  const limit = plans.length * first.table.rows.length;
  const cut = { ...found, table: { ...found.table, rows: all.slice(0, limit) } };
  const title = first.title.replace(/\s*\(\d+\/\d+\)$/, '');
  const parts = Math.min(3, Math.ceil(cut.table.rows.length / rows));
  // The parts share the rows evenly (18 rows: 6, 6 and 6, not 8, 8 and 2): no part is as full as a slide can
  // hold, which leaves room for a wider face than the deck's, and no part is a stray row or two.
  const per = Math.ceil(Math.min(cut.table.rows.length, parts * rows) / parts);
  return Array.from({ length: parts }, (_, i): SlidePlan => ({
    kind: 'table',
    title: parts > 1 ? `${title} (${i + 1}/${parts})` : title,
    table: { columns: first.table.columns, rows: cut.table.rows.slice(i * per, (i + 1) * per).map((r) => r.slice(0, first.table.columns.length)) },
    source: first.source,
  }));
}

const sameRow = (a: readonly string[], b: readonly string[] | undefined): boolean => b !== undefined && a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * The document's sentence before the table (its paragraph's last sentence,
 * a caption skipped), or undefined when the table follows a heading or a list.
 */
export function introOf(markdown: string, found: DocumentTable): string | undefined {
  const lines = markdown.split(/\r\n|\r|\n/);
  const at = findPipeTables(markdown).find((t) => sameRow(t.table.columns, found.table.columns) && sameRow(t.table.rows[0] ?? [], found.table.rows[0]));
  if (!at) return undefined;
  let i = at.start - 1;
  const skip = (l: string) => l.trim() === '' || (found.caption !== undefined && l.trim() === found.caption.trim());
  while (i >= 0 && skip(lines[i] ?? '')) i--;
  const paragraph = (lines[i] ?? '').trim();
  if (paragraph.length < 30 || /^([#|>*-]|\d+\.)/.test(paragraph) || !/[.!:]$/.test(paragraph)) return undefined;
  // The paragraph's first sentence that says something of its own (not "see the table below").
  const sentences = (paragraph.match(/.+?(?:[.!?:](?=\s|$)|$)/g) ?? []).map((t) => t.trim());
  const sentence = sentences.find((t) => t.length >= 30 && !/\b(table|tableau|tabelle|tabla)\b/i.test(t) && !/^(however|but|and|so|also|then|thus|therefore)\b/i.test(t));
  return sentence !== undefined && sentence.length <= 240 ? sentence.replace(/:$/, '.') : undefined;
}
