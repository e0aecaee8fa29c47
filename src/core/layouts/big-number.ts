/**
 * Big number: one to four key figures, each a card with its label, the
 * figure large (64-80 px, 48-60 pt on a 13.33 in slide) in lining figures,
 * a change the text opens with ("+1.8 pp") and a line of context. The
 * figure is read from each point's heading or the opening of its text
 * (key-figure.ts); the point's own texts stay what the user edits. Points
 * made from a slide's table or chart (data-figures.ts) open with their
 * figure and change, so they are read the same way.
 *
 * The columns are the most that keep every figure at its size: four
 * figures beside a picture go two by two rather than shrink. All figures of
 * a slide share one size, and the figure rows line up across the cards.
 */
import { share } from './canvas';
import { centredTop } from './cards';
import { keyFigure, type KeyFigure } from './key-figure';
import { cardPadding, finishFrame, sizePairs, slideArea, widthsOf, type CardSizes } from './sizing';
import { TEXT_FIT, blockHeight, lineCount, textWidthEm } from './text-fit';
import { defineLayout, type Box, type FigureBox, type FrameOptions, type FrameOverflow, type ItemBox, type LayoutFrame, type LayoutItem } from './types';

const MAX_ITEMS = 4;
/** Figure sizes, px, largest first: 60, 54 and 48 pt on a 13.33 in slide. */
export const FIGURE_SIZES = [80, 72, 64] as const;
/** Steps of the type scale a figure too wide for its column takes before it is reported as overflowing. */
const FIGURE_FALLBACK = [52, 44, 36] as const;
/** The last resort: the smallest fallback, reported as overflowing. */
const SMALLEST_FIGURE = 36;
const GAP = 24;
/** A lone figure's card is no wider than this, centred: a full-width card would be mostly empty. */
const MAX_SINGLE_WIDTH = 560;
const LABEL_GAP = 4;
const DELTA_GAP = 4;
const BODY_GAP = 12;
/** Label and context sizes: a label is a caption to the figure, not a second title. */
const CAPS = { heading: 26, body: 22 } as const;

/** One point as the big-number card draws it. */
interface Drawn {
  figure?: KeyFigure;
  label: string;
  body: string;
}

function drawnOf(item: LayoutItem): Drawn {
  const figure = keyFigure(item.heading, item.overview);
  return figure ? { figure, label: figure.label, body: figure.context } : { label: item.heading.trim(), body: item.overview.trim() };
}

/** Column counts to try, most first: one row, then two by two. */
function columnChoices(count: number): number[] {
  if (count >= 3) return [count, 2];
  return [Math.max(1, count)];
}

/** The figure sizes, largest first, at which every figure fits one line `width` px wide. */
function figureSizes(drawn: readonly Drawn[], width: number, charWidth: number): number[] {
  const widest = Math.max(0, ...drawn.map((d) => (d.figure ? textWidthEm(d.figure.figure, charWidth) : 0)));
  return [...FIGURE_SIZES, ...FIGURE_FALLBACK].filter((size) => widest * size <= width);
}

/**
 * Height of a figure's line: lining digits, capitals and '%' keep within
 * the line box, so it needs no room for descenders beyond a sliver ('$', ',').
 */
const figureHeight = (size: number): number => size * (TEXT_FIT.lineHeight + FIGURE_INK);
const FIGURE_INK = 0.05;

const height = (text: string, width: number, size: number, charWidth: number): number => {
  if (text.trim() === '') return 0;
  return blockHeight(lineCount(text, width, size, { charWidth }), size);
};

/** The heights of a card's parts at one pair of sizes, each the tallest of the slide's cards so rows line up. */
interface Rows {
  label: number;
  figure: number;
  delta: number;
  body: number;
  /** Height of the whole card's text, gaps included. */
  total: number;
}

function rowsAt(drawn: readonly Drawn[], width: number, sizes: CardSizes, figure: number, widths: { title: number; body: number }): Rows {
  const label = Math.max(0, ...drawn.map((d) => height(d.label, width, sizes.heading, widths.title)));
  const delta = Math.max(0, ...drawn.map((d) => height(d.figure?.delta?.text ?? '', width, sizes.body, widths.title)));
  const body = Math.max(0, ...drawn.map((d) => height(d.body, width, sizes.body, widths.body)));
  const figureH = drawn.some((d) => d.figure) ? figureHeight(figure) : 0;
  const gaps = (label > 0 && figureH > 0 ? LABEL_GAP : 0) + (delta > 0 ? DELTA_GAP : 0) + (body > 0 ? BODY_GAP : 0);
  return { label, figure: figureH, delta, body, total: label + figureH + delta + body + gaps };
}

interface Plan {
  columns: number;
  figure: number;
  sizes: CardSizes;
  rows: Rows;
  cardW: number;
  cardH: number;
  fits: boolean;
}

function planFor(drawn: readonly Drawn[], area: Box, columns: number, pairs: readonly CardSizes[], widths: { title: number; body: number }): Plan {
  const count = drawn.length;
  const rowsOfCards = Math.ceil(count / columns);
  const cardW = Math.min(share(area.w, columns, GAP), count === 1 ? MAX_SINGLE_WIDTH : Number.POSITIVE_INFINITY);
  const maxH = share(area.h, rowsOfCards, GAP);
  const pad = cardPadding({ x: 0, y: 0, w: cardW, h: maxH });
  const textW = cardW - 2 * pad.x;
  const sizes = figureSizes(drawn, textW, widths.title);
  // The largest figure at which the texts still fit, and the largest texts at that figure.
  for (const figure of sizes) {
    for (const pair of pairs) {
      const rows = rowsAt(drawn, textW, pair, figure, widths);
      if (Number.isFinite(rows.total) && rows.total + 2 * pad.y <= maxH + 0.01) {
        return { columns, figure, sizes: pair, rows, cardW, cardH: rows.total + 2 * pad.y, fits: true };
      }
    }
  }
  const figure = sizes[sizes.length - 1] ?? SMALLEST_FIGURE;
  const pair = pairs[pairs.length - 1]!;
  return { columns, figure, sizes: pair, rows: rowsAt(drawn, textW, pair, figure, widths), cardW, cardH: maxH, fits: false };
}

