/**
 * mammoth's HTML as Markdown-flavoured text: headings become '#' lines, list
 * items '- ' or '1. ' lines, table rows 'cell | cell' lines, paragraphs stay
 * paragraphs. The builtin generator finds sections by those '#' lines. No DOM
 * here (a Web Worker has no DOMParser): mammoth writes simple, well-formed
 * HTML, and a tag scanner is enough for it.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface ListLevel {
  ordered: boolean;
  count: number;
}

/** Converter state: finished blocks, the block being written and where we are in lists and tables. */
class Writer {
  readonly blocks: { text: string; tight: boolean }[] = [];
  private prefix = '';
  private current = '';
  private tight = false;
  readonly lists: ListLevel[] = [];
  cellDepth = 0;
  skipDepth = 0;

  text(s: string): void {
    if (this.skipDepth === 0) this.current += s;
  }

  start(prefix: string, tight = false): void {
    this.flush();
    this.prefix = prefix;
    this.tight = tight;
  }

  flush(): void {
    // A table row ends with the separator written after its last cell.
    const text = this.current.replace(/[ \t]+/g, ' ').replace(/(?:\s*\|)+\s*$/, '').trim();
    if (text !== '') this.blocks.push({ text: this.prefix + text, tight: this.tight });
    this.current = '';
    this.prefix = '';
    this.tight = false;
  }

  output(): string {
    this.flush();
    return this.blocks.map((b, i) => (i === 0 ? '' : b.tight && this.blocks[i - 1]?.tight ? '\n' : '\n\n') + b.text).join('');
  }
}

// Footnote back-links ('↑') and comment markers are navigation, not text.
const BACK_LINK = /href="#(?:footnote|endnote|comment)-ref-/;

function openListItem(w: Writer): void {
  const level = w.lists.at(-1);
  const indent = '  '.repeat(Math.max(0, w.lists.length - 1));
  if (level) level.count++;
  w.start(`${indent}${level?.ordered ? `${level.count}.` : '-'} `, true);
}

function openTag(w: Writer, tag: string, attrs: string): void {
  const heading = /^h([1-6])$/.exec(tag);
  if (heading?.[1]) w.start(`${'#'.repeat(Number(heading[1]))} `);
  else if (tag === 'ul' || tag === 'ol') w.lists.push({ ordered: tag === 'ol', count: 0 });
  else if (tag === 'li') openListItem(w);
  else if (tag === 'tr') w.start('', true);
  else if (tag === 'td' || tag === 'th') w.cellDepth++;
  else if (tag === 'br') w.text('\n');
  else if (tag === 'a' && BACK_LINK.test(attrs)) w.skipDepth++;
  // A paragraph inside a list item or a cell continues that item's line.
  else if (tag === 'p' && w.cellDepth === 0 && w.lists.length === 0) w.start('');
  else if (tag === 'p') w.text(' ');
}

function closeTag(w: Writer, tag: string, backLinkOpen: boolean): void {
  if (/^h[1-6]$/.test(tag) || tag === 'li' || tag === 'tr') w.flush();
  else if (tag === 'ul' || tag === 'ol') w.lists.pop();
  else if (tag === 'td' || tag === 'th') {
    w.cellDepth--;
    w.text(' | ');
  } else if (tag === 'a' && backLinkOpen) w.skipDepth--;
  else if (tag === 'p' && w.cellDepth === 0 && w.lists.length === 0) w.flush();
}

/** Text of mammoth's HTML, with Markdown headings and lists. */
export function htmlToText(html: string): string {
  const w = new Writer();
  const anchors: boolean[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    const [, slash, rawTag, attrs = '', text] = m;
    if (text !== undefined) {
      w.text(decodeEntities(text));
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (slash) closeTag(w, tag, tag === 'a' && (anchors.pop() ?? false));
    else {
      if (tag === 'a' && !attrs.endsWith('/')) anchors.push(BACK_LINK.test(attrs));
      openTag(w, tag, attrs);
    }
  }
  return w.output();
}
