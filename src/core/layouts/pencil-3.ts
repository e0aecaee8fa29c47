/**
 * Pencils: up to three pencils stacked, each an eraser, a body holding the
 * text and a tip (seed 001 §5: the pencil layout shows at most 3 items).
 */
import { contentArea, stackRows } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, LayoutDefinition, Shape } from './types';

const MAX_ITEMS = 3;
const ERASER = 28;
const JOINT = 4;

function pencil(row: Box): { body: Placement; parts: Shape[] } {
  const tip = Math.min(row.h * 0.9, 96);
  const body: Placement = {
    x: row.x + ERASER + JOINT, y: row.y, w: row.w - ERASER - tip - 2 * JOINT, h: row.h,
    shape: 'rect', align: 'left', split: row.h < 120 ? 'side' : 'stack',
  };
  const parts: Shape[] = [
    { kind: 'rect', tone: 'muted', box: { x: row.x, y: row.y, w: ERASER, h: row.h } },
    { kind: 'triangle', tone: 'secondary', direction: 'right', box: { x: row.x + row.w - tip, y: row.y, w: tip, h: row.h } },
  ];
  return { body, parts };
}

export const pencilLayout: LayoutDefinition = {
  type: 'pencil-3',
  label: 'Pencils',
  category: 'boxes',
  description: 'Up to three points written on pencils.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const pencils = stackRows(contentArea(options.hasImage), items.length, 24).map(pencil);
    return buildFrame(items, pencils.map((p) => p.body), options, { decorations: pencils.flatMap((p) => p.parts) });
  },
  export: { native: true, note: "The eraser is a 'rect' and the tip a 'triangle' rotated 90 degrees to point right." },
};
