/** Vertical timeline: an axis down the left, cards stacked to its right, as tall as their text. */
import { stackRows } from './canvas';
import { cardFrame, centredStack } from './cards';
import { defineLayout, type Box, type Connector, type Shape } from './types';

const MAX_ITEMS = 6;
const AXIS_OFFSET = 16;
const CARD_OFFSET = 56;
const MARKER = 20;
const GAP = 14;
/** How far the axis runs past the first and the last card. */
const OVERRUN = 12;

function parts(area: Box, cards: readonly Box[]): { connectors: Connector[]; decorations: Shape[] } {
  const axisX = area.x + AXIS_OFFSET;
  const top = Math.max(area.y, (cards[0]?.y ?? area.y) - OVERRUN);
  const last = cards[cards.length - 1];
  const bottom = Math.min(area.y + area.h, last ? last.y + last.h + OVERRUN : area.y + area.h);
  const connectors: Connector[] = [{ kind: 'arrow', from: { x: axisX, y: top }, to: { x: axisX, y: bottom } }];
  const decorations: Shape[] = cards.map((c) => {
    const y = c.y + c.h / 2;
    connectors.push({ kind: 'line', from: { x: axisX, y }, to: { x: c.x, y } });
    return { kind: 'ellipse', tone: 'accent', box: { x: axisX - MARKER / 2, y: y - MARKER / 2, w: MARKER, h: MARKER } };
  });
  return { connectors, decorations };
}

const column = (area: Box): Box => ({ ...area, x: area.x + CARD_OFFSET, w: area.w - CARD_OFFSET });

export const verticalTimelineLayout = defineLayout({
  type: 'vertical-timeline',
  label: 'Vertical timeline',
  category: 'timeline',
  description: 'Steps top to bottom along a time axis.',
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      split: 'side',
      max: (area) => stackRows(column(area), items.length, GAP),
      place: (area, h) => centredStack(column(area), items.length, GAP, h),
      parts,
    });
  },
  export: { native: true, note: 'The axis is a line with an arrow head; stems are lines; markers are ellipses.' },
});
