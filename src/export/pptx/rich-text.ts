/**
 * Slide text as PowerPoint paragraphs and runs. A text field is plain text,
 * always (its line breaks are kept, as on screen; a '<' is a '<'); only the
 * user's formatting record (core/text/rich.ts) holds the editor's HTML. That
 * HTML is never interpreted here: tags only switch bold, italic, underline
 * and strike on and off and break paragraphs, and every character ends up
 * as run text that pptxgenjs escapes for XML. Works with no DOM (Node, the CLI).
 */
import { formattingFor, type FormattedText } from '../../core/text/rich';

export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  /** Starts a new line inside the paragraph (a line break, not a new paragraph). */
  lineBreakBefore?: boolean;
}

/** One paragraph: its runs in order (an empty paragraph has one empty run). */
export type Paragraph = TextRun[];

type Format = Omit<TextRun, 'text'>;

// Characters XML 1.0 cannot carry (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/FFFF).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters an XML part cannot hold (they would make the file unreadable). */
export function xmlSafe(text: string): string {
  return text.replace(INVALID_XML, '');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const FORMAT_TAGS: Record<string, Format> = {
  b: { bold: true }, strong: { bold: true }, h1: { bold: true }, h2: { bold: true }, h3: { bold: true },
  i: { italic: true }, em: { italic: true }, u: { underline: true }, s: { strike: true }, strike: { strike: true },
};
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'ul', 'ol']);
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'title']);

/** Formatting a span's inline style asks for (the editor writes some as styles). */
function styleFormat(attributes: string): Format {
  const style = /style\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes);
  const css = (style?.[2] ?? style?.[3] ?? '').toLowerCase();
  const format: Format = {};
  if (/font-weight\s*:\s*(bold|[6-9]00)/.test(css)) format.bold = true;
  if (/font-style\s*:\s*italic/.test(css)) format.italic = true;
  if (/text-decoration[^;]*underline/.test(css)) format.underline = true;
  if (/text-decoration[^;]*line-through/.test(css)) format.strike = true;
  return format;
}

/** Plain text: one paragraph per line, as the screen's `white-space: pre-line` shows it. */
export function plainParagraphs(text: string): Paragraph[] {
  return xmlSafe(text).split(/\r\n|\r|\n/).map((line) => [{ text: line }]);
}

interface Builder {
  paragraphs: Paragraph[];
  stack: { tag: string; format: Format }[];
  skip: number;
}

const current = (b: Builder): Paragraph => b.paragraphs[b.paragraphs.length - 1]!;
const hasText = (p: Paragraph): boolean => p.some((r) => r.text !== '');

function breakParagraph(b: Builder, onlyIfText: boolean): void {
  if (onlyIfText && !hasText(current(b))) return;
  b.paragraphs.push([]);
}

function addText(b: Builder, raw: string): void {
  if (b.skip > 0) return;
  const paragraph = current(b);
  let text = xmlSafe(decodeEntities(raw)).replace(/[ \t\r\n\f]+/g, ' ');
  if (!hasText(paragraph)) text = text.replace(/^ +/, '');
  if (text === '') return;
  const format = Object.assign({}, ...b.stack.map((s) => s.format)) as Format;
  paragraph.push({ text, ...format });
}

function openTag(b: Builder, tag: string, attributes: string): void {
  const selfClosing = /\/\s*$/.test(attributes);
  // A self-closing <script/> has no end tag to close the skip: counting it would drop all the text after it.
  if (SKIPPED_TAGS.has(tag) && !selfClosing) b.skip += 1;
  if (tag === 'br') return breakParagraph(b, false);
  if (BLOCK_TAGS.has(tag)) breakParagraph(b, true);
  if (selfClosing) return;
  b.stack.push({ tag, format: { ...FORMAT_TAGS[tag], ...styleFormat(attributes) } });
}

function closeTag(b: Builder, tag: string): void {
  if (SKIPPED_TAGS.has(tag)) b.skip = Math.max(0, b.skip - 1);
  const at = b.stack.map((s) => s.tag).lastIndexOf(tag);
  if (at >= 0) b.stack.length = at;
  if (BLOCK_TAGS.has(tag)) breakParagraph(b, true);
}

/** `html` without its comments (an unclosed one hides the rest, as in a browser); one pass. */
function withoutComments(html: string): string {
  let at = html.indexOf('<!--');
  if (at < 0) return html;
  let out = '';
  let from = 0;
  while (at >= 0) {
    out += html.slice(from, at);
    const end = html.indexOf('-->', at + 4);
    if (end < 0) return out;
    from = end + 3;
    at = html.indexOf('<!--', from);
  }
  return out + html.slice(from);
}

/** The editor's formatting HTML as paragraphs of formatted runs (trailing spaces and empty paragraphs trimmed). */
export function htmlParagraphs(html: string): Paragraph[] {
  const b: Builder = { paragraphs: [[]], stack: [], skip: 0 };
  const source = withoutComments(html);
  // An attribute run stops at '<' too: an unclosed tag is one scan, not a scan to the end per '<'.
  const token = /<(\/?)([a-z][a-z0-9]*)\b([^<>]*)>|([^<]+)|</gi;
  for (let m = token.exec(source); m !== null; m = token.exec(source)) {
    const [whole, slash, name, attributes, text] = m;
    if (name !== undefined) {
      if (slash) closeTag(b, name.toLowerCase());
      else openTag(b, name.toLowerCase(), attributes ?? '');
    } else if (text !== undefined) addText(b, text);
    else if (whole === '<') addText(b, '<');
  }
  const paragraphs = b.paragraphs.filter((p, i) => hasText(p) || (i > 0 && i < b.paragraphs.length - 1));
  for (const p of paragraphs) {
    const last = p[p.length - 1];
    if (last) last.text = last.text.replace(/ +$/, '');
  }
  return paragraphs.length > 0 ? paragraphs : [[{ text: '' }]];
}

/** A slide text as paragraphs: its formatting's when the user formatted this very text, else its plain lines. */
export function textParagraphs(value: string, rich?: FormattedText): Paragraph[] {
  const html = formattingFor(value, rich);
  return html === undefined ? plainParagraphs(value) : htmlParagraphs(html);
}

/** A plain text on one line, runs of white space as one space (report messages, slide names). */
export function oneLine(value: string): string {
  return xmlSafe(value).replace(/\s+/g, ' ').trim();
}
