/**
 * Document structure: title, then sections of paragraphs under their headings.
 * Hard-wrapped lines of one paragraph are joined; list items stay separate
 * paragraphs because each usually makes one point. Code, markup and page
 * furniture are gone before headings are read (normalize.ts); boilerplate
 * paragraphs and sections (licences, changelogs, credits) are dropped here,
 * so none of it can reach a slide. The people credited are kept aside.
 */
import { findAuthors, namesIn } from './authors';
import { boilerplateHeading, boilerplateParagraph, boilerplateSection, isChangelogDocument, isLicenceDocument, type BoilerplateKind } from './boilerplate';
import { isChangeItems } from './changelog';
import { findHeadings, type HeadingMark } from './headings';
import { stripInfoNavigation, stripMailHeader } from './mail-header';
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
const NUMBER_PREFIX = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}|[A-Z](?:\.\d{1,2}){1,3}|[IVXL]{1,5})[.)]?\s+(?=\S)/;

/** "Chapter 4. ", "Chapitre 2 ", "Kapitel 3: ", "Appendix A ": the label in front of a chapter's name. */
const CHAPTER_PREFIX = /^\s*(?:chapter|chapitre|kapitel|capítulo|capitulo|part|partie|teil|appendix|annexe|anhang)\s+(?:\d{1,3}|[IVXL]{1,5}|[A-Z])(?:\.\d{1,3})*[.:)]?\s*[–—-]?\s+(?=\S)/iu;

