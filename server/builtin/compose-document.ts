/**
 * Document decks: slides built from the document's own sections, key
 * sentences and key terms. Overviews are the best-ranked sentences of a
 * section in reading order; subtopics are further key sentences, each headed
 * by a short phrase taken from it. A sentence appears on at most one slide.
 */
import { between, seedOf } from './hash';
import type { Child, Unit } from './plan-document';
import type { DocModel, Sentence } from './text/analyse';
import { keyPhrase, slideSentence, termsTitle } from './text/phrase';
import { CONTEXT_OPENER, countTerms, keyTerms, topSentences, type Term } from './text/rank';
import { keySet } from './text/tokenize';
import { DRAFTED_OFFLINE, SIZE_RULES, type Size, type SubtopicDraft, type TitleDraft, type TopicDraft } from './types';
import { iconPrompt, termsPhoto, visualMode } from './visuals';

export interface DocDeck {
  doc: DocModel;
  size: Size;
  /** Sentence ids already on a slide. */
  used: Set<number>;
}

/** Sentences for the overview; short decks prefer sentences that fit without cutting. */
/** Marks a sentence, and any word-for-word repeat of it, as shown. */
function markUsed(deck: DocDeck, s: Sentence): void {
  deck.used.add(s.id);
  for (const id of deck.doc.twins.get(s.id) ?? []) deck.used.add(id);
}

function overviewSentences(deck: DocDeck, unit: Unit): Sentence[] {
  const rule = SIZE_RULES[deck.size];
  const available = (pool: readonly Sentence[]): number => pool.filter((s) => s.score > 0 && !deck.used.has(s.id)).length;
  // A section's own introduction beats sentences borrowed from its subsections.
  const inChild = new Set(unit.children.flatMap((c) => c.sentences.map((s) => s.id)));
  const own = unit.sentences.filter((s) => !inChild.has(s.id));
  const base = available(own) >= rule.overviewSentences ? own : unit.sentences;
  const fits = base.filter((s) => s.words <= rule.sentenceWords);
  const pool = available(fits) >= rule.overviewSentences ? fits : base;
  return topSentences(pool, rule.overviewSentences, [], deck.used).sort((a, b) => a.id - b.id);
}

/** Overview text of a unit; marks its sentences as used. */
export function unitOverview(deck: DocDeck, unit: Unit): { text: string; chosen: Sentence[] } {
  const chosen = overviewSentences(deck, unit);
  for (const s of chosen) markUsed(deck, s);
  const words = SIZE_RULES[deck.size].sentenceWords;
  return { text: chosen.map((s) => slideSentence(s, words)).join(' '), chosen };
}

/** Long decks give a subtopic its following sentence too, when that one is free and short. */
function subtopicText(deck: DocDeck, unit: Unit, s: Sentence): string {
  const rule = SIZE_RULES[deck.size];
  const first = slideSentence(s, rule.subtopicWords);
  if (!rule.subtopicExtra || first.endsWith('…')) return first;
  const next = unit.sentences.find((x) => x.id === s.id + 1);
  if (next === undefined || !next.good || deck.used.has(next.id) || next.words > 30) return first;
  markUsed(deck, next);
  return `${first} ${slideSentence(next, 30)}`;
}

function subtopicHeading(deck: DocDeck, s: Sentence, tf: ReadonlyMap<string, number>, avoid: Set<string>): string {
  const phrase = keyPhrase(deck.doc, s, tf, avoid) ?? termsTitle(keyTerms(deck.doc, [s], 1), deck.doc.english);
  for (const k of keySet(phrase)) avoid.add(k);
  return phrase.length > 0 ? phrase : slideSentence(s, 4);
}

/** Short decks prefer sentences that fit without cutting, when there are enough of them. */
function fitting(deck: DocDeck, pool: readonly Sentence[], count: number): readonly Sentence[] {
  const limit = SIZE_RULES[deck.size].subtopicWords;
  const fits = pool.filter((s) => s.words <= limit && s.score > 0 && !deck.used.has(s.id));
  return fits.length >= count ? fits : pool;
}

/** A subsection's first sentence usually states what it is about ("Street trees provide shade..."). */
function openingSentence(deck: DocDeck, child: Child): Sentence | undefined {
  const first = child.sentences.find((s) => s.good);
  const limit = SIZE_RULES[deck.size].subtopicWords;
  if (first === undefined || deck.used.has(first.id) || first.score <= 0 || CONTEXT_OPENER.test(first.text)) return undefined;
  return first.words <= limit ? first : undefined;
}

/** One subtopic per subsection, the most important subsections kept, in document order. */
function childSubtopics(deck: DocDeck, children: readonly Child[], count: number, taken: readonly Sentence[]): SubtopicDraft[] {
  const best = children.map((c, i) => ({ c, i, s: openingSentence(deck, c) ?? topSentences(fitting(deck, c.sentences, 1), 1, taken, deck.used)[0] }));
  const kept = best
    .filter((b) => b.s !== undefined)
    .sort((a, b) => (b.s?.score ?? 0) - (a.s?.score ?? 0) || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i);
  return kept.flatMap(({ c, s }) => {
    if (s === undefined) return [];
    markUsed(deck, s);
    const unit: Unit = { heading: c.heading, sentences: c.sentences, children: [] };
    return [{ heading: c.heading, overview: subtopicText(deck, unit, s), icon_prompt: iconPrompt(c.heading) }];
  });
}

