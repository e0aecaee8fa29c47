/**
 * Process flow: chevrons in a row, one step each, read left to right. Each
 * chevron holds its step's heading and the overview is written under it, so
 * narrow steps still have a full column for their sentence.
 */
import { rowColumns } from './canvas';
import { centredTop } from './cards';
import { finishFrame, fitItems, slideArea, type CardSizes } from './sizing';
import { defineLayout, type Box, type ItemBox, type LayoutItem } from './types';

const MAX_ITEMS = 6;
const GAP = 8;
/** Space between a chevron and the overview under it. */
const BODY_GAP = 16;
const PAD_Y = 14;
const MAX_DEPTH = 24;

/** Depth of a chevron's point (and notch), px. */
export function chevronDepth(box: Box): number {
  return Math.min(box.w * 0.16, MAX_DEPTH);
}

/** Where a chevron's heading goes: clear of the notch on the left and the point on the right. */
function headingArea(box: Box): Box {
  const depth = chevronDepth(box);
  return { x: box.x + depth + 4, y: box.y + PAD_Y, w: Math.max(0, box.w - 2 * depth - 8), h: Math.max(0, box.h - 2 * PAD_Y) };
}

/** The overview's column under a chevron: its width less the point. */
const bodyColumn = (box: Box): Box => ({ x: box.x + 4, y: box.y, w: Math.max(0, box.w - chevronDepth(box) - 4), h: box.h });

// A chevron has no room for an icon beside its heading, so steps are drawn without one.
const headingOnly = (item: LayoutItem): LayoutItem => ({ heading: item.heading, overview: '' });
const bodyOnly = (item: LayoutItem): LayoutItem => ({ heading: '', overview: item.overview });

export const processFlowLayout = defineLayout({
  type: 'process-flow',
  label: 'Process flow',
  category: 'flow',
  description: 'Steps as chevrons, left to right.',
  maxItems: MAX_ITEMS,
  typicalItems: 4,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area } = slideArea(options);
    const columns = rowColumns(area, items.length, GAP);
    // Headings first (at most a third of the height), then overviews at a body size under the heading size.
    const chevronMax = columns.map((c) => ({ area: headingArea({ ...c, h: area.h / 3 }), align: 'center' as const }));
    const heads = fitItems(items.map(headingOnly), chevronMax, { options, header });
    const chevronH = Math.max(...heads.heights, 0) + 2 * PAD_Y;
    const bodyMax = columns.map((c) => ({ area: bodyColumn({ ...c, h: area.h - chevronH - BODY_GAP }), align: 'center' as const }));
    const bodies = fitItems(items.map(bodyOnly), bodyMax, { options, header, caps: { heading: heads.sizes.heading } });
    const bodyH = Math.max(0, ...bodies.heights);
    const top = centredTop(area, chevronH + (bodyH > 0 ? BODY_GAP + bodyH : 0));
    const sizes: CardSizes = { heading: heads.sizes.heading, body: Math.min(bodies.sizes.body, heads.sizes.heading) };
    const boxes: ItemBox[] = columns.map((c, i) => {
      const chevron = { ...c, y: top, h: chevronH };
      const head = headingArea(chevron);
      const text = { ...head, y: head.y + (head.h - heads.heights[i]!) / 2, h: heads.heights[i]! };
      const body = bodyColumn({ ...c, y: top + chevronH + BODY_GAP, h: bodyH });
      const item: ItemBox = {
        ...chevron, index: i, shape: 'chevron', taper: chevronDepth(chevron), align: 'center',
        headingBox: text, bodyBox: { ...body, h: (items[i]?.overview ?? '').trim() === '' ? 0 : bodies.heights[i]! },
        headingSize: sizes.heading, bodySize: sizes.body,
      };
      return item;
    });
    return finishFrame(header, boxes, options, { overflow: [...heads.overflow, ...bodies.overflow] });
  },
  export: { native: true, note: "Steps are 'chevron' shapes whose point depth is `taper` (adj = taper / min(w, h) * 100000); overviews sit under them." },
});
