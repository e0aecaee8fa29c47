/**
 * Page furniture in flat text: what a printed page carries besides its
 * content. Page numbers, running headers and footers (a short line repeated
 * page after page, its page number changing), and tables of contents
 * (entries ending in dot leaders and page numbers, or the run of entries
 * under a "Contents" title). Extracted PDFs and pasted TXT files are full of
 * it; on a slide it is noise. One pass to count, one to mark: linear.
 */

const PAGE_NUMBER =
  /^\s*(?:[-–—]\s*)?(?:(?:page|seite|p\.|s\.|pg\.)\s*)?(?:\d{1,4}|(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3}))(?:\s*(?:of|von|sur|de|\/)\s*\d{1,4})?(?:\s*[-–—])?\s*$/i;
/** "(2)" and "[12]": equation and footnote marks left alone on a line. */
const LONE_MARK = /^\s*[([]\d{1,3}[)\]]\s*$/;
const LEADERS = /(?:\.\s?){4,}\s*\d{1,4}\s*$|…+\s*\d{1,4}\s*$|[·_]{4,}\s*\d{1,4}\s*$/;
const TOC_TITLE =
  /^\s*(?:#{1,6}\s*)?(?:table of contents|contents|list of (?:tables|figures|examples|illustrations)|inhalt|inhaltsverzeichnis|abbildungsverzeichnis|tabellenverzeichnis|sommaire|table des matières|liste des (?:tableaux|figures)|table des figures|índice|indice)\s*:?\s*$/i;
const LIST_MARK = /^\s*(?:[-*+•▪◦–]|\(?\d+[.)]|\(?[a-z][.)])\s+/;
/** A running header or footer: this many repeats in one document. */
const REPEATS = 3;
/** Headings written as `#` lines repeat legitimately ("## Example"): they need one more. */
const HEADING_REPEATS = 4;
/** Letters a repeated line with changing numbers needs: "Step 1, Step 2, Step 3" are content. */
const VARYING_LETTERS = 10;
/** A table of contents under its title runs at most this long. */
const MAX_TOC_LINES = 400;

/** True for a line that is only a page number ("12", "Page 3 of 10", "- iv -", "Seite 4"). */
export function isPageNumberLine(line: string): boolean {
  return PAGE_NUMBER.test(line) || LONE_MARK.test(line);
}

/** "Table 9.8. List of tools", "Abbildung 3: Aufbau": a caption names a table or figure that is not on the slide. */
const CAPTION = /^\s*(?:table|tabelle|tableau|figure|fig\.|abbildung|abb\.|listing|example|beispiel|exemple)\s+[\dIVX]+(?:[.-]\d+)*\s*[.:]\s+\S/i;

/** True for a caption line of a table, figure or listing. */
export function isCaptionLine(line: string): boolean {
  return line.length <= 160 && CAPTION.test(line);
}

/** True for a table-of-contents entry: dot leaders or an ellipsis, then a page number. */
export function isTocLine(line: string): boolean {
  // Leaders end a line: its tail is enough, and keeps the pattern linear on a long run of dots.
  const tail = line.trimEnd().slice(-120);
  return /\d$/.test(tail) && LEADERS.test(tail);
}

/**
 * A running line as a count key: a page number at either end as '#'. Numbers
 * inside stay: "Chapter 1: Heat" and "Chapter 2: Heat" are two chapters.
 */
const keyOf = (t: string): string => t.replace(/^\d{1,4}\b|\b\d{1,4}$/g, '#');

function countable(line: string): boolean {
  const t = line.trim();
  // Rules and underlines repeat by nature; normalize.ts judges them.
  return t.length >= 3 && t.length <= 80 && !/[.!?]$/.test(t) && !LIST_MARK.test(t) && /[\p{L}\p{N}]/u.test(t);
}

/**
 * Running headers and footers. A line repeated word for word REPEATS times
 * is one; so is a line whose numbers change (the page number) when enough
 * text stays the same ("Chapter 4: Function reference 22", "... 23").
 */
function markRepeats(lines: readonly string[], drop: boolean[]): void {
  const exact = new Map<string, number>();
  const varying = new Map<string, number>();
  const texts = lines.map((line) => {
    const t = line.trim();
    return t.includes('  ') ? t.replace(/\s+/g, ' ') : t;
  });
  const keys = texts.map((t) => (countable(t) ? keyOf(t) : ''));
  texts.forEach((t, i) => {
    if (t === '' || !/[\p{L}\p{N}]/u.test(t)) return;
    exact.set(t, (exact.get(t) ?? 0) + 1);
    const key = keys[i] ?? '';
    if (key !== '' && key !== t) varying.set(key, (varying.get(key) ?? 0) + 1);
  });
  const repeated = (t: string): boolean => (exact.get(t) ?? 0) >= (t.startsWith('#') ? HEADING_REPEATS : REPEATS);
  texts.forEach((t, i) => {
    const key = keys[i] ?? '';
    if (key === '') return;
    if (repeated(t)) drop[i] = true;
    else if (key !== t && (varying.get(key) ?? 0) >= REPEATS && t.replace(/[^\p{L}]/gu, '').length >= VARYING_LETTERS) drop[i] = true;
  });
  // A boilerplate paragraph repeated in every chapter goes whole: its sentence-ending lines too.
  const spread = (i: number, j: number): void => {
    const t = texts[j] ?? '';
    if (drop[i] && !drop[j] && t !== '' && repeated(t)) drop[j] = true;
  };
  for (let i = 0; i + 1 < lines.length; i++) spread(i, i + 1);
  for (let i = lines.length - 1; i > 0; i--) spread(i, i - 1);
}

const indentOf = (line: string): number => line.length - line.trimStart().length;
const UNDERLINE = /^\s*([=\-~^*"#+])\1{2,}\s*$/;
const DEEP_NUMBER = /^\s*(?:[-*+•]\s+)?\d+\.\d+/;

/** "1.2. Scope", "* 2. The Debian Archive", "A. Glossary", "Methods ....... 12": what a contents table lists. */
function isTocEntry(line: string, titled = false): boolean {
  const t = line.trim().replace(/^[-*+•]\s+/, '');
  // Entries may ask ("2.7.11. Who uploaded the package?"); untitled, a full stop or "!" ends a sentence.
  return isTocLine(t) || (/^(?:\d+(?:\.\d+)*\.?|[IVXLC]+\.|[A-Z](?:\.\d+)*\.)\s+\S/.test(t) && t.length <= 100 && (titled || !/[.!]$/.test(t)));
}

/** A short label ("Preface", "Index") between entries of a titled table. */
function isLabel(line: string): boolean {
  const t = line.trim();
  return t.length <= 80 && !/[.!?]$/.test(t) && !t.startsWith('#');
}

function nextNonBlank(lines: readonly string[], from: number): number {
  let i = from;
  while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
  return i;
}

/**
 * One run of contents entries from `start`; blank lines between entries and
 * wrapped entries (indented deeper, no blank before) belong to it. Returns
 * the last line of the run and whether it is a table of contents: under a
 * title, five entries with a section number like "1.2", or two with leaders.
 */
function tocRun(lines: readonly string[], start: number, titled: boolean): { last: number; toc: boolean } {
  let entries = 0;
  let deep = 0;
  let leaders = 0;
  let last = start;
  let j = titled ? start + 1 : start;
  while (j < lines.length && j - start < MAX_TOC_LINES) {
    const line = lines[j] ?? '';
    const t = line.trim();
    const underline = UNDERLINE.test(lines[j + 1] ?? '');
    // An entry underlined is the body's first heading: the table ended before it.
    if (underline && isTocEntry(line) && entries > 0) break;
    const after = nextNonBlank(lines, j + (underline ? 2 : 1));
    const bridge = (titled || underline) && isLabel(line) && isTocEntry(lines[after] ?? '', titled);
    if (bridge && underline) {
      last = j + 1;
      j += 2;
      continue;
    }
    const wrapped = last === j - 1 && entries > 0 && indentOf(line) > indentOf(lines[last] ?? '') && isLabel(line);
    const entry = isTocEntry(line, titled);
    if (t !== '' && !entry && !bridge && !wrapped) break;
    if (t !== '' && entry) {
      entries++;
      if (DEEP_NUMBER.test(line)) deep++;
      if (isTocLine(line)) leaders++;
    }
    if (t !== '') last = j;
    j++;
  }
  return { last, toc: (titled && entries >= 1) || (entries >= 5 && deep >= 1) || leaders >= 2 };
}

/** Tables of contents, titled or not; a numbered list of steps ("1. Flour") is not one. */
function markTocRuns(lines: readonly string[], drop: boolean[]): void {
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const titled = TOC_TITLE.test(line);
    if (!titled && !isTocEntry(line)) {
      i++;
      continue;
    }
    const { last, toc } = tocRun(lines, i, titled);
    if (toc) for (let k = i; k <= last; k++) drop[k] = true;
    i = Math.max(last + 1, i + 1);
  }
}

/**
 * Which lines are page furniture: page numbers, running headers and footers,
 * tables of contents, captions. Callers remove them rather than blank them, so a
 * paragraph broken by a page turn joins up again.
 */
export function furnitureMask(lines: readonly string[]): boolean[] {
  const drop = lines.map((line) => isPageNumberLine(line) || isTocLine(line) || isCaptionLine(line));
  markRepeats(lines, drop);
  markTocRuns(lines, drop);
  return drop;
}
