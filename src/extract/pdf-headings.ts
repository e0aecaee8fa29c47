/**
 * PDF paragraphs to Markdown: which paragraphs are headings and of which
 * level, which one is the title, and the text of the rest with words broken
 * at line ends mended and paragraphs broken by a page end rejoined.
 *
 * Headings come from the outline when the PDF has a usable one (pdf-outline.ts).
 * Otherwise they are inferred: short paragraphs set clearly larger than the
 * body text are headings ranked by size, and short bold paragraphs at body
 * size (groff, many reports) rank below them.
 */
import { similarSize, type PdfBlock } from './pdf-layout';
import { CONTENTS_TITLES, headingKey } from './title';

const MAX_HEADING_WORDS = 20;
const MAX_BOLD_HEADING_WORDS = 12;
/** More bold "headings" than this share of paragraphs: bold is how this document sets body text, not headings. */
const MAX_BOLD_SHARE = 0.4;

const roundSize = (size: number): number => Math.round(size * 2) / 2;
const wordCount = (text: string): number => text.split(/\s+/).filter((w) => w !== '').length;
const hasLetters = (text: string): boolean => /\p{L}/u.test(text);

// Hyphen at a line end between lower-case letters: a word the typesetter broke ("manu-" + "script").
const BROKEN_WORD = /\p{Ll}-$/u;
const LOWER_START = /^\p{Ll}/u;

/** Lines of one paragraph, with words hyphenated across a line end joined again. */
export function joinHyphenated(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const prev = out.at(-1);
    if (prev !== undefined && (BROKEN_WORD.test(prev) || prev.endsWith('\u00ad')) && LOWER_START.test(line)) out[out.length - 1] = prev.slice(0, -1) + line;
    else out.push(line);
  }
  return out;
}

/** A block's text on one line, broken words mended. */
export const blockText = (b: PdfBlock): string => joinHyphenated(b.lines).join(' ').replace(/\s+/g, ' ').trim();

/** The size most characters are set in: the body text. */
export function bodySize(blocks: readonly PdfBlock[]): number {
  const chars = new Map<number, number>();
  for (const b of blocks) {
    const key = roundSize(b.size);
    chars.set(key, (chars.get(key) ?? 0) + b.lines.join('').length);
  }
  let best = 0;
  let bestChars = -1;
  for (const [size, n] of chars) if (n > bestChars) [best, bestChars] = [size, n];
  return best;
}

function isSizeHeading(block: PdfBlock, body: number): boolean {
  const text = blockText(block);
  return block.size >= body * 1.15 && block.lines.length <= 3 && wordCount(text) <= MAX_HEADING_WORDS && hasLetters(text);
}

const CAPTION = /^(?:figure|fig\.|table|tab\.|listing|chart|abb\.|abbildung|tabelle)\s*[\dIVX]/i;
// The bold label of an admonition box (DocBook, Sphinx, many manuals) titles a few lines, not a section.
const ADMONITIONS = new Set(['note', 'notes', 'tip', 'tips', 'hint', 'warning', 'caution', 'important', 'attention', 'danger', 'remark']);

/** `indented`: headings stand out left of the text, so a bold term indented under one follows it (a man page's .SS over a .TP tag). */
function isBoldHeading(block: PdfBlock, body: number, next: PdfBlock | undefined, indented = false): boolean {
  const nextIsText = next !== undefined && (!next.bold || (indented && next.x > block.x + block.size));
  if (!block.bold || !similarSize(block.size, body) || block.lines.length > 2 || !nextIsText) return false;
  const text = blockText(block);
  return wordCount(text) <= MAX_BOLD_HEADING_WORDS && /^[\p{Lu}\d]/u.test(text) && !/[.,;:]$/.test(text) && !CAPTION.test(text) && !ADMONITIONS.has(headingKey(text));
}

// "2.3" in "2.3 Methods": how deep the author numbered the heading.
const NUMBER_DEPTH = /^(\d{1,3}(?:\.\d{1,3}){0,5})\.?\s/;

const numberDepth = (b: PdfBlock): number | undefined => NUMBER_DEPTH.exec(blockText(b))?.[1]?.split('.').length;

/**
 * Font ranks to levels. Headings of one face may still be numbered at
 * several depths ("1." and "1.1." both in body-size bold, as groff's ms
 * sets them): those depths become levels within the rank, and the ranks
 * below move down to make room.
 */
