/** Process flow: chevrons in a row, one step each, read left to right. */
import { contentArea, rowColumns } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, LayoutDefinition } from './types';

const MAX_ITEMS = 6;
const MAX_HEIGHT = 340;
const GAP = 8;

/** Depth of a chevron's point (and notch), px. */
export function chevronDepth(box: Box): number {
  return Math.min(box.w * 0.18, 40);
}

function step(box: Box): Placement {
  const depth = chevronDepth(box);
  // The text stays clear of the notch on the left and the point on the right.
  const text = { x: box.x + depth + 6, y: box.y + 12, w: Math.max(0, box.w - 2 * depth - 12), h: box.h - 24 };
  return { ...box, shape: 'chevron', taper: depth, align: 'center', text };
}

export const processFlowLayout: LayoutDefinition = {
  type: 'process-flow',
  label: 'Process flow',
  category: 'flow',
  description: 'Steps as chevrons, left to right.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    const h = Math.min(area.h, MAX_HEIGHT);
    const row = { ...area, y: area.y + (area.h - h) / 2, h };
    return buildFrame(items, rowColumns(row, items.length, GAP).map(step), options);
  },
  export: { native: true, note: "Steps are 'chevron' shapes whose point depth is `taper` (adj = taper / min(w, h) * 100000)." },
};
