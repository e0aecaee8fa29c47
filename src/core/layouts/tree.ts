/**
 * Tree: three levels read left to right. The first item is the root; with
 * more than three others, the next two or three are branches and the rest
 * leaves, shared out in order among the branches.
 */
import { stackRows } from './canvas';
import { buildFrame, slideArea, type Placement } from './sizing';
import { defineLayout, type Box, type Connector } from './types';

const MAX_ITEMS = 10;
const GAP = 14;
const LINK = 40;
const ROOT_MAX_HEIGHT = 200;

/** Branch and leaf counts for `count` items (root included). */
export function treeShape(count: number): { branches: number; leaves: number } {
  const others = Math.max(0, count - 1);
  if (others <= 3) return { branches: others, leaves: 0 };
  const branches = others <= 6 ? 2 : 3;
  return { branches, leaves: others - branches };
}

/** Index of the branch that leaf `k` of `leaves` hangs from (contiguous runs). */
export function leafBranch(k: number, leaves: number, branches: number): number {
  return Math.floor((k * branches) / leaves);
}

function columns(area: Box, withLeaves: boolean): Box[] {
  const shares = withLeaves ? [0.26, 0.34, 0.4] : [0.34, 0.66];
  const usable = area.w - LINK * (shares.length - 1);
  let x = area.x;
  return shares.map((s) => {
    const column = { ...area, x, w: usable * s };
    x += column.w + LINK;
    return column;
  });
}

/** Branch boxes span exactly the rows of their own leaves, so they never meet. */
function branchBoxes(column: Box, leaves: readonly Box[], branches: number): Box[] {
  return Array.from({ length: branches }, (_, b) => {
    const mine = leaves.filter((_, k) => leafBranch(k, leaves.length, branches) === b);
    const top = mine[0]!.y;
    const bottom = mine[mine.length - 1]!.y + mine[mine.length - 1]!.h;
    return { ...column, y: top, h: bottom - top };
  });
}

function elbow(parent: Box, child: Box): Connector {
  const from = { x: parent.x + parent.w, y: parent.y + parent.h / 2 };
  const to = { x: child.x, y: child.y + child.h / 2 };
  const midX = (from.x + to.x) / 2;
  return { kind: 'elbow', from, via: [{ x: midX, y: from.y }, { x: midX, y: to.y }], to };
}

function rootBox(column: Box): Box {
  const h = Math.min(column.h, ROOT_MAX_HEIGHT);
  return { ...column, y: column.y + (column.h - h) / 2, h };
}

function place(area: Box, count: number): { boxes: Box[]; connectors: Connector[] } {
  const { branches, leaves } = treeShape(count);
  const cols = columns(area, leaves > 0);
  const root = rootBox(cols[0]!);
  const leafBoxes = leaves > 0 ? stackRows(cols[2]!, leaves, GAP) : [];
  const branchList = leaves > 0 ? branchBoxes(cols[1]!, leafBoxes, branches) : stackRows(cols[1]!, branches, GAP);
  const connectors = [
    ...branchList.map((b) => elbow(root, b)),
    ...leafBoxes.map((leaf, k) => elbow(branchList[leafBranch(k, leaves, branches)]!, leaf)),
  ];
  return { boxes: [root, ...branchList, ...leafBoxes], connectors };
}

export const treeLayout = defineLayout({
  type: 'tree',
  label: 'Tree',
  category: 'tree',
  description: 'A root, its branches and their leaves, left to right.',
  maxItems: MAX_ITEMS,
  typicalItems: 7,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area } = slideArea(options);
    if (items.length === 0) return buildFrame(items, [], options, { header });
    const { boxes, connectors } = place(area, items.length);
    const placements: Placement[] = boxes.map((box) => ({
      ...box, shape: 'rounded', align: 'left', split: box.h < 90 && box.w > 300 ? 'side' : 'stack',
    }));
    return buildFrame(items, placements, options, { connectors, header });
  },
  export: { native: true, note: 'Elbows are drawn as straight line segments from `from` through `via` to `to`.' },
});

