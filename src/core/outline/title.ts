/** Longest title cut from the input text (a missing title falls back to the input). */
export const FALLBACK_TITLE_MAX = 80;

/**
 * A title made from the user's input: whitespace collapsed, trimmed, and cut
 * at the last word boundary within `max` characters (hard cut when a single
 * word is longer). Blank input gives ''.
 */
export function titleFromInput(text: string, max: number = FALLBACK_TITLE_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  const cutAt = space > 0 ? space : max;
  return flat.slice(0, cutAt).replace(/[\s,;:.\-–—]+$/, '');
}
