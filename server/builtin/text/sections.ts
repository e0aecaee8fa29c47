/**
 * Document structure: title, then sections of paragraphs under their headings.
 * Hard-wrapped lines of one paragraph are joined; list items stay separate
 * paragraphs because each usually makes one point.
 */
import { findHeadings, type HeadingMark } from './headings';
import { normalizeLines } from './normalize';
import { cleanInline } from './sentences';

export interface RawSection {
  /** Heading as the document writes it, null for text before the first heading. */
  heading: string | null;
  /** 1 = top level; 0 for the untitled preamble. */
  level: number;
  paragraphs: string[];
}

export interface DocumentStructure {
  title: string | null;
  sections: RawSection[];
  hasHeadings: boolean;
}

const LIST_MARK = /^\s*(?:[-*+•▪◦–]|\(?\d+[.)]|\(?[a-z][.)])\s+/;
const NUMBER_PREFIX = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}|[IVXL]{1,5})[.)]?\s+(?=\S)/;

/** Paragraphs of a run of body lines. */
function paragraphsOf(lines: readonly string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    const text = cleanInline(current.join(' '));
    if (text.length > 0) out.push(text);
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '' || /^\s*[=-]+\s*$/.test(line)) flush();
    else if (LIST_MARK.test(line)) {
      flush();
      current.push(line.replace(LIST_MARK, ''));
    } else current.push(line.replace(/^\s*>\s?/, ''));
  }
  flush();
  return out;
}

/** Heading text for a slide: numbering and shouting removed. */
export function displayHeading(text: string): string {
  let out = text.replace(NUMBER_PREFIX, '').trim();
  if (/^[^\p{Ll}]*$/u.test(out) && /\p{Lu}{2}/u.test(out)) out = unshout(out);
  return out.replace(/\s+/g, ' ');
}

/** "EXECUTIVE SUMMARY" -> "Executive Summary"; short words like "AI" stay acronyms. */
function unshout(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (word.length <= 3 && i > 0 && /^(a|an|the|and|or|of|to|in|on|for|by|at)$/.test(lower)) return lower;
      if (word.length <= 3 && /^\p{Lu}+$/u.test(word) && !/^(THE|AND|FOR|OF|TO|IN|ON|A|AN)$/.test(word)) return word;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/**
 * The first heading is the document's title when it opens the document and
 * no other heading shares its level (one H1 over H2 sections), or when it is
 * the only heading written its way. With several H1s the first one is a
 * section, and the title comes from the key terms.
 */
function titleMark(marks: readonly HeadingMark[], lines: readonly string[]): HeadingMark | null {
  const first = marks[0];
  if (first === undefined) return null;
  const before = lines.slice(0, first.line).some((l) => l.trim().length > 0);
  if (before) return null;
  const atOrAbove = marks.filter((m) => m.level <= first.level).length;
  // An ALL-CAPS or Title Case first line over sections marked another way is a title too.
  const ownStyle = marks.slice(1).every((m) => m.style !== first.style) && first.style !== 'numbered';
  return atOrAbove === 1 || ownStyle ? first : null;
}

/** A short first line standing alone above a heading is a title too ("Annual Report 2024"). */
function titleLine(lines: readonly string[], marks: readonly HeadingMark[]): string | null {
  const firstText = lines.findIndex((l) => l.trim().length > 0);
  const first = marks[0];
  if (firstText < 0 || first === undefined || first.line <= firstText) return null;
  const between = lines.slice(firstText + 1, first.line).some((l) => l.trim().length > 0);
  const text = (lines[firstText] ?? '').trim();
  return !between && text.length <= 90 && !/[.!?,;]$/.test(text) ? cleanInline(text) : null;
}

/** Reads title and sections from raw document text. */
export function parseStructure(raw: string): DocumentStructure {
  const lines = normalizeLines(raw);
  const { marks, skip } = findHeadings(lines);
  const tMark = titleMark(marks, lines);
  const tLine = tMark === null ? titleLine(lines, marks) : null;
  const body = marks.filter((m) => m !== tMark);
  const sections: RawSection[] = [];
  const bodyLines = (from: number, to: number): string[] =>
    lines.slice(from, to).filter((_, k) => !skip.has(from + k));
  const firstStart = tMark ? tMark.line + 1 : 0;
  const preambleEnd = body[0]?.line ?? lines.length;
  const preamble = paragraphsOf(bodyLines(firstStart, preambleEnd)).filter((p) => p !== tLine);
  if (preamble.length > 0) sections.push({ heading: null, level: 0, paragraphs: preamble });
  body.forEach((mark, k) => {
    const end = body[k + 1]?.line ?? lines.length;
    sections.push({ heading: mark.text, level: mark.level, paragraphs: paragraphsOf(bodyLines(mark.line + 1, end)) });
  });
  const title = tMark ? displayHeading(tMark.text) : tLine;
  return { title, sections, hasHeadings: body.length > 0 };
}
