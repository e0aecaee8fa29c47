/**
 * Document decks: slides built from the document's own sections, key
 * sentences and key terms. Every text on a slide is a whole sentence of the
 * document: to fit the text amount the composer picks fewer or shorter
 * sentences, never cuts one. Overviews are the best-ranked sentences of a
 * section in reading order; subtopics are the section's subsections, else
 * further key sentences headed by a short noun phrase taken from them. A
 * sentence appears on at most one slide. The speaker notes quote the
 * paragraphs the slide was made from, with the section they come from.
 */
import { between, seedOf } from './hash';
import { slideNotes } from './notes';
import type { Child, Unit } from './plan-document';
import type { DocModel, Sentence } from '../../src/core/prose/analyse';
import { dropConnector, germanNounPhrase, headingKey, keyPhrase, phraseOk, termsTitle } from '../../src/core/prose/phrase';
import { CONTEXT_OPENER, countTerms, isCutTerm, keyTerms, topSentences, type Term } from '../../src/core/prose/rank';
import { keySet } from '../../src/core/prose/tokenize';
import { SIZE_RULES, type Size, type SubtopicDraft, type TitleDraft, type TopicDraft } from './types';
import { iconPrompt, termsPhoto, visualMode } from './visuals';

export interface DocDeck {
  doc: DocModel;
  size: Size;
  /** Sentence ids already on a slide. */
  used: Set<number>;
}

/** Marks a sentence, and any word-for-word repeat of it, as shown. */
function markUsed(deck: DocDeck, s: Sentence): void {
  deck.used.add(s.id);
  for (const id of deck.doc.twins.get(s.id) ?? []) deck.used.add(id);
}

const isFree = (deck: DocDeck, s: Sentence): boolean => s.score > 0 && !deck.used.has(s.id);

function freeCount(deck: DocDeck, pool: readonly Sentence[]): number {
  let n = 0;
  for (const s of pool) if (isFree(deck, s)) n++;
  return n;
}

/** A sentence as slide text: whole, without an opening "However," that points at text the slide lacks. */
function shown(s: Sentence): string {
  return dropConnector(s.text);
}

/**
 * The sentences of `pool` that fit `words`, when there are at least `count`
 * of them; else the shortest free ones, so a slide is never left with a cut
 * sentence or nothing.
 */
function fitting(deck: DocDeck, pool: readonly Sentence[], count: number, words: number): readonly Sentence[] {
  const fits = pool.filter((s) => s.words <= words && isFree(deck, s));
  if (fits.length >= count) return fits;
  const free = pool.filter((s) => isFree(deck, s)).sort((a, b) => a.words - b.words || a.id - b.id);
  return free.slice(0, Math.max(count, fits.length));
}

/** Overview sentences: the section's own introduction first, leaving two sentences for the points. */
function overviewSentences(deck: DocDeck, unit: Unit, withSubtopics: boolean): Sentence[] {
  const rule = SIZE_RULES[deck.size];
  const inChild = new Set(unit.children.flatMap((c) => c.sentences.map((s) => s.id)));
  const own = unit.sentences.filter((s) => !inChild.has(s.id));
  const spare = freeCount(deck, unit.sentences) - (withSubtopics ? 2 : 0);
  const count = Math.max(1, Math.min(rule.overviewSentences, spare));
  const base = freeCount(deck, own) >= count ? own : unit.sentences;
  return topSentences(fitting(deck, base, count, rule.sentenceWords), count, [], deck.used).sort((a, b) => a.id - b.id);
}

/** Overview text of a unit; marks its sentences as used. */
export function unitOverview(deck: DocDeck, unit: Unit, withSubtopics = false): { text: string; chosen: Sentence[] } {
  const chosen = overviewSentences(deck, unit, withSubtopics);
  for (const s of chosen) markUsed(deck, s);
  return { text: chosen.map(shown).join(' '), chosen };
}

