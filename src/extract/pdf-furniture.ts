/**
 * Page furniture: what a printed page carries besides the document's text.
 * Running headers and footers, page numbers, line numbers in the margin, the
 * table of contents and the index would otherwise land in the middle of
 * paragraphs and pass for content (a header repeated on 40 pages reads as the
 * document's most important sentence). They are dropped before anything else
 * looks at the text. Every pass is one linear scan over the lines.
 */
import type { PdfLine, PdfRun } from './pdf-layout';
import type { PdfPage } from './pdf-outline';
import { dropContents, dropIndex, ROMAN_NUMERAL } from './pdf-contents';

/** Lines this far from the page's top or bottom edge (share of its height) may be furniture... */
const BAND = 0.2;
/** ...when they are also among the first or last lines of the page. */
const BAND_LINES = 3;

/** A line repeated on this many pages (or this share of them, at least two) is a running header or footer. */
const REPEATED_PAGES = 3;
const REPEATED_SHARE = 0.3;

const repeatedEnough = (count: number, pages: number): boolean => count >= REPEATED_PAGES || (count >= 2 && count >= pages * REPEATED_SHARE);

// "12", "- 12 -", "[12]", "Page 3 of 9", "Seite 3", "3 / 57", "iii".
const PAGE_NUMBER = [
  /^[-–—]?\s*\d{1,4}\s*[-–—]?$/,
  /^\[\d{1,4}\]$/,
  /^(?:page|p\.|pg\.|seite|s\.|página|pagina|strona|sida)\s*\d{1,4}(?:\s*(?:of|von|de|sur|di|\/)\s*\d{1,4})?$/i,
  /^\d{1,4}\s*(?:\/|of|von|de|sur)\s*\d{1,4}$/i,
  ROMAN_NUMERAL,
];

/** A line that is nothing but a page number. */
export const isPageNumber = (text: string): boolean => PAGE_NUMBER.some((re) => re.test(text.trim()));

/** Lines in the page's header or footer band: among its first or last few lines, near its edge. */
function bandLines(page: PdfPage): Set<PdfLine> {
  const band = new Set<PdfLine>();
  const byY = [...page.lines].sort((a, b) => b.y - a.y);
  const edge = page.height * BAND;
  for (const line of byY.slice(0, BAND_LINES)) if (line.y >= page.bottom + page.height - edge) band.add(line);
  for (const line of byY.slice(-BAND_LINES)) if (line.y <= page.bottom + edge) band.add(line);
  return band;
}

/** Text with its numbers blanked, so "Chapter 4: Reference 22" on page 22 and "... 23" on page 23 are one line. */
function furnitureKey(text: string): string {
  const words = text.toLowerCase().replace(/\d+/g, '#').split(/\s+/).filter((w) => w !== '');
  // A roman page number at either end ("Guide iv").
  if (words.length > 1 && ROMAN_NUMERAL.test(words[0] ?? '')) words[0] = '#';
  if (words.length > 1 && ROMAN_NUMERAL.test(words.at(-1) ?? '')) words[words.length - 1] = '#';
  return words.join(' ');
}

/**
 * Numbers a line starts or ends with as a word of their own: "3 / 57" gives
 * 3 and 57, "2.3. Methods 7" gives 7 (a section number is no page number).
 */
function edgeNumbers(text: string): number[] {
  const t = text.trim();
  const numbers: number[] = [];
  const head = /^(\d{1,4})(?:\s|$)/.exec(t);
  if (head?.[1]) numbers.push(Number(head[1]));
  const tail = /(?:^|\s)(\d{1,4})$/.exec(t);
  if (tail?.[1] && tail.index > 0) numbers.push(Number(tail[1]));
  return numbers;
}

interface Seen {
  pages: Set<number>;
  ys: number[];
  /** Filled in once every page has been seen. */
  typical?: { y: number; near: number };
}

/** The size most characters are set in. */
export function bodyLineSize(pages: readonly PdfPage[]): number {
  const chars = new Map<number, number>();
  for (const page of pages) for (const l of page.lines) chars.set(Math.round(l.size), (chars.get(Math.round(l.size)) ?? 0) + l.chars);
  let best = 0;
  let bestChars = -1;
  for (const [size, n] of chars) if (n > bestChars) [best, bestChars] = [size, n];
  return best;
}

/**
 * Running headers and footers: band lines repeated at about the same height
 * on many pages once their numbers are blanked, and band lines carrying the
 * page number (the same offset from the page's index on many pages) even
 * when their wording changes with the chapter.
 */
