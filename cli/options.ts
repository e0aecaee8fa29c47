/**
 * Flag values checked against the app's own rules: the slide count of the
 * generate page (1 to 60), the tone catalogue (value or label), the theme
 * catalogue (an unknown id gets a warning and the default theme,
 * as in the app) and the two output types.
 */
import { SLIDER_MAX } from '../src/core/config-rules';
import { DECK_FILE_EXTENSION } from '../src/core/deck-file/limits';
import { EXPORT_EXTENSION } from '../src/core/format';
import type { Tone } from '../src/core/schemas/catalog';
import { THEMES, resolveTheme } from '../src/core/themes/index';
import { TONE_OPTIONS, isTone } from '../src/core/tones';
import { UsageError } from './errors';

/** The app's own file name endings, re-exported for the usage text. */
export const PPTX_EXTENSION = EXPORT_EXTENSION;
export { DECK_FILE_EXTENSION };
/** The generate page offers 1, 5, 10, 15, 20 and a 5-60 slider: 1 to 60 in all. */
export const MIN_SLIDES = 1;
export const MAX_SLIDES = SLIDER_MAX;

export type OutputKind = 'pptx' | 'deck-file';

/** A whole number of slides from 1 to 60, or a UsageError. */
export function parseSlides(value: string): number {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < MIN_SLIDES || n > MAX_SLIDES) {
    throw new UsageError(`--slides must be a whole number from ${MIN_SLIDES} to ${MAX_SLIDES} (got "${value}")`);
  }
  return n;
}

/** A tone by value ('technical-phd') or label ('Technical (PhD)'), any case; else a UsageError listing them. */
export function parseTone(value: string): Tone {
  const wanted = value.trim().toLowerCase();
  if (isTone(wanted)) return wanted;
  const byLabel = TONE_OPTIONS.find((option) => option.label.toLowerCase() === wanted);
  if (byLabel) return byLabel.value;
  throw new UsageError(`Unknown tone "${value}". Tones: ${TONE_OPTIONS.map((o) => o.value).join(', ')}`);
}

/** What a path's extension asks for; a UsageError when it is not one of `allowed`. */
export function outputKindOf(path: string, allowed: readonly OutputKind[]): OutputKind {
  const lower = path.toLowerCase();
  const kind: OutputKind | undefined = lower.endsWith(DECK_FILE_EXTENSION) ? 'deck-file' : lower.endsWith(PPTX_EXTENSION) ? 'pptx' : undefined;
  if (kind !== undefined && allowed.includes(kind)) return kind;
  const names = allowed.map((k) => (k === 'pptx' ? PPTX_EXTENSION : DECK_FILE_EXTENSION)).join(' or ');
  throw new UsageError(`--out must end in ${names} (got "${path}")`);
}

/**
 * The canonical id of a theme id or alias. Unknown: a warning
 * ('Theme "id" not found, using default theme') and the first theme, as
 * the app does; no theme given: the default, silently.
 */
export function resolveThemeId(id: string | undefined, warn: (message: string) => void): string {
  if (id === undefined) return resolveTheme(undefined, () => undefined).id;
  return resolveTheme(id, warn).id;
}

/** One line per theme: canonical id, its aliases, name and category (the `themes` command). */
export function themeList(): string {
  return THEMES.map((t) => {
    const aliases = t.aliases.length === 0 ? '' : ` (${t.aliases.join(', ')})`;
    return `${t.id}${aliases}: ${t.name}, ${t.category}`;
  }).join('\n');
}
