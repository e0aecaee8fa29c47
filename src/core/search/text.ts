/**
 * The words of a saved deck and of a search, as the dashboard's search index
 * stores and matches them. Pure, so the index built in the database, the
 * card list in the page and the tests all cut text the same way.
 *
 * Folding: Unicode NFKD, combining marks dropped, lower case. "Résumé",
 * "RESUME" and "resume" are one word; "straße" stays itself (ß has no
 * decomposition) but "Straße" and "straße" meet.
 */

/** Letters and digits in any script; everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/** Longest word kept: longer runs are hashes or addresses, not words anyone types. */
export const MAX_WORD_LENGTH = 40;
/** Most distinct words kept per deck, so one huge pasted deck cannot bloat the index. */
export const MAX_WORDS_PER_DECK = 5_000;

/** `text` folded for matching: diacritics removed, lower case (same length in words, not in characters). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The folded words of `text`, in order, repeats kept; words longer than {@link MAX_WORD_LENGTH} dropped. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of foldText(text).matchAll(WORD)) {
    const word = match[0];
    if (word.length <= MAX_WORD_LENGTH) out.push(word);
  }
  return out;
}

/** The text parts of a deck the search reads (structural types: any saved deck fits). */
export interface SearchableDeck {
  title?: string;
  description?: string;
  slides?: readonly SearchableSlide[];
}
export interface SearchableSlide {
  title?: string;
  description?: string;
  notes?: string;
  topic?: {
    heading?: string;
    overview?: string;
    subtopics?: readonly { heading?: string; overview?: string }[];
  };
}

/** Every piece of text a slide shows or holds for the speaker (notes); prompts and addresses are not text the user wrote. */
export function slideTexts(slide: SearchableSlide): string[] {
  const texts = [slide.title, slide.description, slide.notes, slide.topic?.heading, slide.topic?.overview];
  for (const sub of slide.topic?.subtopics ?? []) texts.push(sub.heading, sub.overview);
  return texts.filter((t): t is string => typeof t === 'string' && t !== '');
}

/**
 * The distinct folded words of a deck (title, description, every slide's
 * text and notes), sorted, at most {@link MAX_WORDS_PER_DECK}: the deck's
 * entry in the search index. Title words come first when the cap bites, so
 * a deck is always found by its name.
 */
export function deckWords(deck: SearchableDeck): string[] {
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    if (typeof text !== 'string') return;
    for (const word of tokenize(text)) {
      if (words.size >= MAX_WORDS_PER_DECK) return;
      words.add(word);
    }
  };
  add(deck.title);
  add(deck.description);
  for (const slide of Array.isArray(deck.slides) ? deck.slides : []) {
    if (typeof slide !== 'object' || slide === null) continue;
    for (const text of slideTexts(slide)) add(text);
  }
  return [...words].sort();
}

/**
 * A search as the index answers it: every word typed must be a word of the
 * deck, except the last, which may be the start of one (the user is still
 * typing it). A query ending in a space has no such last word: all whole.
 */
export interface SearchTerms {
  whole: string[];
  /** The word being typed, matched as a prefix; undefined when the query ends in a separator. */
  prefix: string | undefined;
}

/** The terms of a query; both empty for a query with no letters or digits. */
export function searchTerms(query: string): SearchTerms {
  const words = tokenize(query);
  const typing = words.length > 0 && /[\p{L}\p{N}]$/u.test(query.normalize('NFKD').replace(MARKS, ''));
  const prefix = typing ? words.pop() : undefined;
  return { whole: [...new Set(words)].filter((w) => w !== prefix), prefix };
}

/** Whether the terms say nothing (no word to look for). */
export function isEmptySearch(terms: SearchTerms): boolean {
  return terms.whole.length === 0 && terms.prefix === undefined;
}

/** Whether a sorted or unsorted word list holds every term (whole words equal, the prefix starting one). */
export function wordsMatch(words: readonly string[], terms: SearchTerms): boolean {
  if (isEmptySearch(terms)) return false;
  const set = new Set(words);
  if (!terms.whole.every((w) => set.has(w))) return false;
  const prefix = terms.prefix;
  return prefix === undefined || set.has(prefix) || words.some((w) => w.startsWith(prefix));
}

/** How well a deck matches, best first: its title, else its description, else only its slides' text. */
export type SearchRank = 0 | 1 | 2;
export const RANK_TITLE: SearchRank = 0;
export const RANK_DESCRIPTION: SearchRank = 1;
export const RANK_SLIDES: SearchRank = 2;

/**
 * The rank of a deck that matched: title hits first, then description hits,
 * then decks found only through their slides. A part counts as a hit when it
 * holds the folded query as typed (a piece of a word: "print" in
 * "Printing") or every term as words. Undefined when neither part matches
 * and `inSlides` is false: the deck is not a result.
 */
export function rankMatch(
  folded: { title: string; description: string },
  needle: string,
  terms: SearchTerms,
  inSlides: boolean,
): SearchRank | undefined {
  const hit = (text: string) => (needle !== '' && text.includes(needle)) || wordsMatch(tokenize(text), terms);
  if (hit(folded.title)) return RANK_TITLE;
  if (hit(folded.description)) return RANK_DESCRIPTION;
  return inSlides ? RANK_SLIDES : undefined;
}
