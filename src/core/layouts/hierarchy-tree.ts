/**
 * Hierarchy tree: an org chart. The first item is the root at the top; the
 * others sit in one row beneath it, joined by elbow lines. Root and children
 * are as tall as their text and the chart is centred under the title.
 */
import { rowColumns } from './canvas';
import { centredTop } from './cards';
import { cardPadding, finishFrame, fitItems, itemBox, slideArea, textArea } from './sizing';
import { defineLayout, type Box, type Connector } from './types';

const MAX_ITEMS = 7;
const LEVEL_GAP = 64;
const ROOT_MAX_WIDTH = 360;
const GAP = 16;

function rootBox(area: Box, alone: boolean): Box {
  const w = alone ? Math.min(area.w, 2 * ROOT_MAX_WIDTH) : Math.min(area.w * 0.45, ROOT_MAX_WIDTH);
  const h = alone ? area.h : area.h * 0.3;
  return { x: area.x + (area.w - w) / 2, y: area.y, w, h };
}

function elbow(root: Box, child: Box): Connector {
  const from = { x: root.x + root.w / 2, y: root.y + root.h };
  const to = { x: child.x + child.w / 2, y: child.y };
  const midY = (from.y + to.y) / 2;
  return { kind: 'elbow', from, via: [{ x: from.x, y: midY }, { x: to.x, y: midY }], to };
}

export const hierarchyTreeLayout = defineLayout({
  type: 'hierarchy-tree',
  label: 'Hierarchy tree',
  category: 'tree',
  description: 'One main point above the points that report to it.',
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area } = slideArea(options);
    const root = rootBox(area, items.length <= 1);
    const childArea = { ...area, y: root.y + root.h + LEVEL_GAP, h: area.h - root.h - LEVEL_GAP };
    const maxBoxes = items.length === 0 ? [] : [root, ...rowColumns(childArea, items.length - 1, GAP)];
    const slots = maxBoxes.map((box) => ({ area: textArea({ ...box, shape: 'rounded', align: 'center' }), align: 'center' as const }));
    const fit = fitItems(items, slots, { options, header });
    const padY = (box: Box | undefined): number => (box ? 2 * cardPadding(box).y : 0);
    const rootH = (fit.heights[0] ?? 0) + padY(maxBoxes[0]);
    const childH = Math.max(0, ...fit.heights.slice(1)) + padY(maxBoxes[1]);
    const groupH = items.length > 1 ? rootH + LEVEL_GAP + childH : rootH;
    const top = centredTop(area, groupH);
    const placedRoot = { ...root, y: top, h: rootH };
    const children = rowColumns({ ...area, y: top + rootH + LEVEL_GAP, h: childH }, Math.max(0, items.length - 1), GAP);
    const boxes = (items.length === 0 ? [] : [placedRoot, ...children]).map((box, i) =>
      itemBox({ ...box, shape: 'rounded', align: 'center' }, i, fit.items[i]!, fit.sizes, options),
    );
    return finishFrame(header, boxes, options, { connectors: children.map((child) => elbow(placedRoot, child)), overflow: fit.overflow });
  },
  export: { native: true, note: 'Elbows are drawn as straight line segments from `from` through `via` to `to`.' },
});
