/**
 * Pyramid: stacked bands of one truncated triangle, narrow at the top. The
 * first point is the top band (a ranking, best first), unless the slide
 * lists its levels foundation first ("Level 1" to "Level 4", "Base" first,
 * "from the ground up"): then the first point is the base.
 */
import { share } from './canvas';
import { readSlide } from './choose/content';
import { isBaseFirst } from './choose/levels';
import { buildFrame, slideArea, type Placement } from './sizing';
import { defineLayout, type Box } from './types';

const MAX_ITEMS = 6;
const GAP = 8;
/** Width of the pyramid's top edge as a share of its base, so the top band still holds text. */
const TOP_SHARE = 0.5;
const MAX_BASE = 960;
/** Tallest band: a few short levels make a compact pyramid, centred, not bands stretched over the slide. */
const MAX_BAND = 104;
const PAD_X = 12;
const PAD_Y = 8;
/** Where a band's text starts, as a share of its height: lower down the band is wider. */
const TEXT_TOP = 0.18;

function band(area: Box, count: number, i: number): Placement {
  const base = Math.min(area.w, MAX_BASE);
  const top = base * TOP_SHARE;
  const h = share(area.h, count, GAP);
  const y = area.y + i * (h + GAP);
  const widthAt = (yy: number): number => top + ((base - top) * (yy - area.y)) / area.h;
  const upper = widthAt(y);
  const lower = widthAt(y + h);
  const cx = area.x + area.w / 2;
  // Text keeps to a rectangle wholly inside the trapezoid: the band's lower part, as wide as the band is at its top.
  const textTop = y + Math.max(PAD_Y, h * TEXT_TOP);
  const inner = widthAt(textTop);
  const text = { x: cx - inner / 2 + PAD_X, y: textTop, w: Math.max(0, inner - 2 * PAD_X), h: Math.max(0, y + h - PAD_Y - textTop) };
  return { x: cx - lower / 2, y, w: lower, h, shape: 'triangle-band', taper: (lower - upper) / 2, align: 'center', text };
}

export const pyramidLayout = defineLayout({
  type: 'pyramid',
  label: 'Pyramid',
  category: 'boxes',
  description: 'Levels from a broad base to a narrow top.',
  maxItems: MAX_ITEMS,
  typicalItems: 5,
  frame(all, options) {
    const items = all.slice(0, MAX_ITEMS);
    const { header, area: free } = slideArea(options);
    const tall = Math.min(free.h, items.length * MAX_BAND + (items.length - 1) * GAP);
    const area = { ...free, y: free.y + (free.h - tall) / 2, h: tall };
    const upwards = isBaseFirst(readSlide({ heading: options.title ?? '', overview: options.lead ?? '', items }));
    const n = items.length;
    return buildFrame(items, items.map((_, i) => band(area, n, upwards ? n - 1 - i : i)), options, { header });
  },
  export: {
    native: true,
    note: "Bands are 'trapezoid' shapes, top edge inset by `taper` (adj = taper / min(w, h) * 100000).",
  },
});
