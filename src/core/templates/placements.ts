/**
 * Where slides are drawn on a template: its title and body placeholders on
 * the canvas, and the region every layout is drawn into, clear of the
 * master's pictures (a logo must never sit under a title or a card). The
 * layouts keep their own geometry on the 1280 x 720 canvas; the region is
 * reached by one uniform scale and shift of it, so text keeps its fit.
 */
import { CANVAS, MARGIN_X } from '../layouts/canvas';
import type { CanvasBox } from '../themes/types';
import type { TemplateBox } from './types';

/** The part of the canvas Decksmith's layouts use: title top to content bottom, margin to margin. */
export const LAYOUT_AREA: CanvasBox = { x: MARGIN_X, y: 32, w: CANVAS.width - 2 * MARGIN_X, h: CANVAS.height - 64 };

/** Space kept between the drawn region and a picture of the master, px. */
const PICTURE_GAP = 16;
/** Below this scale the template's areas are too small to draw a slide in: Decksmith's own area is used. */
export const MIN_REGION_SCALE = 0.6;

/** A box in fractions of the slide as canvas px (a 4:3 template's areas are stretched onto the 16:9 canvas). */
export function toCanvas(box: TemplateBox): CanvasBox {
  return { x: box.x * CANVAS.width, y: box.y * CANVAS.height, w: box.w * CANVAS.width, h: box.h * CANVAS.height };
}

function union(a: CanvasBox, b: CanvasBox): CanvasBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

function overlaps(a: CanvasBox, b: CanvasBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The largest of the four parts of `region` left beside, above or below `picture`. */
function clearOf(region: CanvasBox, picture: CanvasBox): CanvasBox {
  const g = PICTURE_GAP;
  const right = region.x + region.w;
  const bottom = region.y + region.h;
  const sides: CanvasBox[] = [
    { ...region, w: picture.x - g - region.x },
    { ...region, x: picture.x + picture.w + g, w: right - (picture.x + picture.w + g) },
    { ...region, h: picture.y - g - region.y },
    { ...region, y: picture.y + picture.h + g, h: bottom - (picture.y + picture.h + g) },
  ];
  return sides.filter((s) => s.w > 0 && s.h > 0).sort((a, b) => b.w * b.h - a.w * a.h)[0] ?? region;
}

/** Pictures that cover most of the slide are backdrops, not marks to keep clear of. */
const isMark = (picture: CanvasBox): boolean => picture.w * picture.h < 0.25 * CANVAS.width * CANVAS.height;

/**
 * The region slides are drawn into: the union of the title and body areas
 * (the whole layout area when the template has neither), less the master's
 * pictures.
 */
export function drawingRegion(title: CanvasBox | undefined, body: CanvasBox | undefined, pictures: readonly CanvasBox[]): CanvasBox {
  let region = title && body ? union(title, body) : (title ?? body ?? LAYOUT_AREA);
  if (!title || !body) region = union(region, LAYOUT_AREA);
  for (const picture of pictures.filter(isMark)) if (overlaps(region, picture)) region = clearOf(region, picture);
  return region;
}

export interface RegionTransform {
  scale: number;
  dx: number;
  dy: number;
}

/**
 * The scale and shift that bring the layout area into `region`: uniform,
 * never larger than 1, the layout area's top left on the region's. Too small
 * a region gives no change (scale 1, no shift).
 */
export function regionTransform(region: CanvasBox): RegionTransform {
  const scale = Math.min(1, region.w / LAYOUT_AREA.w, region.h / LAYOUT_AREA.h);
  if (scale < MIN_REGION_SCALE) return { scale: 1, dx: 0, dy: 0 };
  return { scale, dx: region.x - LAYOUT_AREA.x * scale, dy: region.y - LAYOUT_AREA.y * scale };
}

/** A canvas box moved by a region transform: where a layout's box lands on the template. */
export function placeBox(box: CanvasBox, t: RegionTransform): CanvasBox {
  return { x: box.x * t.scale + t.dx, y: box.y * t.scale + t.dy, w: box.w * t.scale, h: box.h * t.scale };
}
