/**
 * Word 97-2003 (.doc) text: the compound file is opened with cfb, then the
 * text is read the way Word stores it ([MS-DOC] 2.4.1). The FIB at the start
 * of the WordDocument stream gives the main text's length (ccpText) and where
 * the piece table (Clx) sits in the 0Table or 1Table stream; each piece is a
 * run of characters stored either as 8-bit cp1252 ("compressed") or UTF-16LE.
 * Pre-97 files without a piece table keep their text between fcMin and fcMac.
 */
import CFB from 'cfb';
import { readParagraphRuns, readStyleSheet, roleOf, runAt } from './doc-styles';
import { decode8bit, wordToMarkdown, type RoleAt, type WordText } from './doc-text';
import { ExtractError, PASSWORD_PROTECTED_DOCUMENT } from './errors';
import { SUMMARY_INFORMATION, summaryTitle } from './ole-props';
import { headingKey, realTitle } from './title';

const WORD_IDENT = 0xa5ec;
const NFIB_WORD97 = 0xc1;
const F_COMPLEX = 0x0004;
const F_ENCRYPTED = 0x0100;
const F_WHICH_TABLE = 0x0200;

const damaged = (): ExtractError => new ExtractError('damaged');

/** The streams a compound file holds, by name. */
export function cfbStreams(bytes: Uint8Array): Map<string, Uint8Array> {
  let container: ReturnType<typeof CFB.parse>;
  try {
    container = CFB.parse(bytes);
  } catch {
    throw damaged();
  }
  const streams = new Map<string, Uint8Array>();
  for (const entry of container.FileIndex) {
    if (entry.type === 2 && entry.content) streams.set(entry.name, entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content));
  }
  return streams;
}

/** Office's encryption wraps a .docx or .pptx in a compound file holding these streams. */
export function isEncryptedPackage(streams: ReadonlyMap<string, Uint8Array>): boolean {
  return streams.has('EncryptedPackage') && streams.has('EncryptionInfo');
}

const utf16 = new TextDecoder('utf-16le');

function slice(stream: Uint8Array, start: number, length: number): Uint8Array {
  if (start < 0 || length < 0 || start + length > stream.length) throw damaged();
  return stream.subarray(start, start + length);
}

/** Where a structure sits in the table stream: an fc/lcb pair of the FIB. */
interface Span {
  fc: number;
  lcb: number;
}

interface Fib {
  flags: number;
  nFib: number;
  /** Word 6/95: the text lies between these byte offsets. */
  fcMin: number;
  fcMac: number;
  /** Word 97+: characters of the main document, and where its piece table, style sheet and paragraph properties are. */
  ccpText: number;
  clx: Span;
  stshf: Span;
  papx: Span;
}

// Pairs of FibRgFcLcb97 ([MS-DOC] 2.5.6).
const PAIR_STSHF = 1;
const PAIR_PLCF_BTE_PAPX = 13;
const PAIR_CLX = 33;

function readFib(wd: Uint8Array): Fib {
  if (wd.length < 0x200) throw damaged();
  const dv = new DataView(wd.buffer, wd.byteOffset, wd.byteLength);
  if (dv.getUint16(0, true) !== WORD_IDENT) throw damaged();
  const none = { fc: 0, lcb: 0 };
  const fib = { nFib: dv.getUint16(2, true), flags: dv.getUint16(10, true), fcMin: dv.getUint32(24, true), fcMac: dv.getUint32(28, true), ccpText: 0, clx: none, stshf: none, papx: none };
  if (fib.nFib < NFIB_WORD97) return fib;
  // Word 97+ FIB: FibRgW (csw words), FibRgLw (cslw longs), then the fc/lcb pairs.
  const csw = dv.getUint16(32, true);
  const lw = 32 + 2 + csw * 2 + 2;
  const cslw = dv.getUint16(lw - 2, true);
  const pairs = lw + cslw * 4 + 2;
  const pair = (k: number): Span => ({ fc: dv.getUint32(pairs + k * 8, true), lcb: dv.getUint32(pairs + k * 8 + 4, true) });
  if (pairs + PAIR_CLX * 8 + 8 > wd.length) throw damaged();
  return { ...fib, ccpText: dv.getInt32(lw + 12, true), clx: pair(PAIR_CLX), stshf: pair(PAIR_STSHF), papx: pair(PAIR_PLCF_BTE_PAPX) };
}

