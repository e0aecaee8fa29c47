/**
 * Table: the slide's table (its data part) under the title, a header row
 * then body rows with every second one shaded. Columns of figures are
 * right-aligned so their digits line up; words are left-aligned and may wrap.
 * One text size for the whole table, the largest of 30, 26, 22 and 19 px at
 * which every row fits the area; below that the table is reported as
 * overflowing (split it or move rows to another slide).
 *
 * A slide with no table shows its points as one: heading beside text, with
 * no header row, so picking this layout never loses a word.
 */
import type { TableData, TableDataView } from '../schemas/slide-data';
import { isFigureColumn } from './cell-number';
import { finishFrame, slideArea, widthsOf } from './sizing';
import { TEXT_FIT, blockHeight, lineCount, textWidthEm } from './text-fit';
import { defineLayout, type Box, type FrameOptions, type LayoutFrame, type LayoutItem, type TableColumn, type TableFrame, type TableRow } from './types';

/** Cell sizes, px, largest first (17 to 10.7 pt): a table is read at a glance, never below the floor. */
export const TABLE_SIZES = [30, 26, 22, 19] as const;
/** A table is at most this much wider than its text needs: wider, label and figure drift apart. */
const MAX_STRETCH = 1.6;
/** Bold header text runs about this much wider than the body estimate. */
const BOLD = 1.06;

const padOf = (size: number) => ({ x: Math.round(size * 0.6), y: Math.round(size * 0.3) });

/** The table a slide's points make: one row per point, its heading beside its text, no header. */
export function tableOfItems(items: readonly LayoutItem[]): TableData {
  return { columns: ['', ''], rows: items.map((item) => [item.heading, item.overview]) };
}

/** The rows drawn: the header (when any header cell has text) then the body. */
function rowsOf(table: TableDataView): { cells: string[]; header: boolean }[] {
  const header = table.columns.some((c) => c.trim() !== '') ? [{ cells: [...table.columns], header: true }] : [];
  return [...header, ...table.rows.map((cells) => ({ cells: [...cells], header: false }))];
}

interface Sized {
  widths: number[];
  heights: number[];
  fits: boolean;
}

/**
 * Room a word keeps beyond its width in the deck's face: the exported table is often shown in a wider face
 * (the deck's font is not embedded), and a word that does not fit its cell is broken in the middle.
 */
const WORD_SLACK = 1.15;

/** Width a cell's text needs on one line, and its longest word (the least it can wrap to), px. */
function cellNeeds(cell: string, size: number, charWidth: number, bold: boolean): { line: number; word: number } {
  const scale = size * (bold ? BOLD : 1);
  const word = WORD_SLACK * Math.max(0, ...cell.split(/\s+/u).map((w) => textWidthEm(w, charWidth) * scale));
  return { line: Math.max(word, textWidthEm(cell, charWidth) * scale), word };
}

/** Column widths at `size` within `width`: figures keep their one line, word columns share what is left and wrap. */
function columnWidths(rows: readonly { cells: string[]; header: boolean }[], figure: readonly boolean[], size: number, width: number, charWidth: number): number[] {
  const pad = 2 * padOf(size).x;
  const needs = figure.map((_, c) => rows.map((r) => cellNeeds(r.cells[c] ?? '', size, charWidth, r.header)));
  const natural = needs.map((n) => pad + Math.max(0, ...n.map((x) => x.line)));
  const least = needs.map((n, c) => pad + Math.max(0, ...n.map((x) => (figure[c] ? x.line : x.word))));
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= width) {
    // Extra room goes to every column alike in proportion, up to the stretch cap.
    const target = Math.min(width, total * MAX_STRETCH);
    return natural.map((w) => (w * target) / total);
  }
  // Too wide: word columns give up width in proportion to what they can spare.
  const spare = natural.map((w, c) => (figure[c] ? 0 : w - least[c]!));
  const spareTotal = spare.reduce((a, b) => a + b, 0);
  const over = total - width;
  return natural.map((w, c) => (spareTotal > 0 ? w - (spare[c]! * Math.min(over, spareTotal)) / spareTotal : w));
}

