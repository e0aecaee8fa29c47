/** Deck fonts loaded on demand (see loaders.ts for which files, font-status.ts for the states; the hooks are in src/ui/fonts). */
export {
  deckFontIds,
  ensureDeckFonts,
  fontStatus,
  loadFont,
  registeredFamily,
  type DeckFontSettings,
  type FontLoadResult,
  type FontStatus,
} from './font-status';
