/**
 * The little grammar the composer needs to put a typed topic into a heading
 * of another language: how headings are cased, which words are articles and
 * prepositions, and the contractions a preposition makes with the article a
 * topic starts with ("de" + "el libro" is "del libro" in Spanish).
 */
import { capitalize, titleCase } from '../../../src/core/prose/phrase';
import type { Lang } from './language';

/** Articles, prepositions and conjunctions: lower-case inside a heading in every language but English. */
const SMALL: Record<Exclude<Lang, 'en'>, ReadonlySet<string>> = {
  es: new Set('de del la las el los lo y e o u en a al con por para sin sobre un una unos unas entre hacia desde'.split(' ')),
  fr: new Set("de du des la le les l' d' et ou en à au aux pour par sur avec sans un une dans chez entre".split(' ')),
  pt: new Set('de do da dos das o a os as e ou em no na nos nas ao aos à às com por para pelo pela pelos pelas sem sobre um uma entre'.split(' ')),
  it: new Set("di del dello della dell' dei degli delle il lo la l' i gli le e ed o in nel nella nei a al alla ai con per su sul sulla da dal dalla tra fra un uno una".split(' ')),
  de: new Set('der die das des dem den ein eine einer eines einem einen und oder von vom zu zum zur im in am an auf für mit bei über unter nach vor aus durch ohne gegen'.split(' ')),
};

/** Articles and question words that open a typed topic but are not part of a name. */
const LEADING: Record<Exclude<Lang, 'en'>, RegExp> = {
  es: /^(?:El|La|Los|Las|Un|Una|Unos|Unas|Por qué|Cómo|Qué)(?= )/,
  fr: /^(?:Le|La|Les|Un|Une|Des|Pourquoi|Comment)(?= )|^L(?=['’])/,
  pt: /^(?:O|A|Os|As|Um|Uma|Por que|Como)(?= )/,
  it: /^(?:Il|Lo|La|I|Gli|Le|Un|Uno|Una|Perché|Come)(?= )|^L(?=['’])/,
  de: /^(?:Der|Die|Das|Ein|Eine|Warum|Wie)(?= )/,
};

function isSmall(word: string, lang: Exclude<Lang, 'en'>): boolean {
  return SMALL[lang].has(word.toLowerCase().replace(/’/g, "'"));
}

/**
 * A topic as a heading in `lang`. English: Title Case. Spanish, French,
 * Portuguese and Italian: sentence case, so a topic typed in Title Case loses
 * the capitals of its small words ("La Historia De La Imprenta" -> "La Historia
 * de la Imprenta"; other words may be names and keep what was typed). German:
 * nouns keep their capitals, so only small words are lowered.
 */
export function headingCase(text: string, lang: Lang): string {
  return lang === 'en' ? titleCase(text) : capitalize(lowerSmallWords(text, lang));
}

/** Small words after the first lowered, the rest as typed: "Historia De La Imprenta" -> "Historia de la Imprenta". */
export function lowerSmallWords(text: string, lang: Exclude<Lang, 'en'>): string {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  return words.map((w, i) => (i > 0 && isSmall(w, lang) ? w.toLowerCase() : w)).join(' ');
}

/** True when `word` is a small word (article, preposition, conjunction) in `lang`. */
export function smallWord(word: string, lang: Lang): boolean {
  if (lang === 'en') return /^(?:a|an|the|of|on|in|to|for|and|or|with|about|from|by|at|is|are)$/i.test(word);
  return isSmall(word, lang);
}

/**
 * The topic inside a sentence: a leading article or question word is lowered
 * ("La imprenta" -> "la imprenta"), unless the next word carries a capital in
 * a Romance language, where the article belongs to a name ("El Salvador",
 * "La Paz"). German nouns always carry one, so there the article is lowered.
 */
export function inSentenceForm(text: string, lang: Exclude<Lang, 'en'>): string {
  return text.replace(LEADING[lang], (word, at: number) => {
    const next = text.slice(at + word.length).replace(/^['’ ]+/, '');
    if (lang !== 'de' && /^\p{Lu}/u.test(next)) return word;
    return word.toLowerCase();
  });
}

/**
 * A rule over whole words: JavaScript's \b counts "ç" or "é" as a word's end,
 * which would merge "a" with the "a" of "ação", so letters are checked by class.
 */
function rule(words: string, to: string): readonly [RegExp, string] {
  return [new RegExp(`(?<!\\p{L})${words}(?!\\p{L})`, 'gu'), to];
}

const ES_RULES = [rule('de el', 'del'), rule('a el', 'al')];

const FR_VOWEL = '(?=[aeiouyéèêëàâîïôûœAEIOUYÉÈÊÀÂÎÔÛŒ])';
const FR_RULES = [
  rule('de le', 'du'),
  rule('de les', 'des'),
  rule('à le', 'au'),
  rule('à les', 'aux'),
  // "de", "que" and "jusque" elide before a vowel ("d’imprimerie"); a mute or aspirated h cannot be told apart, so h is left alone.
  [new RegExp(`(?<!\\p{L})(d|qu|jusqu)e ${FR_VOWEL}`, 'gu'), '$1’'] as const,
];

const PT_RULES = [
  rule('de (o|a|os|as)', 'd$1'),
  rule('em (o|a|os|as)', 'n$1'),
  rule('a (o|os)', 'a$1'),
  rule('a a', 'à'),
  rule('a as', 'às'),
  rule('por o', 'pelo'),
  rule('por a', 'pela'),
  rule('por os', 'pelos'),
  rule('por as', 'pelas'),
];

/** Italian prepositions that merge with the article ("di" + "il" = "del", "su" + "la" = "sulla"). */
const IT_STEMS: Record<string, string> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
const IT_ENDS: Record<string, string> = { il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle' };

function contractItalian(text: string): string {
  return text
    .replace(/(?<!\p{L})(di|a|da|in|su) (il|lo|la|i|gli|le)(?!\p{L})/gu, (_m, prep: string, art: string) => `${IT_STEMS[prep] ?? prep}${IT_ENDS[art] ?? art}`)
    .replace(/(?<!\p{L})(di|a|da|in|su) l['’]/gu, (_m, prep: string) => `${IT_STEMS[prep] ?? prep}ll’`);
}

/**
 * Merges a preposition of a template with the article of the topic after it,
 * as the language always does. Only lower-case articles are merged: a
 * capital one belongs to a name ("de El Salvador").
 */
export function contract(text: string, lang: Lang): string {
  switch (lang) {
    case 'es':
      return ES_RULES.reduce((t, [re, to]) => t.replace(re, to), text);
    case 'fr':
      return FR_RULES.reduce((t, [re, to]) => t.replace(re, to), text);
    case 'pt':
      return PT_RULES.reduce((t, [re, to]) => t.replace(re, to), text);
    case 'it':
      return contractItalian(text);
    default:
      return text;
  }
}
