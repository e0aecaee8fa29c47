/**
 * Zoom of the slide viewer: 0.3 to 3, in steps of x1.2.
 * The steps are the powers of 1.2 (1, 1.2, 1.44... and 1/1.2...), clamped to
 * the range, so zooming in from the floor comes back to exactly 100%.
 */
export const ZOOM_MIN = 0.3;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 1.2;
/** Values this close count as equal (float steps). */
const EPSILON = 1e-6;

/** `zoom` inside the range; NaN and non-numbers give 1. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return zoom === Number.POSITIVE_INFINITY ? ZOOM_MAX : zoom === Number.NEGATIVE_INFINITY ? ZOOM_MIN : 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** The step exponent of `zoom`: 1.2^k = zoom. */
function exponent(zoom: number): number {
  return Math.log(zoom) / Math.log(ZOOM_STEP);
}

/** The next step up from `zoom`, at most {@link ZOOM_MAX}. */
export function zoomIn(zoom: number): number {
  const k = Math.floor(exponent(clampZoom(zoom)) + EPSILON) + 1;
  return clampZoom(ZOOM_STEP ** k);
}

/** The next step down from `zoom`, at least {@link ZOOM_MIN}. */
export function zoomOut(zoom: number): number {
  const k = Math.ceil(exponent(clampZoom(zoom)) - EPSILON) - 1;
  return clampZoom(ZOOM_STEP ** k);
}

export function canZoomIn(zoom: number): boolean {
  return clampZoom(zoom) < ZOOM_MAX - EPSILON;
}

export function canZoomOut(zoom: number): boolean {
  return clampZoom(zoom) > ZOOM_MIN + EPSILON;
}

/** '100%', '83%', '300%'. */
export function formatZoom(zoom: number): string {
  return `${Math.round(clampZoom(zoom) * 100)}%`;
}
