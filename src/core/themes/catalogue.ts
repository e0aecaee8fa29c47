/**
 * Theme catalogue: about 50 themes with explicit hex colours shared by the
 * screen and the exporter. Long ids are canonical; the short ids are
 * aliases. Tabs list the themes of the category their label names.
 */
import { themeNotFound } from '../errors';
import { DEFAULT_THEMES } from './default';
import { EARTHY_THEMES } from './earthy';
import { GRADIENT_THEMES } from './gradient';
import { PASTEL_THEMES } from './pastel';
import type { Theme, ThemeCategory } from './types';
import { VIBRANT_THEMES } from './vibrant';

/** Every theme; the first (aurora-borealis) is the default and the fallback. */
export const THEMES: readonly Theme[] = [
  ...GRADIENT_THEMES,
  ...DEFAULT_THEMES,
  ...VIBRANT_THEMES,
  ...EARTHY_THEMES,
  ...PASTEL_THEMES,
];

/** Gallery tabs in display order; each shows what its label says. */
export const THEME_CATEGORIES: readonly { id: ThemeCategory | 'all'; label: string }[] = [
  { id: 'all', label: 'All Themes' },
  { id: 'gradient', label: 'Gradient' },
  { id: 'default', label: 'Default' },
  { id: 'vibrant', label: 'Vibrant' },
  { id: 'earthy', label: 'Earthy' },
  { id: 'pastel', label: 'Pastel' },
];

const BY_ID: ReadonlyMap<string, Theme> = new Map(
  THEMES.flatMap((theme) => [[theme.id, theme] as const, ...theme.aliases.map((alias) => [alias, theme] as const)]),
);

/**
 * Themes imported from the user's company templates, as the app last
 * loaded them from storage: data the composition root sets, beside the
 * catalogue, so every place that resolves a deck's theme finds them.
 */
let imported: ReadonlyMap<string, Theme> = new Map();

/** Replaces the imported themes (their ids are never a catalogue id or alias). */
export function setImportedThemes(themes: readonly Theme[]): void {
  imported = new Map(themes.filter((theme) => !BY_ID.has(theme.id)).map((theme) => [theme.id, theme]));
}

/** The imported themes, in the order they were set. */
export function importedThemes(): readonly Theme[] {
  return [...imported.values()];
}

/** The theme named by `id` or alias (the catalogue's, then an imported one), or undefined; no fallback, no warning. */
export function findTheme(id: string | undefined): Theme | undefined {
  if (id === undefined) return undefined;
  const key = id.trim().toLowerCase();
  return BY_ID.get(key) ?? imported.get(key);
}

/**
 * The theme named by a canonical id or a short alias. An unknown or missing
 * id falls back to the first theme and reports the warning
 * ('Theme "id" not found, using default theme') through `warn`.
 */
export function resolveTheme(id: string | undefined, warn: (message: string) => void = console.warn): Theme {
  const found = findTheme(id);
  if (found) return found;
  warn(themeNotFound(id ?? ''));
  return THEMES[0] as Theme;
}

/** Canonical id for a canonical id or alias; unknown ids give the default id. */
export function canonicalThemeId(id: string | undefined): string {
  return (findTheme(id) ?? (THEMES[0] as Theme)).id;
}

/** Themes a gallery tab lists: all of them, or those of one category. */
export function themesIn(category: ThemeCategory | 'all'): readonly Theme[] {
  return category === 'all' ? THEMES : THEMES.filter((theme) => theme.category === category);
}
