/**
 * Lines and paragraphs of PDF pages rebuilt from positioned text runs. A PDF
 * has no paragraphs, only strings drawn at coordinates; the generator needs
 * them, so they are inferred: a change of baseline starts a line, a wider gap
 * than the page's usual line pitch (or a change of font size, weight or pitch, or a
 * first-line indent) starts a paragraph. Which paragraphs are headings is
 * decided later, over the whole document (pdf-headings.ts).
 *
 * Runs come in pdf.js's drawing order, which is reading order for what
 * LibreOffice, Word, LaTeX and groff write (two-column pages included: the
 * left column is drawn first); a move back up the page starts a paragraph.
 */

import { renderPipeTable } from '../core/data/pipe-table';
import type { TableData } from '../core/schemas/slide-data';

/** One run of text as pdf.js reports it, in PDF units (y grows upwards). */
export interface PdfRun {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size: the run's vertical scale. */
  size: number;
  hasEOL: boolean;
  /** Set in a bold face (from the font's name). */
  bold?: boolean;
  /** Set in a fixed-pitch face: code. */
  mono?: boolean;
}

/** A heading a bookmark (or the title) gave to one or more lines. */
export interface LineHeading {
  /** Same id on consecutive lines: one heading wrapped over them. */
  id: number;
  /** 1 for the outline's top level. */
  level: number;
}

export interface PdfLine {
  text: string;
  x: number;
  y: number;
  right: number;
  size: number;
  /** Characters of the run that set `size` (the line takes the size of its longest run). */
  sizeChars: number;
  /** Visible characters, and how many of them are bold or fixed-pitch. */
  chars: number;
  boldChars: number;
  monoChars: number;
  heading?: LineHeading;
  /** The line cut where runs stand apart by more than a word gap: a table's cells, when lines line up. */
  cells?: PdfCell[];
}

/** Text of a line between two wide gaps, with its horizontal extent. */
export interface PdfCell {
  text: string;
  x: number;
  right: number;
}

/** A paragraph: its lines, the font size and weight they are set in and the page it is on. */
export interface PdfBlock {
  lines: string[];
  size: number;
  bold: boolean;
  /** Every line in a fixed-pitch face: a code listing. */
  mono: boolean;
  page: number;
  /** Left edge of the first line, and of the block (a first-line indent aside). */
  x: number;
  left: number;
  /** Heading level given by the outline. */
  level?: number;
  /** Lines read as a table (pdf-tables.ts): written as a pipe table, never as prose. */
  table?: TableData;
}

const visible = (s: string): number => s.replace(/\s/g, '').length;

/** A gap wider than this many font sizes parts two cells: a word gap is a quarter of one, a little more in justified lines. */
const CELL_GAP = 0.5;

function startLine(run: PdfRun): PdfLine {
  const chars = visible(run.str);
  const monoChars = run.mono ? chars : 0;
  const cell = { text: run.str.trim(), x: run.x, right: run.x + run.width };
  return { text: run.str, x: run.x, y: run.y, right: run.x + run.width, size: run.size, sizeChars: run.str.trim().length, chars, boldChars: run.bold ? chars : 0, monoChars, cells: [cell] };
}

/** The run joins the line's last cell, or starts a cell after a wide gap. */
function addToCells(line: PdfLine, run: PdfRun): void {
  // pdf.js fills a jump between strings with a space run: the gap is measured between visible text.
  if (run.str.trim() === '') return;
  const cell = line.cells?.at(-1);
  const gap = cell ? run.x - cell.right : 0;
  if (cell && gap <= run.size * CELL_GAP) {
    cell.text = `${cell.text}${gap > run.size * 0.15 || /^\s/.test(run.str) ? ' ' : ''}${run.str.trim()}`;
    cell.right = Math.max(cell.right, run.x + run.width);
  } else line.cells?.push({ text: run.str.trim(), x: run.x, right: run.x + run.width });
}

/** Appends a run on the same baseline, with a space where the gap between runs is a word gap. */
function extendLine(line: PdfLine, run: PdfRun): void {
  const gap = run.x - line.right;
  const needsSpace = gap > run.size * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(run.str);
  line.text += (needsSpace ? ' ' : '') + run.str;
  addToCells(line, run);
  line.right = Math.max(line.right, run.x + run.width);
  const chars = visible(run.str);
  line.chars += chars;
  if (run.bold) line.boldChars += chars;
  if (run.mono) line.monoChars += chars;
  const sizeChars = run.str.trim().length;
  if (sizeChars > line.sizeChars) {
    line.size = run.size;
    line.sizeChars = sizeChars;
  }
}

