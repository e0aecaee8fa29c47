/**
 * One pass over a document: sections, sentences, term statistics and sentence
 * scores. Everything later (planning slides, picking sentences and phrases)
 * reads this model, so a 150k-character document is tokenised exactly once.
 * All steps are linear in the text length.
 */
import { parseStructure } from './sections';
import { isCompleteSentence, splitSentences } from './sentences';
import { isForeign, languageCounter, type Language } from './language';
import { tokenize, keySet, type Token } from './tokenize';
import type { DocModel, Section, Sentence } from './model';
import { scoreSentence } from './rank';

export type { DocModel, Section, Sentence } from './model';

/** Most sentences per idf "document": paragraphs can be huge or absent, chunks stay comparable. */
const CHUNK = 8;

const NON_LETTER = /[^\p{L}\s]/gu;
/** A reference list entry opens with "Surname, Given name" and closes on its year. */
const CITATION_START = /^\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}\.)*[\s.,]/u;
const CITATION_END = /\b(?:1[5-9]|20)\d\d[a-z]?\)?\.?$/;

function isGood(text: string, words: number): boolean {
  if (words < 5 || words > 70 || text.endsWith(':') || text.includes('http')) return false;
  // An e-mail address marks a contact or credit line, never slide text.
  if (/[\w.+-]@[\w-]+\.[\w.]+/.test(text)) return false;
  // Runs of dashes and arrows are a drawing in text ("A---B---C <-- branch"), not prose.
  if (/-{3,}|<-{1,2}\s|\s-{1,2}>|[/\\]\s+[/\\]/.test(text)) return false;
  if (!/^["“'‘(]?[\p{Lu}\p{Lt}\p{Lo}\p{N}]/u.test(text)) return false;
  // "Ware, James R. The Best of Confucius, Halcyon House, 1950.": a reference, not a sentence.
  if (CITATION_START.test(text) && CITATION_END.test(text)) return false;
  const others = text.match(NON_LETTER)?.length ?? 0;
  // Mostly letters: tables of numbers and code lines are not slide text.
  return others <= 0.4 * (text.length - words + 1);
}

/** List items and headings-as-lines lack a full stop; a long one still reads as a sentence. */
function finish(text: string): string {
  return /[.!?…。！？"”'’)]$/u.test(text) ? text : `${text}.`;
}

function makeSentence(text: string, id: number, section: number, para: number): Sentence {
  const tokens = tokenize(text);
  const seen = new Set<string>();
  for (const t of tokens) if (t.key !== null) seen.add(t.key);
  const keys = [...seen];
  const words = tokens.length;
  // A sentence the page or the extraction cut short ("... see the (.") is never slide text.
  const good = isGood(text, words) && isCompleteSentence(finish(text));
  return { id, text: good ? finish(text) : text, section, para, tokens, keys, words, good, score: 0 };
}

interface Counters {
  df: Map<string, number>;
  tf: Map<string, number>;
  chunks: number;
  display: Map<string, string>;
  bigrams: Map<string, number>;
  language: ReturnType<typeof languageCounter>;
  tokens: number;
}

function isUpperStart(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

function countSentence(s: Sentence, tf: Map<string, number>, c: Counters): void {
  let prev: Token | null = null;
  for (const t of s.tokens) {
    // A sample is enough to tell the language.
    if (c.tokens++ < 5000) c.language.add(t.surface.toLowerCase());
    if (t.key === null) {
      prev = null;
      continue;
    }
    tf.set(t.key, (tf.get(t.key) ?? 0) + 1);
    c.tf.set(t.key, (c.tf.get(t.key) ?? 0) + 1);
    const shown = c.display.get(t.key);
    if (shown === undefined || (isUpperStart(shown) && !isUpperStart(t.surface))) c.display.set(t.key, t.surface);
    if (prev?.key && !t.brk) {
      const pair = `${prev.key} ${t.key}`;
      c.bigrams.set(pair, (c.bigrams.get(pair) ?? 0) + 1);
    }
    prev = t;
  }
}

function countChunk(chunk: readonly Sentence[], c: Counters): void {
  const seen = new Set<string>();
  for (const s of chunk) for (const k of s.keys) seen.add(k);
  for (const k of seen) c.df.set(k, (c.df.get(k) ?? 0) + 1);
  c.chunks++;
}

/** Chunks end at a paragraph break or after CHUNK sentences, whichever comes first. */
function countChunks(run: readonly Sentence[], c: Counters): void {
  let from = 0;
  for (let i = 1; i <= run.length; i++) {
    if (i === run.length || i - from >= CHUNK || run[i]?.para !== run[i - 1]?.para) {
      countChunk(run.slice(from, i), c);
      from = i;
    }
  }
}

/** Splits every section into sentences and counts terms as it goes. */
function readSections(raw: string, c: Counters): Omit<DocModel, 'idf' | 'tf' | 'display' | 'bigrams' | 'english' | 'language' | 'twins'> {
  const structure = parseStructure(raw);
  const sections: Section[] = [];
  const sentences: Sentence[] = [];
  let para = 0;
  structure.sections.forEach((rs, index) => {
    const start = sentences.length;
    const tf = new Map<string, number>();
    for (const paragraph of rs.paragraphs) {
      for (const text of splitSentences(paragraph)) {
        const s = makeSentence(text, sentences.length, index, para);
        countSentence(s, tf, c);
        sentences.push(s);
      }
      para++;
    }
    countChunks(sentences.slice(start), c);
    sections.push({ index, heading: rs.heading, level: rs.level, start, end: sentences.length, tf, headingKeys: keySet(rs.heading ?? '') });
  });
  return { title: structure.title, authors: structure.authors, hasHeadings: structure.hasHeadings, sections, sentences };
}

/** Builds the model of a document. */
export function analyse(raw: string): DocModel {
  const c: Counters = { df: new Map(), tf: new Map(), chunks: 0, display: new Map(), bigrams: new Map(), language: languageCounter(), tokens: 0 };
  const base = readSections(raw, c);
  const idf = new Map<string, number>();
  for (const [k, df] of c.df) idf.set(k, Math.log(1 + c.chunks / df));
  const titleKeys = keySet(base.title ?? '');
  for (const section of base.sections) {
    for (let i = section.start; i < section.end; i++) {
      const s = base.sentences[i];
      if (s) s.score = scoreSentence(s, i - section.start, section, idf, titleKeys);
    }
  }
  const language = c.language.result();
  if (language !== 'other') dropForeign(base.sentences, language);
  return { ...base, idf, tf: c.tf, display: c.display, bigrams: c.bigrams, english: language === 'en', language, twins: findTwins(base.sentences) };
}

/**
 * A sentence plainly in another language than the document (an untranslated
 * English paragraph in a German manual) is no slide text: the deck stays in
 * the document's language. Sentences under six words are left alone; they
 * give too few function words to tell.
 */
function dropForeign(sentences: Sentence[], language: Language): void {
  for (const s of sentences) {
    if (!s.good || s.words < 6) continue;
    if (isForeign(s.text, language)) {
      s.good = false;
      s.score = 0;
    }
  }
}

function findTwins(sentences: readonly Sentence[]): Map<number, number[]> {
  const byText = new Map<string, number[]>();
  for (const s of sentences) {
    if (!s.good) continue;
    // Twins differ at most in case and marks: "‘R filename’ Queue..." and "‘R FILENAME’ Queue...".
    const key = s.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    byText.set(key, [...(byText.get(key) ?? []), s.id]);
  }
  const twins = new Map<number, number[]>();
  for (const ids of byText.values()) if (ids.length > 1) for (const id of ids) twins.set(id, ids);
  return twins;
}
