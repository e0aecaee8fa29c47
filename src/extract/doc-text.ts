/**
 * Word 97-2003 text, character positions and all, to Markdown. Word stores
 * control characters in the text: 0x0D ends a paragraph, 0x07 a table cell,
 * 0x13/0x14/0x15 open a field, separate its instruction from its result and
 * close it. Paragraphs are written by their style's role (doc-styles.ts):
 * headings as '#' lines, list items as '- ' lines, table rows as
 * '| a | b |' lines, code fenced, the Title apart, TOC entries left out; field
 * instructions are dropped and their results kept, except a TOC or INDEX
 * field's result, which is the table of contents itself.
 */
import type { ParagraphRole } from './doc-styles';
import { CONTENTS_TITLES, headingKey, listedContents } from './title';

// "Compressed" pieces are cp1252 ([MS-DOC] 2.4.1): Latin-1 except 0x80-0x9F. Decoded by hand,
// since Node 20's TextDecoder('windows-1252') drops those bytes.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252 = Array.from({ length: 256 }, (_, b) => (b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? '') : String.fromCharCode(b)));

/** cp1252 bytes as text, one character per byte (so string index = character position). */
export function decode8bit(bytes: Uint8Array): string {
  const chars: string[] = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) chars[i] = CP1252[bytes[i] ?? 0] ?? '';
  return chars.join('');
}

/** The role of the paragraph whose mark is at a character position. */
export type RoleAt = (cp: number) => ParagraphRole;

const plain: RoleAt = () => ({ kind: 'text' });

interface Field {
  /** Past the separator: in the result. */
  result: boolean;
  instruction: string;
  /** A TOC or INDEX field: its result is left out. */
  drop: boolean;
  /** Opened inside a dropped result: all of it is left out. */
  inside: boolean;
}

/** In a dropped result: checked on the innermost field only, so the scan stays linear however deep fields nest. */
const dropping = (field: Field | undefined): boolean => field !== undefined && (field.inside || (field.drop && field.result));

export interface WordText {
  text: string;
  /** The first Title-style paragraph, left out of `text`. */
  title?: string;
}

/** List items and table rows follow the previous block of their group on the next line; cells of a row without table marks too. */
type Group = 'list' | 'row' | 'cells' | 'code' | undefined;

/** Paragraph blocks being written, and the Title paragraph once seen. */
class Blocks {
  readonly out: { text: string; group: Group }[] = [];
  title: string | undefined;

  add(text: string, role: ParagraphRole, group?: Group): void {
    const line = text.replace(/[ \t]+/g, ' ').trim();
    if (role.kind === 'toc') return this.dropContentsTitle();
    if (role.kind === 'code') return void this.out.push({ text: text.replace(/\s+$/, ''), group: 'code' });
    if (line === '') return;
    if (role.kind === 'title' && this.title === undefined) this.title = line.replace(/\s+/g, ' ');
    else if (role.kind === 'heading') this.out.push({ text: `${'#'.repeat(role.level)} ${line.replace(/\s+/g, ' ')}`, group: undefined });
    else if (role.list !== undefined) this.out.push({ text: `${'  '.repeat(role.list)}- ${line}`, group: 'list' });
    else this.out.push({ text: line.startsWith('#') ? `\\${line}` : line, group });
  }

  /** A table row as '| a | b |'; the header rule after a table's first row. */
  row(cells: readonly string[]): void {
    if (cells.every((c) => c === '')) return;
    const first = this.out.at(-1)?.group !== 'row';
    this.out.push({ text: `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`, group: 'row' });
    if (first) this.out.push({ text: `|${' --- |'.repeat(cells.length)}`, group: 'row' });
  }

  /** A "Contents" paragraph right before TOC entries is the TOC's own title. */
  dropContentsTitle(): void {
    const last = this.out.at(-1);
    if (last && CONTENTS_TITLES.has(headingKey(last.text.replace(/^#+ /, '')))) this.out.pop();
  }

  /** The blocks as text (a table of contents kept as plain paragraphs left out); a run of code paragraphs becomes one fenced block. */
  text(): string {
    const listed = listedContents(this.out.map((b) => b.text));
    const out = this.out.filter((_, i) => !listed.has(i));
    return out
      .map((b, i) => {
        const prev = out[i - 1]?.group;
        const next = out[i + 1]?.group;
        if (b.group === 'code') return `${prev === 'code' ? '\n' : '\n\n```\n'}${b.text.replace(/^```/, '\\```')}${next === 'code' ? '' : '\n```'}`;
        return (b.group !== undefined && prev === b.group ? '\n' : '\n\n') + b.text;
      })
      .join('')
      .replace(/^\n+/, '');
  }
}

/** The row being read: finished cells and the open cell's earlier paragraphs. */
interface Row {
  cells: string[];
  cell: string;
}

/** A paragraph mark inside a table: a paragraph of a cell, the end of a cell, or the end of the row. */
function tableMark(blocks: Blocks, row: Row, para: string, code: number, role: ParagraphRole): void {
  const text = para.replace(/\s+/g, ' ').trim();
  if (code === 0x0d) row.cell = `${row.cell} ${text}`.trim();
  else if (role.rowEnd) {
    blocks.row(row.cells);
    row.cells = [];
  } else {
    row.cells.push(`${row.cell} ${text}`.trim());
    row.cell = '';
  }
}

/**
 * Word's text as Markdown: paragraphs by their style's role, fields'
 * instructions dropped (results kept, TOC and INDEX results dropped), cells
 * as lines, objects and other control characters removed.
 */
export function wordToMarkdown(raw: string, roleAt: RoleAt = plain): WordText {
  const blocks = new Blocks();
  const fields: Field[] = [];
  const row: Row = { cells: [], cell: '' };
  let para = '';
  for (let cp = 0; cp < raw.length; cp++) {
    const code = raw.charCodeAt(cp);
    const field = fields.at(-1);
    if (code === 0x13) fields.push({ result: false, instruction: '', drop: false, inside: dropping(field) });
    else if (code === 0x14 && field) {
      field.result = true;
      field.drop ||= /^\s*(?:TOC|INDEX)\b/i.test(field.instruction);
      if (field.drop) blocks.dropContentsTitle();
    } else if (code === 0x15) fields.pop();
    else if (field && !field.result) {
      if (field.instruction.length < 16) field.instruction += raw[cp];
    } else if (code === 0x0d || code === 0x07 || code === 0x0c) {
      const role: ParagraphRole = code === 0x0c ? { kind: 'text' } : roleAt(cp);
      if (dropping(field)) para = '';
      else if (role.inTable && code !== 0x0c) tableMark(blocks, row, para, code, role);
      // Without paragraph properties (Word 6), a cell end still ends a line.
      else blocks.add(para, role, code === 0x07 ? 'cells' : undefined);
      para = '';
    } else if (dropping(field)) continue;
    else if (code === 0x0b || code === 0x0e) para += '\n';
    else if (code === 0x09) para += '\t';
    else if (code === 0x1e) para += '-';
    else if (code >= 0x20) para += raw[cp];
  }
  if (!dropping(fields.at(-1))) blocks.add(para, { kind: 'text' });
  const text = blocks.text();
  return blocks.title === undefined ? { text } : { text, title: blocks.title };
}
