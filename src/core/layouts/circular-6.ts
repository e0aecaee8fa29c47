/**
 * Circular: up to six points around a ring, read clockwise from the top
 * (at most 6 items).
 */
import { ringLayout } from './ring';
import { bestFrame, buildFrame, slideArea, type Placement } from './sizing';
import { defineLayout, type Shape } from './types';

const MAX_ITEMS = 6;

export const circularLayout = defineLayout({
  type: 'circular-6',
  label: 'Circular',
  category: 'flow',
  description: 'A cycle of up to six steps.',
  maxItems: MAX_ITEMS,
  typicalItems: 6,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area } = slideArea(options);
    // Wider cards hold more text but crowd the ring; the variant whose text fits best wins.
    const variant = (maxCardWidth: number) => {
      const ring = ringLayout(area, items.length, { startDeg: -90, maxCardWidth });
      const track: Shape = {
        kind: 'ring',
        tone: 'muted',
        box: { x: ring.center.x - ring.rx, y: ring.center.y - ring.ry, w: 2 * ring.rx, h: 2 * ring.ry },
      };
      const placements: Placement[] = ring.cards.map((card) => ({ ...card, shape: 'rounded', align: 'center' }));
      return buildFrame(items, placements, options, { decorations: items.length > 1 ? [track] : [], header, shrink: true });
    };
    return bestFrame([280, 340, 400].map(variant));
  },
  export: { native: true, note: 'The ring is an unfilled ellipse through the card centres, drawn under the cards.' },
});
