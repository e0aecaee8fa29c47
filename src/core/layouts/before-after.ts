/**
 * Before / after: a labelled 'Before' column and 'After' column (the first
 * half of the points, then the rest) with an arrow between them.
 */
import { contentArea } from './canvas';
import { twoColumns } from './side-by-side';
import { buildFrame, type Placement } from './sizing';
import type { Box, LayoutDefinition, Shape } from './types';

const MAX_ITEMS = 6;
const GAP = 72;
const LABEL_HEIGHT = 48;

function labels(area: Box): Shape[] {
  const w = (area.w - GAP) / 2;
  return [
    { kind: 'label', tone: 'muted', text: 'Before', box: { x: area.x, y: area.y, w, h: LABEL_HEIGHT } },
    { kind: 'label', tone: 'accent', text: 'After', box: { x: area.x + w + GAP, y: area.y, w, h: LABEL_HEIGHT } },
  ];
}

export const beforeAfterLayout: LayoutDefinition = {
  type: 'before-after',
  label: 'Before / after',
  category: 'comparison',
  description: 'How things were, and how they are.',
  minItems: 2,
  maxItems: MAX_ITEMS,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const area = contentArea(options.hasImage);
    const body = { ...area, y: area.y + LABEL_HEIGHT + 12, h: area.h - LABEL_HEIGHT - 12 };
    const placements: Placement[] = twoColumns(body, items.length, GAP).map((box) => ({ ...box, shape: 'rounded', align: 'left' }));
    const mid = { x: area.x + area.w / 2, y: body.y + body.h / 2 };
    const arrow = { kind: 'arrow' as const, from: { x: mid.x - GAP / 2 + 12, y: mid.y }, to: { x: mid.x + GAP / 2 - 12, y: mid.y } };
    return buildFrame(items, placements, options, { connectors: [arrow], decorations: labels(area) });
  },
  export: { native: true, note: "Column labels are text boxes ('label' shapes) with their own size." },
};
