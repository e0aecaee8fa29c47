/**
 * What a language model is given of a document: its title, its chapters and,
 * per slide, the passages that carry the most (figures first). A model's
 * context holds a few thousand tokens; the first 30,000 characters of a long
 * manual are its preface and table of contents, not its substance. The same
 * reading the builtin composer does (sections without furniture and
 * boilerplate, ranked whole sentences) picks what goes in, within a budget
 * of characters the caller fits to the model's context.
 */
import { analyseCached, isDocumentInput } from './index';
import { documentSubject } from './compose-document';
import { planUnits } from './plan-document';
import { chapters, sectionTree } from './plan-tree';
import type { DocModel, Sentence } from '../../src/core/prose/analyse';
import { keySet } from '../../src/core/prose/tokenize';

/** One slide's share of the document. */
export interface BriefSlide {
  /** The heading the document's structure suggests; a model may word it better. */
  heading: string;
  /** Whole sentences of the document, in reading order. */
  passages: string[];
}

export interface DocumentBrief {
  title: string;
  /** The document's chapter headings, in order. */
  chapters: string[];
  slides: BriefSlide[];
}

/** Fewer good sentences than this and the text is better given as it is. */
const MIN_SENTENCES = 4;
/** Chapter headings listed at most: a long table of contents would eat the passages' room. */
const MAX_CHAPTERS = 40;
/** Room a slide is given however small the budget, while the budget lasts: two sentences of average length. */
const MIN_SLIDE_CHARS = 280;
/** A sentence with a figure in it ("1.10 euros per watt", "in 1455", "40 %") is worth more to a talk. */
const FIGURE = /\p{N}/u;
const FIGURE_BONUS = 1.3;
/** A passage matching a topic less than this share of its best match is left out. */
const WEAK_MATCH = 0.25;

function readable(text: string): DocModel | undefined {
  if (!isDocumentInput(text)) return undefined;
  const doc = analyseCached(text);
  return doc.sentences.filter((s) => s.good).length >= MIN_SENTENCES ? doc : undefined;
}

const worth = (s: Sentence, base: number): number => base * (FIGURE.test(s.text) ? FIGURE_BONUS : 1);

/**
 * The best of `pool` (by `score`) that fit in `chars`, in reading order.
 * Sentences already given to another slide (`used`) are skipped, so the
 * model does not see the same fact under two headings.
 */
function pick(pool: readonly Sentence[], chars: number, score: (s: Sentence) => number, used: Set<number>, floor = 0): string[] {
  const scored = pool
    .filter((s) => s.good && !used.has(s.id))
    .map((s) => ({ s, v: score(s) }))
    .sort((a, b) => b.v - a.v || a.s.id - b.s.id);
  const least = Math.max(Number.MIN_VALUE, (scored[0]?.v ?? 0) * floor);
  const ranked = scored.filter((x) => x.v >= least);
  const chosen: Sentence[] = [];
  let left = chars;
  for (const { s } of ranked) {
    if (s.text.length + 1 > left) continue;
    chosen.push(s);
    used.add(s.id);
    left -= s.text.length + 1;
  }
  return chosen.sort((a, b) => a.id - b.id).map((s) => s.text);
}

function chapterHeadings(doc: DocModel): string[] {
  if (!doc.hasHeadings) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const node of chapters(sectionTree(doc))) {
    const heading = node.heading?.trim();
    if (!heading || seen.has(heading.toLowerCase())) continue;
    seen.add(heading.toLowerCase());
    out.push(heading);
    if (out.length >= MAX_CHAPTERS) break;
  }
  return out;
}

/**
 * The document as the outline call gives it to a model: title, chapters and
 * the key passages of each of `topics` planned slides, in at most `maxChars`
 * characters of passages. Undefined when `text` is a topic, not a document,
 * or has too little prose to plan from (the text is then given as it is).
 */
export function documentBrief(text: string, topics: number, maxChars: number): DocumentBrief | undefined {
  const doc = readable(text);
  if (doc === undefined) return undefined;
  const units = planUnits(doc, Math.max(1, topics));
  const share = Math.max(MIN_SLIDE_CHARS, Math.floor(maxChars / Math.max(1, units.length)));
  const used = new Set<number>();
  let left = maxChars;
  const slides = units.map((unit) => {
    const passages = pick([...unit.sentences, ...(unit.extra ?? [])], Math.min(share, left), (s) => worth(s, s.score), used);
    left -= passages.reduce((n, p) => n + p.length + 1, 0);
    return { heading: unit.heading, passages };
  });
  return { title: documentSubject(doc), chapters: chapterHeadings(doc), slides: slides.filter((s) => s.passages.length > 0) };
}

export interface TopicQuery {
  heading: string;
  overview?: string | undefined;
}

/**
 * The passages of the document about each topic, for the content call: the
 * sentences sharing the most (rare) words with the topic's heading and
 * overview, their section's heading counting too, at most `maxChars`
 * characters in all. A topic the document does not cover gets none.
 * Undefined when `text` is not a document (see {@link documentBrief}).
 */
export function topicPassages(text: string, topics: readonly TopicQuery[], maxChars: number): string[][] | undefined {
  const doc = readable(text);
  if (doc === undefined) return undefined;
  const share = Math.max(MIN_SLIDE_CHARS, Math.floor(maxChars / Math.max(1, topics.length)));
  const used = new Set<number>();
  let left = maxChars;
  return topics.map((topic) => {
    const head = keySet(topic.heading);
    const all = keySet(`${topic.heading} ${topic.overview ?? ''}`);
    const match = (s: Sentence): number => {
      let v = 0;
      for (const k of s.keys) if (all.has(k)) v += (doc.idf.get(k) ?? 0) * (head.has(k) ? 2 : 1);
      const section = doc.sections[s.section];
      if (section) for (const k of head) if (section.headingKeys.has(k)) v += doc.idf.get(k) ?? 0;
      // Among equal matches, the sentence the document itself weighs more.
      return v === 0 ? 0 : worth(s, v * (1 + Math.min(1, s.score)));
    };
    // A sentence sharing one common word with the topic is not about it: keep to the close matches.
    const passages = pick(doc.sentences, Math.min(share, left), match, used, WEAK_MATCH);
    left -= passages.reduce((n, p) => n + p.length + 1, 0);
    return passages;
  });
}
