/** Hooks for components that draw with deck fonts (the store and loading are in src/state/fonts). */
export { useDeckFonts, useFont } from './use-fonts';
