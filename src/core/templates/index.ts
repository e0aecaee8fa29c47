/**
 * Company templates: what a .pptx/.potx says about its look (types.ts, read
 * by src/extract/template) and the Decksmith theme made from it.
 */
export * from './types';
export { themeFromTemplate, themeReads, type DeriveOptions } from './derive';
export { fontNote, templateFont, templateFontEntry } from './fonts';
export { LAYOUT_AREA, drawingRegion, placeBox, regionTransform, toCanvas, type RegionTransform } from './placements';
export { themeWithPictureUrls } from './picture-urls';
export { TEXT_CONTRAST, chooseTextColor, nearestPassing, worstContrast, type TextChoice } from './text-colors';
