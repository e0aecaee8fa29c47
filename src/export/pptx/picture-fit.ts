/**
 * How a picture is fitted into its slot before it goes into the file, as
 * pure arithmetic shared by every encoder (the browser's canvas, the CLI's
 * canvas in Node) and by the writer when no encoder is there:
 * - which part of the picture shows: the user's crop (fractions of the
 *   picture), cut further to the slot's shape around the focal point, as
 *   the screen's `object-fit: cover` with `object-position` at that point;
 * - at what pixel size it is stored: at most twice the slot's size on the
 *   1280 x 720 canvas (sharp on a high-density screen and in print), never
 *   larger than the part cut out;
 * - as JPEG or PNG: a picture with transparency or with few colours
 *   (drawings, icons, flat artwork) stays lossless PNG, where it is also the
 *   smaller; anything else (photos, painterly art) is JPEG, which is a tenth
 *   of the size at a quality nobody tells from the original on a slide.
 */

import { placePicture } from '../../core/deck/picture-crop';

/** A crop as fractions of the picture's width and height (x, y: top-left corner). */
export interface FractionRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How the user framed a picture: the part to show and the point that must stay in view. */
export interface PictureFraming {
  crop?: FractionRect | undefined;
  /** Fractions of the whole picture; default: the middle of the crop. */
  focus?: { x: number; y: number } | undefined;
}

/** A rectangle in the picture's own pixels. */
export interface PixelRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** Canvas pixels per inch of the slide (1280 px for 10 in). */
export const CANVAS_PX_PER_INCH = 128;
/** Stored pictures get at most this many pixels per canvas pixel of their slot. */
export const MAX_DENSITY = 2;
/** JPEG quality for photos: 0.82 keeps photos free of visible blocks at a slide's size. */
export const JPEG_QUALITY = 0.82;
/** At most this many distinct colours and a picture is flat art, stored as PNG. */
export const FLAT_ART_COLOURS = 256;

const clamp01 = (n: number): number => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** A crop made safe: inside the picture and at least a pixel's worth; none or an unusable one: the whole picture. */
export function safeCrop(crop: FractionRect | undefined): FractionRect {
  if (!crop) return { x: 0, y: 0, w: 1, h: 1 };
  const x = clamp01(crop.x);
  const y = clamp01(crop.y);
  const w = Math.min(clamp01(crop.w), 1 - x);
  const h = Math.min(clamp01(crop.h), 1 - y);
  return w > 0.001 && h > 0.001 ? { x, y, w, h } : { x: 0, y: 0, w: 1, h: 1 };
}

/** The slot's size in stored pixels: twice its canvas pixels (`box` in inches). */
export function slotPixels(box: { w: number; h: number }): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(box.w * CANVAS_PX_PER_INCH * MAX_DENSITY)),
    height: Math.max(1, Math.round(box.h * CANVAS_PX_PER_INCH * MAX_DENSITY)),
  };
}

/**
 * The part of a `width` x `height` picture that fills a slot of `aspect`
 * (width / height): the crop, cut to the slot's shape, centred on the focal
 * point as far as the crop allows, exactly as the screen places it
 * (core/deck/picture-crop.ts placePicture). `aspect` undefined keeps the
 * crop's own shape (a picture fitted inside its box rather than covering it).
 */
export function sourceRect(width: number, height: number, aspect: number | undefined, framing: PictureFraming = {}): PixelRect {
  const crop = safeCrop(framing.crop);
  if (aspect === undefined || !(aspect > 0)) return { sx: crop.x * width, sy: crop.y * height, sw: crop.w * width, sh: crop.h * height };
  const focus = framing.focus ? { x: clamp01(framing.focus.x), y: clamp01(framing.focus.y) } : undefined;
  // A slot 1000 units high: the placement's units, turned back into the picture's pixels.
  const slot = { width: 1000 * aspect, height: 1000 };
  const placed = placePicture(slot, { width, height }, crop, focus);
  const perPixel = placed.width / width;
  // + 0 turns -0 into 0.
  return { sx: -placed.left / perPixel + 0, sy: -placed.top / perPixel + 0, sw: slot.width / perPixel, sh: slot.height / perPixel };
}

/** The stored size for a cut-out part: the slot's pixels at most, never more than the part has; same shape as the part. */
export function storedSize(rect: PixelRect, slot: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, slot.width / rect.sw, slot.height / rect.sh);
  return { width: Math.max(1, Math.round(rect.sw * scale)), height: Math.max(1, Math.round(rect.sh * scale)) };
}

/** True when `rect` is the whole picture (nothing cut away, within half a pixel). */
export function isWhole(rect: PixelRect, width: number, height: number): boolean {
  return rect.sx < 0.5 && rect.sy < 0.5 && Math.abs(rect.sw - width) < 0.5 && Math.abs(rect.sh - height) < 0.5;
}

/**
 * PNG for pixels with any transparency or at most {@link FLAT_ART_COLOURS}
 * colours; JPEG otherwise. `rgba` is the picture as stored (RGBA bytes).
 * Stops counting as soon as the answer is known.
 */
export function chooseFormat(rgba: ArrayLike<number>): 'png' | 'jpeg' {
  const colours = new Set<number>();
  let many = false;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! < 255) return 'png';
    if (!many) {
      colours.add((rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!);
      // Past the limit it is a photo, unless a transparent pixel still comes.
      if (colours.size > FLAT_ART_COLOURS) many = true;
    }
  }
  return many ? 'jpeg' : 'png';
}

/**
 * pptxgenjs's picture options that show `rect` of a `width` x `height`
 * picture in `box` (inches) when the file keeps the whole picture (no
 * encoder to cut it): the picture is scaled so the part fills the box, and
 * the rest is cropped away in the file (`<a:srcRect>`).
 */
export function cropPlacement(box: { x: number; y: number; w: number; h: number }, width: number, height: number, rect: PixelRect) {
  const scale = box.w / rect.sw;
  return {
    x: box.x,
    y: box.y,
    w: width * scale,
    h: height * scale,
    sizing: { type: 'crop' as const, x: rect.sx * scale, y: rect.sy * scale, w: box.w, h: box.h },
  };
}
