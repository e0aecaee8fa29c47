/**
 * The crop picker's arithmetic: a crop box that keeps the slot's shape,
 * zoomed in from the largest such box the picture holds and moved within
 * it. Fractions of the picture's width and height throughout, as stored.
 */
import type { PictureCrop, PictureFocus } from '../../core/schemas/slide';

export interface Size {
  width: number;
  height: number;
}

/** Largest zoom offered: a quarter of the picture's side. */
export const MAX_ZOOM = 4;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The crop of `zoom` (1: the largest box of the slot's shape) centred on (cx, cy), kept inside the picture. */
export function cropAt(natural: Size, aspect: number, zoom: number, cx: number, cy: number): PictureCrop {
  const ratio = natural.width / natural.height;
  const [w0, h0] = ratio > aspect ? [aspect / ratio, 1] : [1, ratio / aspect];
  const z = clamp(zoom, 1, MAX_ZOOM);
  const w = w0 / z;
  const h = h0 / z;
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  return { x: round(clamp(cx - w / 2, 0, 1 - w)), y: round(clamp(cy - h / 2, 0, 1 - h)), w: round(w), h: round(h) };
}

/** The zoom a stored crop stands for (1 when there is none). */
export function zoomOf(crop: PictureCrop | undefined, natural: Size, aspect: number): number {
  if (!crop) return 1;
  const full = cropAt(natural, aspect, 1, 0.5, 0.5);
  return clamp(full.w / crop.w, 1, MAX_ZOOM);
}

/** Whether a crop shows the whole of what zoom 1 shows at the centre: then none is stored (the slot's cover does the same). */
export function isWholePicture(crop: PictureCrop, natural: Size, aspect: number): boolean {
  const full = cropAt(natural, aspect, 1, 0.5, 0.5);
  return Math.abs(crop.w - full.w) < 1e-3 && Math.abs(crop.h - full.h) < 1e-3 && Math.abs(crop.x - full.x) < 1e-3 && Math.abs(crop.y - full.y) < 1e-3;
}

/** A focal point moved by (dx, dy), kept inside the picture. */
export function moveFocus(focus: PictureFocus, dx: number, dy: number): PictureFocus {
  return { x: clamp(focus.x + dx, 0, 1), y: clamp(focus.y + dy, 0, 1) };
}
