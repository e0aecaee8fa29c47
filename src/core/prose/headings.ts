/**
 * Heading detection on normalised lines. Documents mark sections in several
 * ways: Markdown `#`, setext underlines, numbering ("2.3 Methods"), "Chapter 4",
 * ALL-CAPS lines and short Title Case lines standing before a paragraph. The
 * stronger conventions win: in a Markdown file a capitalised list item is not a
 * heading, and in a numbered report a figure caption is not one either.
 */
import { DANGLING, MONTHS } from './abbreviations';
import { namesIn } from './authors';
import { isCodeLine } from './code';
import { isPageNumberLine } from './furniture';
import { cleanInline } from './sentences';

export type HeadingStyle = 'markdown' | 'numbered' | 'caps' | 'title';

export interface HeadingMark {
  line: number;
  text: string;
  level: number;
  style: HeadingStyle;
}

const MARKDOWN = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
/** Markdown underlines with = and -; reStructuredText (Debian's manuals) also with * ~ ^ " # +. */
const SETEXT = /^\s{0,3}([=\-~^*"#+])\1{2,}\s*$/;
const NUMBERED = /^\s*(\d{1,2}(?:\.\d{1,2}){0,3}|[IVXL]{1,5})[.)]?\s+(\S.*)$/u;
const CHAPTER_WORD = /^\s*(?:chapter|part|section|unit|module|lesson|kapitel|teil|chapitre|partie|capítulo|capitulo|parte)\s+/i;
/** After the word: a number or a capitalised number word, then a title or nothing; "Section 2.5, see ..." runs on. */
const CHAPTER_REST = /^(?:\d{1,3}(?:\.\d{1,3})*(?=[^\d.]|\.(?!\d)|$)|[IVXL]{1,6}|[A-Z]|\p{Lu}\p{Ll}{2,9})(?:\s*[:.\-–—]\s*(?:\S.*)?|\s+\S.*)?$/u;
const LIST_ITEM = /^\s*(?:[-*+•▪◦–]|\(?\d+[.)]|\(?[a-z][.)])\s+/;
const BOLD_LINE = /^\s*(\*\*|__)([^*_].*?)\1\s*:?\s*$/;

/** True when the line reads as a short label rather than a sentence. */
function isShortLabel(text: string): boolean {
  const words = text.split(/\s+/).length;
  return words <= 12 && text.length <= 90 && !/[.,;]$/.test(text) && /^[\p{Lu}\p{Lt}\p{Lo}\p{N}"“]/u.test(text);
}

function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && /^[\p{Lu}\p{Lo}]+$/u.test(letters) && /\p{Lu}/u.test(letters);
}

/** Most longer words start with a capital, as in "Results and Discussion". */
function isTitleCase(text: string): boolean {
  if (!isShortLabel(text) || text.split(/\s+/).length > 10 || /:$/.test(text)) return false;
  const long = text.split(/\s+/).filter((w) => /\p{L}{4,}/u.test(w));
  if (long.length === 0) return /^\p{Lu}/u.test(text) && text.split(/\s+/).length <= 3;
  const capital = long.filter((w) => /^["“(]?[\p{Lu}\p{Lt}]/u.test(w)).length;
  return capital / long.length >= 0.75;
}

type Candidate = Omit<HeadingMark, 'line'> & { strong: boolean };

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.-]+/;
const MONTH = String.raw`\p{L}{3,9}\.?`;
const DATE = new RegExp(
  String.raw`^(?:(?:updated|last updated|revised|stand|datum|date|mis à jour)\s*:?\s*)?(?:\p{L}+,?\s+)?(?:\d{4}-\d{2}-\d{2}(?:[ T][\d:.]+(?:\s*[A-Z]{2,4})?)?|\d{1,2}[./]\d{1,2}[./]\d{2,4}|(?:\d{1,2}\.?\s+)?${MONTH}\s+(?:\d{1,2},?\s+)?\d{4})$`,
  'iu',
);
/** "Chapter 4: Function reference 22": a running header, its page number at the end. */
const RUNNING_HEADER = /^(?:chapter|kapitel|chapitre|part|teil|partie|section|abschnitt)\s+[\dIVXL]+\s*[:.\-–—]\s*\S.*\s\d{1,4}$/iu;
/** Words that never make a heading alone: pronouns and auxiliary verbs. */
const LONE_WORDS = new Set(
  `i it we you he she they this that these those there here is are was were be been has have had do does did can could will would
  should may might must see es wir sie er ich ist sind war hat haben wird werden kann il elle nous vous ils elles on est sont
  était a ont sera peut`.split(/\s+/),
);

/** A date alone ("12 March 2023", "2023-03-12", "Updated: May 2024"). */
function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (m === null) return false;
  const word = /\p{L}{3,9}(?=\.?\s+(?:\d{1,2},?\s+)?\d{4}$)/u.exec(text)?.[0]?.toLowerCase();
  return word === undefined || MONTHS.has(word) || /^\p{L}{3}$/u.test(word);
}

/** "John Smith¹, Mary Jones²" or "J. Smith, M. Jones": an author line, not a heading. */
function isAuthorLine(text: string): boolean {
  // Names come in lists ("A, B and C") or with an address or a "by": most lines have none of it.
  if (!/[,&@]|\s(?:and|und|et)\s|^(?:by|von|par)\s/u.test(text)) return false;
  if ((text.includes('@') && EMAIL.test(text)) || /^(?:by|von|par)\s+\p{Lu}/u.test(text)) return true;
  const marked = /\p{L}[\d¹²³⁴⁵⁶⁷⁸⁹*†‡]+(?:,|\s|$)/u.test(text);
  const names = namesIn(text.replace(/([\p{L}.])[\d¹²³⁴⁵⁶⁷⁸⁹*†‡,]+(?=\s*(?:,|;|&|and\b|und\b|et\b|$))/gu, '$1'));
  return names.length >= 2 && (marked || /\b\p{Lu}\.\s/u.test(text));
}

/**
 * True when a heading candidate is no heading: code or markup, page
 * furniture, an author line, a date, an e-mail address, or a lone pronoun or
 * auxiliary verb.
 */
export function notHeading(line: string, text: string): boolean {
  const t = text.trim();
  if (isCodeLine(line) || isPageNumberLine(t) || RUNNING_HEADER.test(t)) return true;
  if (isAuthorLine(t) || isDate(t)) return true;
  // A whole sentence ("# Older entries have been removed from this changelog.") is no heading; "Chapter 1. Start" is.
  const bare = t.replace(/^(?:\p{L}+\s+)?(?:\d+(?:\.\d+)*|[IVXLC]+|[A-Z])\.?\s+/u, '');
  if (/[.!?]\s+\p{Lu}/u.test(bare) || (/\.$/.test(bare) && bare.split(/\s+/).length >= 6)) return true;
  return !/\s/.test(t) && LONE_WORDS.has(t.toLowerCase().replace(/[^\p{L}]/gu, ''));
}

/**
 * Level of each underline character. Markdown: = is 1, - is 2. When other
 * characters underline too (reStructuredText), levels follow the order in
 * which the characters first appear, as reStructuredText defines them.
 */
function underlineLevels(lines: readonly string[]): Map<string, number> {
  const order: string[] = [];
  lines.forEach((line, i) => {
    const c = SETEXT.exec(line)?.[1];
    if (c !== undefined && (lines[i - 1] ?? '').trim() !== '' && !SETEXT.test(lines[i - 1] ?? '') && !order.includes(c)) order.push(c);
  });
  if (order.every((c) => c === '=' || c === '-')) return new Map([['=', 1], ['-', 2]]);
  return new Map(order.map((c, k) => [c, Math.min(6, k + 1)]));
}

/** An underline as long as its line: the line is a heading even if it looks like a list item ("1. About"). */
function underlined(line: string, next: string): boolean {
  return Math.abs(next.trim().length - line.trim().length) <= 1;
}

/** Markdown, setext and chapter headings are certain. */
function classifyStrong(line: string, next: string | undefined, levels: ReadonlyMap<string, number>): Candidate | null {
  const md = MARKDOWN.exec(line);
  if (md?.[1] && md[2]) return { text: md[2], level: md[1].length, style: 'markdown', strong: true };
  const trimmed = line.trim();
  const under = next === undefined ? undefined : SETEXT.exec(next)?.[1];
  if (next !== undefined && under !== undefined && trimmed.length > 0 && (!LIST_ITEM.test(line) || underlined(line, next)) && isShortLabel(trimmed)) {
    return { text: trimmed, level: levels.get(under) ?? 2, style: 'markdown', strong: true };
  }
  const word = CHAPTER_WORD.exec(trimmed);
  if (word && CHAPTER_REST.test(trimmed.slice(word[0].length)) && trimmed.length <= 90 && !runsOn(trimmed, next)) {
    return { text: trimmed, level: 1, style: 'numbered', strong: true };
  }
  return null;
}

/** Numbered, bold, ALL-CAPS and Title Case lines are headings only in context. */
function classifyWeak(line: string): Candidate | null {
  const trimmed = line.trim();
  const num = NUMBERED.exec(trimmed);
  // A heading names something: "0.2 0.3" (figures from a drawing) has no words.
  if (num?.[1] && num[2] && isShortLabel(num[2]) && !/[.!]$/.test(num[2]) && /\p{L}{2}/u.test(num[2])) {
    const level = /^\d/.test(num[1]) ? num[1].split('.').length : 1;
    return { text: num[2], level, style: 'numbered', strong: false };
  }
  const bold = BOLD_LINE.exec(trimmed);
  if (bold?.[2] && isShortLabel(bold[2])) return { text: bold[2], level: 3, style: 'title', strong: false };
  if (LIST_ITEM.test(line) || !isShortLabel(trimmed)) return null;
  if (isAllCaps(trimmed)) return { text: trimmed, level: 1, style: 'caps', strong: false };
  if (isTitleCase(trimmed)) return { text: trimmed, level: 2, style: 'title', strong: false };
  return null;
}

/** No heading is longer; longer lines are not tried against the patterns. */
const MAX_HEADING_LINE = 300;

function classify(line: string, next: string | undefined, levels: ReadonlyMap<string, number>): Candidate | null {
  if (line.length > MAX_HEADING_LINE) return null;
  const cand = classifyStrong(line, next, levels) ?? classifyWeak(line);
  return cand !== null && notHeading(line, cleanInline(cand.text)) ? null : cand;
}

function nextNonBlank(lines: readonly string[], from: number): number {
  let i = from;
  while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
  return i;
}

/** Prose after a heading: a reasonably long line that is not itself a label. */
function isBodyLine(line: string | undefined, following?: string): boolean {
  if (line === undefined) return false;
  const t = line.trim();
  if (t.length < 30 || MARKDOWN.test(t)) return false;
  // A hard-wrapped paragraph's first line may be short and unpunctuated; the next line going on tells.
  const wraps = following !== undefined && /^\s*\p{Ll}/u.test(following);
  return t.length >= 60 || /[.!?]/.test(t) || !isShortLabel(t) || wraps;
}

function prevNonBlank(lines: readonly string[], from: number): number {
  let i = from;
  while (i >= 0 && (lines[i] ?? '').trim() === '') i--;
  return i;
}

/** "1. Flour" next to "2. Sugar" is a numbered list, not two headings. */
function inList(lines: readonly string[], cands: ReadonlyArray<Candidate | null>, i: number): boolean {
  const cand = cands[i];
  if (cand?.style !== 'numbered') return false;
  const same = (j: number): boolean => cands[j]?.style === 'numbered' && cands[j]?.level === cand.level && !cands[j]?.strong;
  return same(prevNonBlank(lines, i - 1)) || same(nextNonBlank(lines, i + 1)) || nearItem(lines, i);
}

/** How far a list item's neighbours may stand when items wrap over several lines. */
const ITEM_REACH = 12;

/**
 * "3. Type ..." with "2." a few lines above or "4." a few below, at the same
 * indentation, and only the item's own wrapped lines (indented deeper) in
 * between: a list item. Numbered headings have body text at their own margin.
 */
function nearItem(lines: readonly string[], i: number): boolean {
  const m = /^(\s*)(\d{1,3})[.)]\s/.exec(lines[i] ?? '');
  if (m === null) return false;
  const indent = (m[1] ?? '').length;
  const n = Number(m[2]);
  const look = (step: 1 | -1, want: number): boolean => {
    for (let d = 1; d <= ITEM_REACH; d++) {
      const line = lines[i + step * d];
      if (line === undefined) return false;
      if (line.trim() === '') continue;
      const item = /^(\s*)(\d{1,3})[.)]\s/.exec(line);
      if (item && (item[1] ?? '').length === indent) return Number(item[2]) === want;
      if (line.length - line.trimStart().length <= indent) return false;
    }
    return false;
  };
  return look(-1, n - 1) || look(1, n + 1);
}

