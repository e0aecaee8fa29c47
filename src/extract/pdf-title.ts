/**
 * A PDF's title as its pages show it: the title page's largest text, or the
 * blocks that spell a title known from elsewhere (metadata, the outline), so
 * they are left out of the text when the title goes on top as '# '.
 */
import { blockText, bodySize } from './pdf-headings';
import { similarSize, type PdfBlock } from './pdf-layout';
import { headingKey, realTitle, sameTitle } from './title';

// Words that open a paper's front matter, in a large face on page 1, but are no title.
const NOT_TITLES = new Set(['abstract', 'contents', 'tableofcontents', 'introduction', 'preface', 'summary', 'foreword', 'executivesummary']);
const NUMBERED = /^(?:\d|(?:chapter|part|section)\s)/i;

/**
 * The title page's largest text, when it is set larger than the body and
 * reads like a title. When later pages have text as large (chapter
 * headings), only a title page's: a document that opens on its first
 * chapter has no title. Returns the blocks it spans.
 */
export function pageOneTitle(blocks: readonly PdfBlock[]): { title: string; blocks: PdfBlock[] } | undefined {
  const firstPage = blocks[0]?.page;
  if (firstPage === undefined || firstPage > 2) return undefined;
  const page = blocks.filter((b) => b.page === firstPage);
  // A loop, not Math.max(...sizes): a hostile page may hold more blocks than a call takes arguments.
  const largest = page.reduce((max, b) => Math.max(max, b.size), 0);
  const start = page.findIndex((b) => similarSize(b.size, largest));
  const span: PdfBlock[] = [];
  for (let i = start; i < page.length && span.length < 3; i++) {
    const b = page[i];
    if (!b || !similarSize(b.size, largest) || b.level !== undefined) break;
    span.push(b);
  }
  const title = realTitle(span.map(blockText).join(' '));
  if (!title || span.length === 0 || largest < bodySize(blocks) * 1.15 || NOT_TITLES.has(headingKey(title))) return undefined;
  // Later pages with text as large: chapter headings. Then this is a title only on a title page
  // (little body text besides it), never a numbered heading.
  const rivals = blocks.some((b) => b.page !== firstPage && b.size >= largest * 0.97);
  const body = bodySize(blocks);
  const bodyChars = page.filter((b) => similarSize(b.size, body)).reduce((n, b) => n + b.lines.join('').length, 0);
  return rivals && (NUMBERED.test(title) || bodyChars > 120) ? undefined : { title, blocks: span };
}

/**
 * The blocks near the start that spell a known title (a title page, a
 * heading under a metadata title), every time it is repeated there (a cover
 * and an inner title page, a web page's navigation bar over its heading).
 */
export function titleBlocks(blocks: readonly PdfBlock[], title: string): PdfBlock[] {
  const key = headingKey(title);
  const front = blocks.slice(0, 40).filter((b) => b.page <= (blocks[0]?.page ?? 1) + 1);
  const found: PdfBlock[] = [];
  for (let i = 0; i < front.length; i++) {
    let acc = '';
    for (let j = i; j < front.length && j < i + 3; j++) {
      acc += headingKey(blockText(front[j] as PdfBlock));
      if (acc === key || sameTitle(acc, title)) {
        found.push(...front.slice(i, j + 1));
        i = j;
        break;
      }
      if (!key.startsWith(acc)) break;
    }
  }
  return found;
}

