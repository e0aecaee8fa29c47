/**
 * Text helpers the layout predicates share. Matching is done on a folded
 * form of the text (lower case, accents removed) so one word list serves
 * "Étape" and "etape", "Übersicht" and "ubersicht"; word lists are regular
 * expression fragments so a German compound ("Einarbeitungsprozess") can
 * match its last part.
 */

// Every slide's layout is chosen again as a deck streams in, folding the same headings and points each time:
// folded texts are remembered (a bounded cache, dropped when full).
const FOLD_CACHE_MAX = 5_000;
const FOLD_CACHE_LENGTH = 2_000;
const folded = new Map<string, string>();

/** Lower case without accents, dashes and quotes unified, so word lists need one spelling. */
export function fold(text: string): string {
  const cached = folded.get(text);
  if (cached !== undefined) return cached;
  const result = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019\u02bc]/g, "'");
  if (text.length <= FOLD_CACHE_LENGTH) {
    if (folded.size >= FOLD_CACHE_MAX) folded.clear();
    folded.set(text, result);
  }
  return result;
}

/**
 * A test for any of `fragments` as a whole word of folded text. A fragment
 * is a regular-expression source written in folded form (no accents, lower
 * case); letters or digits next to a match make it no match, so 'vs' does
 * not match inside "canvas".
 */
export function wordsMatcher(fragments: readonly string[]): (folded: string) => boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${fragments.join('|')})(?![\\p{L}\\p{N}])`, 'u');
  return (folded) => re.test(folded);
}

/** The words of a text (letters and digits runs). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** Number of words of a text. */
export function wordCount(text: string): number {
  return wordsOf(text).length;
}

/** True when at least `share` of the entries (and at least `min` of them) pass. */
export function most<T>(entries: readonly T[], test: (entry: T) => boolean, share = 0.6, min = 2): boolean {
  const hits = entries.filter(test).length;
  return hits >= min && hits >= Math.ceil(entries.length * share);
}

/** True when the numbers only go up (equal neighbours allowed). */
export function ascending(values: readonly number[]): boolean {
  return values.every((v, i) => i === 0 || v >= values[i - 1]!);
}