/** Long decks give a point the sentence after it too, when that one is free and short. */
function subtopicText(deck: DocDeck, unit: Pick<Unit, 'sentences'>, s: Sentence): { text: string; chosen: Sentence[] } {
  const rule = SIZE_RULES[deck.size];
  const next = unit.sentences.find((x) => x.id === s.id + 1);
  if (!rule.subtopicExtra || next === undefined || !next.good || deck.used.has(next.id) || next.words > 30 || next.para !== s.para) {
    return { text: shown(s), chosen: [s] };
  }
  markUsed(deck, next);
  return { text: `${shown(s)} ${next.text}`, chosen: [s, next] };
}

/** A short noun phrase naming what `s` is about, not yet used in the deck; null when the sentence offers none. */
function subtopicHeading(deck: DocDeck, s: Sentence, tf: ReadonlyMap<string, number>, avoid: Set<string>, used: ReadonlySet<string>, strict: boolean): string | null {
  // A fallback term must be a word pair: one word alone ("Ready", "True") names no point, except a German
  // noun, which names one on its own ("Akzeptanz", "Genehmigungsverfahren"). A pair the text always
  // continues is the start of a longer term ("Filesystem Hierarchy" of "... Standard") and names nothing.
  const german = deck.doc.language === 'de';
  const terms = keyTerms(deck.doc, [s], 3).filter(
    (t) =>
      (t.key.includes(' ') ? !isCutTerm(deck.doc.sentences, t.key) : german && /^\p{Lu}\p{Ll}{4,}/u.test(t.text)) &&
      !t.key.split(' ').every((k) => avoid.has(k)),
  );
  const fits = (p: string | null): p is string => p !== null && phraseOk(p) && (deck.doc.language !== 'de' || germanNounPhrase(p));
  const first = keyPhrase(deck.doc, s, tf, avoid, used, strict);
  const phrase = fits(first) ? first : terms[0] ? termsTitle([terms[0]], deck.doc.language) : null;
  if (!fits(phrase) || used.has(headingKey(phrase))) return null;
  for (const k of keySet(phrase)) avoid.add(k);
  return phrase;
}

/** A subsection's first sentence usually states what it is about ("Street trees provide shade..."). */
function openingSentence(deck: DocDeck, child: Child): Sentence | undefined {
  const first = child.sentences.find((s) => s.good);
  if (first === undefined || !isFree(deck, first) || CONTEXT_OPENER.test(first.text)) return undefined;
  return first.words <= SIZE_RULES[deck.size].subtopicWords ? first : undefined;
}

interface Point {
  draft: SubtopicDraft;
  chosen: Sentence[];
}

/** One point per subsection, the most important subsections kept, in document order. */
function childPoints(deck: DocDeck, children: readonly Child[], count: number, taken: readonly Sentence[], used: Set<string>): Point[] {
  const words = SIZE_RULES[deck.size].subtopicWords;
  const best = children
    .filter((c) => !used.has(headingKey(c.heading)) && phraseOk(c.heading))
    .map((c, i) => ({ c, i, s: openingSentence(deck, c) ?? topSentences(fitting(deck, c.sentences, 1, words), 1, taken, deck.used)[0] }));
  const kept = best
    .filter((b) => b.s !== undefined)
    .sort((a, b) => (b.s?.score ?? 0) - (a.s?.score ?? 0) || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i);
  return kept.flatMap(({ c, s }) => {
    if (s === undefined || deck.used.has(s.id)) return [];
    markUsed(deck, s);
    used.add(headingKey(c.heading));
    const text = subtopicText(deck, c, s);
    return [{ draft: { heading: c.heading, overview: text.text, icon_prompt: iconPrompt(c.heading) }, chosen: text.chosen }];
  });
}

