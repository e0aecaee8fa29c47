/**
 * Turning document text into slide text: Title Case headings, sentences
 * without a dangling connector (never cut: a slide shows whole sentences),
 * and short key phrases for subtopic headings.
 */
import type { DocModel, Sentence } from './analyse';
import { vocabulary, type Language } from './language';
import { isUbiquitous, salience } from './rank';
import { isStopWord, TITLE_SMALL_WORDS } from './stopwords';

/** Upper-cases the first letter (of any script), leaving the rest alone. */
export function capitalize(text: string): string {
  const first = text.match(/\p{L}/u);
  if (first?.index === undefined) return text;
  return text.slice(0, first.index) + text.charAt(first.index).toUpperCase() + text.slice(first.index + 1);
}

/**
 * English Title Case. Words that already carry a capital inside (iPhone,
 * DevOps, NASA) are kept as written; small words stay lower-case except first.
 */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((word, i) => {
      // Inner capitals (iPhone, NASA) stay; so does a number's suffix ("6th", not "6Th").
      if (/\p{Lu}/u.test(word.slice(1)) || /^\p{N}/u.test(word)) return word;
      const lower = word.toLowerCase();
      if (i > 0 && TITLE_SMALL_WORDS.has(lower)) return lower;
      return capitalize(word);
    })
    .join(' ');
}

const CONNECTOR =
  /^(however|moreover|furthermore|in addition|additionally|also|therefore|thus|hence|consequently|as a result|in fact|indeed|similarly|likewise|finally|first|second|third|firstly|secondly|thirdly|lastly|meanwhile|nevertheless|nonetheless|in short|in summary|in conclusion|overall|for example|for instance|of course|importantly|notably)\s*,\s+/i;

/** Drops an opening "However," or "In addition," that points at text the slide does not show. */
export function dropConnector(text: string): string {
  const m = CONNECTOR.exec(text);
  return m ? capitalize(text.slice(m[0].length)) : text;
}

interface Window {
  start: number;
  end: number;
  score: number;
}

/** English words that rarely end a noun phrase (verb forms, adverbs). */
const WEAK_END = /(?:ed|ing|ly)$/i;
/** Joiners allowed inside an English phrase: "Concrete and Brick", "Loss of Habitat". */
const JOINER = /^(?:and|of)$/i;
/** Words that open a noun phrase right after them ("the demand", "of ground-level ozone"). */
const NP_OPENER =
  /^(?:the|a|an|its|their|our|his|her|your|this|these|those|such|of|in|on|for|with|by|from|to|into|about|between|through|during|against|among|without|under|over|as)$/i;
/** Determiners or particles after a word suggest it was a verb ("absorb most", "cools its", "cool down"). */
const AFTER_VERB = /^(?:the|a|an|its|their|our|his|her|your|this|these|those|most|more|some|many|much|all|every|each|it|them|us|down|up|out|off|away|back)$/i;

/** English word order hints: a phrase after "the"/"of" is a noun phrase; a word before "the" is a verb. */
function grammarFactor(s: Sentence, w: Window): number {
  let factor = 1;
  const before = s.tokens.slice(0, w.start);
  const prev = before.at(-1);
  const opensSentence = before.every((t) => t.key === null && !t.brk);
  if (opensSentence || (prev !== undefined && NP_OPENER.test(prev.surface)) || s.tokens[w.start]?.brk) factor *= 1.3;
  // The subject comes first in English: "Night-time temperatures matter most, ..."
  if (w.start <= 2) factor *= 1.15;
  const next = s.tokens[w.end];
  if (next !== undefined && !next.brk && AFTER_VERB.test(next.surface)) factor *= 0.5;
  return factor;
}

function windowScore(doc: DocModel, s: Sentence, w: Window, tf: ReadonlyMap<string, number>): number {
  let total = 0;
  let words = 0;
  for (let i = w.start; i < w.end; i++) {
    const key = s.tokens[i]?.key;
    if (key === null || key === undefined) continue;
    total += salience(doc, key) * (1 + 0.3 * Math.log(tf.get(key) ?? 1));
    words++;
  }
  // English noun phrases are multi-word ("road surfaces"); German and others compound instead.
  const lengthFactor = doc.english ? [1, 1, 1.5, 1.3] : [1, 1, 1.1, 0.9];
  let score = (total / Math.max(1, words)) * (lengthFactor[words] ?? 1);
  if (doc.english) score *= grammarFactor(s, w);
  // "Heat" in a report on heat names the whole document, not this point.
  const keys = s.tokens.slice(w.start, w.end).flatMap((t) => (t.key === null ? [] : [t.key]));
  if (keys.every((k) => isUbiquitous(doc, k))) score *= 0.5;
  const pair = `${s.tokens[w.start]?.key ?? ''} ${s.tokens[w.start + 1]?.key ?? ''}`;
  if ((doc.bigrams.get(pair) ?? 0) >= 2) score *= 1.4;
  if (doc.english && WEAK_END.test(s.tokens[w.end - 1]?.surface ?? '')) score *= 0.6;
  if (/^\p{N}/u.test(s.tokens[w.start]?.surface ?? '')) score *= 0.5;
  return score;
}

