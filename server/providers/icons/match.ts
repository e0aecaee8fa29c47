/**
 * Scores every plausible icon against a prompt and returns the best one.
 * A whole icon name in the prompt ('credit card') beats a word of a name
 * ('chart' in 'chart-pie'), which beats a synonym ('budget' -> wallet), which
 * beats a partial word; the subject of the prompt (its first clause, and the
 * last word there, the head noun in English) counts most. Ties go to the
 * shorter name, then alphabetically, so the same prompt always gets the same icon.
 *
 * A prompt whose best icon scores under MIN_ICON_SCORE gets no icon at all:
 * a slide point without an icon reads better than one with an icon that
 * means nothing (a generic sparkle, or a roller coaster for 'coast').
 */
import { wholeKeys, type IconIndex } from './icon-index';
import { promptWords, stem, type PromptWord } from './stem';

const WHOLE = 4;
const FIRST_PART = 3;
const OTHER_PART = 2;
const SYNONYM = 2.5;
const SYNONYM_STEP = 0.1;
const PARTIAL = 1;
const UNCOVERED_PART = 0.3;
/** Words before the head noun of the subject clause ('data' in 'data security'). */
const MODIFIER = 0.85;

/**
 * The least score that earns an icon: one real hit on the prompt's subject
 * (a word of the icon's name, or a synonym, even on a modifier word). What
 * stays under it is a prefix of a longer word ('coast' -> roller-coaster,
 * 'openings' -> book-open: PARTIAL), a word met only in a second clause or
 * only a general word ('effective solutions' -> puzzle), or the last part of
 * a longer name ('higher-level' -> signal-high). Judged by eye on 363 icon
 * prompts (ten CLI decks from documents and topics, the layout chooser's
 * three fixture decks, the recorded model streams): 5 of the 30 icons
 * scoring above 0 and under 2 fitted their point, 18 of 26 from 2 to 2.5,
 * 183 of 202 from 2.5 up. Raising the bar to 2.5 would drop 18 good icons
 * to avoid 8 poor ones.
 */
export const MIN_ICON_SCORE = 2;

interface Tally {
  score: number;
  covered: Set<number>;
  full: boolean;
}

/** The chosen icon and its score. */
export interface IconMatch {
  name: string;
  score: number;
}

type Hits = Map<string, { score: number; parts: number[]; full: boolean }>;

function hit(hits: Hits, name: string, score: number, parts: number[], full = false): void {
  const prev = hits.get(name);
  if (!prev || score > prev.score) hits.set(name, { score, parts, full });
}

/** Every icon one word can point at, with that word's best score for each. */
function wordHits(index: IconIndex, word: string): Hits {
  const hits: Hits = new Map();
  for (const name of MISLEADING.has(word) ? [] : (index.byPart.get(word) ?? [])) {
    const at = index.parts.get(name)?.indexOf(word) ?? -1;
    hit(hits, name, at === 0 ? FIRST_PART : OTHER_PART, [at]);
  }
  (index.synonyms.get(word) ?? []).forEach((name, rank) => hit(hits, name, SYNONYM - rank * SYNONYM_STEP, [], true));
  if (word.length >= 4 && !MISLEADING.has(word)) {
    for (const part of index.longParts) {
      if (part === word || !(part.startsWith(word) || word.startsWith(part))) continue;
      for (const name of index.byPart.get(part) ?? []) hit(hits, name, PARTIAL, [index.parts.get(name)?.indexOf(part) ?? -1]);
    }
  }
  return hits;
}

function add(tallies: Map<string, Tally>, hits: Hits, weight: number): void {
  for (const [name, h] of hits) {
    const t = tallies.get(name) ?? { score: 0, covered: new Set<number>(), full: false };
    t.score += h.score * weight;
    for (const p of h.parts) t.covered.add(p);
    t.full ||= h.full;
    tallies.set(name, t);
  }
}

/**
 * Icon names whose word means something else in a slide prompt: 'space' is the
 * space bar, 'scale' a balance (not 'scaling up'), 'type' a letter T, 'step'
 * a media player's skip (not a step of a process), 'head' a text heading (not
 * the head of a team). Their
 * names are not matched; a synonym may still lead to them ('justice' -> scale).
 */
