/** Vertical timeline: an axis down the left, cards stacked to its right. */
import { contentArea, stackRows } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, Connector, LayoutDefinition, Shape } from './types';

const MAX_ITEMS = 6;
const AXIS_OFFSET = 16;
const CARD_OFFSET = 56;
const MARKER = 20;

function parts(area: Box, cards: readonly Box[]): { connectors: Connector[]; decorations: Shape[] } {
  const axisX = area.x + AXIS_OFFSET;
  const connectors: Connector[] = [{ kind: 'arrow', from: { x: axisX, y: area.y }, to: { x: axisX, y: area.y + area.h } }];
  const decorations: Shape[] = cards.map((c) => {
    const y = c.y + c.h / 2;
    connectors.push({ kind: 'line', from: { x: axisX, y }, to: { x: c.x, y } });
    return { kind: 'ellipse', tone: 'accent', box: { x: axisX - MARKER / 2, y: y - MARKER / 2, w: MARKER, h: MARKER } };
  });
  return { connectors, decorations };
}

export const verticalTimelineLayout: LayoutDefinition = {
  type: 'vertical-timeline',
  label: 'Vertical timeline',
  category: 'timeline',
  description: 'Steps top to bottom along a time axis.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    const column = { ...area, x: area.x + CARD_OFFSET, w: area.w - CARD_OFFSET };
    const cards = stackRows(column, items.length, 14);
    const placements: Placement[] = cards.map((c) => ({
      ...c, shape: 'rounded', align: 'left', split: c.h < 100 ? 'side' : 'stack',
    }));
    return buildFrame(items, placements, options, parts(area, cards));
  },
  export: { native: true, note: 'The axis is a line with an arrow head; stems are lines; markers are ellipses.' },
};
