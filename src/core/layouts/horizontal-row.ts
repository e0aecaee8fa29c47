/** Horizontal row: columns side by side, one per point, as tall as their text and centred. */
import { rowColumns } from './canvas';
import { cardFrame, centredTop } from './cards';
import { defineLayout } from './types';

const MAX_ITEMS = 5;
const GAP = 20;

export const horizontalRowLayout = defineLayout({
  type: 'horizontal-row',
  label: 'Horizontal row',
  category: 'boxes',
  description: 'Columns side by side.',
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'center',
      max: (area) => rowColumns(area, items.length, GAP),
      place: (area, height) => rowColumns({ ...area, y: centredTop(area, height), h: height }, items.length, GAP),
    });
  },
  export: { native: true },
});