/** Points from further key sentences, each headed by a phrase of its own. */
function sentencePoints(deck: DocDeck, unit: Unit, count: number, taken: readonly Sentence[], avoid: Set<string>, used: Set<string>, strict = true): Point[] {
  const words = SIZE_RULES[deck.size].subtopicWords;
  // Spare candidates: a sentence that yields no fit heading is passed over.
  const picked = topSentences(fitting(deck, unit.sentences, count + 12, words), count + 12, taken, deck.used);
  const tf = countTerms(unit.sentences);
  const out: Point[] = [];
  for (const s of picked) {
    if (out.length >= count) break;
    if (deck.used.has(s.id)) continue;
    const heading = subtopicHeading(deck, s, tf, avoid, used, strict);
    if (heading === null) continue;
    used.add(headingKey(heading));
    markUsed(deck, s);
    const text = subtopicText(deck, unit, s);
    out.push({ draft: { heading, overview: text.text, icon_prompt: iconPrompt(heading) }, chosen: text.chosen });
  }
  return out.sort((a, b) => (a.chosen[0]?.id ?? 0) - (b.chosen[0]?.id ?? 0));
}

/** Points of a unit: its subsections when it has several, else (or then) its further key sentences. */
function unitPoints(deck: DocDeck, unit: Unit, taken: readonly Sentence[], headings: Set<string>): Point[] {
  const [min, max] = SIZE_RULES[deck.size].subtopics;
  const count = between(min, max, seedOf(unit.heading, 'subtopics'));
  const avoid = keySet(unit.heading);
  const fromChildren = unit.children.length >= 2 ? childPoints(deck, unit.children, count, taken, headings) : [];
  for (const c of fromChildren) for (const k of keySet(c.draft.heading)) avoid.add(k);
  const more = fromChildren.length < min ? sentencePoints(deck, unit, count - fromChildren.length, taken, avoid, headings) : [];
  const found = [...fromChildren, ...more];
  // Short of points, a looser phrase rule is tried, with sentences close to the overview allowed,
  // then the chapters merged into this one lend theirs.
  if (found.length < min) found.push(...sentencePoints(deck, unit, min - found.length, [], avoid, headings, false));
  if (found.length < min && (unit.extra?.length ?? 0) > 0) {
    found.push(...sentencePoints(deck, { ...unit, sentences: unit.extra ?? [] }, min - found.length, taken, avoid, headings, false));
  }
  return found.sort((a, b) => (a.chosen[0]?.id ?? 0) - (b.chosen[0]?.id ?? 0));
}

