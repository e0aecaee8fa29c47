/** Horizontal timeline: an axis along the top, cards in a row below their markers. */
import { contentArea, rowColumns } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, Connector, LayoutDefinition, Shape } from './types';

const MAX_ITEMS = 6;
const AXIS_OFFSET = 16;
const CARD_OFFSET = 56;
const MARKER = 20;

function parts(area: Box, cards: readonly Box[]): { connectors: Connector[]; decorations: Shape[] } {
  const axisY = area.y + AXIS_OFFSET;
  const connectors: Connector[] = [{ kind: 'arrow', from: { x: area.x, y: axisY }, to: { x: area.x + area.w, y: axisY } }];
  const decorations: Shape[] = cards.map((c) => {
    const x = c.x + c.w / 2;
    connectors.push({ kind: 'line', from: { x, y: axisY }, to: { x, y: c.y } });
    return { kind: 'ellipse', tone: 'accent', box: { x: x - MARKER / 2, y: axisY - MARKER / 2, w: MARKER, h: MARKER } };
  });
  return { connectors, decorations };
}

export const horizontalTimelineLayout: LayoutDefinition = {
  type: 'horizontal-timeline',
  label: 'Horizontal timeline',
  category: 'timeline',
  description: 'Steps left to right under a time axis.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    const row = { ...area, y: area.y + CARD_OFFSET, h: area.h - CARD_OFFSET };
    const cards = rowColumns(row, items.length, 20);
    const placements: Placement[] = cards.map((c) => ({ ...c, shape: 'rounded', align: 'left' }));
    return buildFrame(items, placements, options, parts(area, cards));
  },
  export: { native: true, note: 'The axis is a line with an arrow head; stems are lines; markers are ellipses.' },
};
