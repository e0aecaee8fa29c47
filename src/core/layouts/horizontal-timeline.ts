/** Horizontal timeline: an axis along the top, cards in a row below their markers, the whole centred. */
import { rowColumns } from './canvas';
import { cardFrame, centredTop } from './cards';
import { defineLayout, type Box, type Connector, type Shape } from './types';

const MAX_ITEMS = 6;
const AXIS_OFFSET = 16;
const CARD_OFFSET = 56;
const MARKER = 20;
const GAP = 20;

function parts(area: Box, cards: readonly Box[]): { connectors: Connector[]; decorations: Shape[] } {
  const axisY = (cards[0]?.y ?? area.y + CARD_OFFSET) - CARD_OFFSET + AXIS_OFFSET;
  const connectors: Connector[] = [{ kind: 'arrow', from: { x: area.x, y: axisY }, to: { x: area.x + area.w, y: axisY } }];
  const decorations: Shape[] = cards.map((c) => {
    const x = c.x + c.w / 2;
    connectors.push({ kind: 'line', from: { x, y: axisY }, to: { x, y: c.y } });
    return { kind: 'ellipse', tone: 'accent', box: { x: x - MARKER / 2, y: axisY - MARKER / 2, w: MARKER, h: MARKER } };
  });
  return { connectors, decorations };
}

export const horizontalTimelineLayout = defineLayout({
  type: 'horizontal-timeline',
  label: 'Horizontal timeline',
  category: 'timeline',
  description: 'Steps left to right under a time axis.',
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      max: (area) => rowColumns({ ...area, y: area.y + CARD_OFFSET, h: area.h - CARD_OFFSET }, items.length, GAP),
      place: (area, h) => rowColumns({ ...area, y: centredTop(area, CARD_OFFSET + h) + CARD_OFFSET, h }, items.length, GAP),
      parts,
    });
  },
  export: { native: true, note: 'The axis is a line with an arrow head; stems are lines; markers are ellipses.' },
});