/** Underlines left by headings that were not confirmed still end a paragraph. */
const BREAK = /^\s*([=\-~^*"#+])\1+\s*$/;

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
  /** Each block's boilerplate kind, computed once. */
  kinds: (BoilerplateKind | null)[];
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** A paragraph that is only names the document credits (a title page's "Josip Rodin"). */
function onlyCredited(p: string, credited: ReadonlySet<string>): boolean {
  if (credited.size === 0 || p.length > 200) return false;
  const names = namesIn(p);
  return names.length > 0 && names.every((n) => credited.has(n));
}

/** Paragraphs of a run of body lines, boilerplate and lone credited names left out. */
function bodyOf(lines: readonly string[], credited: ReadonlySet<string>): Body {
  const body: Body = { paragraphs: [], blocks: [], kinds: [] };
  // Indentation of the changelog entry being read, -1 outside one.
  let entry = -1;
  for (const block of blocksOf(lines)) {
    const text = block.join('\n');
    // Lines tell changelogs and credit lists; the joined paragraph tells a licence line inside a list.
    let kind = boilerplateParagraph(text);
    // The items under a changelog entry ("  * Fixed a crash"), or its text indented under it, belong to it.
    if (kind === null && entry >= 0 && (isChangeItems(block) || block.every((l) => indentOf(l) >= entry + 2))) kind = 'changelog';
    if (kind !== 'changelog') entry = -1;
    else if (entry < 0) entry = indentOf(block[0] ?? '');
    body.blocks.push(text);
    body.kinds.push(kind);
    if (kind !== null) continue;
    for (const p of blockParagraphs(block)) {
      if ((block.length === 1 || boilerplateParagraph(p) === null) && !onlyCredited(p, credited)) body.paragraphs.push(p);
    }
  }
  return body;
}

/** Heading text for a slide: numbering and shouting removed. */
export function displayHeading(text: string): string {
  const named = text.replace(CHAPTER_PREFIX, '');
  let out = (named.trim() === '' ? text : named).replace(NUMBER_PREFIX, '').trim();
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
  if (before) return unnumberedOverNumbered(marks, lines) ? first : null;
  const atOrAbove = marks.filter((m) => m.level <= first.level).length;
  // An ALL-CAPS or Title Case first line over sections marked another way is a title too.
  const ownStyle = marks.slice(1).every((m) => m.style !== first.style) && first.style !== 'numbered';
  // A lone '# ' line on top is how extraction hands over the title, whatever marks the sections.
  const soleH1 = first.style === 'markdown' && first.level === 1 && !marks.slice(1).some((m) => m.style === 'markdown' && m.level === 1);
  return atOrAbove === 1 || ownStyle || soleH1 ? first : null;
}

const NUMBERED_TEXT = /^(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVXL]{1,5}\.?|chapter|chapitre|kapitel|part|teil|partie|appendix|annexe|anhang)\s/i;

/**
 * A manual's name heading over its numbered chapters ("GNU sed" over "1
 * Introduction", "2 Running sed") is its title, even below a short front
 * matter (a version line, a copyright notice) that the first-line rule
 * would otherwise let stand in its way.
 */
function unnumberedOverNumbered(marks: readonly HeadingMark[], lines: readonly string[]): boolean {
  const [first, ...rest] = marks;
  if (first === undefined || NUMBERED_TEXT.test(first.text)) return false;
  const peers = rest.filter((m) => m.level <= first.level);
  const frontMatter = lines.slice(0, first.line).join(' ').length;
  return frontMatter <= 1200 && peers.length >= 2 && peers.every((m) => NUMBERED_TEXT.test(m.text));
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

type Judged = RawSection & Omit<Body, 'paragraphs'>;

/**
 * Drops boilerplate sections, and the subsections under one ("License" over
 * "Terms and conditions"). A document whose title names boilerplate ("GNU
 * General Public License") is boilerplate all through, and so is a licence
 * text or a changelog under any title.
 */
function keepContent(sections: readonly Judged[], title: string | null, firstLine: string): RawSection[] {
  if (title !== null && boilerplateHeading(title) !== null) return [];
  const blocks = sections.flatMap((s) => s.blocks);
  // Under a version heading ("dbus 1.14.8 (2023-06-06)") every block is a changelog entry.
  const kinds = sections.flatMap((s) => (s.heading !== null && boilerplateHeading(s.heading) === 'changelog' ? s.blocks.map(() => 'changelog' as const) : s.kinds));
  if (isLicenceDocument(firstLine, blocks, kinds) || isChangelogDocument(blocks, kinds)) return [];
  const kept: RawSection[] = [];
  let dropBelow = Infinity;
  for (const { blocks, kinds, ...section } of sections) {
    if (section.level > dropBelow) continue;
    dropBelow = Infinity;
    if (boilerplateSection(section.heading, blocks, kinds) !== null) {
      if (section.heading !== null) dropBelow = section.level;
      continue;
    }
    if (section.paragraphs.length > 0 || section.heading !== null) kept.push(section);
  }
  return kept;
}

/** Reads title, sections and credited people from raw document text. */
export function parseStructure(raw: string): DocumentStructure {
  const { lines, abstract } = stripMailHeader(stripInfoNavigation(normalizeLines(raw)));
  const authors = findAuthors(lines.join('\n'));
  const credited = new Set(authors);
  const { marks, skip } = findHeadings(lines);
  const tMark = titleMark(marks, lines);
  const tLine = tMark === null ? titleLine(lines, marks) : null;
  const body = marks.filter((m) => m !== tMark);
  const sections: Judged[] = [];
  const bodyLines = (from: number, to: number): string[] =>
    lines.slice(from, to).filter((_, k) => !skip.has(from + k));
  const firstStart = tMark ? tMark.line + 1 : 0;
  const preambleEnd = body[0]?.line ?? lines.length;
  const preamble = bodyOf(bodyLines(firstStart, preambleEnd), credited);
  const preParagraphs = [...(abstract === '' ? [] : [abstract]), ...preamble.paragraphs.filter((p) => p !== tLine)];
  if (preParagraphs.length > 0) sections.push({ ...preamble, heading: null, level: 0, paragraphs: preParagraphs });
  body.forEach((mark, k) => {
    const end = body[k + 1]?.line ?? lines.length;
    sections.push({ ...bodyOf(bodyLines(mark.line + 1, end), credited), heading: mark.text, level: mark.level });
  });
  const title = tMark ? displayHeading(tMark.text) : tLine;
  const kept = keepContent(sections, title, (lines.find((l) => l.trim() !== '') ?? '').trim());
  return { title, sections: kept, hasHeadings: kept.some((s) => s.heading !== null), authors };
}
