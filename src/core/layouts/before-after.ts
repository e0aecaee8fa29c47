/**
 * Before / after: two labelled columns (the first half of the points, then
 * the rest) with an arrow between them; cards as tall as their text, labels
 * and cards centred together under the title. The labels are the slide's
 * own names for its sides, or Before / After in its language (side-labels.ts).
 */
import { cardFrame, centredTop } from './cards';
import { headingsNameSides, sideLabels } from './side-labels';
import { columnsHeight, twoColumns } from './side-by-side';
import { defineLayout, type Box, type Shape } from './types';

const MAX_ITEMS = 6;
const GAP = 72;
const LABEL_HEIGHT = 48;
const LABEL_GAP = 12;

function labels(x: number, y: number, w: number, names: readonly [string, string]): Shape[] {
  const half = (w - GAP) / 2;
  return [
    { kind: 'label', tone: 'muted', text: names[0], box: { x, y, w: half, h: LABEL_HEIGHT } },
    { kind: 'label', tone: 'accent', text: names[1], box: { x: x + half + GAP, y, w: half, h: LABEL_HEIGHT } },
  ];
}

const below = (area: Box, above: number): Box => ({ ...area, y: area.y + above, h: area.h - above });

export const beforeAfterLayout = defineLayout({
  type: 'before-after',
  label: 'Before / after',
  category: 'comparison',
  description: 'How things were, and how they are.',
  minItems: 2,
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const n = items.length;
    const names = sideLabels(items, options.title, options.lead);
    // Headings that already say "Before" / "Then: ..." need no label over their column.
    const labelled = !headingsNameSides(items, names);
    const above = labelled ? LABEL_HEIGHT + LABEL_GAP : 0;
    const top = (area: Box, h: number): number => centredTop(area, above + columnsHeight(n, h));
    return cardFrame(items, options, {
      shape: 'rounded',
      align: 'left',
      max: (area) => twoColumns(below(area, above), n, GAP),
      place: (area, h) => twoColumns({ ...area, y: top(area, h) + above }, n, GAP, h),
      parts: (area, cards) => {
        const y0 = Math.min(...cards.map((c) => c.y)) - above;
        const bottom = Math.max(...cards.map((c) => c.y + c.h));
        const mid = { x: area.x + area.w / 2, y: (y0 + above + bottom) / 2 };
        const arrow = { kind: 'arrow' as const, from: { x: mid.x - GAP / 2 + 12, y: mid.y }, to: { x: mid.x + GAP / 2 - 12, y: mid.y } };
        return { connectors: [arrow], decorations: labelled ? labels(area.x, y0, area.w, names) : [] };
      },
    });
  },
  export: { native: true, note: "Column labels are text boxes ('label' shapes) with their own size." },
});
