/**
 * Canvas px to PowerPoint units. The screen lays slides out on a 1280 x 720
 * canvas and a 16:9 PowerPoint slide is 10 x 5.625 in, so 128 px make an inch
 * and a font of `px` canvas pixels is `px * 0.5625` pt: the sizes the fit
 * chose on screen stay fitted in the file.
 */
import { PX_PER_INCH, PT_PER_PX, type Box } from '../../core/layouts';

/** A box in inches. */
export interface InchBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Inches, rounded to 1/10000 in (about 91 EMU): stable output, no float noise. */
export function inches(px: number): number {
  const value = Number.isFinite(px) ? px / PX_PER_INCH : 0;
  return Math.round(value * 10_000) / 10_000;
}

/** A canvas box in inches; negative sizes (never expected) become 0. */
export function inchBox(box: Box): InchBox {
  return { x: inches(box.x), y: inches(box.y), w: Math.max(0, inches(box.w)), h: Math.max(0, inches(box.h)) };
}

/** A font size in canvas px as points (0.1 pt steps), at least 1 pt. */
export function points(px: number): number {
  const pt = Number.isFinite(px) ? px * PT_PER_PX : 0;
  return Math.max(1, Math.round(pt * 10) / 10);
}

/** '#RrGgBb' (or 'RRGGBB') as pptxgenjs wants it: 'RRGGBB'; anything else gives the fallback. */
export function hex(color: string, fallback = '000000'): string {
  const bare = color.trim().replace(/^#/, '');
  if (/^[0-9a-f]{6}$/i.test(bare)) return bare.toUpperCase();
  if (/^[0-9a-f]{3}$/i.test(bare)) return bare.replace(/./g, (c) => c + c).toUpperCase();
  return fallback;
}
