/**
 * The passages of a deck's source document a rewrite is grounded in: the
 * pages the instruction names first ("use the figures from page 3"), then
 * the paragraphs most about the slide, ranked by BM25 over the words of the
 * heading, the slide's text and the instruction (stop words ignored).
 */
import { pagesNamed, withoutPageReferences } from './pages';
import type { ExcerptQuery, SourceDocument } from './types';
import { queryTerms, termsOf } from './words';

export interface ExcerptLimits {
  /** Most passages returned. */
  count: number;
  /** Characters of all passages together: what a rewrite's prompt can spare for the source. */
  chars: number;
}

export const DEFAULT_EXCERPT_LIMITS: ExcerptLimits = { count: 8, chars: 4_000 };

/** Paragraphs shorter than this (a heading, a caption) are read with the next one. */
const MIN_PASSAGE_CHARS = 200;
/** Below this much room left, a passage cut to fit says too little to be worth sending. */
const MIN_USEFUL_CHARS = 120;
/** BM25's usual constants: how fast repeats stop counting, and how much a long passage is discounted. */
const K1 = 1.2;
const B = 0.75;

interface Passage {
  text: string;
  page?: number;
  terms: string[];
}

const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** Paragraphs joined until each passage says enough on its own (a heading goes with its text). */
function passagesOf(text: string, page?: number): Passage[] {
  const passages: Passage[] = [];
  let current = '';
  const push = () => {
    if (current !== '') passages.push({ text: current, terms: termsOf(current), ...(page === undefined ? {} : { page }) });
    current = '';
  };
  for (const paragraph of paragraphsOf(text)) {
    current = current === '' ? paragraph : `${current}\n\n${paragraph}`;
    if (current.length >= MIN_PASSAGE_CHARS) push();
  }
  push();
  return passages;
}

function allPassages(source: SourceDocument): Passage[] {
  if (source.pages !== undefined && source.pages.length > 0) return source.pages.flatMap((text, i) => passagesOf(text, i + 1));
  return passagesOf(source.text);
}

/** BM25 score of each passage for the query terms (weights count a heading's words double). */
function scores(passages: readonly Passage[], query: ReadonlyMap<string, number>): number[] {
  const n = passages.length;
  const avgLength = passages.reduce((sum, p) => sum + p.terms.length, 0) / Math.max(1, n);
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) for (const term of new Set(passage.terms)) if (query.has(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  return passages.map((passage) => {
    const counts = new Map<string, number>();
    for (const term of passage.terms) if (query.has(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
    let score = 0;
    for (const [term, tf] of counts) {
      const df = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += (query.get(term) ?? 1) * idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * passage.terms.length) / Math.max(1, avgLength))));
    }
    return score;
  });
}

/** The page's label and text, as a rewrite's prompt shows it. */
const labelled = (passage: Passage): string => (passage.page === undefined ? passage.text : `[Page ${passage.page}]\n${passage.text}`);

/** Takes passages while the limits allow; the last one is cut to the room left when that is still worth it. */
class Picked {
  readonly texts: string[] = [];
  private room: number;
  constructor(private readonly limits: ExcerptLimits) {
    this.room = limits.chars;
  }
  get full(): boolean {
    return this.texts.length >= this.limits.count || this.room < MIN_USEFUL_CHARS;
  }
  add(text: string): void {
    if (this.full) return;
    const kept = text.length <= this.room ? text : `${text.slice(0, this.room - 1).trimEnd()}…`;
    this.texts.push(kept);
    this.room -= kept.length;
  }
}

/**
 * The passages of `source` most about the slide, at most `limits.count` of
 * them and `limits.chars` characters together: the pages the instruction
 * names first (whole, in the order named), then paragraphs by relevance.
 * [] when nothing in the source shares a word with the slide.
 */
export function pickExcerpts(source: SourceDocument, query: ExcerptQuery, limits: ExcerptLimits = DEFAULT_EXCERPT_LIMITS): string[] {
  const picked = new Picked(limits);
  const named = pagesNamed(query.instruction).filter((page) => (source.pages?.[page - 1] ?? '').trim() !== '');
  for (const page of named) picked.add(labelled({ text: source.pages?.[page - 1]?.trim() ?? '', page, terms: [] }));
  const instruction = query.instruction === undefined ? undefined : withoutPageReferences(query.instruction);
  const terms = queryTerms(query.heading, [...query.body, ...(instruction === undefined ? [] : [instruction])]);
  if (terms.size === 0) return picked.texts;
  const passages = allPassages(source).filter((p) => p.page === undefined || !named.includes(p.page));
  const ranked = scores(passages, terms)
    .map((score, index) => ({ score, index }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  for (const { index } of ranked) {
    if (picked.full) break;
    const passage = passages[index];
    if (passage !== undefined) picked.add(labelled(passage));
  }
  return picked.texts;
}
