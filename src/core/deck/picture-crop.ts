/**
 * How a slide picture fills its slot, the same on screen and in exports: the
 * picture (or the part of it the user cropped) covers the slot as CSS
 * `object-fit: cover` would, centred on the focal point, and what sticks
 * out is cut. Measured in the slot's units; pure arithmetic.
 */
import type { PictureCrop, PictureFocus } from '../schemas/slide';

export interface Size {
  width: number;
  height: number;
}

/** Where the whole picture is drawn, relative to the slot's top-left corner (the slot cuts it). */
export interface PicturePlacement {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The picture's placement so that the crop (the whole picture without one)
 * covers a slot of `slot` size, with `focus` (default: the crop's centre)
 * as near the slot's centre as the picture allows. The picture is never
 * distorted and never leaves a gap in the slot.
 */
export function placePicture(slot: Size, natural: Size, crop?: PictureCrop, focus?: PictureFocus): PicturePlacement {
  const c = crop ?? { x: 0, y: 0, w: 1, h: 1 };
  const cw = Math.max(1e-6, c.w * natural.width);
  const ch = Math.max(1e-6, c.h * natural.height);
  const scale = Math.max(slot.width / cw, slot.height / ch);
  const width = natural.width * scale;
  const height = natural.height * scale;
  const fx = clamp(focus?.x ?? c.x + c.w / 2, c.x, c.x + c.w);
  const fy = clamp(focus?.y ?? c.y + c.h / 2, c.y, c.y + c.h);
  // The focal point goes to the slot's centre, then the crop's edges are kept covering the slot.
  const left = clamp(slot.width / 2 - fx * width, slot.width - (c.x + c.w) * width, -c.x * width);
  const top = clamp(slot.height / 2 - fy * height, slot.height - (c.y + c.h) * height, -c.y * height);
  // + 0 turns -0 into 0, so a slot-aligned picture compares equal to 0.
  return { left: left + 0, top: top + 0, width, height };
}

/** The CSS object-position of a focal point ('50% 30%'), for a picture drawn with object-fit: cover and no crop. */
export function objectPosition(focus: PictureFocus | undefined): string | undefined {
  return focus === undefined ? undefined : `${Math.round(focus.x * 1000) / 10}% ${Math.round(focus.y * 1000) / 10}%`;
}
