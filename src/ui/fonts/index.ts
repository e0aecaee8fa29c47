/** Deck fonts loaded on demand (see loaders.ts for which files, font-status.ts for the states). */
export {
  ensureDeckFonts,
  fontStatus,
  loadFont,
  registeredFamily,
  useDeckFonts,
  useFont,
  type DeckFontSettings,
  type FontLoadResult,
  type FontStatus,
} from './font-status';
