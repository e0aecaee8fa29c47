/**
 * TF-IDF scoring of sentences and terms. A graph ranker (TextRank) compares
 * every sentence with every other; a 50-page document has thousands of
 * sentences, so we score each sentence against its section's term weights
 * instead: linear, and close enough for picking slide sentences.
 */
import type { DocModel, Section, Sentence } from './model';

/** Openers that lean on the previous sentence: weak as a slide's first line. */
export const CONTEXT_OPENER = /^(this|these|that|those|it|its|they|them|their|such|he|she|his|her|here|there|and|but|or|so)\b/i;

/** Weight of a term in a section: dampened frequency times rarity across the document. */
export function termWeight(key: string, tf: ReadonlyMap<string, number>, idf: ReadonlyMap<string, number>): number {
  const f = tf.get(key) ?? 0;
  return f === 0 ? 0 : (1 + Math.log(f)) * (idf.get(key) ?? 0);
}

function shapeFactor(s: Sentence, position: number): number {
  let factor = 1;
  if (position === 0) factor *= 1.1;
  if (CONTEXT_OPENER.test(s.text)) factor *= 0.8;
  if (s.words < 8) factor *= 0.7;
  else if (s.words > 40) factor *= 0.8;
  if (s.text.includes('?')) factor *= 0.85;
  return factor;
}

/** Score of one sentence within its section; 0 when it cannot stand on a slide. */
export function scoreSentence(
  s: Sentence,
  position: number,
  section: Section,
  idf: ReadonlyMap<string, number>,
  titleKeys: ReadonlySet<string>,
): number {
  if (!s.good || s.keys.length === 0) return 0;
  let sum = 0;
  let onHeading = 0;
  let onTitle = 0;
  for (const k of s.keys) {
    sum += termWeight(k, section.tf, idf);
    if (section.headingKeys.has(k)) onHeading++;
    if (titleKeys.has(k)) onTitle++;
  }
  const base = sum / (2 + Math.sqrt(s.words));
  const focus = Math.min(1.6, 1 + 0.15 * onHeading) * Math.min(1.3, 1 + 0.1 * onTitle);
  return base * focus * shapeFactor(s, position);
}

/** A key term of a slide: single word or recurring word pair. */
export interface Term {
  key: string;
  text: string;
  weight: number;
}

function pairText(doc: DocModel, pair: string): string {
  return pair
    .split(' ')
    .map((k) => doc.display.get(k) ?? k)
    .join(' ');
}

/**
 * How much a word says about the document: rare across chunks (idf) yet used
 * more than once. A word seen once in the whole text is usually incidental.
 */
export function salience(doc: DocModel, key: string): number {
  const f = doc.tf.get(key) ?? 0;
  if (f === 0) return 0;
  return (doc.idf.get(key) ?? 0) * (1 + 0.25 * Math.log(f)) * (f === 1 ? 0.5 : 1);
}

/** Term counts of a run of sentences. */
export function countTerms(sentences: readonly Sentence[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const s of sentences) for (const t of s.tokens) if (t.key !== null) tf.set(t.key, (tf.get(t.key) ?? 0) + 1);
  return tf;
}

function pairCounts(sentences: readonly Sentence[]): Map<string, number> {
  const pairs = new Map<string, number>();
  for (const s of sentences) {
    let prev: string | null = null;
    for (const t of s.tokens) {
      if (t.key !== null && prev !== null && !t.brk) pairs.set(`${prev} ${t.key}`, (pairs.get(`${prev} ${t.key}`) ?? 0) + 1);
      prev = t.key;
    }
  }
  return pairs;
}

interface Candidate {
  key: string;
  parts: string[];
  weight: number;
}

/**
 * The `limit` heaviest single-word keys of a run of text, given its term
 * counts: cheap, for comparing runs. Keeps a small sorted top list instead of
 * sorting every term.
 */
export function topKeys(doc: DocModel, tf: ReadonlyMap<string, number>, limit: number): string[] {
  const keys: string[] = [];
  const weights: number[] = [];
  for (const [k, f] of tf) {
    const w = (1 + 0.5 * Math.log(f)) * salience(doc, k);
    if (keys.length >= limit && w <= (weights[limit - 1] ?? 0)) continue;
    let at = weights.findIndex((x) => w > x);
    if (at < 0) at = weights.length;
    keys.splice(at, 0, k);
    weights.splice(at, 0, w);
    keys.length = Math.min(keys.length, limit);
    weights.length = keys.length;
  }
  return keys;
}

