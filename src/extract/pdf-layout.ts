/**
 * Text of PDF pages rebuilt from positioned text runs. A PDF has no
 * paragraphs or headings, only strings drawn at coordinates; the generator
 * needs both, so they are inferred: a change of baseline starts a line, a
 * wider gap than the page's usual line pitch (or a change of font size, or a
 * first-line indent) starts a paragraph, and short paragraphs set clearly
 * larger than the body text become Markdown headings, ranked by size.
 */

/** One run of text as pdf.js reports it, in PDF units (y grows upwards). */
export interface PdfRun {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size: the run's vertical scale. */
  size: number;
  hasEOL: boolean;
}

interface Line {
  text: string;
  x: number;
  y: number;
  right: number;
  size: number;
  /** Characters of the run that set `size` (the line takes the size of its longest run). */
  sizeChars: number;
}

/** A paragraph: its lines and the font size they are set in. */
export interface PdfBlock {
  lines: string[];
  size: number;
}

function startLine(run: PdfRun): Line {
  return { text: run.str, x: run.x, y: run.y, right: run.x + run.width, size: run.size, sizeChars: run.str.trim().length };
}

/** Appends a run on the same baseline, with a space where the gap between runs is a word gap. */
function extendLine(line: Line, run: PdfRun): void {
  const gap = run.x - line.right;
  const needsSpace = gap > run.size * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(run.str);
  line.text += (needsSpace ? ' ' : '') + run.str;
  line.right = Math.max(line.right, run.x + run.width);
  const chars = run.str.trim().length;
  if (chars > line.sizeChars) {
    line.size = run.size;
    line.sizeChars = chars;
  }
}

/** Runs in drawing order to lines: a new line when the baseline moves by half a line or more. */
export function toLines(runs: readonly PdfRun[]): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  let ended = false;
  for (const run of runs) {
    if (run.str === '') {
      ended ||= run.hasEOL;
      continue;
    }
    const sameLine = current !== undefined && !ended && Math.abs(run.y - current.y) < Math.max(run.size, current.size) * 0.5;
    if (current && sameLine) extendLine(current, run);
    else if (run.str.trim() !== '' || current) {
      current = startLine(run);
      lines.push(current);
    }
    ended = run.hasEOL;
  }
  return lines.filter((l) => l.text.trim() !== '');
}

const similarSize = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(a, b) * 0.1;

/** The page's usual distance between consecutive lines of one paragraph (median), if it has enough lines to tell. */
function linePitch(lines: readonly Line[]): number | undefined {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (!a || !b || !similarSize(a.size, b.size)) continue;
    const dy = a.y - b.y;
    if (dy > 0 && dy < b.size * 2.5) gaps.push(dy);
  }
  if (gaps.length < 3) return undefined;
  gaps.sort((x, y) => x - y);
  return gaps[Math.floor(gaps.length / 2)];
}

interface PageShape {
  pitch: number | undefined;
  right: number;
}

function startsParagraph(prev: Line, line: Line, next: Line | undefined, page: PageShape): boolean {
  if (!similarSize(prev.size, line.size)) return true;
  const dy = prev.y - line.y;
  if (dy <= 0) return true; // moved up: a new column or a box drawn out of order
  if (dy > (page.pitch === undefined ? line.size * 1.8 : page.pitch * 1.3)) return true;
  // A first-line indent (books, papers): indented against the lines on both sides, after a
  // line that stopped short. A wrapped list item follows a full line instead.
  const indented = line.x - prev.x > line.size * 0.9 && prev.right < page.right - line.size * 2;
  return indented && next !== undefined && Math.abs(next.x - prev.x) < line.size * 0.5 && next.y < line.y;
}

/** One page's lines grouped into paragraphs. */
export function toBlocks(lines: readonly Line[]): PdfBlock[] {
  const page: PageShape = { pitch: linePitch(lines), right: Math.max(...lines.map((l) => l.right)) };
  const blocks: PdfBlock[] = [];
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    const last = blocks.at(-1);
    if (!prev || !last || startsParagraph(prev, line, lines[i + 1], page)) blocks.push({ lines: [line.text], size: line.size });
    else last.lines.push(line.text);
  });
  return blocks;
}

/** The size most characters are set in: the body text. */
function bodySize(blocks: readonly PdfBlock[]): number {
  const chars = new Map<number, number>();
  for (const b of blocks) {
    const key = Math.round(b.size * 2) / 2;
    chars.set(key, (chars.get(key) ?? 0) + b.lines.join('').length);
  }
  let best = 0;
  let bestChars = -1;
  for (const [size, n] of chars) if (n > bestChars) [best, bestChars] = [size, n];
  return best;
}

const MAX_HEADING_WORDS = 20;

function isHeading(block: PdfBlock, body: number): boolean {
  const text = block.lines.join(' ');
  return block.size >= body * 1.15 && block.lines.length <= 3 && text.split(/\s+/).length <= MAX_HEADING_WORDS;
}

/** Paragraphs of every page as text; larger short paragraphs become '#', '##', '###' headings. */
export function blocksToText(blocks: readonly PdfBlock[]): string {
  const body = bodySize(blocks);
  const headingSizes = [...new Set(blocks.filter((b) => isHeading(b, body)).map((b) => Math.round(b.size * 2) / 2))].sort((a, b) => b - a);
  return blocks
    .map((block) => {
      if (!isHeading(block, body)) return block.lines.join('\n');
      const level = Math.min(3, headingSizes.indexOf(Math.round(block.size * 2) / 2) + 1);
      return `${'#'.repeat(level)} ${block.lines.join(' ').replace(/\s+/g, ' ').trim()}`;
    })
    .join('\n\n');
}