function ranksToLevels(blocks: readonly PdfBlock[], ranks: readonly (number | undefined)[]): (number | undefined)[] {
  const minDepth = new Map<number, number>();
  const maxDepth = new Map<number, number>();
  blocks.forEach((b, i) => {
    const rank = ranks[i];
    const depth = numberDepth(b);
    if (rank === undefined || depth === undefined) return;
    minDepth.set(rank, Math.min(minDepth.get(rank) ?? depth, depth));
    maxDepth.set(rank, Math.max(maxDepth.get(rank) ?? depth, depth));
  });
  const offsets: number[] = [0];
  for (let r = 1; r <= 5; r++) offsets[r] = (offsets[r - 1] ?? 0) + ((maxDepth.get(r) ?? 0) - (minDepth.get(r) ?? 0));
  return blocks.map((b, i) => {
    const rank = ranks[i];
    if (rank === undefined) return undefined;
    const extra = (numberDepth(b) ?? minDepth.get(rank) ?? 0) - (minDepth.get(rank) ?? 0);
    return Math.min(6, rank + (offsets[rank - 1] ?? 0) + Math.max(0, extra));
  });
}

/** The left edge most body text starts at. */
function bodyLeft(blocks: readonly PdfBlock[], body: number): number {
  const chars = new Map<number, number>();
  for (const b of blocks) if (!b.bold && similarSize(b.size, body)) chars.set(Math.round(b.left), (chars.get(Math.round(b.left)) ?? 0) + b.lines.join('').length);
  let best = 0;
  let bestChars = -1;
  for (const [x, n] of chars) if (n > bestChars) [best, bestChars] = [x, n];
  return best;
}

/**
 * Bold headings set left of the body text (a man page's .SH at the margin,
 * .SS a little in, the text further in): only outdented bold lines are then
 * headings (the bold terms of a definition list sit at the body's edge),
 * ranked by how far out they stand. Returns the extra rank of each bold
 * heading (0 for the outermost), or undefined when headings are not outdented.
 */
function indentRanks(blocks: readonly PdfBlock[], bold: boolean[], body: number): (number | undefined)[] | undefined {
  const left = bodyLeft(blocks, body);
  // Left of the text that follows it too: in the right column of a page, everything is right of the left column.
  const outdented = (b: PdfBlock, i: number) => b.x < Math.min(left, blocks[i + 1]?.left ?? left) - body;
  if (!blocks.some((b, i) => bold[i] && outdented(b, i))) return undefined;
  const edges = [...new Set(blocks.filter((b, i) => bold[i] && outdented(b, i)).map((b) => Math.round(b.x)))].sort((a, b) => a - b);
  return blocks.map((b, i) => {
    if (!bold[i]) return undefined;
    if (!outdented(b, i)) bold[i] = false;
    return bold[i] ? Math.min(1, edges.indexOf(Math.round(b.x))) : undefined;
  });
}

/** Heading level of each block (undefined for body text), from the outline or from sizes and weights. */
function headingLevels(blocks: readonly PdfBlock[], outline: boolean): (number | undefined)[] {
  if (outline) return blocks.map((b) => b.level);
  const body = bodySize(blocks);
  const sized = blocks.map((b) => !b.mono && isSizeHeading(b, body));
  const sizes = [...new Set(blocks.filter((_, i) => sized[i]).map((b) => roundSize(b.size)))].sort((a, b) => b - a);
  const boldHeadings = (indented: boolean) => blocks.map((b, i) => !b.mono && !sized[i] && isBoldHeading(b, body, blocks[i + 1], indented));
  let bold = boldHeadings(false);
  let indents = indentRanks(blocks, bold, body);
  if (indents) {
    bold = boldHeadings(true);
    indents = indentRanks(blocks, bold, body);
  }
  const useBold = bold.filter(Boolean).length <= blocks.length * MAX_BOLD_SHARE;
  const ranks = blocks.map((b, i) => {
    if (sized[i]) return Math.min(3, sizes.indexOf(roundSize(b.size)) + 1);
    return useBold && bold[i] ? Math.min(3, sizes.length) + 1 + (indents?.[i] ?? 0) : undefined;
  });
  return ranksToLevels(blocks, ranks);
}