/** Sentences of the unit that a given overview already quotes. */
export function quotedIn(unit: Unit, overview: string): Sentence[] {
  const flat = overview.replace(/\s+/g, ' ');
  // The overview shows a sentence as `shown` wrote it (an opening "However," dropped): look for both forms.
  return [...unit.sentences, ...(unit.extra ?? [])].filter((s) => s.good && (flat.includes(shown(s)) || flat.includes(s.text)));
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

function resetTo(set: Set<string>, to: ReadonlySet<string>): void {
  set.clear();
  for (const x of to) set.add(x);
}

/**
 * A document slide. Pass `overview` to keep the one the user already has;
 * `headings` collects the subtopic headings of the deck so none repeats.
 */
export function draftUnitSlide(deck: DocDeck, unit: Unit, index: number, withSubtopics: boolean, overview?: string, headings = new Set<string>()): TopicDraft {
  const given = overview?.trim() ?? '';
  let own = given.length > 0 ? { text: given, chosen: quotedIn(unit, given) } : unitOverview(deck, unit, withSubtopics);
  for (const s of own.chosen) markUsed(deck, s);
  const before = { used: new Set(deck.used), headings: new Set(headings) };
  let points = withSubtopics ? unitPoints(deck, unit, own.chosen, headings) : [];
  // Two points make a slide: a composed overview gives its last sentence back when the points run short.
  if (withSubtopics && given === '' && points.length < 2 && own.chosen.length > 1) {
    const keep = own.chosen.slice(0, -1);
    deck.used = before.used;
    for (const s of own.chosen.slice(-1)) deck.used.delete(s.id);
    resetTo(headings, before.headings);
    own = { text: keep.map(shown).join(' '), chosen: keep };
    points = unitPoints(deck, unit, own.chosen, headings);
  }
  const things = slideThings(deck, unit, own.chosen);
  const draft: TopicDraft = {
    heading: unit.heading,
    overview: own.text,
    visual_mode: visualMode(index),
    icon_prompt: iconPrompt(things[0] ?? unit.heading),
    image_prompt: termsPhoto(things, unit.heading),
    subtopics: points.map((p) => p.draft),
  };
  if (withSubtopics) draft.notes = slideNotes(deck.doc, [...own.chosen, ...points.flatMap((p) => p.chosen)]);
  return draft;
}

/**
 * The sentence that best introduces the whole document, for the title slide:
 * from the opening section, favouring its first sentence, avoiding one that
 * leans on a previous sentence ("This difference...") or is too long to read
 * under a title.
 */
export function leadSentence(doc: DocModel): Sentence | undefined {
  const first = doc.sections.find((s) => doc.sentences.slice(s.start, s.end).some((x) => x.score > 0));
  const pool = (first ? doc.sentences.slice(first.start, first.end) : doc.sentences).filter((s) => s.words <= 35);
  // Documents open with their topic sentence; take it unless it is weak.
  const opener = pool.find((s) => s.score > 0);
  if (opener && opener.words >= 8 && !CONTEXT_OPENER.test(opener.text)) return opener;
  return topSentences(pool.filter((s) => !CONTEXT_OPENER.test(s.text)), 1)[0] ?? topSentences(pool, 1)[0];
}

/**
 * The lead sentence the title slide shows, when it can be spared: text before
 * the first heading always can; a chapter's opening sentence only when the
 * chapter keeps enough for its own slide. Else the title stands alone.
 */
export function titleLead(doc: DocModel): Sentence | undefined {
  const lead = leadSentence(doc);
  const section = lead === undefined ? undefined : doc.sections[lead.section];
  if (lead === undefined || section === undefined || section.heading === null) return lead;
  const good = doc.sentences.slice(section.start, section.end).filter((s) => s.good).length;
  return good >= 4 ? lead : undefined;
}

/** A manual page names itself in its NAME section: "bash - GNU Bourne-Again SHell" is titled by its description. */
function manPageName(doc: DocModel): string | undefined {
  // "NAME" opening the page may have been read as its title, as a heading or as a line of its own.
  const section = /^name$/i.test(doc.title ?? '') ? doc.sections[0] : doc.sections.find((s) => /^name$/i.test((s.heading ?? '').trim()));
  const own = doc.sentences.slice(0, 3).findIndex((s) => /^name\.?$/i.test(s.text));
  const at = section !== undefined ? section.start : own >= 0 ? own + 1 : -1;
  const line = doc.sentences[at]?.text;
  const described = line === undefined ? undefined : /^[\w.+-]+(?:,\s*[\w.+-]+)*\s+[-–—−]\s+(.{3,80}?)\.?$/u.exec(line)?.[1];
  return described?.trim() || undefined;
}

/** Subject of the document: its title, else its most frequent term and its top key term. */
export function documentSubject(doc: DocModel): string {
  const named = manPageName(doc);
  if (named !== undefined) return named;
  if (doc.title !== null) return doc.title;
  let top: Term | undefined;
  for (const [key, count] of doc.tf) {
    if (top === undefined || count > top.weight) top = { key, text: doc.display.get(key) ?? key, weight: count };
  }
  const second = keyTerms(doc, doc.sentences, 3).find((t) => top === undefined || !t.key.split(' ').includes(top.key));
  return termsTitle([top, second].filter((t): t is Term => t !== undefined), doc.language);
}

export function documentTitle(doc: DocModel, presentationTitle: string | undefined): TitleDraft {
  const lead = titleLead(doc);
  const terms = keyTerms(doc, doc.sentences, 3).map((t) => t.text);
  const title = presentationTitle?.trim() || documentSubject(doc) || 'Your Document';
  const draft: TitleDraft = { title, description: lead ? shown(lead) : '', image_prompt: termsPhoto(terms, title) };
  const notes = slideNotes(doc, lead ? [lead] : [], doc.authors);
  if (notes !== '') draft.notes = notes;
  return draft;
}