function dropRunningLines(pages: PdfPage[]): void {
  const maxSize = bodyLineSize(pages) * 1.15;
  const bands = new Map(pages.map((p) => [p, [...bandLines(p)].filter((l) => l.size <= maxSize)]));
  const seen = new Map<string, Seen>();
  const offsets = new Map<number, Set<number>>();
  for (const [page, lines] of bands) {
    for (const line of lines) {
      const key = furnitureKey(line.text);
      const entry = seen.get(key) ?? { pages: new Set(), ys: [] };
      entry.pages.add(page.number);
      entry.ys.push(line.y);
      seen.set(key, entry);
      for (const n of edgeNumbers(line.text)) offsets.set(page.number - n, (offsets.get(page.number - n) ?? new Set()).add(page.number));
    }
  }
  const numbered = new Set([...offsets].filter(([, on]) => repeatedEnough(on.size, pages.length)).map(([offset]) => offset));
  for (const [page, lines] of bands) {
    const drop = new Set<PdfLine>();
    for (const line of lines) {
      const entry = seen.get(furnitureKey(line.text));
      const numberedHere = edgeNumbers(line.text).some((n) => numbered.has(page.number - n));
      if (entry && repeatedEnough(entry.pages.size, pages.length) && atTypicalY(entry, line.y, page.height)) drop.add(line);
      else if (numberedHere && isOutermost(page, line) && line.text.split(/\s+/).length <= 12) drop.add(line);
      else if (isPageNumber(line.text)) drop.add(line);
    }
    if (drop.size > 0) page.lines = page.lines.filter((l) => !drop.has(l));
  }
}

/** The line sits where its text usually sits (odd and even pages may differ a little), as most of its repeats do. */
function atTypicalY(entry: Seen, y: number, height: number): boolean {
  entry.typical ??= typicalY(entry.ys, height);
  return Math.abs(y - entry.typical.y) <= Math.max(4, height * 0.015) && entry.typical.near >= Math.min(2, entry.ys.length);
}

/** The page's top or bottom line. */
function isOutermost(page: PdfPage, line: PdfLine): boolean {
  let top = line.y;
  let bottom = line.y;
  for (const l of page.lines) {
    top = Math.max(top, l.y);
    bottom = Math.min(bottom, l.y);
  }
  return line.y === top || line.y === bottom;
}

/** Where a repeated text usually sits (the median height of its lines), and how many of its lines sit there. */
function typicalY(ys: readonly number[], height: number): { y: number; near: number } {
  const sorted = [...ys].sort((a, b) => a - b);
  const y = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return { y, near: sorted.filter((v) => Math.abs(v - y) <= Math.max(4, height * 0.015)).length };
}

/**
 * Line numbers printed in the margin (legal texts, drafts under review):
 * runs of bare numbers lying wholly left or right of every other run on the
 * page, at least five, counting up by one (or five, or ten) down the page.
 */
export function dropMarginNumbers(runs: readonly PdfRun[]): PdfRun[] {
  const isNumber = (r: PdfRun) => /^\d{1,4}$/.test(r.str.trim());
  let left = Infinity;
  let right = -Infinity;
  for (const r of runs) {
    if (r.str.trim() === '' || isNumber(r)) continue;
    left = Math.min(left, r.x);
    right = Math.max(right, r.x + r.width);
  }
  const margin = (side: 'left' | 'right') => runs.filter((r) => isNumber(r) && (side === 'left' ? r.x + r.width < left - 2 : r.x > right + 2));
  const drop = new Set<PdfRun>();
  for (const side of ['left', 'right'] as const) {
    const numbers = margin(side).sort((a, b) => b.y - a.y);
    if (numbers.length < 5) continue;
    // Counting by one (or by five or ten, when only every fifth line is numbered); a table's column does not.
    const steps = new Map<number, number>();
    for (let i = 1; i < numbers.length; i++) {
      const step = Number(numbers[i]?.str) - Number(numbers[i - 1]?.str);
      steps.set(step, (steps.get(step) ?? 0) + 1);
    }
    // Most steps, not all: the header and footer lines get numbers of their own (1, 1, 2, ... 6, 2).
    const counting = [1, 5, 10].some((step) => (steps.get(step) ?? 0) >= Math.max(4, (numbers.length - 1) * 0.6));
    if (counting) for (const r of numbers) drop.add(r);
  }
  return drop.size === 0 ? [...runs] : runs.filter((r) => !drop.has(r));
}

/** Drops running headers and footers, page numbers, the table of contents and the index, in place. */
export function dropFurniture(pages: PdfPage[]): void {
  dropRunningLines(pages);
  dropContents(pages);
  dropIndex(pages);
}