/** Runs in drawing order to lines: a new line when the baseline moves by half a line or more. */
export function toLines(runs: readonly PdfRun[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | undefined;
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

/** Almost all of the line's letters are bold. */
export const isBoldLine = (line: PdfLine): boolean => line.chars > 0 && line.boldChars >= line.chars * 0.9;
const isMonoLine = (line: PdfLine): boolean => line.chars > 0 && line.monoChars === line.chars;

/** Font sizes within 10% of each other: one face, whatever rounding the writer applied. */
export const similarSize = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(a, b) * 0.1;

/** The page's usual distance between consecutive lines of one paragraph (median), if it has enough lines to tell. */
function linePitch(lines: readonly PdfLine[]): number | undefined {
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

function startsParagraph(prev: PdfLine, line: PdfLine, next: PdfLine | undefined, page: PageShape): boolean {
  if (prev.heading?.id !== line.heading?.id) return true;
  if (line.heading) return false; // one heading wrapped over lines
  if (!similarSize(prev.size, line.size) || isBoldLine(prev) !== isBoldLine(line) || isMonoLine(prev) !== isMonoLine(line)) return true;
  if (isMonoLine(line)) return line.y > prev.y; // a listing keeps its blank lines and indents
  // Bold lines starting at another indent are two things (a man page's .SS heading over a bold term).
  if (isBoldLine(line) && Math.abs(line.x - prev.x) > line.size) return true;
  const dy = prev.y - line.y;
  if (dy <= 0) return true; // moved up: a new column or a box drawn out of order
  // The body's pitch says nothing about a large heading's own line spacing: compare to its size too.
  if (dy > (page.pitch === undefined ? line.size * 1.8 : Math.max(page.pitch * 1.3, line.size * 1.45))) return true;
  // A first-line indent (books, papers): indented against the lines on both sides, after a
  // line that stopped short. A wrapped list item follows a full line instead.
  const indented = line.x - prev.x > line.size * 0.9 && prev.right < page.right - line.size * 2;
  return indented && next !== undefined && Math.abs(next.x - prev.x) < line.size * 0.5 && next.y < line.y;
}

/** Lines `start` to `end` of a page read as a table (pdf-tables.ts). */
export interface LineTable {
  start: number;
  end: number;
  table: TableData;
}

/** A table's lines as one block; fixed-pitch, so no heading rule ever takes it for a heading. */
function tableBlock(table: LineTable, first: PdfLine, pageNumber: number): PdfBlock {
  return { lines: renderPipeTable(table.table).split('\n'), size: first.size, bold: false, mono: true, page: pageNumber, x: first.x, left: first.x, table: table.table };
}

/** One page's lines grouped into paragraphs; the lines of each table given as one table block. */
export function toBlocks(lines: readonly PdfLine[], pageNumber = 1, lineTables: readonly LineTable[] = []): PdfBlock[] {
  let right = 0;
  for (const l of lines) right = Math.max(right, l.right);
  const page: PageShape = { pitch: linePitch(lines), right };
  const blocks: PdfBlock[] = [];
  const tables = new Map(lineTables.map((t) => [t.start, t]));
  let tableEnd = -1;
  lines.forEach((line, i) => {
    const table = tables.get(i);
    if (table) {
      blocks.push(tableBlock(table, line, pageNumber));
      tableEnd = table.end;
    }
    if (i <= tableEnd) return;
    const prev = i - 1 === tableEnd ? undefined : lines[i - 1];
    const last = blocks.at(-1);
    if (!prev || !last || startsParagraph(prev, line, lines[i + 1], page)) {
      const block: PdfBlock = { lines: [line.text], size: line.size, bold: isBoldLine(line), mono: isMonoLine(line), page: pageNumber, x: line.x, left: line.x };
      if (line.heading) block.level = line.heading.level;
      blocks.push(block);
    } else {
      last.lines.push(line.text);
      last.left = Math.min(last.left, line.x);
    }
  });
  return blocks;
}