/** True when token i can extend a phrase: a content word, or (English) a joiner between two. */
function linkable(doc: DocModel, s: Sentence, i: number, start: number): boolean {
  const t = s.tokens[i];
  if (t === undefined || (i > start && t.brk)) return false;
  if (t.key !== null) return true;
  return doc.english && i > start && JOINER.test(t.surface) && (s.tokens[i + 1]?.key ?? null) !== null;
}

/** Words that may follow a whole noun phrase: articles, prepositions, conjunctions, pronouns, auxiliaries. */
const PHRASE_END = new Set(
  `a an the of to in on at by for with from into onto than and or but nor as so if that which who whose whom
  is are was were be been being has have had do does did can could will would shall should may might must
  not no also etc it its they them their this these those there here when where while because since
  won't can't don't doesn't isn't aren't wasn't weren't
  der die das den dem des ein eine und oder aber ist sind wird werden wurde hat haben kann können es er sie wir ihr
  le la les un une des du de et ou mais est sont a ont il elle ils elles on nous vous qui que dont`.split(/\s+/),
);

/**
 * A word right after `end` that is not a function word (no punctuation
 * between) means the phrase stops mid-term: "Entire Regular" of "entire
 * regular expression", "Package Entry" of "package entry points".
 */
function cutsTerm(s: Sentence, end: number, strict: boolean): boolean {
  const next = s.tokens[end];
  if (next === undefined || next.brk) return false;
  return next.key !== null || (strict && !PHRASE_END.has(next.surface.toLowerCase()));
}

/** A content word right before `start` in English: "Positional Parameters" of "number of positional parameters" is fine, "Regular Expression" of "entire regular expression" is not. */
function startsMidTerm(doc: DocModel, s: Sentence, start: number): boolean {
  const prev = s.tokens[start - 1];
  if (!doc.english || prev === undefined || s.tokens[start]?.brk) return false;
  // After "to" an English run opens with a verb: "designed to catch animals".
  return prev.key !== null || prev.surface.toLowerCase() === 'to';
}

/** English determiners: a word right before one is a verb ("rivers carry the plastic"), not the end of a noun phrase. */
const DETERMINER = /^(?:the|a|an|its|their|our|your|his|her|this|these|those|some|many|much|most|each|every|all|any)$/i;

function endsOnVerb(doc: DocModel, s: Sentence, end: number): boolean {
  const next = s.tokens[end];
  return doc.english && next !== undefined && !next.brk && DETERMINER.test(next.surface);
}

/** Phrases of one to four content words (joiners aside) inside the sentence, never cutting a run of them. */
function windows(doc: DocModel, s: Sentence, tf: ReadonlyMap<string, number>, avoid: ReadonlySet<string>, strict = true): Window[] {
  const out: Window[] = [];
  for (let start = 0; start < s.tokens.length; start++) {
    if (s.tokens[start]?.key == null || startsMidTerm(doc, s, start)) continue;
    let words = 0;
    for (let end = start + 1; end <= s.tokens.length && words < 4; end++) {
      if (!linkable(doc, s, end - 1, start)) break;
      if (s.tokens[end - 1]?.key == null) continue;
      words++;
      if (cutsTerm(s, end, strict) || (strict && endsOnVerb(doc, s, end))) continue;
      const keys = s.tokens.slice(start, end).flatMap((t) => (t.key === null ? [] : [t.key]));
      if (keys.every((k) => avoid.has(k))) continue;
      const w = { start, end, score: 0 };
      out.push({ ...w, score: windowScore(doc, s, w, tf) });
    }
  }
  return out;
}

/**
 * Short phrase naming what a sentence is about, for a subtopic heading: the
 * most salient run of one to three content words, avoiding words already
 * used by the slide heading or sibling subtopics, and phrases in `taken`
 * (lower-cased headings already in the deck). Not `strict`, a phrase may end
 * before a word that is not a content word but not a function word either
 * ("points" of "entry points"): the second choice of a slide short of points.
 */
export function keyPhrase(
  doc: DocModel,
  s: Sentence,
  tf: ReadonlyMap<string, number>,
  avoid: ReadonlySet<string>,
  taken: ReadonlySet<string> = new Set(),
  strict = true,
): string | null {
  const ranked = windows(doc, s, tf, avoid, strict).sort((a, b) => b.score - a.score || a.start - b.start);
  for (const w of ranked) {
    const words = s.tokens.slice(w.start, w.end);
    const phrase = (doc.english ? titleCase : capitalize)(words.map((t) => t.surface).join(' '));
    const only = words.length === 1 ? words[0] : undefined;
    if (only !== undefined && !nounLike(doc, only.key, only.surface)) continue;
    if (!taken.has(headingKey(phrase)) && phraseOk(phrase)) return phrase;
  }
  return null;
}