function sizeAt(rows: readonly { cells: string[]; header: boolean }[], figure: readonly boolean[], size: number, area: Box, charWidth: number): Sized {
  const pad = padOf(size);
  const widths = columnWidths(rows, figure, size, area.w, charWidth);
  const heights = rows.map((row) => {
    const lines = Math.max(1, ...row.cells.map((cell, c) => lineCount(cell, widths[c]! - 2 * pad.x, size * (row.header ? BOLD : 1), { charWidth })));
    return (Number.isFinite(lines) ? blockHeight(lines, size) : size * TEXT_FIT.lineHeight) + 2 * pad.y;
  });
  const wide = widths.reduce((a, b) => a + b, 0) <= area.w + 0.5;
  const finite = rows.every((row) => row.cells.every((cell, c) => Number.isFinite(lineCount(cell, widths[c]! - 2 * pad.x, size, { charWidth }))));
  return { widths, heights, fits: wide && finite && heights.reduce((a, b) => a + b, 0) <= area.h + 0.5 };
}

/** The table's geometry in `area`: the largest size at which it fits, else the smallest (reported as overflowing). */
export function tablePlan(table: TableDataView, area: Box, charWidth: number = TEXT_FIT.charWidth): { table: TableFrame; fits: boolean } {
  const rows = rowsOf(table);
  const figure = table.columns.map((_, c) => c > 0 && isFigureColumn(table.rows.map((r) => r[c] ?? '')));
  let size: number = TABLE_SIZES[TABLE_SIZES.length - 1]!;
  let sized: Sized | undefined;
  for (const s of TABLE_SIZES) {
    const at = sizeAt(rows, figure, s, area, charWidth);
    if (at.fits) {
      size = s;
      sized = at;
      break;
    }
  }
  const fits = sized !== undefined;
  sized ??= sizeAt(rows, figure, size, area, charWidth);
  const columns: TableColumn[] = [];
  let x = area.x;
  sized.widths.forEach((w, c) => {
    columns.push({ x, w, align: figure[c] ? 'right' : 'left' });
    x += w;
  });
  let y = area.y;
  let body = 0;
  const placed: TableRow[] = rows.map((row, r) => {
    const h = sized.heights[r]!;
    const out: TableRow = { y, h, cells: row.cells, header: row.header, zebra: !row.header && body++ % 2 === 1 };
    y += h;
    return out;
  });
  const box = { x: area.x, y: area.y, w: x - area.x, h: Math.min(y, area.y + area.h) - area.y };
  return { table: { box, columns, rows: placed, size, pad: padOf(size) }, fits };
}

/** The table frame: the header as every layout has it, the table in the whole area under it. */
export function tableFrame(items: readonly LayoutItem[], all: FrameOptions): LayoutFrame {
  // The data is the slide's picture: a table takes the whole width, and the slide draws no topic picture beside it.
  const options = { ...all, hasImage: false };
  const { header, area } = slideArea(options);
  const data = options.data?.table ?? tableOfItems(items);
  const plan = tablePlan(data, area, widthsOf(options).body);
  const frame = finishFrame(header, [], options, plan.fits ? {} : { overflow: [{ part: 'body' }] });
  frame.table = plan.table;
  return frame;
}

export const tableLayout = defineLayout({
  type: 'table',
  label: 'Table',
  category: 'grid',
  description: 'The slide\u2019s figures as a table: a header row, figures right-aligned, rows shaded in turn.',
  minItems: 0,
  drawsData: true,
  typicalItems: 4,
  frame: tableFrame,
  export: { native: true, note: 'A native PowerPoint table (TableFrame): one cell per data cell, the header row bold.' },
});
