/**
 * What the exported file says about its fonts, and the measurements behind it.
 *
 * PowerPoint files name a font; they cannot list fallbacks the way CSS does,
 * and pptxgenjs never embeds the font. What the two real clients do when the
 * named face is missing:
 * - PowerPoint asks the system's font mapper, which matches the missing face
 *   by the `panose` classification and the `pitchFamily` byte written on
 *   `<a:latin>` (ECMA-376 21.1.2.3.7: "used to find a substitute"). The file
 *   therefore carries the classification of a fallback that every Windows and
 *   Mac machine has and whose widths keep the fit (Arial, Arial Narrow, Times
 *   New Roman, Courier New), so the mapper lands on it.
 * - LibreOffice ignores panose: it asks fontconfig for the name, which on
 *   Linux gives the metric clone of those fallbacks only for the Microsoft
 *   names and otherwise the default face (DejaVu Sans on Debian, 0.522 em
 *   regular and 0.589 em bold, wider than every bundled sans face). Text boxes
 *   keep PowerPoint's "shrink on overflow" for that case, and the export
 *   report says the fonts are named, not embedded.
 *
 * Widths are the average advance per character, in ems, of one English
 * sample (a title, a sentence with figures), measured in Chromium from the
 * bundled @fontsource files (latin subset, weights 400 and 700) and, for the
 * fallbacks, from their metric-compatible clones (Liberation Sans, Liberation
 * Sans Narrow, Liberation Serif, Liberation Mono). The slide fit estimates
 * every glyph at `categoryWidth` ems (0.55 em, 0.62 em for monospace): a test
 * checks that the named face and its fallback both run narrower, so the fit
 * holds on a machine with either.
 */
import type { FontCategory } from '../../core/fonts';

/** A face a machine without the deck's font draws instead, present on Windows and Mac (and, by its clone, on Linux). */
export interface FallbackFace {
  family: string;
  /** Its metric-compatible clone on LibreOffice machines. */
  clone: string;
  /** PANOSE-1 classification, 20 hex digits (10 bytes), as `<a:latin panose>` wants it. */
  panose: string;
  /** Windows pitch-and-family byte: roman 0x12, swiss 0x22, modern fixed 0x31. */
  pitchFamily: number;
  regular: number;
  bold: number;
}

export const FALLBACK_FACES = {
  arial: { family: 'Arial', clone: 'Liberation Sans', panose: '020B0604020202020204', pitchFamily: 0x22, regular: 0.465, bold: 0.494 },
  'arial-narrow': { family: 'Arial Narrow', clone: 'Liberation Sans Narrow', panose: '020B0606020202030204', pitchFamily: 0x22, regular: 0.381, bold: 0.406 },
  times: { family: 'Times New Roman', clone: 'Liberation Serif', panose: '02020603050405020304', pitchFamily: 0x12, regular: 0.419, bold: 0.446 },
  courier: { family: 'Courier New', clone: 'Liberation Mono', panose: '02070309020205020404', pitchFamily: 0x31, regular: 0.6, bold: 0.6 },
} as const satisfies Record<string, FallbackFace>;

export type FallbackId = keyof typeof FALLBACK_FACES;

/** A bundled face's measured widths and the fallback the file names for it. */
export interface FaceMetrics {
  regular: number;
  bold: number;
  fallback: FallbackId;
}

/** By CSS family name, every family of the font catalogue (src/core/fonts/catalogue.ts). */
export const FACE_METRICS: Readonly<Record<string, FaceMetrics>> = {
  'Playfair Display': { regular: 0.462, bold: 0.474, fallback: 'times' },
  Merriweather: { regular: 0.491, bold: 0.505, fallback: 'times' },
  'Roboto Slab': { regular: 0.483, bold: 0.49, fallback: 'times' },
  Lora: { regular: 0.481, bold: 0.493, fallback: 'times' },
  Montserrat: { regular: 0.515, bold: 0.541, fallback: 'arial' },
  Poppins: { regular: 0.511, bold: 0.525, fallback: 'arial' },
  Inter: { regular: 0.493, bold: 0.506, fallback: 'arial' },
  Roboto: { regular: 0.457, bold: 0.465, fallback: 'arial' },
  'Open Sans': { regular: 0.483, bold: 0.513, fallback: 'arial' },
  Lato: { regular: 0.452, bold: 0.46, fallback: 'arial' },
  Nunito: { regular: 0.468, bold: 0.484, fallback: 'arial' },
  Raleway: { regular: 0.475, bold: 0.491, fallback: 'arial' },
  'Source Sans 3': { regular: 0.426, bold: 0.45, fallback: 'arial' },
  Ubuntu: { regular: 0.467, bold: 0.489, fallback: 'arial' },
  // Condensed faces: Arial would run a third wider than the text was set for.
  Oswald: { regular: 0.373, bold: 0.42, fallback: 'arial-narrow' },
  'PT Sans': { regular: 0.442, bold: 0.443, fallback: 'arial' },
  'Noto Sans': { regular: 0.486, bold: 0.512, fallback: 'arial' },
  'Work Sans': { regular: 0.508, bold: 0.511, fallback: 'arial' },
  Quicksand: { regular: 0.475, bold: 0.498, fallback: 'arial' },
  'Josefin Sans': { regular: 0.468, bold: 0.494, fallback: 'arial' },
  'Roboto Condensed': { regular: 0.406, bold: 0.414, fallback: 'arial-narrow' },
  'Bebas Neue': { regular: 0.342, bold: 0.342, fallback: 'arial-narrow' },
  Comfortaa: { regular: 0.534, bold: 0.539, fallback: 'arial' },
  'Roboto Mono': { regular: 0.6, bold: 0.6, fallback: 'courier' },
  Inconsolata: { regular: 0.5, bold: 0.5, fallback: 'courier' },
  'Space Mono': { regular: 0.612, bold: 0.612, fallback: 'courier' },
  'JetBrains Mono': { regular: 0.6, bold: 0.6, fallback: 'courier' },
  'Fira Code': { regular: 0.6, bold: 0.6, fallback: 'courier' },
  'Courier Prime': { regular: 0.6, bold: 0.6, fallback: 'courier' },
  'IBM Plex Mono': { regular: 0.6, bold: 0.6, fallback: 'courier' },
  Hack: { regular: 0.602, bold: 0.602, fallback: 'courier' },
  'Anonymous Pro': { regular: 0.546, bold: 0.546, fallback: 'courier' },
  'Cascadia Code': { regular: 0.586, bold: 0.586, fallback: 'courier' },
};

const CATEGORY_FALLBACK: Record<FontCategory, FallbackId> = { serif: 'times', 'sans-serif': 'arial', monospace: 'courier' };

/** The fallback the file names for `family` (by its category when the family is not measured). */
export function fallbackFace(family: string, category: FontCategory): FallbackFace {
  const id = FACE_METRICS[family]?.fallback ?? CATEGORY_FALLBACK[category];
  return FALLBACK_FACES[id];
}
