/**
 * Side by side: two columns, the first half of the points on the left and
 * the rest on the right, split by a rule.
 */
import { contentArea, stackRows } from './canvas';
import { buildFrame, type Placement } from './sizing';
import type { Box, LayoutDefinition } from './types';

const MAX_ITEMS = 8;

/**
 * Two columns of cards in item order: the left holds the first ceil(n / 2).
 * @param area - where both columns go
 * @param count - how many cards
 * @param gap - space between the columns, px
 */
export function twoColumns(area: Box, count: number, gap: number): Box[] {
  const w = (area.w - gap) / 2;
  const left = Math.ceil(count / 2);
  return [
    ...stackRows({ ...area, w }, left, 16),
    ...stackRows({ ...area, x: area.x + w + gap, w }, count - left, 16),
  ];
}

export const sideBySideLayout: LayoutDefinition = {
  type: 'side-by-side',
  label: 'Side by side',
  category: 'comparison',
  description: 'Two columns to compare.',
  minItems: 2,
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    const gap = 48;
    const placements: Placement[] = twoColumns(area, items.length, gap).map((box) => ({ ...box, shape: 'rounded', align: 'left' }));
    const x = area.x + area.w / 2;
    const rule = { kind: 'line' as const, from: { x, y: area.y }, to: { x, y: area.y + area.h } };
    return buildFrame(items, placements, options, { connectors: items.length > 1 ? [rule] : [] });
  },
  export: { native: true },
};