/** English endings of adjectives, adverbs and verb forms: "Dynamic", "Served", "Matches" head nothing alone. */
const NOT_NOUN = /(?:ic|al|ive|ous|ed|ing|ly|able|ible|ful|less|es)$/;

/**
 * A word that may head a point on its own: a term the document uses again and
 * again (a one-off word names no topic); in English not shaped like an
 * adjective, adverb or verb form, in other languages always written with a
 * capital ("Veut" and "Déjà" are not).
 */
function nounLike(doc: DocModel, key: string | null, surface: string): boolean {
  if (key === null || (doc.tf.get(key) ?? 0) < 3) return false;
  // English words are judged by their shape; elsewhere only a word the document always writes
  // with a capital (a name such as Knoppix, or a German noun) stands alone.
  if (doc.english) return !NOT_NOUN.test(surface.toLowerCase());
  return /^\p{Lu}/u.test(doc.display.get(key) ?? '');
}

/** How headings are compared for repeats: case, quotes and punctuation aside ("‘sed’ scripts" = "sed scripts"). */
export function headingKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function bracketsBalanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** Names that stand for "any name" in examples: a point about "Package Foo" says nothing. */
const PLACEHOLDER = /\b(?:foo|bar|baz|qux|quux|xyz|abc|abcd|toto|titi|tata|hoge|fuga)\b/i;

/** Code, markup and file names: an identifier is no heading ("MAX_LEN", "getValue", "--force", "a.out"). */
const CODE_LIKE = /[_{};=<>$#@\\|`~^]|::|->|^-|\w\(|\b\p{Ll}+\p{Lu}|\w\.\p{L}{1,4}\b|^\.?\//u;

/**
 * True when `text` can head a slide point: some words, not code, not a lone
 * pronoun, verb or function word, not a counter like "(2)", not ending on a
 * page number left over from a running header.
 */
export function phraseOk(text: string): boolean {
  const t = text.trim();
  if (t.length < 3 || t.length > 90 || !/\p{L}{3}/u.test(t) || CODE_LIKE.test(t)) return false;
  if (/\(\d+\)$/.test(t) || PLACEHOLDER.test(t) || /['’]s$/u.test(t)) return false;
  // A lower-case run ending in a full stop is a piece of a sentence, not a title.
  if (/^\p{Ll}/u.test(t) && /[.;,]$/.test(t)) return false;
  if (!bracketsBalanced(t)) return false;
  if (/\p{L}{3,}\s+\d{1,4}$/u.test(t) && /^(?:chapter|part|section|kapitel|chapitre|page|seite)\b/i.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 12) return false;
  if (words.length === 1) {
    const lower = t.toLowerCase().replace(/[^\p{L}'-]/gu, '');
    if (isStopWord(lower) || /^\p{Lu}[\p{Lu}\d]{5,}$/u.test(t)) return false;
  }
  return !words.every((w) => isStopWord(w.toLowerCase().replace(/[^\p{L}']/gu, '')));
}

/** German words that open a noun phrase but cannot head one ("Allen Schritten" is "all steps"). */
const DE_QUANTIFIER = new Set('alle allen aller alles jede jeder jedes jeden jedem diese dieser dieses diesen diesem einige einigen einiger viele vielen vieler mehrere mehreren manche manchen beide beiden seine seiner seinen ihre ihrer ihren unsere unserer eigenen weiteren anderen'.split(' '));

/**
 * A German point heading is a noun phrase: it ends on a noun, which German
 * writes with a capital ("Übung bereit" ends on an adjective, "Befehl debmake
 * dazu gedacht" on a participle), and does not open with a quantifier.
 */
export function germanNounPhrase(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  return /^[\p{Lu}\d]/u.test(last) && !DE_QUANTIFIER.has((words[0] ?? '').toLowerCase());
}

/**
 * A heading made of key terms, for a section the document left untitled,
 * cased by the document's language: English Title Case; elsewhere only the
 * first letter goes up and the terms keep the document's own spelling (a
 * French "Gestion des paquets" has no "Des", a German noun keeps its capital).
 */
export function termsTitle(terms: ReadonlyArray<{ text: string }>, language: Language): string {
  const [a, b] = terms;
  if (a === undefined) return '';
  const english = language === 'en';
  const text = b === undefined ? a.text : `${a.text} ${english ? 'and' : vocabulary(language).and} ${b.text}`;
  return english ? titleCase(text) : capitalize(text);
}