const MISLEADING = new Set(['space', 'scale', 'type', 'option', 'command', 'section', 'delete', 'form', 'hash', 'sheet', 'ratio', 'slice', 'club', 'hop', 'tally', 'dot', 'import', 'ad', 'hd', 'pi', 'phi', 'omega', 'sigma', 'lambda', 'step', 'head'].map(stem));

function wholeName(index: IconIndex, stems: string[]): string | undefined {
  if (stems.length === 1) return stems[0] && !MISLEADING.has(stems[0]) ? index.whole.get(stems[0]) : undefined;
  const keys = wholeKeys(stems);
  for (const names of [index.whole, index.oldNames]) {
    const key = keys.find((k) => names.has(k));
    if (key) return names.get(key);
  }
  return undefined;
}

/** Whole icon names and two-word synonyms, longest first; returns the word positions they used. */
function phraseHits(index: IconIndex, words: PromptWord[], weights: number[], tallies: Map<string, Tally>): Set<number> {
  const used = new Set<number>();
  for (let n = Math.min(4, words.length); n >= 1; n -= 1) {
    for (let i = 0; i + n <= words.length; i += 1) {
      const span = words.slice(i, i + n);
      if (span.some((_, k) => used.has(i + k)) || (n === 1 && !span[0]?.major)) continue;
      const stems = span.map((w) => w.stem);
      const name = wholeName(index, stems);
      const synonyms = n === 2 ? (index.synonyms.get(stems.join(' ')) ?? []) : [];
      if (!name && synonyms.length === 0) continue;
      const weight = Math.max(...span.map((_, k) => weights[i + k] ?? 1));
      const hits: Hits = new Map();
      if (name) hit(hits, name, WHOLE * n, [], true);
      synonyms.forEach((s, rank) => hit(hits, s, (SYNONYM - rank * SYNONYM_STEP) * n, [], true));
      add(tallies, hits, weight);
      span.forEach((_, k) => used.add(i + k));
    }
  }
  return used;
}

function clauseWeights(words: PromptWord[], first: boolean): number[] {
  const head = words.findLastIndex((w) => w.major && w.weight === 1);
  return words.map((w, i) => (first && i !== head ? w.weight * MODIFIER : w.weight));
}

function tallyPrompt(index: IconIndex, prompt: string): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  promptWords(prompt).forEach((words, c) => {
    const weights = clauseWeights(words, c === 0);
    const used = phraseHits(index, words, weights, tallies);
    words.forEach((w, i) => {
      if (w.major && !used.has(i)) add(tallies, wordHits(index, w.stem), weights[i] ?? w.weight);
    });
  });
  return tallies;
}

function finalScore(index: IconIndex, name: string, t: Tally): number {
  if (t.full) return t.score;
  const parts = index.parts.get(name)?.length ?? 1;
  return t.score - UNCOVERED_PART * (parts - t.covered.size);
}

/** The best-scoring icon of `index` for `prompt`, however weak; null when no icon scores above 0. */
export function bestIcon(index: IconIndex, prompt: string): IconMatch | null {
  let best: IconMatch | null = null;
  for (const [name, t] of tallyPrompt(index, prompt)) {
    const score = Math.round(finalScore(index, name, t) * 1000) / 1000;
    if (score <= 0) continue;
    if (!best || score > best.score || (score === best.score && betterTie(name, best.name))) best = { name, score };
  }
  return best;
}

/** The icon of `index` for `prompt`, or null when even the best one is a weak match (see MIN_ICON_SCORE). */
export function matchIcon(index: IconIndex, prompt: string): IconMatch | null {
  const best = bestIcon(index, prompt);
  return best && best.score >= MIN_ICON_SCORE ? best : null;
}

function betterTie(a: string, b: string): boolean {
  const pa = a.split('-').length;
  const pb = b.split('-').length;
  return pa !== pb ? pa < pb : a < b;
}
