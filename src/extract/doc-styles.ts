/**
 * Paragraph styles of a Word 97-2003 file, just enough to tell headings,
 * the title and table-of-contents entries apart ([MS-DOC] 2.4.6 and 2.9.271).
 * Each paragraph's properties (PAPX) sit in 512-byte pages (FKPs) of the
 * WordDocument stream, found through the PlcBtePapx of the table stream;
 * they start with the paragraph's style index (istd). The style sheet
 * (STSH) gives each istd its built-in identifier (sti): 1-9 are Heading 1-9,
 * 19-27 TOC 1-9, 62 Title. The sprms after the istd say whether the
 * paragraph is a list item (ilfo, ilvl) or in a table (and ends its row).
 * Every count read from the file is bounded by the stream it indexes; a
 * malformed table gives no styles, never an error.
 */

/** Built-in style identifiers ([MS-DOC] 2.9.260 sti). */
export const STI = { heading1: 1, heading9: 9, index1: 10, index9: 18, toc1: 19, toc9: 27, indexHeading: 33, tableOfFigures: 35, title: 62, subtitle: 74 } as const;

const FKP_SIZE = 512;
const utf16 = new TextDecoder('utf-16le');

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A style of the style sheet: its built-in identifier and its name. */
export interface DocStyle {
  sti: number;
  name: string;
}

/** Styles of the style sheet, by istd (an unused slot has sti -1). */
export function readStyleSheet(table: Uint8Array, fc: number, lcb: number): DocStyle[] {
  if (lcb < 6 || fc + lcb > table.length) return [];
  const dv = view(table.subarray(fc, fc + lcb));
  const cbStshi = dv.getUint16(0, true);
  if (cbStshi < 4 || 2 + cbStshi > lcb) return [];
  const cstd = dv.getUint16(2, true);
  const cbBase = dv.getUint16(4, true); // the Stdf's size: 10 bytes (Word 97) or 18
  const styles: DocStyle[] = [];
  let at = 2 + cbStshi;
  for (let istd = 0; istd < cstd && at + 2 <= lcb; istd++) {
    const cbStd = dv.getUint16(at, true);
    const end = Math.min(lcb, at + 2 + cbStd);
    // An empty slot (cbStd 0) is a style index nobody uses.
    const sti = cbStd >= 2 && at + 4 <= lcb ? dv.getUint16(at + 2, true) & 0x0fff : -1;
    // The name (Xstz: a count, then UTF-16 characters) follows the Stdf.
    const nameAt = at + 2 + cbBase;
    const cch = nameAt + 2 <= end ? dv.getUint16(nameAt, true) : 0;
    const name = nameAt + 2 + cch * 2 <= end ? utf16.decode(table.subarray(fc + nameAt + 2, fc + nameAt + 2 + cch * 2)) : '';
    styles.push({ sti, name });
    at += 2 + cbStd;
  }
  return styles;
}

/** What a paragraph's own properties say, besides its style. */
export interface ParagraphProps {
  /** A list item (its ilfo is set), at this level (0-8). */
  list?: number;
  /** In a table cell; `rowEnd` for the mark that ends a table row. */
  inTable?: boolean;
  rowEnd?: boolean;
}

/** A run of WordDocument bytes [start, end) whose paragraphs have style `istd` and `props`. */
interface StyleRun {
  start: number;
  end: number;
  istd: number;
  props: ParagraphProps;
}

const SPRM_P_ILVL = 0x260a;
const SPRM_P_ILFO = 0x460b;
const SPRM_P_IN_TABLE = 0x2416;
const SPRM_P_TTP = 0x2417;
const SPRM_T_DEF_TABLE = 0xd608;
const SPRM_P_CHG_TABS = 0xc615;

/** Operand size of a sprm (its spra, [MS-DOC] 2.2.5.1), or undefined when it cannot be told. */
function operandSize(bytes: DataView, at: number, sprm: number): number | undefined {
  const spra = sprm >> 13;
  if (spra <= 1) return 1;
  if (spra === 2 || spra === 4 || spra === 5) return 2;
  if (spra === 3) return 4;
  if (spra === 7) return 3;
  if (at >= bytes.byteLength) return undefined;
  if (sprm === SPRM_T_DEF_TABLE) return at + 2 <= bytes.byteLength ? 2 + bytes.getUint16(at, true) - 1 : undefined;
  const cb = bytes.getUint8(at);
  return sprm === SPRM_P_CHG_TABS && cb === 255 ? undefined : 1 + cb;
}

