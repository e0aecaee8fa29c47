/**
 * Side by side: two columns, the first half of the points on the left and
 * the rest on the right, split by a rule; cards as tall as their text, the
 * pair centred under the title.
 */
import { stackRows } from './canvas';
import { cardFrame, centredTop } from './cards';
import { defineLayout, type Box } from './types';

const MAX_ITEMS = 8;
const GAP = 48;
const ROW_GAP = 16;

/**
 * Two columns of cards in item order: the left holds the first ceil(n / 2).
 * @param area - where both columns go
 * @param count - how many cards
 * @param gap - space between the columns, px
 * @param height - each card's height; by default the columns fill `area`
 */
export function twoColumns(area: Box, count: number, gap: number, height?: number): Box[] {
  const w = (area.w - gap) / 2;
  const left = Math.ceil(count / 2);
  const column = (x: number, n: number): Box[] =>
    height === undefined
      ? stackRows({ ...area, x, w }, n, ROW_GAP)
      : Array.from({ length: n }, (_, i) => ({ x, y: area.y + i * (height + ROW_GAP), w, h: height }));
  return [...column(area.x, left), ...column(area.x + w + gap, count - left)];
}

/** Height of the taller column of `count` cards `height` tall. */
export function columnsHeight(count: number, height: number): number {
  const rows = Math.ceil(count / 2);
  return rows * height + (rows - 1) * ROW_GAP;
}

export const sideBySideLayout = defineLayout({
  type: 'side-by-side',
  label: 'Side by side',
  category: 'comparison',
  description: 'Two columns to compare.',
  minItems: 2,
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      max: (area) => twoColumns(area, items.length, GAP),
      place: (area, h) => twoColumns({ ...area, y: centredTop(area, columnsHeight(items.length, h)) }, items.length, GAP, h),
      parts: (area, cards) => {
        if (cards.length < 2) return {};
        const x = area.x + area.w / 2;
        const top = Math.min(...cards.map((c) => c.y));
        const bottom = Math.max(...cards.map((c) => c.y + c.h));
        return { connectors: [{ kind: 'line', from: { x, y: top }, to: { x, y: bottom } }] };
      },
    });
  },
  export: { native: true },
});
