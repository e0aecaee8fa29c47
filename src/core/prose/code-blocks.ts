/**
 * Code blocks: fenced blocks, multi-line comments, listings, runs indented
 * past the body text, and blocks most of whose lines are code (code.ts
 * judges the lines). In a prose block only lines that are code on their own
 * go. Linear in the number of lines.
 */
import { isCreditLine, judgeLine, looksProse, type CodeStrength } from './code';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^\s{0,3}(`{3,}|~{3,})\s*$/;
const LIST_ITEM = /^\s*(?:[-*+•▪◦–]|\(?\d+[.)]|\(?[a-z][.)])\s+/;
/** A multi-line comment longer than this is not one: only its opening line goes. */
const MAX_COMMENT_LINES = 200;

const indentOf = (line: string): number => line.length - line.trimStart().length;
const blank = (line: string | undefined): boolean => line === undefined || line.trim() === '';

/** "~~~~~~" as long as the line of text above it underlines a heading (reStructuredText), it opens no code. */
function isUnderline(lines: readonly string[], i: number): boolean {
  const line = (lines[i] ?? '').trim();
  const above = (lines[i - 1] ?? '').trim();
  return /^~+$/.test(line) && /\p{L}/u.test(above) && line.length >= above.length - 2;
}

/**
 * Fenced blocks, fences included. Each line learns the next closing fence of
 * its kind from one backward pass, so unclosed fences cost no rescans. An
 * unclosed fence masks only itself: in extracted text a stray ``` is more
 * likely than code running to the end of the document.
 */
function markFences(lines: readonly string[], mask: boolean[]): void {
  const nextClose = { '`': new Int32Array(lines.length + 1), '~': new Int32Array(lines.length + 1) };
  nextClose['`'][lines.length] = -1;
  nextClose['~'][lines.length] = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    const kind = isUnderline(lines, i) ? undefined : FENCE_CLOSE.exec(lines[i] ?? '')?.[1]?.[0];
    nextClose['`'][i] = kind === '`' ? i : (nextClose['`'][i + 1] ?? -1);
    nextClose['~'][i] = kind === '~' ? i : (nextClose['~'][i + 1] ?? -1);
  }
  for (let i = 0; i < lines.length; i++) {
    const kind = FENCE.exec(lines[i] ?? '')?.[1]?.[0];
    if ((kind !== '`' && kind !== '~') || isUnderline(lines, i)) continue;
    const close = nextClose[kind][i + 1] ?? -1;
    const end = close < 0 ? i : close;
    for (let k = i; k <= end; k++) mask[k] = true;
    i = end;
  }
}

/** `<!-- ... -->` and `/* ... *\/` spanning lines. */
function markComments(lines: readonly string[], mask: boolean[]): void {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const closer = /^\s*<!--/.test(line) ? '-->' : /^\s*\/\*/.test(line) ? '*/' : null;
    if (closer === null || mask[i]) continue;
    let end = i;
    if (!line.includes(closer, 4)) {
      let k = i + 1;
      while (k < lines.length && k - i < MAX_COMMENT_LINES && !(lines[k] ?? '').includes(closer)) k++;
      end = k < lines.length && k - i < MAX_COMMENT_LINES ? k : i;
    }
    for (let k = i; k <= end; k++) mask[k] = true;
    i = end;
  }
}

/** The indentation most body lines share (4 in Debian's text manuals, 0 in Markdown). */
function baseIndent(lines: readonly string[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) if (!blank(line) && !LIST_ITEM.test(line)) counts.set(indentOf(line), (counts.get(indentOf(line)) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [indent, n] of counts) if (n > bestCount || (n === bestCount && indent < best)) [best, bestCount] = [indent, n];
  return best;
}

/**
 * Indented past the body text, as Markdown writes code: a lower-case start or
 * code punctuation is needed too, since a centred title page is indented as well.
 */
function indentedCode(line: string, base: number, prose: boolean): boolean {
  if (prose || indentOf(line) < base + 4 || LIST_ITEM.test(line) || /^\s*#/.test(line) || isCreditLine(line)) return false;
  return /^\s*[^\p{Lu}\s]/u.test(line) || /[{}()[\];=<>$\\|&_/]/.test(line);
}

const LINE_NUMBER = /^\s*(\d{1,4})(?:\s|$)/;
const FIELD = /^\s*[A-Z][\w-]*:(?:\s+\S|\s*$)/;

/**
 * A listing with line numbers ("  1 Source: gentoo", "  2 Section: x11") or
 * a run of "Field: value" lines (a control file, mail headers): data, not prose.
 */
function isListing(block: readonly string[]): boolean {
  if (block.length < 2) return false;
  let numbered = 0;
  let previous = -1;
  for (const line of block) {
    const n = Number(LINE_NUMBER.exec(line)?.[1] ?? NaN);
    if (n === previous + 1 || (previous < 0 && n >= 0)) numbered++;
    if (!Number.isNaN(n)) previous = n;
  }
  const fields = block.filter((line) => FIELD.test(line) && !looksProse(line.replace(FIELD, ''))).length;
  return numbered * 10 >= block.length * 6 || (block.length >= 3 && fields * 10 >= block.length * 7);
}

/**
 * A block that is mostly code is all code (program output and diagrams
 * included); in a prose block only lines that are code on their own and
 * stand after a sentence end or a colon go.
 */
function markBlock(lines: readonly string[], from: number, to: number, base: number, mask: boolean[]): void {
  const block = lines.slice(from, to);
  const strength: CodeStrength[] = [];
  let strong = 0;
  let weak = 0;
  let prose = 0;
  for (const line of block) {
    const p = judgeLine(line);
    const s = p.strength ?? (indentedCode(line, base, p.prose) ? 'weak' : null);
    strength.push(s);
    if (s === 'strong') strong++;
    else if (s === 'weak') weak++;
    if (p.prose) prose++;
  }
  const all = to - from;
  if (isListing(block)) {
    for (let k = from; k < to; k++) mask[k] = true;
    return;
  }
  // A quarter of prose lines makes it a paragraph with a few odd lines, not a listing.
  if ((strong + weak) * 2 >= all && (strong > 0 || weak * 3 >= all * 2) && prose * 4 < all) {
    for (let k = from; k < to; k++) mask[k] = true;
    return;
  }
  for (let k = from; k < to; k++) {
    const prev = (lines[k - 1] ?? '').trim();
    if (strength[k - from] === 'strong' && (k === from || mask[k - 1] || /[.:!?;]$/.test(prev))) mask[k] = true;
  }
}

/**
 * Which lines are code or markup: fenced blocks, multi-line comments, blocks
 * that are mostly code (including runs indented past the body text) and code
 * lines standing alone between sentences. Linear in the number of lines.
 */
export function codeMask(lines: readonly string[]): boolean[] {
  const mask = lines.map(() => false);
  markFences(lines, mask);
  markComments(lines, mask);
  const base = baseIndent(lines);
  let i = 0;
  while (i < lines.length) {
    if (blank(lines[i]) || mask[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && !blank(lines[j]) && !mask[j]) j++;
    markBlock(lines, i, j, base, mask);
    i = j;
  }
  return mask;
}
