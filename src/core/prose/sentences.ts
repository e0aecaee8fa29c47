/**
 * Sentence splitting and inline clean-up. One left-to-right scan: a candidate
 * boundary is terminal punctuation followed by white space and a capital (or
 * digit); abbreviations, initials, ordinal dates, enumerations and full stops
 * inside a matched parenthesis or quote are not boundaries. Decimals, version
 * numbers, URLs and file names never split because no space follows their
 * dots. Splitting only ever happens at white space, so no text is lost.
 */
import { ABBREVIATIONS, CLOSING_ABBREVIATIONS, DANGLING, MONTHS, NUMBER_ABBREVIATIONS, ORDINAL_LEADS } from './abbreviations';

const TERMINALS = '.!?…';
const CJK_TERMINALS = '。！？';
/** May follow the terminal mark and still belong to the sentence ("Stop." she said / (see p. 4.)). */
const CLOSERS = '"\'”’)]»«“';
/** May open the next sentence before its first letter. */
const OPENERS = '"\'“‘([«„¿¡»';
const SENTENCE_START = /[\p{Lu}\p{Lt}\p{Lo}\p{N}]/u;
/** A parenthesis or quote longer than this is a passage of its own: its sentences split. */
const MAX_PROTECTED = 400;
/** How far back the word before a full stop is read. */
const MAX_TOKEN = 40;

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\u00a0';

/** Closing quote for each opening one; German writes „…“ and »…«, French «…». */
const QUOTE_CLOSERS: Record<string, string> = { '“': '”', '„': '“”', '«': '»', '»': '«', '"': '"' };

/**
 * How many matched brackets or quotes enclose each position (a difference
 * array, so nesting costs nothing). Unmatched openers protect nothing: a
 * stray "(" must not glue the rest of a paragraph into one sentence.
 */
