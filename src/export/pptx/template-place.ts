/**
 * Slides planned on Decksmith's 10 x 5.625 in page, moved onto a template's
 * own slide: the layout area goes into the template's drawing region (its
 * title and body areas, clear of its logo) on the template's real page, by
 * one uniform scale and shift, so shapes keep their proportions and text
 * keeps its fit (sizes scale with the boxes). A 4:3 template gets the
 * region of its own page, not a stretched one.
 */
import { CANVAS } from '../../core/layouts';
import { LAYOUT_AREA, MIN_REGION_SCALE } from '../../core/templates/placements';
import type { CanvasBox } from '../../core/themes/types';
import type { PlanItem, SlidePlan } from './plan-types';
import type { InchBox } from './units';

/** EMU per inch. */
const EMU = 914_400;
/** Decksmith's page, inches. */
const PAGE = { w: CANVAS.width / 128, h: CANVAS.height / 128 };

export interface PageTransform {
  scale: number;
  dx: number;
  dy: number;
  /** The template's page, inches. */
  page: { w: number; h: number };
}

const round = (n: number): number => Math.round(n * 10_000) / 10_000;

/**
 * The move from Decksmith's page onto a template page of `size` (EMU) whose
 * drawing region is `region` (canvas px, the template's fractions of its
 * page on the 1280 x 720 canvas). Never larger than the whole page fits; a
 * region too small to draw in gives the whole page, centred.
 */
export function pageTransform(size: { cx: number; cy: number }, region: CanvasBox): PageTransform {
  const page = { w: size.cx / EMU, h: size.cy / EMU };
  const fit = Math.min(page.w / PAGE.w, page.h / PAGE.h);
  const r = { x: (region.x / CANVAS.width) * page.w, y: (region.y / CANVAS.height) * page.h, w: (region.w / CANVAS.width) * page.w, h: (region.h / CANVAS.height) * page.h };
  const area = { x: LAYOUT_AREA.x / 128, y: LAYOUT_AREA.y / 128, w: LAYOUT_AREA.w / 128, h: LAYOUT_AREA.h / 128 };
  const scale = Math.min(fit, r.w / area.w, r.h / area.h);
  if (scale < MIN_REGION_SCALE * fit) return { scale: fit, dx: (page.w - PAGE.w * fit) / 2, dy: (page.h - PAGE.h * fit) / 2, page };
  return { scale, dx: r.x - area.x * scale, dy: r.y - area.y * scale, page };
}

function box(b: InchBox, t: PageTransform): InchBox {
  return { x: round(b.x * t.scale + t.dx), y: round(b.y * t.scale + t.dy), w: round(b.w * t.scale), h: round(b.h * t.scale) };
}

const size = (pt: number, t: PageTransform): number => Math.max(1, Math.round(pt * t.scale * 10) / 10);

function scaled([top, right, bottom, left]: [number, number, number, number], t: PageTransform): [number, number, number, number] {
  return [round(top * t.scale), round(right * t.scale), round(bottom * t.scale), round(left * t.scale)];
}

/** True when a box covers Decksmith's whole page (a veil over a background photo): it covers the template's page too. */
const isPage = (b: InchBox): boolean => b.x <= 0 && b.y <= 0 && b.w >= PAGE.w && b.h >= PAGE.h;

function placeItem(item: PlanItem, t: PageTransform): PlanItem {
  switch (item.kind) {
    case 'text':
      return { ...item, box: box(item.box, t), size: size(item.size, t) };
    case 'shape': {
      const placed = isPage(item.box) ? { x: 0, y: 0, w: t.page.w, h: t.page.h } : box(item.box, t);
      const line = item.line ? { ...item.line, width: item.line.width * t.scale } : undefined;
      return { ...item, box: placed, ...(line ? { line } : {}), ...(item.adjust !== undefined ? { adjust: item.adjust * t.scale } : {}) };
    }
    case 'line': {
      const point = (p: { x: number; y: number }) => ({ x: round(p.x * t.scale + t.dx), y: round(p.y * t.scale + t.dy) });
      return { ...item, from: point(item.from), to: point(item.to), stroke: { ...item.stroke, width: item.stroke.width * t.scale } };
    }
    case 'image':
      return { ...item, box: box(item.box, t) };
    case 'table':
      return { ...item, box: box(item.box, t), colW: item.colW.map((w) => round(w * t.scale)), rowH: item.rowH.map((h) => round(h * t.scale)), size: size(item.size, t), margin: scaled(item.margin, t) };
    case 'chart':
      return { ...item, box: box(item.box, t), titleSize: size(item.titleSize, t), labelSize: size(item.labelSize, t) };
  }
}

/** A slide plan moved onto the template's page. */
export function placePlan(plan: SlidePlan, t: PageTransform): SlidePlan {
  return { ...plan, page: t.page, items: plan.items.map((item) => placeItem(item, t)) };
}