/** The PlcPcd inside the Clx: skips Prc blocks (property modifiers) up to the Pcdt. */
function pieceTable(table: Uint8Array, fcClx: number, lcbClx: number): DataView {
  const clx = slice(table, fcClx, lcbClx);
  const dv = new DataView(clx.buffer, clx.byteOffset, clx.byteLength);
  let at = 0;
  while (at < clx.length && clx[at] === 0x01) at += 3 + dv.getInt16(at + 1, true);
  if (clx[at] !== 0x02 || at + 5 > clx.length) throw damaged();
  const lcb = dv.getUint32(at + 1, true);
  return new DataView(clx.buffer, clx.byteOffset + at + 5, Math.min(lcb, clx.length - at - 5));
}

/** A run of characters stored together: 8-bit cp1252 or UTF-16LE, from byte `fc` of WordDocument. */
interface Piece {
  cpStart: number;
  cpEnd: number;
  fc: number;
  compressed: boolean;
}

/** The pieces of the first `ccpText` characters (the main document). */
function readPieces(plc: DataView, ccpText: number): Piece[] {
  const n = Math.floor((plc.byteLength - 4) / 12);
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const cpStart = plc.getUint32(i * 4, true);
    if (cpStart >= ccpText) break;
    const cpEnd = Math.max(cpStart, Math.min(plc.getUint32((i + 1) * 4, true), ccpText));
    const fcValue = plc.getUint32((n + 1) * 4 + i * 8 + 2, true);
    const compressed = (fcValue & 0x40000000) !== 0;
    const fc = fcValue & 0x3fffffff;
    pieces.push({ cpStart, cpEnd, fc: compressed ? Math.floor(fc / 2) : fc, compressed });
  }
  return pieces;
}

function piecesText(wd: Uint8Array, pieces: readonly Piece[]): string {
  return pieces.map((p) => (p.compressed ? decode8bit(slice(wd, p.fc, p.cpEnd - p.cpStart)) : utf16.decode(slice(wd, p.fc, (p.cpEnd - p.cpStart) * 2)))).join('');
}

/**
 * The style role of each paragraph, by the character position of its mark:
 * position to byte offset through the pieces, byte offset to istd through
 * the paragraph properties, istd to sti through the style sheet.
 */
function paragraphRoles(wd: Uint8Array, table: Uint8Array, fib: Fib, pieces: readonly Piece[]): RoleAt {
  const styles = readStyleSheet(table, fib.stshf.fc, fib.stshf.lcb);
  const runs = readParagraphRuns(wd, table, fib.papx.fc, fib.papx.lcb);
  // Marks are asked for in text order, so a cursor walks the pieces once.
  let at = 0;
  return (cp) => {
    while (at < pieces.length && (pieces[at]?.cpEnd ?? 0) <= cp) at++;
    const piece = pieces[at];
    if (!piece || cp < piece.cpStart) return roleOf(undefined);
    const run = runAt(runs, piece.fc + (cp - piece.cpStart) * (piece.compressed ? 1 : 2));
    return run ? roleOf(styles[run.istd], run.props) : roleOf(undefined);
  };
}

/** Text of a Word 6/95 or 97-2003 document as Markdown, with its title: SummaryInformation's when real, else the Title paragraph. */
export function extractDoc(streams: ReadonlyMap<string, Uint8Array>): WordText {
  const wd = streams.get('WordDocument');
  if (!wd) throw damaged();
  const fib = readFib(wd);
  if (fib.flags & F_ENCRYPTED) throw new ExtractError('encrypted', PASSWORD_PROTECTED_DOCUMENT);
  let word: WordText;
  if (fib.nFib < NFIB_WORD97) {
    // Word 6/95: a fast-saved (complex) file has no piece table we can read; a plain one stores 8-bit text at fcMin.
    if (fib.flags & F_COMPLEX || fib.fcMac < fib.fcMin) throw damaged();
    word = wordToMarkdown(decode8bit(slice(wd, fib.fcMin, fib.fcMac - fib.fcMin)));
  } else {
    if (fib.ccpText < 0 || fib.ccpText > wd.length) throw damaged();
    const table = streams.get(fib.flags & F_WHICH_TABLE ? '1Table' : '0Table');
    if (!table) throw damaged();
    const pieces = readPieces(pieceTable(table, fib.clx.fc, fib.clx.lcb), fib.ccpText);
    word = wordToMarkdown(piecesText(wd, pieces), paragraphRoles(wd, table, fib, pieces));
  }
  const styled = realTitle(word.title);
  const title = realTitle(summaryTitle(streams.get(SUMMARY_INFORMATION))) ?? styled;
  // A Title paragraph that is not the title used is still the document's text.
  const text = word.title !== undefined && (title === undefined || headingKey(word.title) !== headingKey(title)) ? `${word.title}\n\n${word.text}` : word.text;
  return title === undefined ? { text } : { text, title };
}
