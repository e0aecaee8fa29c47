/**
 * One stylesheet loader per catalogue font. The import strings are static so
 * Vite sees each one and emits the CSS (and the font files it names) as a
 * separate lazy chunk: a family's files are only fetched when a deck or a
 * picker row uses it.
 *
 * Which stylesheet, and why:
 * - Variable packages ship no per-subset CSS, only `wght.css` (the weight axis,
 *   normal style, every subset). Each subset is its own @font-face with a
 *   `unicode-range`, so the browser fetches only the subsets the text uses:
 *   Latin text costs the Latin file alone, and a Vietnamese or Cyrillic title
 *   still gets its glyphs.
 * - Static packages: `400.css` and `700.css` (regular and bold, normal style).
 *   Their per-subset files (`latin-400.css`...) carry no `unicode-range`, so
 *   importing Latin and Latin-ext together would make the browser fetch both for
 *   any text; the all-subset files have the ranges and fetch the same single
 *   Latin file for Latin text. Bebas Neue only exists in 400.
 * - Hack is not on Fontsource; ./hack.css declares its subset woff2 files.
 * - Inter is imported by main.tsx for the whole app, so its loader has nothing
 *   to add.
 */

export type FontLoader = () => Promise<unknown>;

export const FONT_LOADERS: Readonly<Record<string, FontLoader>> = {
  // Serif.
  'font-playfair': () => import('@fontsource-variable/playfair-display/wght.css'),
  'font-merriweather': () => import('@fontsource-variable/merriweather/wght.css'),
  'font-roboto-slab': () => import('@fontsource-variable/roboto-slab/wght.css'),
  'font-lora': () => import('@fontsource-variable/lora/wght.css'),
  // Sans-serif.
  'font-montserrat': () => import('@fontsource-variable/montserrat/wght.css'),
  'font-poppins': () => Promise.all([import('@fontsource/poppins/400.css'), import('@fontsource/poppins/700.css')]),
  'font-inter': () => Promise.resolve(),
  'font-roboto': () => import('@fontsource-variable/roboto/wght.css'),
  'font-opensans': () => import('@fontsource-variable/open-sans/wght.css'),
  'font-lato': () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  'font-nunito': () => import('@fontsource-variable/nunito/wght.css'),
  'font-raleway': () => import('@fontsource-variable/raleway/wght.css'),
  'font-source-sans-pro': () => import('@fontsource-variable/source-sans-3/wght.css'),
  'font-ubuntu': () => Promise.all([import('@fontsource/ubuntu/400.css'), import('@fontsource/ubuntu/700.css')]),
  'font-oswald': () => import('@fontsource-variable/oswald/wght.css'),
  'font-pt-sans': () => Promise.all([import('@fontsource/pt-sans/400.css'), import('@fontsource/pt-sans/700.css')]),
  'font-noto-sans': () => import('@fontsource-variable/noto-sans/wght.css'),
  'font-work-sans': () => import('@fontsource-variable/work-sans/wght.css'),
  'font-quicksand': () => import('@fontsource-variable/quicksand/wght.css'),
  'font-josefin-sans': () => import('@fontsource-variable/josefin-sans/wght.css'),
  'font-roboto-condensed': () => import('@fontsource-variable/roboto-condensed/wght.css'),
  'font-bebas-neue': () => import('@fontsource/bebas-neue/400.css'),
  'font-comfortaa': () => import('@fontsource-variable/comfortaa/wght.css'),
  // Monospace.
  'font-roboto-mono': () => import('@fontsource-variable/roboto-mono/wght.css'),
  'font-inconsolata': () => import('@fontsource-variable/inconsolata/wght.css'),
  'font-space-mono': () => Promise.all([import('@fontsource/space-mono/400.css'), import('@fontsource/space-mono/700.css')]),
  'font-jetbrains-mono': () => import('@fontsource-variable/jetbrains-mono/wght.css'),
  'font-fira-code': () => import('@fontsource-variable/fira-code/wght.css'),
  'font-courier-prime': () =>
    Promise.all([import('@fontsource/courier-prime/400.css'), import('@fontsource/courier-prime/700.css')]),
  'font-ibm-plex-mono': () =>
    Promise.all([import('@fontsource/ibm-plex-mono/400.css'), import('@fontsource/ibm-plex-mono/700.css')]),
  'font-hack': () => import('./hack.css'),
  'font-anonymous-pro': () =>
    Promise.all([import('@fontsource/anonymous-pro/400.css'), import('@fontsource/anonymous-pro/700.css')]),
  'font-cascadia-code': () => import('@fontsource-variable/cascadia-code/wght.css'),
};
