/**
 * The document a deck was made from, kept with the deck on the device so a
 * later rewrite can be grounded in it ("use the figures from page 3").
 */

export interface SourceDocument {
  /** The file's name as the user chose it (report.pdf), or a label for pasted text. */
  name: string;
  /** The extracted text, as the outline call got it. */
  text: string;
  /** The text page by page, where the format has pages (PDF); page N is `pages[N - 1]`. */
  pages?: readonly string[];
}

/** What a rewrite is about, to choose the passages of the source it gets. */
export interface ExcerptQuery {
  heading: string;
  /** The slide's other words: overview, points. */
  body: readonly string[];
  /** The user's instruction, if any ("use the figures from page 3"). */
  instruction?: string;
}
