/**
 * Headings from a PDF's outline (bookmarks). When the writer left one, it is
 * the author's own table of contents with its nesting, far surer than font
 * sizes: each bookmark is found among the text lines of the page it points
 * to (compared by wording, so numbering, case and spacing do not matter) and
 * those lines become a heading of the bookmark's depth.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { Deadline } from './limits';
import type { PdfLine } from './pdf-layout';
import { headingKey } from './title';

/** One bookmark, flattened: depth 0 is the outline's top level. */
export interface OutlineEntry {
  title: string;
  depth: number;
  /** 1-based page the bookmark points to, when it could be resolved. */
  page?: number;
}

/** The lines of one page, as the outline matcher and the furniture filter see them. */
export interface PdfPage {
  number: number;
  /** The page box's bottom and height (PDF units), to tell header and footer bands. */
  bottom: number;
  height: number;
  lines: PdfLine[];
}

// A hostile outline may hold millions of items; a real one rarely has a thousand.
const MAX_ENTRIES = 2_000;
const MAX_DEPTH = 6;

interface OutlineNode {
  title: string;
  dest: string | unknown[] | null;
  items: OutlineNode[];
}

async function pageOf(doc: PDFDocumentProxy, dest: OutlineNode['dest'], deadline: Deadline): Promise<number | undefined> {
  try {
    const explicit = typeof dest === 'string' ? await deadline.race(doc.getDestination(dest)) : dest;
    const target: unknown = explicit?.[0];
    if (typeof target === 'number') return target + 1;
    if (target && typeof target === 'object' && 'num' in target) return (await deadline.race(doc.getPageIndex(target as { num: number; gen: number }))) + 1;
  } catch (error) {
    if (deadline.signal.aborted) throw error;
  }
  return undefined;
}

/** The outline in reading order, depth-first, with the page each bookmark points to. */
export async function readOutline(doc: PDFDocumentProxy, deadline: Deadline): Promise<OutlineEntry[]> {
  let roots: OutlineNode[];
  try {
    roots = ((await deadline.race(doc.getOutline())) ?? []) as OutlineNode[];
  } catch (error) {
    if (deadline.signal.aborted) throw error;
    return [];
  }
  const entries: OutlineEntry[] = [];
  // An explicit stack: a deep outline must not overflow the call stack.
  const stack: { node: OutlineNode; depth: number }[] = roots.map((node) => ({ node, depth: 0 })).reverse();
  while (stack.length > 0 && entries.length < MAX_ENTRIES) {
    const { node, depth } = stack.pop() as { node: OutlineNode; depth: number };
    const entry: OutlineEntry = { title: String(node.title ?? '').replace(/\s+/g, ' ').trim(), depth: Math.min(depth, MAX_DEPTH - 1) };
    const page = await pageOf(doc, node.dest, deadline);
    if (page !== undefined) entry.page = page;
    entries.push(entry);
    const children = Array.isArray(node.items) ? node.items : [];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return entries;
}

// "Chapter 1", "2.3", "Part II" alone on a line above a bookmarked title belong to the heading.
const LABEL = /^(?:(?:chapter|section|part|appendix|kapitel|chapitre|teil)\s+)?(?:\d{1,3}(?:\.\d{1,3}){0,5}|[A-Z]|[IVXLC]{1,6})\.?$/i;

// Sphinx writes "CHAPTER" over "ONE": a spelled-out number says nothing the heading's place does not.
const SPELLED_LABEL = /^(?:(?:chapter|part)\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)$/i;

// Key comparisons allowed for one document: enough for 2,000 bookmarks over pages of 250 lines.
const MAX_COMPARISONS = 2_000_000;

interface Matcher {
  keys: Map<PdfLine, string>;
  budget: number;
  nextId: number;
}

function keyOf(m: Matcher, line: PdfLine): string {
  let key = m.keys.get(line);
  if (key === undefined) {
    key = headingKey(line.text);
    m.keys.set(line, key);
  }
  m.budget--;
  return key;
}

/** Lines [i, j] of the page that spell `key` (a title wrapped over up to 4 lines), or undefined. */
function spanAt(m: Matcher, lines: readonly PdfLine[], i: number, key: string): number | undefined {
  let acc = '';
  for (let j = i; j < lines.length && j < i + 4; j++) {
    const line = lines[j];
    if (!line || line.heading) return undefined;
    acc += keyOf(m, line);
    if (acc === key) return j;
    if (acc === '' || !key.startsWith(acc)) return undefined;
  }
  return undefined;
}

function mark(m: Matcher, lines: readonly PdfLine[], from: number, to: number, level: number): void {
  const id = m.nextId++;
  const label = lines[from - 1];
  const first = lines[from];
  // Set at least about as large as the title ("Chapter 1" over it), a bare number as large: a footnote
  // mark or a list number in body type is no label.
  const near = label && first && !label.heading && label.size >= first.size * 0.8 && label.y > first.y && label.y - first.y < first.size * 4;
  const bare = label !== undefined && /^[\dA-Z.]+$/.test(label.text.trim());
  if (near && LABEL.test(label.text.trim()) && (!bare || label.size >= first.size * 0.95)) from--;
  else if (near && SPELLED_LABEL.test(label.text.trim())) {
    label.text = '';
    from--;
  }
  for (let k = from; k <= to; k++) {
    const line = lines[k];
    if (line) line.heading = { id, level };
  }
}

/** Finds the bookmark on one page, looking first after line `after`; the index of its last line. */
function findOn(m: Matcher, page: PdfPage, key: string, after: number, level: number): number | undefined {
  const n = page.lines.length;
  // From the line after the previous match round to it: outlines are nearly always in reading order.
  for (let step = 0; step < n && m.budget > 0; step++) {
    const i = (after + 1 + step) % n;
    const end = spanAt(m, page.lines, i, key);
    if (end !== undefined) {
      mark(m, page.lines, i, end, level);
      return end;
    }
  }
  return undefined;
}

export interface OutlineMatch {
  /** Bookmarks found in the text, and those that could have been (their page was read). */
  matched: number;
  tried: number;
}

/**
 * Marks the lines each bookmark names as a heading of level depth + 1.
 * A bookmark is looked for on its page (or, when that is unknown, on the
 * pages after the previous match), then on the next page (a heading drawn
 * at the foot of a page whose bookmark points at the next one).
 */
export function markOutline(pages: readonly PdfPage[], entries: readonly OutlineEntry[]): OutlineMatch {
  const m: Matcher = { keys: new Map(), budget: MAX_COMPARISONS, nextId: 1 };
  const byNumber = new Map(pages.map((p) => [p.number, p]));
  const lastPage = pages.at(-1)?.number ?? 0;
  let at = { page: pages[0]?.number ?? 1, line: -1 };
  let matched = 0;
  let tried = 0;
  for (const entry of entries) {
    const key = headingKey(entry.title);
    if (key === '' || (entry.page !== undefined && entry.page > lastPage)) continue;
    tried++;
    const start = entry.page ?? at.page;
    const candidates = entry.page === undefined ? [start, start + 1, start + 2] : [start, start + 1, start - 1];
    for (const number of candidates) {
      const page = byNumber.get(number);
      const end = page ? findOn(m, page, key, number === at.page ? at.line : -1, entry.depth + 1) : undefined;
      if (end !== undefined) {
        matched++;
        at = { page: number, line: end };
        break;
      }
    }
    if (m.budget <= 0) break;
  }
  return { matched, tried };
}
