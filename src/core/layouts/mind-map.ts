/**
 * Mind map: a hub in the middle (it repeats the slide title) with the points
 * around it, each joined to the hub by a line.
 */
import { boxAround, centerOf } from './canvas';
import { ringLayout } from './ring';
import { bestFrame, buildFrame, slideArea, type Placement } from './sizing';
import type { LayoutDefinition, Shape } from './types';

const MAX_ITEMS = 8;

/** First card's angle: half a step off the top so pairs sit left and right, not above and below. */
export function mindMapStart(count: number): number {
  return count <= 1 ? -90 : -90 + 180 / count;
}

export const mindMapLayout: LayoutDefinition = {
  type: 'mind-map',
  label: 'Mind map',
  category: 'flow',
  description: 'Ideas branching from a central topic.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area } = slideArea(options);
    // A smaller hub leaves the cards more room; the variant whose text fits best wins.
    const variant = (scale: number) => {
      const hubBox = boxAround(centerOf(area), Math.min(area.w * 0.3, 320) * scale, Math.min(area.h * 0.28, 150) * scale);
      const ring = ringLayout(area, items.length, { startDeg: mindMapStart(items.length), hub: hubBox, gap: 20, maxCardWidth: 360 });
      const hub: Shape = { kind: 'ellipse', tone: 'primary', box: hubBox };
      if (options.title?.trim()) hub.text = options.title.trim();
      const connectors = ring.cards.map((card) => ({ kind: 'line' as const, from: ring.center, to: centerOf(card) }));
      const placements: Placement[] = ring.cards.map((card) => ({ ...card, shape: 'rounded', align: 'center' }));
      return buildFrame(items, placements, options, { connectors, decorations: [hub], header, shrink: true });
    };
    return bestFrame([1, 0.8, 0.65].map(variant));
  },
  export: { native: true, note: 'Lines run from the hub centre to each card centre and are drawn under both.' },
};
