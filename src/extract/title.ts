/**
 * The document's title and the heading levels under it, the same for every
 * format: the builtin composer reads the first '#' line as the deck's title
 * and the '##' lines as its chapters, so an extractor hands on its headings at
 * the levels the document gave them and `shapeHeadings` puts the title on
 * top and shifts the rest below it.
 *
 * Metadata titles are often junk left by the tool that wrote the file
 * ("Microsoft Word - report.doc", "untitled", "main.dvi"), so a metadata
 * title is used only when it reads like one.
 */

const MAX_TITLE_WORDS = 15;
const MAX_TITLE_CHARS = 200;

// Placeholder titles that tools write when the author gave none.
const PLACEHOLDERS = new Set(['title', 'titel', 'titre', 'untitled', 'untitled document', 'no title', 'document', 'presentation', 'powerpoint presentation', 'slide', 'new document', 'draft', 'blank', 'template', 'word document']);
const GENERATOR_PREFIX = /^(?:microsoft\s+(?:word|powerpoint|excel)|wordpad|openoffice|libreoffice)\s*-\s/i;
const FILE_EXTENSION = /\.(?:docx?|dotx?|pdf|dvi|tex|ltx|odt|ott|rtf|txt|pptx?|xlsx?|indd|qxd|ps|eps|html?|md|pages|key|wpd|tmp)$/i;
const NUMBERED_PLACEHOLDER = /^(?:untitled|document|presentation|slide|doc|book|microsoft word)[\s_-]*\d*$/i;
const DATE_ONLY = /^[\d\s./,:-]+$|^\d{1,2}\s+\p{L}+\s+\d{4}$|^\p{L}+\s+\d{1,2},?\s+\d{4}$/u;

function looksLikePath(text: string): boolean {
  if (/^[a-z]:[\\/]/i.test(text) || text.startsWith('/') || text.startsWith('\\') || text.includes('://')) return true;
  return !text.includes(' ') && (text.includes('/') || text.includes('\\') || text.includes('_'));
}

const wordCount = (text: string): number => text.split(' ').filter((w) => w !== '').length;

/**
 * The title as the document states it, or undefined when it is a tool's
 * placeholder, a file name, a path, a date, has no letters or is too long to
 * be a title.
 */
export function realTitle(raw: string | undefined | null): string | undefined {
  if (typeof raw !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- metadata strings carry NULs and control bytes
  const text = raw.slice(0, MAX_TITLE_CHARS * 2).replace(/[\u0000-\u001f\u007f\ufeff]/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > MAX_TITLE_CHARS) return undefined;
  if (GENERATOR_PREFIX.test(text) || FILE_EXTENSION.test(text) || NUMBERED_PLACEHOLDER.test(text)) return undefined;
  if (PLACEHOLDERS.has(text.toLowerCase()) || looksLikePath(text) || DATE_ONLY.test(text)) return undefined;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 || wordCount(text) > MAX_TITLE_WORDS) return undefined;
  return text;
}

/** Headings of a table of contents, as headingKey writes them. */
export const CONTENTS_TITLES: ReadonlySet<string> = new Set(['contents', 'tableofcontents', 'inhalt', 'inhaltsverzeichnis', 'tabledesmatières', 'sommaire', 'índice', 'indice', 'contenido', 'contenidos', 'sumário', 'inhoud', 'inhoudsopgave', 'spistreści']);

// "2.3", "2.3.", "A.1", "IV." and "Chapter 4:" in front of a heading: numbering, not wording.
const NUMBERING = /^(?:(?:chapter|section|part|appendix|kapitel|chapitre)\s+)?(?:\d{1,3}(?:\.\d{1,3}){0,5}|[A-Z](?:\.\d{1,3}){1,5}|[IVXLC]{1,6}\.)[.:)]?\s+/i;

/**
 * A heading's wording for comparisons: numbering dropped, lower case, letters
 * and digits only, so "2.3  Methods" and "Methods" (a bookmark) are equal.
 */
export function headingKey(text: string): string {
  const bare = text.trim().replace(NUMBERING, '');
  let key = '';
  for (const ch of bare.toLowerCase()) if (/[\p{L}\p{N}]/u.test(ch)) key += ch;
  return key;
}

/** Two wordings of one title: equal keys, or one is most of the other from its start. */
export function sameTitle(a: string, b: string): boolean {
  const ka = headingKey(a);
  const kb = headingKey(b);
  if (ka === '' || kb === '') return false;
  if (ka === kb) return true;
  const [short, long] = ka.length < kb.length ? [ka, kb] : [kb, ka];
  return long.startsWith(short) && short.length >= long.length * 0.8;
}

const markdownKey = (block: string): string => headingKey(block.replace(/^#{1,6} /, ''));

/**
 * Indices of a table of contents kept as plain paragraphs (a web page's,
 * or one whose styles were lost) among Markdown blocks: a "Contents" block
 * followed by at least two paragraphs that each repeat one of the
 * document's '#' headings, with those paragraphs.
 */
export function listedContents(blocks: readonly string[]): Set<number> {
  const headings = new Set(blocks.filter((b) => b.startsWith('#')).map(markdownKey));
  const drop = new Set<number>();
  blocks.forEach((block, i) => {
    if (!CONTENTS_TITLES.has(markdownKey(block))) return;
    let j = i + 1;
    while (j < blocks.length && !(blocks[j] ?? '#').startsWith('#') && headings.has(markdownKey(blocks[j] ?? ''))) j++;
    if (j - i - 1 >= 2) for (let k = i; k < j; k++) drop.add(k);
  });
  return drop;
}

const HEADING = /^(#{1,6}) (.*)$/;
const FENCE = '```';

interface HeadingLine {
  index: number;
  level: number;
  text: string;
}

function headingLines(lines: readonly string[]): HeadingLine[] {
  const found: HeadingLine[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    if (line.startsWith(FENCE)) fenced = !fenced;
    const m = fenced ? null : HEADING.exec(line);
    if (m?.[1] && m[2] !== undefined) found.push({ index, level: m[1].length, text: m[2] });
  });
  return found;
}

/**
 * Markdown with the title, when known, as the one '# ' line on top and the
 * document's headings below it: the shallowest level becomes '##' (or '#'
 * without a title), deeper ones follow, capped at '######'. A heading that
 * repeats the title near the top (a title page, a Heading 1 equal to the
 * core title) is the title, not a chapter, and is dropped.
 */
export function shapeHeadings(markdown: string, title: string | undefined): string {
  const lines = markdown.split('\n');
  const headings = headingLines(lines);
  if (title !== undefined) {
    const twin = headings.slice(0, 2).findIndex((h) => sameTitle(h.text, title));
    const dropped = twin >= 0 ? headings.splice(twin, 1)[0] : undefined;
    if (dropped) lines[dropped.index] = '';
  }
  const base = headings.reduce((min, h) => Math.min(min, h.level), 6);
  const shift = title === undefined ? 1 : 2;
  for (const h of headings) lines[h.index] = `${'#'.repeat(Math.min(6, h.level - base + shift))} ${h.text}`;
  const body = lines.join('\n');
  return title === undefined ? body : `# ${title}\n\n${body}`;
}