/**
 * A sentence wrapped after its first line, not a heading: the next line goes
 * on in lower case, or the line stops on an article or preposition ("THERE
 * IS NO WARRANTY FOR THE PROGRAM, TO THE EXTENT PERMITTED BY").
 */
function runsOn(text: string, next: string | undefined): boolean {
  if (next !== undefined && /^\s*\p{Ll}/u.test(next)) return true;
  // An ALL-CAPS paragraph (a warranty disclaimer) wraps into more capitals, or holds a sentence end.
  if (isAllCaps(text) && (/[.!?;]\s/.test(text) || (next !== undefined && next.trim().length >= 40 && isAllCaps(next.trim())))) return true;
  const last = /([\p{L}']+)\W*$/u.exec(text)?.[1]?.toLowerCase() ?? '';
  return DANGLING.has(last) || /,$/.test(text.trim());
}

/** A weak candidate counts only between prose boundaries and before prose. */
function confirmed(lines: readonly string[], cands: ReadonlyArray<Candidate | null>, i: number): boolean {
  const cand = cands[i];
  if (!cand) return false;
  if (cand.strong) return true;
  if (inList(lines, cands, i)) return false;
  const prev = i > 0 ? (lines[i - 1] ?? '').trim() : '';
  const afterBreak = prev === '' || /[.!?:"”)]$/.test(prev) || (cands[i - 1] ?? null) !== null;
  if (!afterBreak || runsOn(cand.text, lines[i + 1])) return false;
  const n = nextNonBlank(lines, i + 1);
  if (isBodyLine(lines[n], lines[n + 1])) return true;
  // "2. Methods" directly over "2.1 Sampling" is a heading; "1. Flour" over "2. Sugar" is a list.
  const nextCand = cands[n] ?? null;
  return cand.style === 'numbered' && nextCand?.style === 'numbered' && nextCand.level > cand.level;
}

const RANK: Record<HeadingStyle, number> = { markdown: 3, numbered: 2, caps: 2, title: 1 };

/**
 * Keeps only the strongest convention the document really uses (at least two
 * marks). A lone '# Title' opening the text does not make it a Markdown
 * document: extraction writes one over a PDF whose sections are numbered.
 */
function strongestOnly(marks: HeadingMark[]): HeadingMark[] {
  let best = 0;
  const first = marks[0];
  const counted = first?.style === 'markdown' && first.level === 1 && !marks.slice(1).some((m) => m.style === 'markdown' && m.level === 1) ? marks.slice(1) : marks;
  for (const style of ['markdown', 'numbered', 'caps', 'title'] as const) {
    if (counted.filter((m) => m.style === style).length >= 2) best = Math.max(best, RANK[style]);
  }
  return marks.filter((m) => RANK[m.style] >= best);
}

/** Heading marks of the document in line order; `skip` lists underline lines consumed by setext headings. */
export function findHeadings(lines: readonly string[]): { marks: HeadingMark[]; skip: Set<number> } {
  // Each line is classified once; confirmation looks at the neighbours' classes.
  const levels = underlineLevels(lines);
  const cands = lines.map((line, i) => (line.trim() === '' || SETEXT.test(line) ? null : classify(line, lines[i + 1], levels)));
  const marks: HeadingMark[] = [];
  const skip = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const cand = cands[i];
    if (!cand || skip.has(i) || !confirmed(lines, cands, i)) continue;
    if (cand.style === 'markdown' && !MARKDOWN.test(lines[i] ?? '')) skip.add(i + 1);
    const text = cleanInline(cand.text).replace(/[:：]$/, '').trim();
    if (text.length > 0) marks.push({ line: i, text, level: cand.level, style: cand.style });
  }
  return { marks: strongestOnly(marks), skip };
}
