/**
 * Words of an icon prompt reduced to comparable stems. The same reduction runs
 * over icon names and synonym keys, so it only has to be consistent, not
 * linguistically right: 'shipping', 'shipped' and 'ships' all become 'ship',
 * 'education' and 'educate' both 'educat'.
 */

/** Function words and prompt boilerplate ('icon of ...', 'flat vector ...'): never matched. */
const STOP = new Set(
  `a an the of and or for with to from by at as is are be was were this that these those its it our your their
  my we you they i into onto about over under between within without per via vs versus how what why when where who
  which all any each every some more most other such very using use based new best key main top high low good great
  can could will would should may might must do does did has have had
  icon icons symbol symbols glyph logo emblem flat vector simple minimal minimalist minimalistic outline outlined
  line-art style stylized styled modern clean colorful colourful monochrome illustration illustrating represent
  representing representation depict depicting depiction show showing shows concept conceptual abstract visual
  sign element graphic small large big tiny`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that only mean something as part of an icon's full name ('trending
 * up', 'log in', 'zoom out'): kept for whole-name matching, ignored alone.
 */
const MINOR = new Set(['up', 'down', 'left', 'right', 'in', 'out', 'on', 'off', 'plus', 'minus', 'x', 'no', 'not']);

/** Folds accents and case: 'Économie' -> 'economie'. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

function undouble(word: string): string {
  return /([bdgmnprt])\1$/.test(word) ? word.slice(0, -1) : word;
}

/** Words ending like a plural or a suffix that are neither ('news' is not 'new'). */
const AS_IS = new Set(['news', 'gas', 'lens', 'canvas', 'atlas', 'series', 'species', 'thermos']);

/** Words that would become another word without their 'e' ('plane' is not 'plan'). */
const KEEP_E = new Set(['plane', 'spine', 'shine', 'stare', 'scare', 'bathe']);

/** Pattern, replacement, shortest stem allowed ('rating' stays: 'rat' is another word). */
const SUFFIXES: ReadonlyArray<[RegExp, string, number]> = [
  [/ies$/, 'y', 3],
  [/(ss|x|z|ch|sh)es$/, '$1', 3],
  [/([^su])s$/, '$1', 3],
  [/ation(al)?$/, 'at', 4],
  [/(tion|ment|ness|ity|ive|ing|ed|er|al|ly)$/, '', 4],
];

/** A light suffix stripper: plurals, -ing, -ed, -tion, -ment... then a final 'e'. */
export function stem(word: string): string {
  let w = fold(word);
  if (w.length <= 3 || /\d/.test(w) || AS_IS.has(w)) return w;
  for (const [pattern, replacement, min] of SUFFIXES) {
    const next = w.replace(pattern, replacement);
    if (next !== w && next.length >= min) w = next;
  }
  w = undouble(w);
  if (w.length > 4 && w.endsWith('e') && !KEEP_E.has(w)) w = w.slice(0, -1);
  return w;
}

/**
 * Words too general to be a slide's subject ('risk management', 'vaccination
 * campaign'): they count half and are never the head noun.
 */
const WEAK = new Set(
  `system systems management manage statement program programme programs initiative initiatives approach campaign
  campaigns overview model models service services solution solutions industry sector field role impact effect
  effects benefit benefits factor factors plan plans planning issue issues level levels`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => stem(w)),
);

/** One word of a prompt: its stem, and whether it may match alone. */
export interface PromptWord {
  stem: string;
  /** False for direction words such as 'up', which only count inside a full icon name. */
  major: boolean;
  /** Weight of the clause it came from (the first clause names the subject), halved for weak words. */
  weight: number;
}

/**
 * Splits a prompt into clauses (commas, semicolons, parentheses) and words,
 * drops stop words, and stems the rest. 'icon of growth, in sales' gives
 * growth (weight 1), in (minor), sale (weight 0.5).
 */
export function promptWords(prompt: string): PromptWord[][] {
  return fold(prompt)
    .split(/[,;:()[\]|/]+/)
    .map((clause, i) =>
      (clause.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [])
        .map((w) => w.replace(/['’].*$/u, ''))
        .filter((w) => w.length >= 2 && !STOP.has(w) && !/^\d+$/.test(w))
        .map((w) => ({ stem: stem(w), major: !MINOR.has(w), weight: (i === 0 ? 1 : 0.5) * (WEAK.has(stem(w)) ? 0.5 : 1) })),
    )
    .filter((clause) => clause.length > 0);
}