function coverage(text: string): Int32Array | null {
  if (!/[([“„«»"]/.test(text)) return null;
  const diff = new Int32Array(text.length + 1);
  const mark = (open: number, close: number): void => {
    if (close - open > MAX_PROTECTED) return;
    diff[open + 1] = (diff[open + 1] ?? 0) + 1;
    diff[close] = (diff[close] ?? 0) - 1;
  };
  const stack: number[] = [];
  let quoteAt = -1;
  let quoteEnd = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '(' || c === '[') stack.push(i);
    else if ((c === ')' || c === ']') && stack.length > 0) {
      const open = stack[stack.length - 1] ?? 0;
      if (text[open] === (c === ')' ? '(' : '[')) mark(stack.pop() ?? 0, i);
    }
    if (quoteAt >= 0 && quoteEnd.includes(c)) {
      mark(quoteAt, i);
      quoteAt = -1;
    } else if (quoteAt >= 0 && i - quoteAt > MAX_PROTECTED) quoteAt = -1;
    else if (quoteAt < 0 && c in QUOTE_CLOSERS) {
      quoteAt = i;
      quoteEnd = QUOTE_CLOSERS[c] ?? '';
    }
  }
  for (let i = 1; i < diff.length; i++) diff[i] = (diff[i] ?? 0) + (diff[i - 1] ?? 0);
  return diff;
}

/** True when a sentence may start at `k`: a capital or digit, perhaps after an opening quote. */
function startsSentence(text: string, k: number): boolean {
  const c = text[k] ?? '';
  // A command-line option after a full stop opens an entry of an option list ("here. -b name, --binaryspec").
  if (c === '-') return /^--?[A-Za-z]/.test(text.slice(k, k + 3));
  return SENTENCE_START.test(OPENERS.includes(c) ? (text[k + 1] ?? '') : c);
}

function nextWord(text: string, from: number): string {
  let end = from;
  while (end < text.length && end - from < MAX_TOKEN && !isSpace(text[end])) end++;
  return text.slice(from, end).replace(/[^\p{L}]+$/u, '').toLowerCase();
}

function previousWord(text: string, before: number, floor: number): string {
  let end = before;
  while (end > floor && isSpace(text[end - 1])) end--;
  let b = end;
  while (b > floor && end - b < MAX_TOKEN && !isSpace(text[b - 1])) b--;
  return text.slice(b, end).toLowerCase();
}

/** A number before a full stop: an enumeration at the start, an ordinal date or "die 3. Auflage" go on. */
function numberEnds(text: string, tokenStart: number, next: number, start: number, token: string): boolean {
  // `start` is the sentence's first non-space character: a number there enumerates.
  if (tokenStart === start) return false;
  if (!/^\d{1,3}$/.test(token)) return true;
  if (MONTHS.has(nextWord(text, next))) return false;
  return !ORDINAL_LEADS.has(previousWord(text, tokenStart, start));
}

/** True when the full stop at `dot` ends a sentence whose next one would start at `next`. */
function fullStopEnds(text: string, dot: number, next: number, start: number): boolean {
  let b = dot;
  while (b > start && dot - b < MAX_TOKEN && !isSpace(text[b - 1])) b--;
  const raw = text.slice(b, dot);
  const token = raw.replace(/^[("'“‘„«[¿¡]+/u, '');
  if (token === '') return !/[[(]$/.test(raw);
  const lower = token.toLowerCase();
  const digitNext = /\d/.test(text[next] ?? '');
  if (/^\p{L}$/u.test(token) || ABBREVIATIONS.has(lower)) return false;
  if (CLOSING_ABBREVIATIONS.has(lower)) return !digitNext;
  if (NUMBER_ABBREVIATIONS.has(lower)) return !digitNext;
  // "U.S.", "z.B.", "i.e.", "p.ex.", "J.-C.": letters between dots.
  if (/^(?:\p{L}{1,2}\.-?)+\p{L}{1,2}$/u.test(token)) return false;
  if (/^\d+(?:\.\d+)*$/.test(token)) return numberEnds(text, dot - token.length, next, start, token);
  if (/^[IVXLC]+$/.test(token) && dot - token.length === start) return false;
  return true;
}

/**
 * Splits prose into sentences, trimmed, empty pieces dropped. Splits happen
 * only at white space, so joining the pieces with spaces gives back the text
 * (with white space runs at the boundaries collapsed).
 */
export function splitSentences(text: string): string[] {
  const cover = coverage(text);
  const out: string[] = [];
  const n = text.length;
  let start = 0;
  while (start < n && isSpace(text[start])) start++;
  const cut = (end: number, next: number): void => {
    const sentence = text.slice(start, end).trim();
    if (sentence.length > 0) out.push(sentence);
    start = next;
  };
  let i = 0;
  while (i < n) {
    const c = text[i] ?? '';
    if (CJK_TERMINALS.includes(c)) {
      let j = i + 1;
      while (j < n && (CJK_TERMINALS.includes(text[j] ?? '') || CLOSERS.includes(text[j] ?? ''))) j++;
      let k = j;
      while (k < n && isSpace(text[k])) k++;
      cut(j, k);
      i = k;
      continue;
    }
    if (!TERMINALS.includes(c)) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && TERMINALS.includes(text[j] ?? '')) j++;
    const single = j - i === 1 && c === '.';
    while (j < n && CLOSERS.includes(text[j] ?? '')) j++;
    let k = j;
    while (k < n && isSpace(text[k])) k++;
    const boundary =
      k > j && k < n && startsSentence(text, k) && (cover === null || (cover[j] ?? 0) === 0) && (!single || fullStopEnds(text, i, k, start));
    if (boundary) cut(j, k);
    i = Math.max(k, i + 1);
  }
  cut(n, n);
  return out;
}

const FINAL_MARK = /[.!?。！？]$/u;

/**
 * True when `text` reads as a whole sentence: it ends with terminal
 * punctuation (an ellipsis means it was cut), its brackets and quotes are
 * balanced, and it does not stop on an article, preposition, conjunction or
 * abbreviation ("... the.", "... e.g.").
 */
export function isCompleteSentence(text: string): boolean {
  const trimmed = text.trim().replace(/["'”’»«“)\]]+$/u, '');
  if (!FINAL_MARK.test(trimmed) || /\.\.$|…$/u.test(trimmed) || !/\p{L}/u.test(trimmed)) return false;
  const count = (re: RegExp): number => text.match(re)?.length ?? 0;
  if (count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/]/g)) return false;
  if (count(/"/g) % 2 !== 0 || count(/«/g) !== count(/»/g) || (count(/[„“”]/g) % 2 !== 0)) return false;
  // Only the end matters: a bounded tail keeps the pattern linear on any input.
  const last = /([\p{L}.'’-]+)[.!?。！？]$/u.exec(trimmed.slice(-60))?.[1]?.toLowerCase() ?? '';
  if (DANGLING.has(last)) return false;
  return !trimmed.endsWith('.') || !(ABBREVIATIONS.has(last) || /^(?:\p{L}{1,2}\.)+\p{L}{1,2}$/u.test(last));
}

/** An address without its scheme, "www." and final slash, when short enough to read out; else nothing. */
function spokenAddress(rest: string): string {
  const bare = rest.replace(/^www\./i, '').replace(/\/$/, '');
  return bare.length <= 40 && !/[?=&#%]/.test(bare) ? bare : '';
}

/**
 * Removes Markdown and citation noise from a line of prose so slide text never
 * shows `**`, link targets or [12] footnote marks.
 */
export function cleanInline(text: string): string {
  // Most prose has none of the marks below; skip eight regex passes for it.
  const marked = /[[*_`\\]|https?:/.test(text)
    ? text
        // Bounded spans: an unclosed "[" or "**" must not make each later one rescan the paragraph.
        .replace(/!\[[^\]\n]{0,300}\]\([^)\n]{0,500}\)/g, '')
        .replace(/\[([^\]\n]{1,300})\]\([^)\n]{0,500}\)/g, '$1')
        // "[12]", "[^3]" and the "^[3]" text manuals write for footnotes.
        .replace(/(?:\s?\^\s*)?\[\^?\d+(?:[,–-]\s*\d+)*\]/g, '')
        // Markdown reference links "[package.json][]" keep their text.
        .replace(/\[([^\]\n]{1,300})\]\[[^\]\n]{0,100}\]/g, '$1')
        // An address in brackets is an aside and goes. Elsewhere it stops before a closing bracket or final
        // punctuation; a short one is part of what the sentence says ("is at nodejs.org/api") and stays, as a
        // reader would say it; a long one goes, with the brackets it leaves empty (a sentence that needed it
        // then reads as cut and is not shown).
        .replace(/\s?\(\s*<?https?:\/\/[^\s)\]>]*>?\s*\)/g, '')
        .replace(/<?https?:\/\/([^\s)\]>]*[^\s)\]>.,;:!?])>?/g, (_, rest: string) => spokenAddress(rest))
        .replace(/\s?\(\s*\)|\s?\[\s*\]/g, '')
        .replace(/(\*\*|__)(\S(?:.{0,300}?\S)?)\1/g, '$2')
        .replace(/(^|[\s(])[*_](\S(?:.{0,300}?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
        .replace(/`([^`\n]{0,300})`/g, '$1')
        // A backslash escape is the character itself: "x86\_64" is "x86_64".
        .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    : text;
  return marked
    // The label of a paper's abstract, set on the abstract's first line: "Abstract This guide describes...".
    .replace(/^(?:[Aa]bstract|ABSTRACT|[Zz]usammenfassung|[Kk]urzfassung|[Rr]ésumé)[.:]?\s+(?=\p{Lu})/u, '')
    // A footnote's number set before its first word: "2It is unwise..." is the footnote "It is unwise...".
    .replace(/(^|[.!?]\s+)\d{1,2}(?=\p{Lu}\p{Ll}+\b)/gu, '$1')
    // "word ." closes up; " .tar.gz" and " :-)" are not punctuation.
    .replace(/(?<!\s)\s+([,.;:!?])(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
