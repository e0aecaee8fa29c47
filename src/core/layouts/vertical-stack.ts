/**
 * Vertical stack: full-width rows, heading on the left and overview on the
 * right, each row as tall as its text, the stack centred under the title.
 */
import { stackRows } from './canvas';
import { cardFrame, centredStack } from './cards';
import { defineLayout } from './types';

const MAX_ITEMS = 6;
const GAP = 16;

export const verticalStackLayout = defineLayout({
  type: 'vertical-stack',
  label: 'Vertical stack',
  category: 'boxes',
  description: 'Full-width rows, one per point.',
  maxItems: MAX_ITEMS,
  typicalItems: 3,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      split: 'side',
      max: (area) => stackRows(area, items.length, GAP),
      place: (area, height) => centredStack(area, items.length, GAP, height),
    });
  },
  export: { native: true },
});
