/**
 * Document structure: title, then sections of paragraphs under their headings.
 * Hard-wrapped lines of one paragraph are joined; list items stay separate
 * paragraphs because each usually makes one point. Code, markup and page
 * furniture are gone before headings are read (normalize.ts); boilerplate
 * paragraphs and sections (licences, changelogs, credits) are dropped here,
 * so none of it can reach a slide. The people credited are kept aside.
 */
import { findAuthors, namesIn } from './authors';
import { boilerplateHeading, boilerplateParagraph, boilerplateSection, isLicenceDocument } from './boilerplate';
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
  /** People the document credits (authors, contributors, maintainers), for the title slide's notes; never slide text. */
  authors: string[];
}

const LIST_MARK = /^\s*(?:[-*+•▪◦–]|\(?\d+[.)]|\(?[a-z][.)])\s+/;
const NUMBER_PREFIX = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}|[IVXL]{1,5})[.)]?\s+(?=\S)/;

const BREAK = /^\s*[=-]+\s*$/;

/** Blocks of a run of body lines: the lines between blank lines (and rules). */
function blocksOf(lines: readonly string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trim() === '' || BREAK.test(line)) {
      if (current.length > 0) out.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Paragraphs of one block: its lines joined, each list item a paragraph of its own. */
function blockParagraphs(block: readonly string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    const text = cleanInline(current.join(' '));
    if (text.length > 0) out.push(text);
    current = [];
  };
  for (const line of block) {
    if (LIST_MARK.test(line)) {
      flush();
      current.push(line.replace(LIST_MARK, ''));
    } else current.push(line.replace(/^\s*>\s?/, ''));
  }
  flush();
  return out;
}

interface Body {
  /** Paragraphs that may reach a slide. */
  paragraphs: string[];
  /** Every block's text, boilerplate included: what a section is judged by. */
  blocks: string[];
}

/** Paragraphs of a run of body lines, boilerplate and lone credited names left out. */
function bodyOf(lines: readonly string[], credited: ReadonlySet<string>): Body {
  const paragraphs: string[] = [];
  const blocks: string[] = [];
  for (const block of blocksOf(lines)) {
    const text = block.join('\n');
    blocks.push(text);
    // Lines tell changelogs and credit lists; the joined paragraph tells a licence line inside a list.
    if (boilerplateParagraph(text) !== null) continue;
    for (const p of blockParagraphs(block)) {
      const names = namesIn(p);
      if (boilerplateParagraph(p) === null && !(names.length > 0 && names.every((n) => credited.has(n)))) paragraphs.push(p);
    }
  }
  return { paragraphs, blocks };
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

/**
 * Drops boilerplate sections, and the subsections under one ("License" over
 * "Terms and conditions"). A document whose title names boilerplate ("GNU
 * General Public License") is boilerplate all through.
 */
function keepContent(sections: readonly (RawSection & { blocks: string[] })[], title: string | null, firstLine: string): RawSection[] {
  if (title !== null && boilerplateHeading(title) !== null) return [];
  if (isLicenceDocument(firstLine, sections.flatMap((s) => s.blocks))) return [];
  const kept: RawSection[] = [];
  let dropBelow = Infinity;
  for (const { blocks, ...section } of sections) {
    if (section.level > dropBelow) continue;
    dropBelow = Infinity;
    if (boilerplateSection(section.heading, blocks) !== null) {
      if (section.heading !== null) dropBelow = section.level;
      continue;
    }
    if (section.paragraphs.length > 0 || section.heading !== null) kept.push(section);
  }
  return kept;
}

/** Reads title, sections and credited people from raw document text. */
export function parseStructure(raw: string): DocumentStructure {
  const lines = normalizeLines(raw);
  const authors = findAuthors(lines.join('\n'));
  const credited = new Set(authors);
  const { marks, skip } = findHeadings(lines);
  const tMark = titleMark(marks, lines);
  const tLine = tMark === null ? titleLine(lines, marks) : null;
  const body = marks.filter((m) => m !== tMark);
  const sections: (RawSection & { blocks: string[] })[] = [];
  const bodyLines = (from: number, to: number): string[] =>
    lines.slice(from, to).filter((_, k) => !skip.has(from + k));
  const firstStart = tMark ? tMark.line + 1 : 0;
  const preambleEnd = body[0]?.line ?? lines.length;
  const preamble = bodyOf(bodyLines(firstStart, preambleEnd), credited);
  const preParagraphs = preamble.paragraphs.filter((p) => p !== tLine);
  if (preParagraphs.length > 0) sections.push({ heading: null, level: 0, paragraphs: preParagraphs, blocks: preamble.blocks });
  body.forEach((mark, k) => {
    const end = body[k + 1]?.line ?? lines.length;
    const { paragraphs, blocks } = bodyOf(bodyLines(mark.line + 1, end), credited);
    sections.push({ heading: mark.text, level: mark.level, paragraphs, blocks });
  });
  const title = tMark ? displayHeading(tMark.text) : tLine;
  const kept = keepContent(sections, title, (lines.find((l) => l.trim() !== '') ?? '').trim());
  return { title, sections: kept, hasHeadings: kept.some((s) => s.heading !== null), authors };
}
