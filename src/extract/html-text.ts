/**
 * mammoth's HTML as Markdown: headings become '#' lines, list items '- ' or
 * '1. ' lines, table rows '| cell | cell |' lines (with the header rule after
 * the first row, so the composer recognises a table and leaves it out of the
 * slides' prose), preformatted paragraphs fenced code, others paragraphs.
 * The Title paragraph (h1.doc-title in docx.ts's style map) is handed back
 * apart, and table-of-contents entries that kept no TOC style (links to
 * Word's _Toc bookmarks) are dropped with their "Contents" heading. No DOM
 * here (a Web Worker has no DOMParser): mammoth writes simple, well-formed
 * HTML, and a tag scanner is enough for it.
 */
import { CONTENTS_TITLES, headingKey, listedContents } from './title';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML's character references as text; an unknown named one stays as written. */
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

/** List items and table rows follow the previous block of their group on the next line. */
type Group = 'list' | 'row' | undefined;

interface Block {
  text: string;
  group: Group;
  /** A table-of-contents entry: text that is all a link to a heading's bookmark. */
  toc: boolean;
}

type Kind = 'para' | 'heading' | 'title' | 'pre' | 'row';

/** A cell's colspan or rowspan: 1 unless the attribute says 2-50 (a bigger span is no table to read). */
function spanOf(attrs: string, name: 'colspan' | 'rowspan'): number {
  const n = Number(new RegExp(`${name}\\s*=\\s*["']?(\\d{1,3})`, 'i').exec(attrs)?.[1] ?? 1);
  return n >= 2 && n <= 50 ? n : 1;
}

/** Converter state: finished blocks, the block being written and where we are in lists and tables. */
class Writer {
  readonly blocks: Block[] = [];
  title: string | undefined;
  private prefix = '';
  private current = '';
  private kind: Kind = 'para';
  private group: Group;
  private tocChars = 0;
  readonly lists: ListLevel[] = [];
  /** Rows written so far in each open table. */
  readonly tables: number[] = [];
  /** Cells of the row being written, and where the open cell's text starts. */
  private cells: string[] = [];
  private cellStart = 0;
  /** The open cell's colspan and rowspan, and rows still spanned by earlier cells, by column. */
  private span = { cols: 1, rows: 1 };
  private spans: number[] = [];
  cellDepth = 0;
  skipDepth = 0;
  tocDepth = 0;

  text(s: string): void {
    if (this.skipDepth > 0) return;
    this.current += this.cellDepth > 0 ? s.replace(/\|/g, '\\|') : s;
    if (this.tocDepth > 0) this.tocChars += s.replace(/\s/g, '').length;
  }

  start(prefix: string, kind: Kind = 'para', group?: Group): void {
    this.flush();
    this.prefix = prefix;
    this.kind = kind;
    this.group = group;
  }

