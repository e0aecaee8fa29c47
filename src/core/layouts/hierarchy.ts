/**
 * Hierarchy: rows stepping right, each a level below the one before, joined
 * by elbow lines. The indent stays within 2 inches in all (seed 001 §9).
 */
import { PX_PER_INCH, contentArea, share } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, Connector, LayoutDefinition } from './types';

const MAX_ITEMS = 6;
const GAP = 16;
const STEP = 64;
const MAX_INDENT = 2 * PX_PER_INCH;
/** Where an elbow leaves a row, from the row's left edge. */
const ELBOW_X = 24;

/** Indent between consecutive levels, px. */
export function hierarchyStep(count: number): number {
  return count > 1 ? Math.min(STEP, MAX_INDENT / (count - 1)) : 0;
}

function rows(area: Box, count: number): Box[] {
  const step = hierarchyStep(count);
  const h = share(area.h, count, GAP);
  return Array.from({ length: count }, (_, i) => ({ x: area.x + i * step, y: area.y + i * (h + GAP), w: area.w - i * step, h }));
}

function elbow(parent: Box, child: Box): Connector {
  const x = parent.x + ELBOW_X;
  const y = child.y + child.h / 2;
  return { kind: 'elbow', from: { x, y: parent.y + parent.h }, via: [{ x, y }], to: { x: child.x, y } };
}

export const hierarchyLayout: LayoutDefinition = {
  type: 'hierarchy',
  label: 'Hierarchy',
  category: 'tree',
  description: 'Indented levels, each under the one before.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const boxes = rows(contentArea(options.hasImage), items.length);
    const placements: Placement[] = boxes.map((box) => ({
      ...box, shape: 'rounded', align: 'left', split: box.h < 100 ? 'side' : 'stack',
    }));
    const connectors = boxes.slice(1).map((box, i) => elbow(boxes[i]!, box));
    return buildFrame(items, placements, options, { connectors });
  },
  export: { native: true, note: 'Elbows are drawn as straight line segments from `from` through `via` to `to`.' },
};