/** Subtopics from further key sentences, each headed by a phrase of its own. */
function sentenceSubtopics(deck: DocDeck, unit: Unit, count: number, taken: readonly Sentence[], avoid: Set<string>): SubtopicDraft[] {
  const picked = topSentences(fitting(deck, unit.sentences, count), count, taken, deck.used).sort((a, b) => a.id - b.id);
  for (const s of picked) markUsed(deck, s);
  const tf = countTerms(unit.sentences);
  return picked.map((s) => {
    const phrase = subtopicHeading(deck, s, tf, avoid);
    return { heading: phrase, overview: subtopicText(deck, unit, s), icon_prompt: iconPrompt(phrase) };
  });
}

/** Subtopics of a unit: its subsections when it has several, else its further key sentences. */
export function unitSubtopics(deck: DocDeck, unit: Unit, heading: string, taken: readonly Sentence[]): SubtopicDraft[] {
  const [min, max] = SIZE_RULES[deck.size].subtopics;
  const count = between(min, max, seedOf(heading, 'subtopics'));
  const avoid = keySet(heading);
  const fromChildren = unit.children.length >= 2 ? childSubtopics(deck, unit.children, count, taken) : [];
  for (const c of fromChildren) for (const k of keySet(c.heading)) avoid.add(k);
  const more = fromChildren.length < min ? sentenceSubtopics(deck, unit, count - fromChildren.length, taken, avoid) : [];
  return [...fromChildren, ...more];
}

/** Sentences of the unit that a given overview already quotes. */
export function quotedIn(unit: Unit, overview: string): Sentence[] {
  const flat = overview.replace(/\s+/g, ' ');
  return unit.sentences.filter((s) => s.good && flat.includes(s.text.replace(/^\S+\s/, '').slice(0, 40)));
}

/**
 * Concrete things the slide talks about, for its icon and photo: the key
 * phrases of its overview sentences ("dark surfaces", "tall buildings"),
 * then its key terms.
 */
function slideThings(deck: DocDeck, unit: Unit, chosen: readonly Sentence[]): string[] {
  const tf = countTerms(unit.sentences);
  const avoid = keySet(unit.heading);
  const out: string[] = [];
  for (const s of chosen) {
    const phrase = keyPhrase(deck.doc, s, tf, avoid);
    if (phrase !== null) out.push(phrase);
    for (const k of keySet(phrase ?? '')) avoid.add(k);
  }
  for (const t of keyTerms(deck.doc, unit.sentences, 3)) if (!t.key.split(' ').every((k) => avoid.has(k))) out.push(t.text);
  return out.slice(0, 2).map((p) => p.replace(/\b\p{Lu}\p{Ll}+/gu, (w) => w.toLowerCase()));
}

/** A document slide. Pass `overview` to keep the one the user already has. */
export function draftUnitSlide(deck: DocDeck, unit: Unit, index: number, withSubtopics: boolean, overview?: string): TopicDraft {
  const given = overview?.trim() ?? '';
  const own = given.length > 0 ? { text: given, chosen: quotedIn(unit, given) } : unitOverview(deck, unit);
  for (const s of own.chosen) markUsed(deck, s);
  const things = slideThings(deck, unit, own.chosen);
  return {
    heading: unit.heading,
    overview: own.text,
    visual_mode: visualMode(index),
    icon_prompt: iconPrompt(things[0] ?? unit.heading),
    image_prompt: termsPhoto(things, unit.heading),
    subtopics: withSubtopics ? unitSubtopics(deck, unit, unit.heading, own.chosen) : [],
  };
}

/**
 * The sentence that best introduces the whole document, for the title slide:
 * from the opening section, favouring its first sentence, avoiding one that
 * leans on a previous sentence ("This difference...").
 */
export function leadSentence(doc: DocModel): Sentence | undefined {
  const first = doc.sections.find((s) => doc.sentences.slice(s.start, s.end).some((x) => x.score > 0));
  const pool = first ? doc.sentences.slice(first.start, first.end) : doc.sentences;
  // Documents open with their topic sentence; take it unless it is weak.
  const opener = pool.find((s) => s.score > 0);
  if (opener && opener.words >= 8 && !CONTEXT_OPENER.test(opener.text)) return opener;
  return topSentences(pool.filter((s) => !CONTEXT_OPENER.test(s.text)), 1)[0] ?? topSentences(pool, 1)[0];
}

/** Subject of the document: its title, else its most frequent term and its top key term. */
export function documentSubject(doc: DocModel): string {
  if (doc.title !== null) return doc.title;
  let top: Term | undefined;
  for (const [key, count] of doc.tf) {
    if (top === undefined || count > top.weight) top = { key, text: doc.display.get(key) ?? key, weight: count };
  }
  const second = keyTerms(doc, doc.sentences, 3).find((t) => top === undefined || !t.key.split(' ').includes(top.key));
  return termsTitle([top, second].filter((t): t is Term => t !== undefined), doc.english);
}

export function documentTitle(doc: DocModel, presentationTitle: string | undefined): TitleDraft {
  const lead = leadSentence(doc);
  const terms = keyTerms(doc, doc.sentences, 3).map((t) => t.text);
  const title = presentationTitle?.trim() || documentSubject(doc) || 'Your Document';
  return {
    title,
    description: lead ? `${slideSentence(lead, 30)} ${DRAFTED_OFFLINE}` : DRAFTED_OFFLINE,
    image_prompt: termsPhoto(terms, title),
  };
}
