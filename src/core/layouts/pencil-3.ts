/**
 * Pencils: up to three pencils stacked, each an eraser, a body holding the
 * text and a tip (at most 3 items).
 * Each pencil is as thick as its text needs; the stack is centred.
 */
import { stackRows } from './canvas';
import { cardFrame, centredStack } from './cards';
import { defineLayout, type Box, type Shape } from './types';

const MAX_ITEMS = 3;
const ERASER = 28;
const JOINT = 4;
const GAP = 24;
const TIP_MAX = 96;

const tipOf = (row: Box): number => Math.min(row.h * 0.9, TIP_MAX);

/** The pencil's body (where the text goes) in a row. */
function body(row: Box, tip = tipOf(row)): Box {
  return { x: row.x + ERASER + JOINT, y: row.y, w: row.w - ERASER - tip - 2 * JOINT, h: row.h };
}

function pencilParts(row: Box): Shape[] {
  const tip = tipOf(row);
  return [
    { kind: 'rect', tone: 'muted', box: { x: row.x, y: row.y, w: ERASER, h: row.h } },
    { kind: 'triangle', tone: 'secondary', direction: 'right', box: { x: row.x + row.w - tip, y: row.y, w: tip, h: row.h } },
  ];
}

export const pencilLayout = defineLayout({
  type: 'pencil-3',
  label: 'Pencils',
  category: 'boxes',
  description: 'Up to three points written on pencils.',
  maxItems: MAX_ITEMS,
  typicalItems: 3,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const rowsOf = (area: Box, h: number): Box[] => centredStack(area, items.length, GAP, h);
    return cardFrame(items, options, {
      shape: 'rect',
      align: 'left',
      split: options.hasImage ? 'stack' : 'side',
      // Sized with the longest tip, so a thinner pencil's longer body still holds the text.
      max: (area) => stackRows(area, items.length, GAP).map((row) => body(row, TIP_MAX)),
      place: (area, h) => rowsOf(area, h).map((row) => body({ ...row, h }, tipOf(row))),
      parts: (area, cards) => ({ decorations: cards.map((c) => ({ ...c, x: area.x, w: area.w })).flatMap(pencilParts) }),
    });
  },
  export: { native: true, note: "The eraser is a 'rect' and the tip a 'triangle' rotated 90 degrees to point right." },
});
