/**
 * Star: a five-pointed star in the middle with up to five points around it
 * (at most 5 items).
 */
import { boxAround, centerOf } from './canvas';
import { ringLayout } from './ring';
import { bestFrame, buildFrame, slideArea, type Placement } from './sizing';
import { defineLayout, type Shape } from './types';

const MAX_ITEMS = 5;

export const starLayout = defineLayout({
  type: 'star-5',
  label: 'Star',
  category: 'flow',
  description: 'Up to five points around a star.',
  maxItems: MAX_ITEMS,
  typicalItems: 5,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area } = slideArea(options);
    // A smaller star leaves the cards more room; the variant whose text fits best wins.
    const variant = (share: number) => {
      const size = Math.min(area.h * share, area.w * 0.24);
      const star: Shape = { kind: 'star5', tone: 'accent', box: boxAround(centerOf(area), size, size) };
      const ring = ringLayout(area, items.length, { startDeg: -90, hub: star.box, gap: 20, maxCardWidth: 340 });
      const connectors = ring.cards.map((card) => ({ kind: 'line' as const, from: ring.center, to: centerOf(card) }));
      const placements: Placement[] = ring.cards.map((card) => ({ ...card, shape: 'rounded', align: 'center' }));
      return buildFrame(items, placements, options, { connectors, decorations: [star], header, shrink: true });
    };
    return bestFrame([0.34, 0.26, 0.2].map(variant));
  },
  export: { native: true, note: "The star is pptxgenjs 'star5'; rays run from its centre to each card, under both." },
});
