/**
 * Grid: equal cards in rows: 2 columns up to 4 items, 3 up to 6, 4 above,
 * so cards stay wide enough to read; cards get smaller type above 6 and
 * above 8 items, where more of them share the slide. Cards are as tall as their text needs and the
 * grid is centred in the space under the title.
 */
import { gridCells } from './canvas';
import { cardFrame, centredGrid } from './cards';
import type { SizeCaps } from './sizing';
import { defineLayout } from './types';

interface Tier {
  gap: number;
  caps: SizeCaps;
}

/** Card tier by item count: cards shrink above 6 items and again above 8. */
export function gridTier(count: number): Tier {
  if (count > 8) return { gap: 12, caps: { heading: 19, body: 19 } };
  if (count > 6) return { gap: 16, caps: { heading: 22, body: 19 } };
  return { gap: 24, caps: {} };
}

/** Columns of the grid; beside an image at most 3 so cards stay readable. */
export function gridColumns(count: number, hasImage: boolean): number {
  const columns = count <= 1 ? 1 : count <= 4 ? 2 : count <= 6 ? 3 : 4;
  return hasImage ? Math.min(columns, 3) : columns;
}

export const gridLayout = defineLayout({
  type: 'grid',
  label: 'Grid',
  category: 'grid',
  description: 'Equal cards in rows; the default for most slides.',
  typicalItems: 6,
  frame(items, options) {
    const tier = gridTier(items.length);
    const columns = gridColumns(items.length, options.hasImage);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      caps: tier.caps,
      max: (area) => gridCells(area, items.length, columns, tier.gap),
      place: (area, height) => centredGrid(area, items.length, columns, tier.gap, height),
    });
  },
  export: { native: true },
});