/** The list, table cell and row-end marks among a paragraph's sprms. */
function readProps(bytes: DataView): ParagraphProps {
  const props: ParagraphProps = {};
  let level = 0;
  for (let at = 0; at + 2 <= bytes.byteLength; ) {
    const sprm = bytes.getUint16(at, true);
    const size = operandSize(bytes, at + 2, sprm);
    if (size === undefined || at + 2 + size > bytes.byteLength) break;
    const operand = size === 2 ? bytes.getUint16(at + 2, true) : bytes.getUint8(at + 2);
    if (sprm === SPRM_P_ILFO && operand !== 0) props.list = 0;
    else if (sprm === SPRM_P_ILVL) level = Math.min(8, operand);
    else if (sprm === SPRM_P_IN_TABLE && operand !== 0) props.inTable = true;
    else if (sprm === SPRM_P_TTP && operand !== 0) props.rowEnd = true;
    at += 2 + size;
  }
  if (props.list !== undefined) props.list = level;
  return props;
}

function fkpRuns(wd: Uint8Array, pn: number, runs: StyleRun[]): void {
  const base = pn * FKP_SIZE;
  if (base + FKP_SIZE > wd.length) return;
  const fkp = view(wd.subarray(base, base + FKP_SIZE));
  const crun = fkp.getUint8(FKP_SIZE - 1);
  // rgfc (crun + 1 longs) then rgbx (crun BxPap of 13 bytes) must fit before the crun byte.
  if (crun === 0 || (crun + 1) * 4 + crun * 13 > FKP_SIZE - 1) return;
  for (let i = 0; i < crun; i++) {
    const offset = fkp.getUint8((crun + 1) * 4 + i * 13) * 2;
    let istd = 0;
    let props: ParagraphProps = {};
    if (offset > 0 && offset + 3 < FKP_SIZE) {
      // PapxInFkp: cb (2cb - 1 bytes follow), or 0 and cb' (2cb' bytes follow); they open with the istd.
      const cb = fkp.getUint8(offset);
      const at = cb === 0 ? offset + 2 : offset + 1;
      const size = Math.min(cb === 0 ? 2 * fkp.getUint8(offset + 1) : 2 * cb - 1, FKP_SIZE - 1 - at);
      if (size >= 2) {
        istd = fkp.getUint16(at, true);
        props = readProps(new DataView(fkp.buffer, fkp.byteOffset + at + 2, size - 2));
      }
    }
    runs.push({ start: fkp.getUint32(i * 4, true), end: fkp.getUint32((i + 1) * 4, true), istd, props });
  }
}

/** Every paragraph-property run of the document, sorted by position. */
export function readParagraphRuns(wd: Uint8Array, table: Uint8Array, fc: number, lcb: number): StyleRun[] {
  if (lcb < 12 || fc + lcb > table.length) return [];
  const dv = view(table.subarray(fc, fc + lcb));
  const n = Math.floor((lcb - 4) / 8);
  const runs: StyleRun[] = [];
  for (let i = 0; i < n; i++) fkpRuns(wd, dv.getUint32((n + 1) * 4 + i * 4, true) & 0x3fffff, runs);
  return runs.sort((a, b) => a.start - b.start);
}

/** The run of the paragraph whose mark is at byte `fc`: a binary search. */
export function runAt(runs: readonly StyleRun[], fc: number): StyleRun | undefined {
  let lo = 0;
  let hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const run = runs[mid] as StyleRun;
    if (fc < run.start) hi = mid - 1;
    else if (fc >= run.end) lo = mid + 1;
    else return run;
  }
  return undefined;
}

/** How a paragraph is written: heading level, the title, a TOC entry, code or text (maybe a list item or a cell). */
export type ParagraphRole = ({ kind: 'heading'; level: number } | { kind: 'title' } | { kind: 'toc' } | { kind: 'code' } | { kind: 'text' }) & ParagraphProps;

// User-defined styles (no built-in sti) that hold code, as Word and LibreOffice name them.
const CODE_STYLES = new Set(['html preformatted', 'preformatted text', 'code', 'code block', 'source code', 'macro text']);

/** The role of a paragraph in `style` with these properties. */
export function roleOf(style: DocStyle | undefined, props: ParagraphProps = {}): ParagraphRole {
  const sti = style?.sti;
  if (sti !== undefined && sti >= STI.heading1 && sti <= STI.heading9 && !props.inTable) return { kind: 'heading', level: sti };
  if (sti === STI.title) return { kind: 'title' };
  const toc = sti !== undefined && ((sti >= STI.toc1 && sti <= STI.toc9) || (sti >= STI.index1 && sti <= STI.index9) || sti === STI.indexHeading || sti === STI.tableOfFigures);
  if (toc) return { kind: 'toc' };
  return style && CODE_STYLES.has(style.name.toLowerCase()) && !props.inTable ? { kind: 'code' } : { kind: 'text', ...props };
}
