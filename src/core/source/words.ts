/**
 * Words for matching a slide against its source: lower-cased letters and
 * digits, the plural's "s" taken off, and the words every text has (English,
 * German, French stop words) left out, so "the" never makes a passage relevant.
 */

const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by can could
  did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its
  just me more most my no nor not now of off on once only or other our out over own same she should so some such than that the
  their them then there these they this those through to too under until up very was we were what when where which while who whom
  why will with would you your use using make made please slide slides page pages figure figures
  der die das den dem des ein eine einen einem einer und oder aber nicht mit von zu im in ist sind auf für bei aus als auch wie
  wird werden es sie er wir ihr dass so nur noch nach über unter vor um bitte seite seiten folie
  le la les un une des du de et ou mais ne pas avec pour par sur dans est sont au aux ce cette ces il elle nous vous qui que`.split(/\s+/),
);

const TOKEN = /[\p{L}\p{N}]+/gu;

/** A word as it is compared: "Costs" and "cost" are one word. */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The words of `text` that carry meaning, in order, repeats kept. */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(TOKEN)) {
    const word = match[0];
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}

/** Query terms with their weights: the heading's words count double, the rest once. */
export function queryTerms(heading: string, rest: readonly string[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const term of rest.flatMap(termsOf)) weights.set(term, 1);
  for (const term of termsOf(heading)) weights.set(term, 2);
  return weights;
}
