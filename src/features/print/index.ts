/**
 * The PDF export (issue 6 "PDF"): the print layer the slides view mounts,
 * and the call that opens its 'Export PDF' dialog from the Export menu.
 */
export { PrintLayer } from './PrintLayer';
export { requestPdfExport } from './print-state';
export { PDF_KEYSHORTCUTS } from './usePdfShortcut';
export { PRINT_TEXTS } from './texts';
