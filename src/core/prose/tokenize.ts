/**
 * Words, term keys and sentences. Unicode-aware (\p{L}, \p{N}) so documents in
 * any script produce terms; scripts written without spaces (Chinese, Japanese)
 * are cut into character bigrams, the usual trick when no dictionary is at hand.
 */
import { isStopWord } from './stopwords';

/** One word of a sentence: its text as written and its term key (null for stop words). */
export interface Token {
  surface: string;
  key: string | null;
  /** Punctuation stands between this token and the previous one: phrases do not cross it. */
  brk: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ASCII_WORD = /^[a-z]+$/;
const DIGITS = /^[\p{N}.,'’-]+$/u;

/**
 * Folds English plurals so "cell" and "cells" count as one term. Only plain
 * ASCII words are touched: other languages inflect differently and a wrong
 * fold is worse than none.
 */
export function stem(lower: string): string {
  if (!ASCII_WORD.test(lower) || lower.length <= 3 || lower === 'news' || lower === 'lens') return lower;
  if (lower.endsWith('ies') && lower.length > 5) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('sses')) return lower.slice(0, -2);
  if (/(?:ss|us|is|ics|ous|ysis)$/.test(lower)) return lower;
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

/** French and Italian elisions: "d’entre", "l’option" are "entre", "option" to the terms. */
const ELISION = /^(?:d|l|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|dell|all|nell|sull)['’](?=\p{L}{2})/u;

function computeKey(word: string): string | null {
  const lower = word.toLowerCase().replace(/['’]s$/, '').replace(ELISION, '');
  if (lower.length < 2 || DIGITS.test(lower) || isStopWord(lower)) return null;
  if (lower.length < 3 && ASCII_WORD.test(lower)) return null;
  return stem(lower);
}

/** Words repeat endlessly in a document; memoising keys halves the analysis time. Bounded. */
const KEY_MEMO = new Map<string, string | null>();
const KEY_MEMO_LIMIT = 50_000;

/** Term key of a word, or null when the word carries no topic. */
export function termKey(word: string): string | null {
  const hit = KEY_MEMO.get(word);
  if (hit !== undefined) return hit;
  const key = computeKey(word);
  if (KEY_MEMO.size >= KEY_MEMO_LIMIT) KEY_MEMO.clear();
  KEY_MEMO.set(word, key);
  return key;
}

/** Character bigrams of an unspaced run, so "光合作用" gives 光合, 合作, 作用. */
function bigramTokens(run: string, brk: boolean, out: Token[]): void {
  const chars = [...run];
  if (chars.length === 1) {
    out.push({ surface: run, key: run, brk });
    return;
  }
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = `${chars[i] ?? ''}${chars[i + 1] ?? ''}`;
    out.push({ surface: pair, key: pair, brk: brk && i === 0 });
  }
}

/** True when text[from, to) holds anything but spaces (punctuation between two words). */
function hasMark(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) > 32) return true;
  return false;
}

/** Tokens of a text in reading order, stop words included (key null) to keep adjacency. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let pos = 0;
  for (const surface of text.match(WORD) ?? []) {
    const at = text.indexOf(surface, pos);
    const brk = hasMark(text, pos, at);
    pos = at + surface.length;
    // Only scripts above U+2E80 can be unspaced; skip the regex for everything else.
    if (surface.charCodeAt(0) >= 0x2e80 && UNSPACED.test(surface)) bigramTokens(surface, brk, out);
    else out.push({ surface, key: termKey(surface), brk });
  }
  return out;
}

/** Distinct content keys of a text (for overlap between headings and sections). */
export function keySet(text: string): Set<string> {
  const keys = new Set<string>();
  for (const token of tokenize(text)) if (token.key !== null) keys.add(token.key);
  return keys;
}

/** Number of words in a text, as a reader counts them. */
export function wordCount(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
