/**
 * The print stylesheet, in the page only while a print layer is mounted (so
 * the browser's own Ctrl+P elsewhere prints the page as before).
 *
 * Print: every other child of <body> (the app, toasts) is hidden; each slide
 * is a 1280 x 720 CSS px page (960 x 540 pt) with no margin, drawn by the
 * DOM slide renderer at its natural size (the canvas's centring and scaling
 * transform is cancelled), so the text stays text in the PDF. Notes pages
 * use the named page `notes` (A4 portrait, 2 cm margins). Theme
 * backgrounds print (`print-color-adjust: exact`).
 *
 * Screen: the pages are invisible, stacked at the top left of the viewport
 * (so the fit check, which only measures slides in view, fits every one of
 * them as on screen, and their images load), and let the pointer through.
 */
export const PRINT_ROOT_CLASS = 'ds-print-root';

export const PRINT_CSS = `
.ds-print-slide [data-slide-canvas] { left: 0 !important; top: 0 !important; transform: none !important; }
.ds-print-slide, .ds-print-slide * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
.ds-print-notes { box-sizing: border-box; color: #0f172a; background: #fff; }
.ds-print-notes h2 { margin: 0.25em 0 0.75em; font-size: 22pt; line-height: 1.2; overflow-wrap: anywhere; }
.ds-print-notes .ds-print-notes-text { margin: 0; font-size: 12pt; line-height: 1.5; white-space: pre-wrap; overflow-wrap: anywhere; }
.ds-print-notes .ds-print-notes-label { margin: 0; font-size: 10pt; color: #475569; }
@media screen {
  .ds-print-pages { position: fixed; left: 0; top: 0; width: 1280px; height: 720px; overflow: hidden; visibility: hidden; pointer-events: none; z-index: -1; }
  .ds-print-slide { position: absolute; left: 0; top: 0; width: 1280px; }
  .ds-print-notes { display: none; }
}
@media print {
  @page { size: 1280px 720px; margin: 0; }
  @page notes { size: A4 portrait; margin: 2cm; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; min-height: 0 !important; }
  body > :not(.ds-print-root) { display: none !important; }
  .ds-print-status { display: none !important; }
  .ds-print-slide { position: relative; width: 1280px; height: 720px; overflow: hidden; break-after: page; break-inside: avoid; }
  .ds-print-notes { page: notes; break-after: page; }
  .ds-print-pages > :last-child { break-after: auto; }
}
`;
