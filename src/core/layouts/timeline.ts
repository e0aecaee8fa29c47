/**
 * Timeline: a horizontal axis across the middle with cards alternating above
 * and below it, each tied to its marker by a stem. Cards are as tall as
 * their text; the axis stays in the middle of the free area.
 */
import { share } from './canvas';
import { cardFrame } from './cards';
import { defineLayout, type Box, type Connector, type Shape } from './types';

const MAX_ITEMS = 8;
const GAP = 16;
const STEM = 28;
const MARKER = 16;
const MAX_CARD_WIDTH = 340;

function card(area: Box, count: number, i: number, h: number): Box {
  const slot = area.w / count;
  // Same-side neighbours are two slots apart; 1.5 slots keeps them clear even when clamped at the ends.
  const w = Math.min(count === 1 ? area.w : 1.5 * slot - GAP, MAX_CARD_WIDTH);
  const centre = area.x + slot * (i + 0.5);
  const x = Math.min(Math.max(centre - w / 2, area.x), area.x + area.w - w);
  const axisY = area.y + area.h / 2;
  const above = i % 2 === 0;
  return { x, y: above ? axisY - STEM - h : axisY + STEM, w, h };
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

export const timelineLayout = defineLayout({
  type: 'timeline',
  label: 'Timeline',
  category: 'timeline',
  description: 'Milestones above and below a central line.',
  maxItems: MAX_ITEMS,
  typicalItems: 6,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      max: (area) => items.map((_, i) => card(area, items.length, i, share(area.h, 2, 2 * STEM))),
      place: (area, h) => items.map((_, i) => card(area, items.length, i, h)),
      parts,
    });
  },
  export: { native: true, note: 'The axis and stems are lines; markers are small ellipses.' },
});
