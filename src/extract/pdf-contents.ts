/**
 * A PDF's table of contents and index: lists of headings or terms with page
 * numbers, which a reader uses to find pages and a deck has no use for (a TOC
 * read as text repeats every heading as a paragraph before the document
 * starts). Lines are recognised by their trailing page references, scanned
 * from the end of the line, without regular expressions that could backtrack.
 */
import type { PdfLine } from './pdf-layout';
import type { PdfPage } from './pdf-outline';
import { CONTENTS_TITLES, headingKey } from './title';

const INDEX_TITLES = new Set(['index', 'generalindex', 'subjectindex', 'register', 'stichwortverzeichnis', 'sachregister', 'indexalphabétique', 'índicealfabético']);

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const ROMAN = 'ivxlcdmIVXLCDM';

/** i..mmmcmxcix, and nothing else made of those letters ("civic", "mix"). */
export const ROMAN_NUMERAL = /^(?=[mdclxvi])m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/i;

/** Length of the page reference ("12", "iv") the text ends with, or 0. */
function trailingPageRef(text: string): number {
  let i = text.length;
  while (i > 0 && isDigit(text[i - 1] ?? '')) i--;
  let n = text.length - i;
  if (n === 0) {
    while (i > 0 && n < 8 && ROMAN.includes(text[i - 1] ?? '')) {
      i--;
      n++;
    }
    // A roman numeral counts only as a word of its own ("Preface . . . iv", not "Civic").
    if (n === 0 || (i > 0 && /\p{L}/u.test(text[i - 1] ?? '')) || !ROMAN_NUMERAL.test(text.slice(i))) return 0;
  }
  return n <= 4 || (n <= 7 && !isDigit(text.at(-1) ?? '')) ? n : 0;
}

/** Dots (or underscores) leading from an entry to its page number: "Methods . . . . 12", "Methods.......12". */
export function hasDotLeader(text: string): boolean {
  const trimmed = text.trimEnd();
  const ref = trailingPageRef(trimmed);
  if (ref === 0) return false;
  let dots = 0;
  for (let i = trimmed.length - ref - 1; i >= 0; i--) {
    const ch = trimmed[i];
    if (ch === '.' || ch === '·' || ch === '_') dots++;
    else if (ch === '…') dots += 3;
    else if (ch !== ' ' && ch !== '\t') break;
  }
  return dots >= 3;
}

/** An entry that ends in a page number after some wording ("2.1 Sampling 14"). */
function endsWithPageRef(text: string): boolean {
  const trimmed = text.trimEnd();
  const ref = trailingPageRef(trimmed);
  if (ref === 0 || ref === trimmed.length) return false;
  const before = trimmed[trimmed.length - ref - 1] ?? '';
  return (before === ' ' || before === '\t' || before === '.') && /\p{L}/u.test(trimmed);
}

const isEntry = (text: string): boolean => hasDotLeader(text) || endsWithPageRef(text);

/**
 * The first half of a wrapped entry: no page number of its own, no full
 * stop, numbered or after another entry, and the next line finishes it.
 */
function continues(line: PdfLine, prev: PdfLine | undefined, next: PdfLine | undefined): boolean {
  const text = line.text.trim();
  if (!next || text.length > 200 || /[.!?:]$/.test(text) || !isEntry(next.text)) return false;
  return /^\d/.test(text) || (prev !== undefined && isEntry(prev.text));
}

function dropLines(page: PdfPage, drop: ReadonlySet<PdfLine>): void {
  if (drop.size > 0) page.lines = page.lines.filter((l) => !drop.has(l));
}

/** Where the TOC's own heading sits: "Contents" as a line of its own, in the front part of the document. */
function contentsStart(pages: readonly PdfPage[]): { page: number; line: number } | undefined {
  const front = Math.max(10, Math.ceil(pages.length * 0.3));
  for (let p = 0; p < Math.min(front, pages.length); p++) {
    const lines = pages[p]?.lines ?? [];
    const at = lines.findIndex((l) => l.text.length < 40 && CONTENTS_TITLES.has(headingKey(l.text)));
    if (at >= 0) return { page: p, line: at };
  }
  return undefined;
}

/**
 * The TOC: every line with a dot leader, wherever it is (lists of figures
 * too), and after a "Contents" line, the run of lines ending in page numbers
 * (with their wrapped first halves) until three lines in a row are not.
 */
