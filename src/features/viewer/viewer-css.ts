/**
 * How the viewer's zoom and fullscreen look reach the slides. The rules are
 * static, in the app's stylesheet (src/ui/global.css): the slides area
 * carries the zoom as a custom property and a `data-zoomed` flag, and the
 * row that goes fullscreen is marked. (They were a <style> element the
 * viewer wrote, with `:has()` rules: inserting a stylesheet restyles the
 * whole page, and a `:has()` on every element made each change of the
 * streaming deck costlier to restyle.)
 *
 * Zoom scales the width of the cards' list: the slides are drawn in
 * container units, so they scale with it; above 100% the area scrolls
 * sideways instead of pushing the panels out.
 */
import type { CSSProperties } from 'react';

export const VIEWER_ATTR = 'data-deck-viewer';

/** The attributes of the slides area at a zoom level. */
export function slidesAreaProps(zoom: number): { 'data-slides-area': ''; 'data-zoomed'?: ''; style: CSSProperties } {
  return {
    'data-slides-area': '',
    ...(zoom > 1 ? { 'data-zoomed': '' as const } : {}),
    style: { '--ds-zoom': zoom.toFixed(3) } as CSSProperties,
  };
}

/** The attribute of the row (navigator, slides, panels) that fullscreen shows. */
export const DECK_ROW_ATTR = 'data-deck-row';
