/**
 * Vertical stack: full-width rows, heading on the left and overview on the
 * right. Three items always get this layout (seed 001 §5).
 */
import { contentArea, stackRows } from './canvas';
import { buildFrame } from './sizing';
import type { LayoutDefinition } from './types';

const MAX_ITEMS = 6;

export const verticalStackLayout: LayoutDefinition = {
  type: 'vertical-stack',
  label: 'Vertical stack',
  category: 'boxes',
  description: 'Full-width rows, one per point.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const rows = stackRows(contentArea(options.hasImage), items.length, 16);
    const placements = rows.map((row) => ({ ...row, shape: 'rounded' as const, align: 'left' as const, split: 'side' as const }));
    return buildFrame(items, placements, options);
  },
  export: { native: true },
};
