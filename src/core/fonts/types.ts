/** Shapes of the font catalogue. */

export type FontCategory = 'serif' | 'sans-serif' | 'monospace';

export interface FontEntry {
  /** Catalogue id with the 'font-' prefix, e.g. 'font-playfair'. */
  id: string;
  /** CSS family name, e.g. 'Playfair Display'. */
  family: string;
  category: FontCategory;
  /** CSS font-family value with safe fallbacks. */
  stack: string;
  /** npm package that self-hosts the family (no font CDN: decks render offline). */
  fontsource: string;
}
