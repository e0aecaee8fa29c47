/**
 * A table found in a document, with where it was found: what the outline
 * offers as a table or chart slide, and what a slide's source line names.
 */
import type { TableData } from '../schemas/slide-data';

export interface DocumentTable {
  /** Header and rows as the document has them (not yet cut to what a slide shows). */
  table: TableData;
  /** PDF page or PPTX slide it is on, from 1. */
  page?: number;
  slide?: number;
  /** The heading it sits under, and its caption ("Table 2: Costs") when one is next to it. */
  heading?: string;
  caption?: string;
  /** Rows or columns past the caps were left out. */
  truncated?: boolean;
}

/** "Table 2: Costs, page 4" or "slide 3" or "Costs": where a slide's data came from, in a few words. */
export function tableSource(found: DocumentTable, fileName?: string): string {
  const name = found.caption ?? found.heading;
  const place = found.page !== undefined ? `page ${found.page}` : found.slide !== undefined ? `slide ${found.slide}` : undefined;
  return [name, place, fileName].filter((p): p is string => p !== undefined && p !== '').join(', ');
}
