/**
 * The CSS that applies the viewer's zoom and fullscreen look. The slide
 * cards area is SlidesView's, not the viewer's: the viewer controls sit
 * right after it in the same row, so the rules reach it as "the element
 * whose next sibling is the viewer" (`:has(+ ...)`) and the row as "the
 * fullscreen element holding the viewer". Zoom scales the width of the
 * cards' list: the slides are drawn in container units, so they scale with
 * it; above 100% the area scrolls sideways instead of pushing the panels out.
 */
export const VIEWER_ATTR = 'data-deck-viewer';

export function viewerCss(zoom: number): string {
  const area = `*:has(+ [${VIEWER_ATTR}])`;
  const rules = [
    `${area} > * { width: ${(zoom * 100).toFixed(3)}%; margin-inline: auto; }`,
    `:fullscreen:has(> [${VIEWER_ATTR}]) { background: #f1f5f9; overflow: auto; padding: 1.5rem; }`,
    `:fullscreen:has(> [${VIEWER_ATTR}]) > .sticky { top: 0; }`,
  ];
  if (zoom > 1) rules.push(`${area} { overflow-x: auto; padding-inline: 2px; }`);
  return rules.join('\n');
}