export function dropContents(pages: PdfPage[]): void {
  const drop = new Map<PdfPage, Set<PdfLine>>(pages.map((p) => [p, new Set()]));
  for (const page of pages) {
    const set = drop.get(page) as Set<PdfLine>;
    page.lines.forEach((line, i) => {
      if (hasDotLeader(line.text) || (continues(line, page.lines[i - 1], page.lines[i + 1]) && hasDotLeader(page.lines[i + 1]?.text ?? ''))) set.add(line);
    });
  }
  const start = contentsStart(pages);
  if (start) {
    const region: { page: PdfPage; line: PdfLine }[] = [];
    let misses = 0;
    let entries = 0;
    outer: for (let p = start.page; p < pages.length; p++) {
      const page = pages[p] as PdfPage;
      // The TOC goes on over a page only if that page is mostly entries (not the first chapter's "Chapter 1").
      if (p > start.page && page.lines.filter((l) => isEntry(l.text)).length < page.lines.length * 0.5) break;
      for (let i = p === start.page ? start.line + 1 : 0; i < page.lines.length; i++) {
        const line = page.lines[i] as PdfLine;
        const entry = isEntry(line.text);
        if (entry || continues(line, page.lines[i - 1], page.lines[i + 1])) {
          region.push({ page, line });
          if (entry) entries++;
          misses = 0;
        } else if (++misses >= 3) break outer;
      }
    }
    if (entries >= 3) {
      const heading = pages[start.page]?.lines[start.line];
      if (heading) drop.get(pages[start.page] as PdfPage)?.add(heading);
      for (const { page, line } of region) drop.get(page)?.add(line);
    }
  }
  for (const [page, set] of drop) dropLines(page, set);
}

/** An index entry: a term followed by page numbers ("plastic, 12, 45-47"), or a sub-term line under one. */
function isIndexEntry(text: string): boolean {
  const t = text.trimEnd();
  let i = t.length;
  let digits = 0;
  while (i > 0) {
    const ch = t[i - 1] ?? '';
    if (isDigit(ch)) digits++;
    else if (!(ch === ',' || ch === ' ' || ch === '–' || ch === '-' || ch === 'f')) break;
    i--;
  }
  return digits > 0 && i > 0 && /\p{L}/u.test(t.slice(0, i));
}

/**
 * The index: from an "Index" line in the back part of the document to the
 * end, when most lines after it are index entries.
 */
export function dropIndex(pages: PdfPage[]): void {
  const back = Math.floor(pages.length * 0.6);
  for (let p = pages.length - 1; p >= back; p--) {
    const page = pages[p] as PdfPage;
    const at = page.lines.findIndex((l) => l.text.length < 40 && INDEX_TITLES.has(headingKey(l.text)));
    if (at < 0) continue;
    const after = [...page.lines.slice(at + 1), ...pages.slice(p + 1).flatMap((q) => q.lines)].slice(0, 200);
    const entries = after.filter((l) => isIndexEntry(l.text)).length;
    if (after.length >= 3 && entries >= after.length * 0.4) {
      page.lines = page.lines.slice(0, at);
      for (const q of pages.slice(p + 1)) q.lines = [];
    }
    return;
  }
}

/**
 * A table of contents without page numbers (a web page's, printed): after a
 * "Contents" line, the run of lines that each name one of the document's
 * headings (`keys`, as headingKey writes them), with the "Contents" line.
 * At least three, so a heading that happens to follow is not taken for one.
 */
export function dropHeadingList(pages: PdfPage[], keys: ReadonlySet<string>): void {
  const start = contentsStart(pages);
  if (!start) return;
  const listed: { page: PdfPage; line: PdfLine }[] = [];
  outer: for (let p = start.page; p < pages.length; p++) {
    const page = pages[p] as PdfPage;
    for (let i = p === start.page ? start.line + 1 : 0; i < page.lines.length; i++) {
      const line = page.lines[i] as PdfLine;
      if (!keys.has(headingKey(line.text))) break outer;
      listed.push({ page, line });
    }
  }
  if (listed.length < 3) return;
  const drop = new Set<PdfLine>(listed.map((l) => l.line));
  const heading = pages[start.page]?.lines[start.line];
  if (heading) drop.add(heading);
  for (const page of new Set(listed.map((l) => l.page)).add(pages[start.page] as PdfPage)) dropLines(page, drop);
}
