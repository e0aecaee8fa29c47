/**
 * Mind map: a hub in the middle (it repeats the slide title) with the points
 * around it, each joined to the hub by a line. Besides the ring there is a
 * variant with the points in two columns either side of a narrow hub: in a
 * narrow area (beside the topic picture) it gives long texts the width a
 * ring of small cards cannot; and one with the hub as a band over two
 * columns of cards, wider still.
 */
import { boxAround, centerOf, gridCells, share } from './canvas';
import { ringLayout } from './ring';
import { bestFrame, buildFrame, slideArea, type Placement } from './sizing';
import { defineLayout, type Box, type FrameOptions, type LayoutFrame, type LayoutItem, type Shape } from './types';
import type { SlideHeader } from './header';
import { FLOOR_PX } from './text-fit';

const MAX_ITEMS = 8;

/** First card's angle: half a step off the top so pairs sit left and right, not above and below. */
export function mindMapStart(count: number): number {
  return count <= 1 ? -90 : -90 + 180 / count;
}

const SIDE_GAP = 16;
/** Room between the hub and a column, for the lines. */
const LINK = 28;

function hubShape(box: Box, options: FrameOptions): Shape {
  const hub: Shape = { kind: 'ellipse', tone: 'primary', box };
  if (options.title?.trim()) hub.text = options.title.trim();
  return hub;
}

/** The points in two columns either side of a hub `hubShare` of the area wide; the first half on the left. */
function columnsVariant(items: readonly LayoutItem[], options: FrameOptions, header: SlideHeader, area: Box, hubShare: number): LayoutFrame {
  const hubW = Math.max(150, area.w * hubShare);
  const hubBox = boxAround(centerOf(area), hubW, Math.min(area.h * 0.4, hubW * 0.7));
  const colW = (area.w - hubW - 2 * LINK) / 2;
  const left = Math.ceil(items.length / 2);
  const column = (x: number, n: number): Box[] => {
    const h = share(area.h, n, SIDE_GAP);
    return Array.from({ length: n }, (_, i) => ({ x, y: area.y + i * (h + SIDE_GAP), w: colW, h }));
  };
  const cards = [...column(area.x, left), ...column(area.x + area.w - colW, items.length - left)];
  const center = centerOf(hubBox);
  const connectors = cards.map((card) => ({ kind: 'line' as const, from: center, to: centerOf(card) }));
  const placements: Placement[] = cards.map((card) => ({ ...card, shape: 'rounded', align: 'center' }));
  return buildFrame(items, placements, options, { connectors, decorations: [hubShape(hubBox, options)], header, shrink: true });
}

/** Height of the hub over a grid of cards: a line of the title. */
const TOP_HUB_H = 52;
const GRID_GAP = 12;

/** The hub as a band over the points, which sit in two columns under it: the widest cards a narrow area allows. */
function topHubVariant(items: readonly LayoutItem[], options: FrameOptions, header: SlideHeader, area: Box): LayoutFrame {
  const hubW = Math.min(area.w * 0.9, 640);
  const hubBox = { x: area.x + (area.w - hubW) / 2, y: area.y, w: hubW, h: TOP_HUB_H };
  const below = { ...area, y: area.y + TOP_HUB_H + GRID_GAP, h: area.h - TOP_HUB_H - GRID_GAP };
  const cards = gridCells(below, items.length, 2, GRID_GAP);
  const from = { x: hubBox.x + hubBox.w / 2, y: hubBox.y + hubBox.h };
  const connectors = cards.map((card) => ({ kind: 'line' as const, from, to: { x: card.x + card.w / 2, y: card.y } }));
  const placements: Placement[] = cards.map((card) => ({ ...card, shape: 'rounded', align: 'center' }));
  const hub: Shape = { kind: 'label', tone: 'primary', box: hubBox };
  if (options.title?.trim()) hub.text = options.title.trim();
  return buildFrame(items, placements, options, { connectors, decorations: [hub], header });
}

export const mindMapLayout = defineLayout({
  type: 'mind-map',
  label: 'Mind map',
  category: 'flow',
  description: 'Ideas branching from a central topic.',
  maxItems: MAX_ITEMS,
  typicalItems: 6,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area } = slideArea(options);
    // A smaller hub leaves the cards more room; the variant whose text fits best wins.
    const variant = (scale: number) => {
      const hubBox = boxAround(centerOf(area), Math.min(area.w * 0.3, 320) * scale, Math.min(area.h * 0.28, 150) * scale);
      const ring = ringLayout(area, items.length, { startDeg: mindMapStart(items.length), hub: hubBox, gap: 20, maxCardWidth: 360 });
      const hub = hubShape(hubBox, options);
      const connectors = ring.cards.map((card) => ({ kind: 'line' as const, from: ring.center, to: centerOf(card) }));
      const placements: Placement[] = ring.cards.map((card) => ({ ...card, shape: 'rounded', align: 'center' }));
      return buildFrame(items, placements, options, { connectors, decorations: [hub], header, shrink: true });
    };
    const ring = bestFrame([1, 0.8, 0.65].map(variant));
    // The ring is the mind map people expect; the columns step in when the ring's cards are too small for the text.
    if (items.length < 2 || ((ring.overflow?.length ?? 0) === 0 && (ring.items[0]?.bodySize ?? 0) > FLOOR_PX)) return ring;
    return bestFrame([ring, ...[0.26, 0.2].map((hubShare) => columnsVariant(items, options, header, area, hubShare)), topHubVariant(items, options, header, area)]);
  },
  export: { native: true, note: 'Lines run from the hub centre to each card centre and are drawn under both.' },
});