/**
 * Key terms of a run of sentences: salient words frequent in the run, plus
 * word pairs that recur in the document ("light reactions" says more than "light").
 */
export function keyTerms(doc: DocModel, sentences: readonly Sentence[], limit: number): Term[] {
  const tf = countTerms(sentences);
  const weight = (k: string): number => (1 + 0.5 * Math.log(tf.get(k) ?? 1)) * salience(doc, k);
  const candidates: Candidate[] = [];
  for (const k of tf.keys()) candidates.push({ key: k, parts: [k], weight: weight(k) });
  for (const pair of pairCounts(sentences).keys()) {
    const count = doc.bigrams.get(pair) ?? 0;
    if (count < 2) continue;
    const parts = pair.split(' ');
    const w = 0.6 * (weight(parts[0] ?? '') + weight(parts[1] ?? '')) * Math.min(1.5, 1 + count / 10);
    candidates.push({ key: pair, parts, weight: w });
  }
  candidates.sort((x, y) => y.weight - x.weight || (x.key < y.key ? -1 : 1));
  return dropCovered(candidates, limit).map((c) => ({
    key: c.key,
    text: c.parts.length > 1 ? pairText(doc, c.key) : (doc.display.get(c.key) ?? c.key),
    weight: c.weight,
  }));
}

/**
 * Skips a term whose words are all taken; a pair that contains a chosen
 * single word replaces it ("bees" becomes "wild bees"). Gives up after a few
 * times `limit` candidates: later ones are too light to matter.
 */
function dropCovered(sorted: readonly Candidate[], limit: number): Candidate[] {
  const out: Candidate[] = [];
  const words = new Set<string>();
  for (const [i, c] of sorted.entries()) {
    if (i >= limit * 4) break;
    if (c.parts.every((p) => words.has(p))) continue;
    const single = c.parts.length > 1 ? out.findIndex((o) => o.parts.length === 1 && c.parts.includes(o.key)) : -1;
    if (single >= 0) out[single] = c;
    else if (out.length < limit) out.push(c);
    for (const p of c.parts) words.add(p);
  }
  return out;
}

/**
 * True when a word pair is mostly the start of a longer term in `sentences`:
 * where the pair occurs, a content word follows it in at least 80% of its
 * uses ("faulty side" of "faulty side branch"). Such a pair names nothing.
 */
export function isCutTerm(sentences: readonly Sentence[], key: string): boolean {
  const [first, second] = key.split(' ');
  if (first === undefined || second === undefined) return false;
  let uses = 0;
  let continued = 0;
  for (const s of sentences) {
    const t = s.tokens;
    for (let i = 0; i + 1 < t.length; i++) {
      if (t[i]?.key !== first || t[i + 1]?.key !== second || t[i + 1]?.brk) continue;
      uses++;
      const next = t[i + 2];
      if (next !== undefined && !next.brk && next.key !== null) continued++;
    }
  }
  return uses > 0 && continued >= 0.8 * uses;
}

/** Terms found in most of the document name its subject, not one section of it. */
export function isUbiquitous(doc: DocModel, key: string): boolean {
  return key.split(' ').every((k) => (doc.idf.get(k) ?? Infinity) < Math.log(3));
}

/** Word overlap of two sentences, to keep near-duplicates off one slide. */
export function overlap(a: Sentence, b: Sentence): number {
  if (a.keys.length === 0 || b.keys.length === 0) return 0;
  const small = a.keys.length < b.keys.length ? a : b;
  const large = new Set(small === a ? b.keys : a.keys);
  let shared = 0;
  for (const k of small.keys) if (large.has(k)) shared++;
  return shared / small.keys.length;
}

/**
 * The best `count` sentences of `pool` by score, skipping near-duplicates of
 * each other and of `taken`. Comparisons are bounded by count x taken, never
 * pool x pool.
 */
export function topSentences(
  pool: readonly Sentence[],
  count: number,
  taken: readonly Sentence[] = [],
  exclude: ReadonlySet<number> = new Set(),
): Sentence[] {
  const ranked = pool.filter((s) => s.score > 0 && !exclude.has(s.id)).sort((a, b) => b.score - a.score || a.id - b.id);
  const chosen: Sentence[] = [];
  for (const s of ranked) {
    if (chosen.length >= count) break;
    if ([...taken, ...chosen].some((t) => t.id === s.id || overlap(t, s) > 0.6)) continue;
    chosen.push(s);
  }
  return chosen;
}
