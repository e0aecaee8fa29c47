/**
 * Boxes: square-cornered panels in balanced rows (3 across at most until
 * 9 items), so 4 items make a 2 x 2 block rather than a 2-column grid.
 */
import { gridCells } from './canvas';
import { cardFrame, centredGrid } from './cards';
import { gridTier } from './grid';
import { defineLayout } from './types';

/** Columns for balanced rows. */
export function boxesColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  if (count === 4) return 2;
  return count <= 9 ? 3 : 4;
}

export const boxesLayout = defineLayout({
  type: 'boxes',
  label: 'Boxes',
  category: 'boxes',
  description: 'Panels in balanced rows.',
  typicalItems: 6,
  frame(items, options) {
    const tier = gridTier(items.length);
    const columns = boxesColumns(items.length);
    return cardFrame(items, options, {
      shape: 'rect',
      align: 'left',
      caps: tier.caps,
      max: (area) => gridCells(area, items.length, columns, tier.gap),
      place: (area, height) => centredGrid(area, items.length, columns, tier.gap, height),
    });
  },
  export: { native: true },
});
