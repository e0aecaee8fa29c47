/**
 * Sentence splitting and inline clean-up. A full-stop rule with an
 * abbreviation list is right for nearly all prose; the few misses cost one odd
 * sentence, never a crash.
 */

const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'fig', 'figs', 'no', 'nos', 'vol',
  'pp', 'p', 'approx', 'cf', 'al', 'inc', 'ltd', 'co', 'corp', 'dept', 'est', 'jan', 'feb', 'mar', 'apr', 'jun',
  'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'u.s', 'u.k', 'ca', 'z.b', 'bzw', 'usw', 'd.h', 'vgl', 'sog',
  'eq', 'ed', 'eds', 'rev', 'gen', 'gov', 'mt', 'ft', 'no', 'op', 'ch', 'sec',
]);

/** A boundary: terminal punctuation, optional closing quote, space, then a capital, digit or opening quote. */
const BOUNDARY = /[.!?…]+["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\p{Lt}\p{Lo}\p{N}])|[。！？]+\s*/gu;

/** True when the full stop at `end` closes an abbreviation or an initial, not a sentence. */
function isAbbreviation(text: string, end: number): boolean {
  const before = text.slice(Math.max(0, end - 12), end);
  const word = /([\p{L}.]+)\.$/u.exec(before.replace(/["'”’)\]]+$/u, ''))?.[1];
  if (word === undefined) return false;
  if (/^\p{Lu}$/u.test(word)) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** Splits prose into sentences; whitespace is collapsed, empty pieces dropped. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const stop = match.index + match[0].trimEnd().length;
    if (match[0].startsWith('.') && isAbbreviation(text, match.index + 1)) continue;
    const sentence = text.slice(start, stop).trim();
    if (sentence.length > 0) out.push(sentence);
    start = match.index + match[0].length;
  }
  const tail = text.slice(start).trim();
  if (tail.length > 0) out.push(tail);
  return out;
}

/**
 * Removes Markdown and citation noise from a line of prose so slide text never
 * shows `**`, link targets or [12] footnote marks.
 */
export function cleanInline(text: string): string {
  // Most prose has none of the marks below; skip eight regex passes for it.
  const marked = /[[*_`]|https?:/.test(text)
    ? text
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/\[\^?\d+(?:[,–-]\s*\d+)*\]/g, '')
        .replace(/https?:\/\/\S+/g, '')
        .replace(/(\*\*|__)(\S(?:.*?\S)?)\1/g, '$2')
        .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
        .replace(/`([^`]*)`/g, '$1')
    : text;
  return marked
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