interface Paragraph {
  lines: string[];
  level: number | undefined;
  block: PdfBlock;
  /** Page of its last line. */
  page: number;
}

/** A paragraph cut by a page end: body text on both sides, the first not finished, the second going on in lower case. */
function continuesAcrossPage(a: Paragraph, b: Paragraph): boolean {
  if (a.level !== undefined || b.level !== undefined || a.page === b.page || a.block.table || b.block.table) return false;
  if (a.block.mono && b.block.mono) return true;
  if (!similarSize(a.block.size, b.block.size) || a.block.bold !== b.block.bold || a.block.mono !== b.block.mono) return false;
  const last = a.lines.at(-1)?.trim() ?? '';
  return !/[.!?:;)"”’]$/.test(last) && LOWER_START.test(b.lines[0]?.trim() ?? '');
}

/** Escapes a body line that Markdown would read as a heading or a fence ("# comment" in a listing). */
export const escapeLine = (line: string): string => (line.startsWith('#') || line.startsWith('```') ? `\\${line}` : line);

// Bullets as PDFs draw them (U+F0B7 is Word's Symbol-font bullet).
const BULLET = /^[•◦▪‣●○■□\uf0b7]\s+/u;

/** A paragraph of bullet items as '- ' lines, each item's wrapped lines joined to it. */
function listItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (BULLET.test(line)) items.push(`- ${line.replace(BULLET, '')}`);
    else items[items.length - 1] += ` ${line}`;
  }
  return items;
}

function toMarkdown(p: Paragraph): string {
  if (p.level !== undefined) return `${'#'.repeat(p.level)} ${blockText(p.block)}`;
  if (p.block.table) return p.lines.join('\n');
  if (p.block.mono) return ['```', ...p.lines.map((l) => (l.trim().startsWith('```') ? `\\${l.trim()}` : l)), '```'].join('\n');
  const lines = joinHyphenated(p.lines);
  return BULLET.test(lines[0] ?? '') ? listItems(lines).join('\n') : lines.map(escapeLine).join('\n');
}

export interface TextOptions {
  /** Headings come from the outline (each block's `level`); sizes and weights are not used. */
  outline: boolean;
  /** Blocks that make up the title: left out, since the title goes on top as '# '. */
  skip?: ReadonlySet<PdfBlock>;
}

/**
 * A table of contents without page numbers (a web page's, printed): a
 * "Contents" block and the paragraphs after it whose every line names one
 * of the document's headings, when they list at least three.
 */
function listedContents(blocks: readonly PdfBlock[], levels: readonly (number | undefined)[]): Set<PdfBlock> {
  const keys = new Set(blocks.filter((_, i) => levels[i] !== undefined).map((b) => headingKey(blockText(b))));
  const start = blocks.findIndex((b, i) => i < 200 && b.lines.length === 1 && CONTENTS_TITLES.has(headingKey(blockText(b))));
  const listed = new Set<PdfBlock>();
  let lines = 0;
  for (let i = start + 1; start >= 0 && i < blocks.length; i++) {
    const b = blocks[i] as PdfBlock;
    if (levels[i] !== undefined || !b.lines.every((l) => keys.has(headingKey(l)))) break;
    listed.add(b);
    lines += b.lines.length;
  }
  if (lines < 3) return new Set();
  return listed.add(blocks[start] as PdfBlock);
}

/** Paragraphs of every page as Markdown text, headings as '#' lines of their level. */
export function blocksToText(blocks: readonly PdfBlock[], opts: TextOptions): string {
  const all = blocks.filter((b) => !opts.skip?.has(b));
  const allLevels = headingLevels(all, opts.outline);
  const listed = listedContents(all, allLevels);
  const kept = all.filter((b) => !listed.has(b));
  const levels = allLevels.filter((_, i) => !listed.has(all[i] as PdfBlock));
  const paragraphs: Paragraph[] = [];
  kept.forEach((block, i) => {
    const p: Paragraph = { lines: [...block.lines], level: levels[i], block, page: block.page };
    const prev = paragraphs.at(-1);
    if (prev && continuesAcrossPage(prev, p)) {
      for (const line of p.lines) prev.lines.push(line);
      prev.page = p.page;
    } else paragraphs.push(p);
  });
  return paragraphs.map(toMarkdown).join('\n\n');
}
