/**
 * Pyramid: stacked bands of one truncated triangle, narrow at the top. Five
 * items always get this layout (seed 001 §5).
 */
import { contentArea, share } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, LayoutDefinition } from './types';

const MAX_ITEMS = 6;
const GAP = 8;
/** Width of the pyramid's top edge as a share of its base, so the top band still holds text. */
const TOP_SHARE = 0.3;
const MAX_BASE = 960;

function band(area: Box, count: number, i: number): Placement {
  const base = Math.min(area.w, MAX_BASE);
  const top = base * TOP_SHARE;
  const h = share(area.h, count, GAP);
  const y = area.y + i * (h + GAP);
  const widthAt = (yy: number): number => top + ((base - top) * (yy - area.y)) / area.h;
  const upper = widthAt(y);
  const lower = widthAt(y + h);
  const cx = area.x + area.w / 2;
  // Text keeps to the rectangle under the band's top edge, which lies wholly inside the trapezoid.
  const text = { x: cx - upper / 2, y, w: upper, h };
  return { x: cx - lower / 2, y, w: lower, h, shape: 'triangle-band', taper: (lower - upper) / 2, align: 'center', text };
}

export const pyramidLayout: LayoutDefinition = {
  type: 'pyramid',
  label: 'Pyramid',
  category: 'boxes',
  description: 'Levels from a broad base to a narrow top.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    return buildFrame(items, items.map((_, i) => band(area, items.length, i)), options);
  },
  export: {
    native: true,
    note: "Bands are 'trapezoid' shapes, top edge inset by `taper` (adj = taper / min(w, h) * 100000).",
  },
};
