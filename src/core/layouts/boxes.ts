/**
 * Boxes: square-cornered panels in balanced rows (3 across at most until
 * 9 items), so 4 items make a 2 x 2 block rather than a 2-column grid.
 */
import { contentArea, gridCells } from './canvas';
import { gridTier } from './grid';
import { buildFrame } from './sizing';
import type { LayoutDefinition } from './types';

/** Columns for balanced rows. */
export function boxesColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  if (count === 4) return 2;
  return count <= 9 ? 3 : 4;
}

export const boxesLayout: LayoutDefinition = {
  type: 'boxes',
  label: 'Boxes',
  category: 'boxes',
  description: 'Panels in balanced rows.',
  frame(items, options) {
    const tier = gridTier(items.length);
    const cells = gridCells(contentArea(options.hasImage), items.length, boxesColumns(items.length), tier.gap);
    const placements = cells.map((cell) => ({ ...cell, shape: 'rect' as const, align: 'left' as const }));
    return buildFrame(items, placements, options, { caps: tier.caps });
  },
  export: { native: true },
};