/** The better of two plans: one whose text fits, then the larger figure, then more columns (one row reads best). */
function better(a: Plan, b: Plan): Plan {
  if (a.fits !== b.fits) return a.fits ? a : b;
  if (a.figure !== b.figure) return a.figure > b.figure ? a : b;
  return a.columns >= b.columns ? a : b;
}

/** Card boxes of a plan: rows of `columns` centred in `area`, an incomplete last row centred. */
function cardBoxes(area: Box, count: number, plan: Plan): Box[] {
  const rows = Math.ceil(count / plan.columns);
  const top = centredTop(area, rows * plan.cardH + (rows - 1) * GAP);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / plan.columns);
    const inRow = row === rows - 1 ? count - row * plan.columns : plan.columns;
    const rowW = inRow * plan.cardW + (inRow - 1) * GAP;
    const left = area.x + (area.w - rowW) / 2;
    return { x: left + (i % plan.columns) * (plan.cardW + GAP), y: top + row * (plan.cardH + GAP), w: plan.cardW, h: Math.min(plan.cardH, area.y + area.h - (top + row * (plan.cardH + GAP))) };
  });
}

/** Clips a text box to the card's bottom (text that overflows is reported, its box stays in the card). */
const clip = (box: Box, bottom: number): Box => {
  const y = Math.min(box.y, bottom);
  return { ...box, y, h: Math.max(0, Math.min(box.h, bottom - y)) };
};

function figureCard(card: Box, index: number, d: Drawn, plan: Plan, options: FrameOptions): ItemBox {
  const pad = cardPadding(card);
  const x = card.x + pad.x;
  const w = card.w - 2 * pad.x;
  const bottom = card.y + card.h - pad.y;
  const { rows, sizes } = plan;
  const widths = widthsOf(options);
  // Labels sit on the figure row: a one-line label under a two-line one ends where it does.
  const labelH = height(d.label, w, sizes.heading, widths.title);
  const labelTop = card.y + pad.y + rows.label - labelH;
  let y = card.y + pad.y + rows.label + (rows.label > 0 && rows.figure > 0 ? LABEL_GAP : 0);
  const figureBox = { x, y, w, h: rows.figure };
  y += rows.figure;
  const deltaBox = { x, y: y + (rows.delta > 0 ? DELTA_GAP : 0), w, h: rows.delta };
  y += rows.delta + (rows.delta > 0 ? DELTA_GAP : 0) + (rows.body > 0 ? BODY_GAP : 0);
  const bodyH = height(d.body, w, sizes.body, widths.body);
  const item: ItemBox = {
    ...card, index, shape: 'rounded', align: 'center',
    headingBox: clip({ x, y: labelTop, w, h: labelH }, bottom),
    bodyBox: clip({ x, y, w, h: bodyH }, bottom),
    headingSize: sizes.heading, bodySize: Math.min(sizes.body, sizes.heading),
  };
  if (d.figure) {
    const figure: FigureBox = { text: d.figure.figure, box: clip(figureBox, bottom), size: plan.figure, heading: d.label, body: d.body };
    const delta = d.figure.delta;
    if (delta) figure.delta = { text: delta.text, trend: delta.trend, box: clip({ ...deltaBox, h: height(delta.text, w, sizes.body, widths.title) }, bottom), size: item.bodySize };
    item.figure = figure;
  }
  // A point without a figure keeps its own texts (the user may pick this layout for any slide).
  return item;
}

/** The big-number frame of up to four points. */
export function bigNumberFrame(all: readonly LayoutItem[], options: FrameOptions): LayoutFrame {
  const items = all.slice(0, MAX_ITEMS);
  const { header, area } = slideArea(options);
  const drawn = items.map(drawnOf);
  const widths = widthsOf(options);
  const pairs = sizePairs({ options, header, caps: CAPS });
  const plan = columnChoices(items.length).map((columns) => planFor(drawn, area, columns, pairs, widths)).reduce(better);
  const cards = cardBoxes(area, items.length, plan);
  const boxes = cards.map((card, i) => figureCard(card, i, drawn[i]!, plan, options));
  const overflow: FrameOverflow[] = [];
  if (!plan.fits) {
    boxes.forEach((box, i) => {
      const d = drawn[i]!;
      const tooWide = d.figure !== undefined && textWidthEm(d.figure.figure, widths.title) * plan.figure > box.w - 2 * cardPadding(box).x;
      const clipped = height(d.label, box.headingBox.w, box.headingSize, widths.title) > box.headingBox.h + 0.01 || height(d.body, box.bodyBox.w, box.bodySize, widths.body) > box.bodyBox.h + 0.01;
      if (tooWide || clipped) overflow.push({ part: d.body === '' ? 'heading' : 'body', index: i });
    });
  }
  return finishFrame(header, boxes, options, { overflow });
}

export const bigNumberLayout = defineLayout({
  type: 'big-number',
  label: 'Big numbers',
  category: 'boxes',
  description: 'One to four key figures, large, each with its label and context.',
  minItems: 1,
  maxItems: MAX_ITEMS,
  typicalItems: 3,
  frame: bigNumberFrame,
  export: { native: true, note: 'Each figure is a text box of its own at its figure size; the label and context are the point\u2019s texts as drawn (FigureBox).' },
});