  flush(): void {
    const text = this.kind === 'pre' ? this.current.replace(/\s+$/, '') : this.current.replace(/[ \t]+/g, ' ').trim();
    const toc = this.tocChars > 0 && this.tocChars >= text.replace(/\s/g, '').length * 0.9;
    if (this.kind === 'title' && this.title === undefined && text !== '') this.title = text.replace(/\s+/g, ' ');
    else if (this.kind === 'pre' && text.trim() !== '') this.blocks.push({ text: `\`\`\`\n${text.replace(/^```/gm, '\\```')}\n\`\`\``, group: undefined, toc });
    else if (this.kind === 'row') this.endRow(toc);
    else if (text !== '') {
      // A paragraph opening with '#' is text, not a heading.
      const body = this.kind === 'para' && this.prefix === '' && text.startsWith('#') ? `\\${text}` : text;
      this.blocks.push({ text: this.prefix + body, group: this.group, toc });
    }
    this.current = '';
    this.prefix = '';
    this.kind = 'para';
    this.group = undefined;
    this.tocChars = 0;
  }

  openCell(attrs: string): void {
    this.cellDepth++;
    this.cellStart = this.current.length;
    this.fillSpans();
    this.span = { cols: spanOf(attrs, 'colspan'), rows: spanOf(attrs, 'rowspan') };
  }

  closeCell(): void {
    this.cellDepth--;
    this.cells.push(this.current.slice(this.cellStart).replace(/\s+/g, ' ').trim());
    this.cellStart = this.current.length;
    // A merged cell keeps the columns in place: empty cells where it spans, across and down.
    const { cols, rows } = this.span;
    const first = this.cells.length - 1;
    for (let c = 1; c < cols; c++) this.cells.push('');
    if (rows > 1) for (let c = first; c < first + cols; c++) this.spans[c] = rows - 1;
    this.span = { cols: 1, rows: 1 };
  }

  /** Empty cells for the columns a cell of an earlier row still spans. */
  private fillSpans(): void {
    for (let c = this.cells.length; (this.spans[c] ?? 0) > 0; c = this.cells.length) {
      this.spans[c] = (this.spans[c] ?? 1) - 1;
      this.cells.push('');
    }
  }

  openTable(): void {
    this.tables.push(0);
    this.spans = [];
  }

  closeTable(): void {
    this.tables.pop();
    this.spans = [];
  }

  /** A table row as '| a | b |'; after a table's first row, the header rule Markdown needs. */
  private endRow(toc: boolean): void {
    this.fillSpans();
    const cells = this.cells;
    this.cells = [];
    if (cells.every((c) => c === '')) return;
    this.blocks.push({ text: `| ${cells.join(' | ')} |`, group: 'row', toc });
    const table = this.tables.length - 1;
    if (table < 0) return;
    if (this.tables[table] === 0) this.blocks.push({ text: `|${' --- |'.repeat(cells.length)}`, group: 'row', toc: false });
    this.tables[table] = (this.tables[table] ?? 0) + 1;
  }

  /**
   * Text of the kept blocks. TOC entries go, with a "Contents" title just
   * before them; so does a table of contents kept as plain paragraphs.
   */
  output(): string {
    this.flush();
    const drop = new Set<Block>(this.blocks.filter((b, i) => b.toc || (this.blocks[i + 1]?.toc && CONTENTS_TITLES.has(headingKey(b.text.replace(/^#+ /, ''))))));
    for (const i of listedContents(this.blocks.map((b) => b.text))) drop.add(this.blocks[i] as Block);
    const kept = this.blocks.filter((b) => !drop.has(b));
    return kept.map((b, i) => (i === 0 ? '' : b.group !== undefined && kept[i - 1]?.group === b.group ? '\n' : '\n\n') + b.text).join('');
  }
}

// Footnote back-links ('↑') and comment markers are navigation, not text.
const BACK_LINK = /href="#(?:footnote|endnote|comment)-ref-/;
// Word's TOC entries link to _Toc bookmarks; LibreOffice's to __RefHeading ones.
const TOC_LINK = /href="#(?:_Toc|__RefHeading)/;

type Anchor = 'back' | 'toc' | 'plain';

function anchorKind(attrs: string): Anchor {
  if (BACK_LINK.test(attrs)) return 'back';
  return TOC_LINK.test(attrs) ? 'toc' : 'plain';
}

function openListItem(w: Writer): void {
  const level = w.lists.at(-1);
  const indent = '  '.repeat(Math.max(0, w.lists.length - 1));
  if (level) level.count++;
  w.start(`${indent}${level?.ordered ? `${level.count}.` : '-'} `, 'para', 'list');
}

function openTag(w: Writer, tag: string, attrs: string): void {
  const heading = /^h([1-6])$/.exec(tag);
  if (heading?.[1]) w.start(attrs.includes('doc-title') ? '' : `${'#'.repeat(Number(heading[1]))} `, attrs.includes('doc-title') ? 'title' : 'heading');
  else if (tag === 'ul' || tag === 'ol') w.lists.push({ ordered: tag === 'ol', count: 0 });
  else if (tag === 'li') openListItem(w);
  else if (tag === 'table') w.openTable();
  else if (tag === 'tr') w.start('', 'row', 'row');
  else if (tag === 'td' || tag === 'th') w.openCell(attrs);
  else if (tag === 'pre') w.start('', 'pre');
  else if (tag === 'br') w.text('\n');
  else if (tag === 'a' && BACK_LINK.test(attrs)) w.skipDepth++;
  else if (tag === 'a' && TOC_LINK.test(attrs)) w.tocDepth++;
  // A paragraph inside a list item or a cell continues that item's line.
  else if (tag === 'p' && w.cellDepth === 0 && w.lists.length === 0) w.start('');
  else if (tag === 'p') w.text(' ');
}

function closeTag(w: Writer, tag: string, anchor: Anchor | undefined): void {
  if (/^h[1-6]$/.test(tag) || tag === 'li' || tag === 'tr' || tag === 'pre') w.flush();
  else if (tag === 'ul' || tag === 'ol') w.lists.pop();
  else if (tag === 'table') w.closeTable();
  else if (tag === 'td' || tag === 'th') w.closeCell();
  else if (tag === 'a' && anchor === 'back') w.skipDepth--;
  else if (tag === 'a' && anchor === 'toc') w.tocDepth--;
  else if (tag === 'p' && w.cellDepth === 0 && w.lists.length === 0) w.flush();
}

export interface HtmlText {
  text: string;
  /** The first Title-style paragraph, left out of `text`. */
  title?: string;
}

/** Text of mammoth's HTML, with Markdown headings, lists, tables and code. */
export function htmlToText(html: string): HtmlText {
  const w = new Writer();
  const anchors: Anchor[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    const [, slash, rawTag, attrs = '', text] = m;
    if (text !== undefined) {
      w.text(decodeEntities(text));
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (slash) closeTag(w, tag, tag === 'a' ? anchors.pop() : undefined);
    else {
      if (tag === 'a' && !attrs.endsWith('/')) anchors.push(anchorKind(attrs));
      openTag(w, tag, attrs);
    }
  }
  const text = w.output();
  return w.title === undefined ? { text } : { text, title: w.title };
}
