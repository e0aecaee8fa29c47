/**
 * The tables of an extracted document. Every extractor writes a table into
 * the Markdown as a pipe table (so the outline reads it as a compact block,
 * never as prose); the tables are read back from that text, so the list and
 * the text always agree, and a table cut off by the text cap is not offered.
 * Extractors that know where a table sits (a PDF page, a PPTX slide) pass
 * that as hints, in the order the tables appear.
 */
import type { DocumentTable } from '../core/data/document-table';
import { MAX_DATA_COLUMNS, MAX_DATA_ROWS } from '../core/data/limits';
import { findPipeTables } from '../core/data/pipe-table';

/** What an extractor knows of a table it wrote: its header, and its page or slide. */
export interface TableHint {
  columns: readonly string[];
  page?: number;
  slide?: number;
}

/** At most 100 tables from one document: more is a data appendix, and the outline offers a few at most. */
export const MAX_DOCUMENT_TABLES = 100;

const key = (cells: readonly string[]): string => cells.map((c) => c.replace(/\s+/g, ' ').trim()).join('\u0000');

/** The table cut to the data caps, flagged when something was left out. */
function capped(found: DocumentTable): DocumentTable {
  const { columns, rows } = found.table;
  if (columns.length <= MAX_DATA_COLUMNS && rows.length <= MAX_DATA_ROWS) return found;
  const table = { columns: columns.slice(0, MAX_DATA_COLUMNS), rows: rows.slice(0, MAX_DATA_ROWS).map((r) => r.slice(0, MAX_DATA_COLUMNS)) };
  return { ...found, table, truncated: true };
}

/**
 * The document's tables from its Markdown: two columns and one row under
 * the header at least (a one-column "table" is a box around text), with the
 * heading above each and its caption, and the page or slide of the hint
 * whose header matches, hints taken in order.
 */
export function documentTables(markdown: string, hints: readonly TableHint[] = []): DocumentTable[] {
  const tables: DocumentTable[] = [];
  let next = 0;
  for (const found of findPipeTables(markdown)) {
    if (tables.length >= MAX_DOCUMENT_TABLES) break;
    const header = key(found.table.columns);
    const at = hints.findIndex((h, i) => i >= next && key(h.columns) === header);
    const hint = at >= 0 ? hints[at] : undefined;
    if (at >= 0) next = at + 1;
    if (found.table.columns.length < 2) continue;
    const table: DocumentTable = { table: found.table };
    if (hint?.page !== undefined) table.page = hint.page;
    if (hint?.slide !== undefined) table.slide = hint.slide;
    // A slide without a title is headed 'Slide N' in the text: no heading of its own.
    if (found.heading !== undefined && !(hint?.slide !== undefined && /^Slide \d+$/.test(found.heading))) table.heading = found.heading.replace(/\\([#|`*_])/g, '$1');
    if (found.caption !== undefined) table.caption = found.caption;
    tables.push(capped(table));
  }
  return tables;
}
