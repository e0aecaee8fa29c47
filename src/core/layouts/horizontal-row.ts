/** Horizontal row: tall columns side by side, one per point. */
import { contentArea, rowColumns } from './canvas';
import { buildFrame } from './sizing';
import type { LayoutDefinition } from './types';

const MAX_ITEMS = 5;

export const horizontalRowLayout: LayoutDefinition = {
  type: 'horizontal-row',
  label: 'Horizontal row',
  category: 'boxes',
  description: 'Columns side by side.',
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const columns = rowColumns(contentArea(options.hasImage), items.length, 20);
    const placements = columns.map((column) => ({ ...column, shape: 'rounded' as const, align: 'center' as const }));
    return buildFrame(items, placements, options);
  },
  export: { native: true },
};
