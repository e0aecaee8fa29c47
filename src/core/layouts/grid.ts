/**
 * Grid: equal cards in rows. Columns follow the second exporter of seed 001
 * §9 (2 up to 4 items, 3 up to 6, 4 above); cards get smaller type above 6
 * and above 8 items (§5).
 */
import { contentArea, gridCells } from './canvas';
import { buildFrame, type SizeCaps } from './sizing';
import type { LayoutDefinition } from './types';

interface Tier {
  gap: number;
  caps: SizeCaps;
}

/** Card tier by item count: the seed's two shrink thresholds. */
export function gridTier(count: number): Tier {
  if (count > 8) return { gap: 12, caps: { heading: 22, body: 16 } };
  if (count > 6) return { gap: 16, caps: { heading: 26, body: 18 } };
  return { gap: 24, caps: { heading: 32 } };
}

/** Columns of the grid; beside an image at most 3 so cards stay readable. */
export function gridColumns(count: number, hasImage: boolean): number {
  const columns = count <= 1 ? 1 : count <= 4 ? 2 : count <= 6 ? 3 : 4;
  return hasImage ? Math.min(columns, 3) : columns;
}

export const gridLayout: LayoutDefinition = {
  type: 'grid',
  label: 'Grid',
  category: 'grid',
  description: 'Equal cards in rows; the default for most slides.',
  frame(items, options) {
    const tier = gridTier(items.length);
    const cells = gridCells(contentArea(options.hasImage), items.length, gridColumns(items.length, options.hasImage), tier.gap);
    const placements = cells.map((cell) => ({ ...cell, shape: 'rounded' as const, align: 'left' as const }));
    return buildFrame(items, placements, options, { caps: tier.caps });
  },
  export: { native: true },
};
