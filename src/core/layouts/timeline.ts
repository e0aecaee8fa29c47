/**
 * Timeline: a horizontal axis across the middle with cards alternating above
 * and below it, each tied to its marker by a stem.
 */
import { contentArea, share } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, Connector, LayoutDefinition, Shape } from './types';

const MAX_ITEMS = 8;
const GAP = 16;
const STEM = 28;
const MARKER = 16;
const MAX_CARD_WIDTH = 340;

function card(area: Box, count: number, i: number): Box {
  const slot = area.w / count;
  // Same-side neighbours are two slots apart; 1.5 slots keeps them clear even when clamped at the ends.
  const w = Math.min(count === 1 ? area.w : 1.5 * slot - GAP, MAX_CARD_WIDTH);
  const h = share(area.h, 2, 2 * STEM);
  const centre = area.x + slot * (i + 0.5);
  const x = Math.min(Math.max(centre - w / 2, area.x), area.x + area.w - w);
  const above = i % 2 === 0;
  return { x, y: above ? area.y : area.y + area.h - h, w, h };
}

function parts(area: Box, cards: readonly Box[]): { connectors: Connector[]; decorations: Shape[] } {
  const axisY = area.y + area.h / 2;
  const connectors: Connector[] = [{ kind: 'line', from: { x: area.x, y: axisY }, to: { x: area.x + area.w, y: axisY } }];
  const decorations: Shape[] = [];
  cards.forEach((c, i) => {
    const x = area.x + (area.w / cards.length) * (i + 0.5);
    const edge = c.y < axisY ? c.y + c.h : c.y;
    connectors.push({ kind: 'line', from: { x, y: axisY }, to: { x, y: edge } });
    decorations.push({ kind: 'ellipse', tone: 'accent', box: { x: x - MARKER / 2, y: axisY - MARKER / 2, w: MARKER, h: MARKER } });
  });
  return { connectors, decorations };
}

export const timelineLayout: LayoutDefinition = {
  type: 'timeline',
  label: 'Timeline',
  category: 'timeline',
  description: 'Milestones above and below a central line.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    const cards = items.map((_, i) => card(area, items.length, i));
    const placements: Placement[] = cards.map((c) => ({ ...c, shape: 'rounded', align: 'left' }));
    return buildFrame(items, placements, options, parts(area, cards));
  },
  export: { native: true, note: 'The axis and stems are lines; markers are small ellipses.' },
};
