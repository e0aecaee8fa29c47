/**
 * Hierarchy: rows stepping right, each a level below the one before, joined
 * by elbow lines. The indent stays within 2 inches in all, so the last row
 * keeps room for its text;
 * rows are as tall as their text and the staircase is centred.
 */
import { PX_PER_INCH, share } from './canvas';
import { cardFrame, centredTop } from './cards';
import { defineLayout, type Box, type Connector } from './types';

const MAX_ITEMS = 6;
const GAP = 16;
const STEP = 64;
const MAX_INDENT = 2 * PX_PER_INCH;
/** Where an elbow leaves a row, from the row's left edge. */
const ELBOW_X = 24;

/** Indent between consecutive levels, px. */
export function hierarchyStep(count: number): number {
  return count > 1 ? Math.min(STEP, MAX_INDENT / (count - 1)) : 0;
}

function rows(area: Box, count: number, h: number, top: number): Box[] {
  const step = hierarchyStep(count);
  return Array.from({ length: count }, (_, i) => ({ x: area.x + i * step, y: top + i * (h + GAP), w: area.w - i * step, h }));
}

function elbow(parent: Box, child: Box): Connector {
  const x = parent.x + ELBOW_X;
  const y = child.y + child.h / 2;
  return { kind: 'elbow', from: { x, y: parent.y + parent.h }, via: [{ x, y }], to: { x: child.x, y } };
}

export const hierarchyLayout = defineLayout({
  type: 'hierarchy',
  label: 'Hierarchy',
  category: 'tree',
  description: 'Indented levels, each under the one before.',
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const n = items.length;
    const narrowest = (area: Box): number => area.w - (n - 1) * hierarchyStep(n);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      split: 'side',
      max: (area) => rows(area, n, share(area.h, n, GAP), area.y).map((row) => ({ ...row, w: narrowest(area) })),
      place: (area, h) => rows(area, n, h, centredTop(area, n * h + (n - 1) * GAP)),
      parts: (_, cards) => ({ connectors: cards.slice(1).map((card, i) => elbow(cards[i]!, card)) }),
    });
  },
  export: { native: true, note: 'Elbows are drawn as straight line segments from `from` through `via` to `to`.' },
});
