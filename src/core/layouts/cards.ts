/**
 * Card layouts sized to their content: a layout says where its cards could
 * go at most and how to place cards of a given height; the text is fitted
 * once, every card gets the height the tallest text needs, and the layout
 * centres the group in the free area. So two short points make two compact
 * cards, not two tall boxes holding one line each.
 */
import { share } from './canvas';
import { fitCards, finishFrame, itemBox, slideArea, type FrameParts, type SizeCaps } from './sizing';
import type { Box, FrameOptions, ItemShape, LayoutFrame, LayoutItem, TextAlign } from './types';

/** How a card layout places its cards. */
export interface CardPlan {
  /** Each card's largest box, given the content area. */
  max(area: Box): Box[];
  /** The cards' final boxes for cards `height` tall, given the content area. */
  place(area: Box, height: number): Box[];
  shape: ItemShape;
  align: TextAlign;
  split?: 'stack' | 'side';
  caps?: SizeCaps;
  /** Connectors and decorations drawn with the final cards. */
  parts?(area: Box, cards: readonly Box[]): FrameParts;
}

/** A finished frame of a card layout. */
export function cardFrame(items: readonly LayoutItem[], options: FrameOptions, plan: CardPlan): LayoutFrame {
  const { header, area } = slideArea(options);
  const fit = fitCards(items, plan.max(area), { options, header, caps: plan.caps ?? {} }, { align: plan.align, split: plan.split ?? 'stack' });
  const cards = plan.place(area, fit.cardHeight);
  const boxes = cards.map((card, i) =>
    itemBox({ ...card, shape: plan.shape, align: plan.align, split: plan.split ?? 'stack' }, i, fit.items[i] ?? { heading: '', overview: '' }, fit.sizes, options),
  );
  const parts = plan.parts?.(area, cards) ?? {};
  return finishFrame(header, boxes, options, { ...parts, overflow: fit.overflow });
}

/** Top of a group `height` tall centred in `area` (at its top when it does not fit). */
export function centredTop(area: Box, height: number): number {
  return area.y + Math.max(0, (area.h - height) / 2);
}

/**
 * `count` cards `height` tall in `columns` columns across `area`, the rows
 * centred vertically and an incomplete last row centred horizontally.
 */
export function centredGrid(area: Box, count: number, columns: number, gap: number, height: number): Box[] {
  const cols = Math.max(1, Math.min(columns, count));
  const rows = Math.ceil(count / cols);
  const w = share(area.w, cols, gap);
  const top = centredTop(area, rows * height + (rows - 1) * gap);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? count - row * cols : cols;
    const offset = ((cols - inRow) * (w + gap)) / 2;
    return { x: area.x + offset + (i % cols) * (w + gap), y: top + row * (height + gap), w, h: height };
  });
}

/** `count` rows `height` tall across `area`, the stack centred vertically. */
export function centredStack(area: Box, count: number, gap: number, height: number): Box[] {
  const top = centredTop(area, count * height + (count - 1) * gap);
  return Array.from({ length: count }, (_, i) => ({ x: area.x, y: top + i * (height + gap), w: area.w, h: height }));
}
