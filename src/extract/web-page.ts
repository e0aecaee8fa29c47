/**
 * A web page's readable text. Pages carry far more than their text: scripts,
 * styles, menus, footers, forms, sidebars. This scanner keeps the page's
 * main content (inside <main>, else its <article>s, else the whole body),
 * drops the furniture, and writes the structure that matters (headings,
 * paragraphs, lists, tables, preformatted text) as the plain tags
 * html-text.ts turns into Markdown, so a page reads like any other document.
 *
 * Hostile markup must not stall it: the scan is one pass of indexOf calls
 * (a tag ends at the next '>', a comment at the next '-->', a script at the
 * next '</script'), so an unclosed tag or comment ends the scan instead of
 * being searched for again at every position.
 */
import { decodeEntities, htmlToText } from './html-text';

/** Elements whose content is not parsed as markup: skipped to their closing tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'template', 'iframe', 'noembed', 'noframes']);
/** Page furniture and things that are not text, skipped with everything inside them. */
const FURNITURE = new Set(['nav', 'footer', 'aside', 'form', 'svg', 'math', 'object', 'select', 'button', 'dialog', 'menu', 'canvas', 'video', 'audio', 'picture', 'map']);
/** Tags html-text.ts understands, passed on without their attributes. */
const STRUCTURE = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'pre']);
/** Blocks that break paragraphs. */
const BLOCKS = new Set(['div', 'section', 'article', 'main', 'header', 'blockquote', 'dd', 'dt', 'dl', 'figure', 'figcaption', 'address', 'details', 'summary', 'hr', 'center', 'body', 'caption']);

export interface WebPageText {
  /** Markdown, as html-text.ts writes it. */
  text: string;
  /** The page's first main heading, else its <title> without the site's name. */
  title?: string;
}

/** Which part of the page is kept. */
type Scope = 'main' | 'article' | 'body';

interface Scan {
  out: string[];
  h1?: string;
  pageTitle?: string;
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** "Ocean plastic | Example News" -> "Ocean plastic": the part before the site's name. */
function cleanTitle(title: string): string | undefined {
  const text = decodeEntities(title).replace(/\s+/g, ' ').trim();
  const first = text.split(/\s+[|–—·•]\s+|\s+-\s+/)[0]?.trim() ?? '';
  return first.length >= 3 ? first : text || undefined;
}

/** One pass over `html`; only content inside `scope` (and never furniture) is written. */
function scan(html: string, scope: Scope): Scan {
  const lower = html.toLowerCase();
  const result: Scan = { out: [] };
  let scopeDepth = scope === 'body' ? 1 : 0;
  let skipping: string | undefined;
  let skipDepth = 0;
  let preDepth = 0;
  let h1Start: number | undefined;
  let i = 0;
  const keep = () => scopeDepth > 0 && skipping === undefined;

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) {
      if (keep()) {
        const raw = html.slice(i, textEnd);
        result.out.push(escapeText(preDepth > 0 ? raw : raw.replace(/\s+/g, ' ')));
      }
      i = textEnd;
      continue;
    }
    if (lower.startsWith('<!--', i)) {
      const end = lower.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const next = html.charCodeAt(i + 1);
    const isTag = /[a-zA-Z/!?]/.test(String.fromCharCode(next));
    if (!isTag) {
      if (keep()) result.out.push('&lt;');
      i++;
      continue;
    }
    const gt = html.indexOf('>', i);
    if (gt < 0) break;
    const body = html.slice(i + 1, gt);
    i = gt + 1;
    const match = /^(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(body);
    if (!match) continue;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    const selfClosing = body.endsWith('/');

    if (!closing && RAW_TEXT.has(tag) && !selfClosing) {
      const end = lower.indexOf(`</${tag}`, i);
      const content = html.slice(i, end < 0 ? html.length : end);
      if (tag === 'title' && result.pageTitle === undefined) result.pageTitle = content;
      const close = end < 0 ? -1 : lower.indexOf('>', end);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    if (skipping !== undefined) {
      if (tag === skipping && !selfClosing) skipDepth += closing ? -1 : 1;
      if (skipDepth === 0) skipping = undefined;
      continue;
    }
    if (!closing && FURNITURE.has(tag) && !selfClosing) {
      // A page header outside the main content is the site's banner; one inside an article is the article's own.
      skipping = tag;
      skipDepth = 1;
      continue;
    }
    if (!closing && tag === 'header' && scope === 'body' && scopeDepth === 1) {
      skipping = tag;
      skipDepth = 1;
      continue;
    }
    if (scope !== 'body' && tag === scope) {
      scopeDepth = Math.max(0, scopeDepth + (closing ? -1 : 1));
      result.out.push(closing ? '</p>' : '<p>');
      continue;
    }
    if (!keep()) continue;
    if (tag === 'pre') preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
    if (tag === 'h1' && !closing) h1Start = result.out.length + 1;
    if (tag === 'h1' && closing && h1Start !== undefined && result.h1 === undefined) {
      // The heading's own words: the tags written inside it go, the escaped text is read back.
      result.h1 = decodeEntities(result.out.slice(h1Start).join('').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim() || undefined;
      h1Start = undefined;
    }
    if (STRUCTURE.has(tag)) result.out.push(closing ? `</${tag}>` : `<${tag}>`);
    else if (tag === 'br') result.out.push('<br>');
    else if (BLOCKS.has(tag)) result.out.push(closing ? '</p>' : '<p>');
  }
  return result;
}

function scopeOf(lower: string): Scope {
  if (/<main[\s>]/.test(lower)) return 'main';
  return /<article[\s>]/.test(lower) ? 'article' : 'body';
}

/** The readable text of a web page, as Markdown, with its title. */
export function webPageText(html: string): WebPageText {
  const scope = scopeOf(html.toLowerCase());
  let page = scan(html, scope);
  let text = htmlToText(page.out.join('')).text;
  // A <main> that holds no text (a script fills it in) says nothing: read the whole page instead.
  if (text.trim() === '' && scope !== 'body') {
    page = scan(html, 'body');
    text = htmlToText(page.out.join('')).text;
  }
  const title = page.h1 ?? (page.pageTitle !== undefined ? cleanTitle(page.pageTitle) : undefined);
  return title === undefined ? { text } : { text, title };
}
