/**
 * Font catalogue: 25 title fonts (serif, sans-serif, monospace) and 23 body
 * fonts (sans-serif and monospace). Ids carry the 'font-' prefix; an unknown
 * font falls back to Inter.
 */
import { ALL_FONTS, type FontSlug } from './catalogue';
import type { FontCategory, FontEntry } from './types';

export type { FontCategory, FontEntry } from './types';

const pick = (slugs: readonly FontSlug[]): readonly FontEntry[] => slugs.map((slug) => ALL_FONTS[slug]);

/** Title fonts offered by the typography picker (25). */
export const TITLE_FONTS: readonly FontEntry[] = pick([
  'playfair', 'merriweather', 'lora', 'roboto-slab',
  'montserrat', 'poppins', 'inter', 'roboto', 'opensans', 'lato', 'nunito', 'raleway', 'oswald', 'bebas-neue',
  'work-sans', 'josefin-sans', 'comfortaa', 'quicksand', 'ubuntu',
  'space-mono', 'courier-prime', 'jetbrains-mono', 'fira-code', 'ibm-plex-mono', 'cascadia-code',
]);

/** Body fonts offered by the typography picker (23); display and serif faces are left out. */
export const BODY_FONTS: readonly FontEntry[] = pick([
  'inter', 'roboto', 'opensans', 'lato', 'montserrat', 'poppins', 'nunito', 'raleway', 'source-sans-pro',
  'ubuntu', 'pt-sans', 'noto-sans', 'work-sans', 'quicksand', 'josefin-sans', 'roboto-condensed', 'comfortaa',
  'roboto-mono', 'inconsolata', 'jetbrains-mono', 'fira-code', 'hack', 'anonymous-pro',
]);

/** Every family of either list, by id. */
export const ALL_FONT_ENTRIES: readonly FontEntry[] = Object.values(ALL_FONTS);

/** Typography picker filter tabs. */
export const FONT_CATEGORIES = [
  { id: 'all', label: 'All' },
  { id: 'serif', label: 'Serif' },
  { id: 'sans-serif', label: 'Sans Serif' },
  { id: 'monospace', label: 'Monospace' },
] as const satisfies readonly { id: FontCategory | 'all'; label: string }[];

/** The fallback family (Inter) for unknown ids. */
export const FALLBACK_FONT: FontEntry = ALL_FONTS.inter;

function slugOf(id: string): string {
  const trimmed = id.trim().toLowerCase();
  return trimmed.startsWith('font-') ? trimmed.slice('font-'.length) : trimmed;
}

/** The font named by `id` ('font-playfair' or 'playfair'), or undefined. */
export function findFont(id: string | undefined): FontEntry | undefined {
  if (id === undefined) return undefined;
  const slug = slugOf(id);
  return Object.hasOwn(ALL_FONTS, slug) ? ALL_FONTS[slug as FontSlug] : undefined;
}

/** The font named by `id`, with or without the 'font-' prefix; unknown or missing ids give Inter. */
export function resolveFont(id: string | undefined): FontEntry {
  return findFont(id) ?? FALLBACK_FONT;
}

/** Display name of a font id (its family), Inter's for unknown ids. */
export function fontLabel(id: string | undefined): string {
  return resolveFont(id).family;
}

/** Fonts of `list` in one picker tab ('all' keeps the list). */
export function fontsIn(list: readonly FontEntry[], category: FontCategory | 'all'): readonly FontEntry[] {
  return category === 'all' ? list : list.filter((entry) => entry.category === category);
}
