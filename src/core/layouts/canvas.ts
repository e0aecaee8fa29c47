/**
 * The 1280 x 720 slide canvas, its fixed regions and the
 * small box arithmetic every layout shares.
 */
import type { Box, Point } from './types';

/** Base canvas size in px; screens scale it, the exporter divides by {@link PX_PER_INCH}. */
export const CANVAS = { width: 1280, height: 720 } as const;

/** A 16:9 PowerPoint slide is 10 in wide, so 1280 px / 10 in. */
export const PX_PER_INCH = 128;

/** Side margin of the title and content areas, px. */
export const MARGIN_X = 64;

const TITLE_TOP = 32;
const TITLE_HEIGHT = 96;
const TITLE_GAP = 20;
const BOTTOM_MARGIN = 32;
/** Space kept between the content and the image. */
const IMAGE_GAP = 32;

/**
 * The topic image's area: 3.5 x 5.5 in on the right, centred
 * vertically, with the same 8 px edge to the right as above and below.
 */
export const IMAGE_BOX: Box = {
  x: CANVAS.width - 3.5 * PX_PER_INCH - 8,
  y: (CANVAS.height - 5.5 * PX_PER_INCH) / 2,
  w: 3.5 * PX_PER_INCH,
  h: 5.5 * PX_PER_INCH,
};

/** Right edge of everything but the image. */
function rightEdge(hasImage: boolean): number {
  return hasImage ? IMAGE_BOX.x - IMAGE_GAP : CANVAS.width - MARGIN_X;
}

/** The title's box; it yields the right side to the image when there is one. */
export function titleBox(hasImage: boolean): Box {
  return { x: MARGIN_X, y: TITLE_TOP, w: rightEdge(hasImage) - MARGIN_X, h: TITLE_HEIGHT };
}

/** The area items may use: below the title, left of the image. */
export function contentArea(hasImage: boolean): Box {
  const y = TITLE_TOP + TITLE_HEIGHT + TITLE_GAP;
  return { x: MARGIN_X, y, w: rightEdge(hasImage) - MARGIN_X, h: CANVAS.height - BOTTOM_MARGIN - y };
}

/**
 * Scale that fits the canvas into a container, keeping 16:9.
 * @param width - container width, px
 * @param height - container height, px
 */
export function scaleToFit(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 0;
  return Math.min(width / CANVAS.width, height / CANVAS.height);
}

/** A box in inches for the exporter (px / 128). */
export function boxToInches(box: Box): Box {
  return { x: box.x / PX_PER_INCH, y: box.y / PX_PER_INCH, w: box.w / PX_PER_INCH, h: box.h / PX_PER_INCH };
}

/** Points per canvas pixel on a 10 in wide slide (72 pt per inch / 128 px per inch). */
export const PT_PER_PX = 72 / PX_PER_INCH;

/** A font size in canvas px as PowerPoint points, so exported text keeps its share of the slide. */
export function pxToPoints(px: number): number {
  return Math.round(px * PT_PER_PX * 10) / 10;
}

/** Centre of a box. */
export function centerOf(box: Box): Point {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

/** A box shrunk by `dx` on the left and right and `dy` on the top and bottom. */
export function inset(box: Box, dx: number, dy: number = dx): Box {
  return { x: box.x + dx, y: box.y + dy, w: Math.max(0, box.w - 2 * dx), h: Math.max(0, box.h - 2 * dy) };
}

/** A box of size w x h centred on a point. */
export function boxAround(center: Point, w: number, h: number): Box {
  return { x: center.x - w / 2, y: center.y - h / 2, w, h };
}

/** True when the interiors of two boxes intersect (touching edges do not count). */
export function overlaps(a: Box, b: Box, epsilon = 0.01): boolean {
  return a.x < b.x + b.w - epsilon && b.x < a.x + a.w - epsilon && a.y < b.y + b.h - epsilon && b.y < a.y + a.h - epsilon;
}

/** True when `inner` lies within `outer` (rounding slack of `epsilon` px). */
export function contains(outer: Box, inner: Box, epsilon = 0.01): boolean {
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.w <= outer.x + outer.w + epsilon &&
    inner.y + inner.h <= outer.y + outer.h + epsilon
  );
}

/**
 * Splits a length into `count` equal parts separated by `gap`.
 * @returns the size of one part (never negative)
 */
export function share(length: number, count: number, gap: number): number {
  if (count <= 0) return 0;
  return Math.max(0, (length - gap * (count - 1)) / count);
}

/**
 * Cells of a grid of `columns` filling `area` row by row; an incomplete last
 * row is centred so a lone card does not hang on the left.
 */
export function gridCells(area: Box, count: number, columns: number, gap: number): Box[] {
  const cols = Math.max(1, Math.min(columns, count));
  const rows = Math.ceil(count / cols);
  const w = share(area.w, cols, gap);
  const h = share(area.h, rows, gap);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? count - row * cols : cols;
    const offset = ((cols - inRow) * (w + gap)) / 2;
    return { x: area.x + offset + (i % cols) * (w + gap), y: area.y + row * (h + gap), w, h };
  });
}

/** `count` boxes stacked top to bottom across the whole width of `area`. */
export function stackRows(area: Box, count: number, gap: number): Box[] {
  const h = share(area.h, count, gap);
  return Array.from({ length: count }, (_, i) => ({ x: area.x, y: area.y + i * (h + gap), w: area.w, h }));
}

/** `count` boxes side by side across the whole height of `area`. */
export function rowColumns(area: Box, count: number, gap: number): Box[] {
  const w = share(area.w, count, gap);
  return Array.from({ length: count }, (_, i) => ({ x: area.x + i * (w + gap), y: area.y, w, h: area.h }));
}
