/**
 * Hierarchy tree: an org chart. The first item is the root at the top; the
 * others sit in one row beneath it, joined by elbow lines.
 */
import { contentArea, rowColumns } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, Connector, LayoutDefinition } from './types';

const MAX_ITEMS = 7;
const LEVEL_GAP = 64;
const ROOT_MAX_WIDTH = 360;

function rootBox(area: Box, alone: boolean): Box {
  const w = Math.min(area.w * 0.45, ROOT_MAX_WIDTH);
  const h = alone ? area.h : area.h * 0.3;
  return { x: area.x + (area.w - w) / 2, y: area.y, w, h };
}

function elbow(root: Box, child: Box): Connector {
  const from = { x: root.x + root.w / 2, y: root.y + root.h };
  const to = { x: child.x + child.w / 2, y: child.y };
  const midY = (from.y + to.y) / 2;
  return { kind: 'elbow', from, via: [{ x: from.x, y: midY }, { x: to.x, y: midY }], to };
}

export const hierarchyTreeLayout: LayoutDefinition = {
  type: 'hierarchy-tree',
  label: 'Hierarchy tree',
  category: 'tree',
  description: 'One main point above the points that report to it.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    const root = rootBox(area, items.length <= 1);
    const childArea = { ...area, y: root.y + root.h + LEVEL_GAP, h: area.h - root.h - LEVEL_GAP };
    const children = rowColumns(childArea, Math.max(0, items.length - 1), 16);
    const boxes = items.length === 0 ? [] : [root, ...children];
    const placements: Placement[] = boxes.map((box) => ({ ...box, shape: 'rounded', align: 'center' }));
    return buildFrame(items, placements, options, { connectors: children.map((child) => elbow(root, child)) });
  },
  export: { native: true, note: 'Elbows are drawn as straight line segments from `from` through `via` to `to`.' },
};
