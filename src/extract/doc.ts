/**
 * Word 97-2003 (.doc) text: the compound file is opened with cfb, then the
 * text is read the way Word stores it ([MS-DOC] 2.4.1). The FIB at the start
 * of the WordDocument stream gives the main text's length (ccpText) and where
 * the piece table (Clx) sits in the 0Table or 1Table stream; each piece is a
 * run of characters stored either as 8-bit cp1252 ("compressed") or UTF-16LE.
 * Pre-97 files without a piece table keep their text between fcMin and fcMac.
 */
import CFB from 'cfb';
import { ExtractError, PASSWORD_PROTECTED_DOCUMENT } from './errors';

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

// "Compressed" pieces are cp1252 ([MS-DOC] 2.4.1): Latin-1 except 0x80-0x9F. Decoded by hand,
// since Node 20's TextDecoder('windows-1252') drops those bytes.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252 = Array.from({ length: 256 }, (_, b) => (b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? '') : String.fromCharCode(b)));

function decode8bit(bytes: Uint8Array): string {
  const chars: string[] = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) chars[i] = CP1252[bytes[i] ?? 0] ?? '';
  return chars.join('');
}

const utf16 = new TextDecoder('utf-16le');

function slice(stream: Uint8Array, start: number, length: number): Uint8Array {
  if (start < 0 || length < 0 || start + length > stream.length) throw damaged();
  return stream.subarray(start, start + length);
}

interface Fib {
  flags: number;
  nFib: number;
  /** Word 6/95: the text lies between these byte offsets. */
  fcMin: number;
  fcMac: number;
  /** Word 97+: characters of the main document, and where its piece table is in the table stream. */
  ccpText: number;
  fcClx: number;
  lcbClx: number;
}

function readFib(wd: Uint8Array): Fib {
  if (wd.length < 0x200) throw damaged();
  const dv = new DataView(wd.buffer, wd.byteOffset, wd.byteLength);
  if (dv.getUint16(0, true) !== WORD_IDENT) throw damaged();
  const fib = { nFib: dv.getUint16(2, true), flags: dv.getUint16(10, true), fcMin: dv.getUint32(24, true), fcMac: dv.getUint32(28, true), ccpText: 0, fcClx: 0, lcbClx: 0 };
  if (fib.nFib < NFIB_WORD97) return fib;
  // Word 97+ FIB: FibRgW (csw words), FibRgLw (cslw longs), then the fc/lcb pairs.
  const csw = dv.getUint16(32, true);
  const lw = 32 + 2 + csw * 2 + 2;
  const cslw = dv.getUint16(lw - 2, true);
  const clxAt = lw + cslw * 4 + 2 + 33 * 8; // fcClx is pair 33 of FibRgFcLcb97
  if (clxAt + 8 > wd.length) throw damaged();
  return { ...fib, ccpText: dv.getInt32(lw + 12, true), fcClx: dv.getUint32(clxAt, true), lcbClx: dv.getUint32(clxAt + 4, true) };
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

/** The first `ccpText` characters (the main document), piece by piece. */
function piecesText(wd: Uint8Array, plc: DataView, ccpText: number): string {
  const n = Math.floor((plc.byteLength - 4) / 12);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const cpStart = plc.getUint32(i * 4, true);
    if (cpStart >= ccpText) break;
    const cpEnd = Math.min(plc.getUint32((i + 1) * 4, true), ccpText);
    const fcValue = plc.getUint32((n + 1) * 4 + i * 8 + 2, true);
    const chars = Math.max(0, cpEnd - cpStart);
    const fc = fcValue & 0x3fffffff;
    const compressed = (fcValue & 0x40000000) !== 0;
    parts.push(compressed ? decode8bit(slice(wd, Math.floor(fc / 2), chars)) : utf16.decode(slice(wd, fc, chars * 2)));
  }
  return parts.join('');
}

/**
 * Word's control characters as text: field instructions dropped (their
 * results kept), paragraph and cell ends as line breaks, objects removed.
 */
export function cleanWordText(raw: string): string {
  let out = '';
  const fields: boolean[] = []; // per open field: are we past its separator (in the result)?
  for (const ch of raw) {
    const code = ch.charCodeAt(0);
    if (code === 0x13) fields.push(false);
    else if (code === 0x14) fields[fields.length - 1] = true;
    else if (code === 0x15) fields.pop();
    else if (fields.length > 0 && !fields[fields.length - 1]) continue;
    else if (code === 0x0d || code === 0x0c) out += '\n\n';
    else if (code === 0x07 || code === 0x0b || code === 0x0e) out += '\n';
    else if (code === 0x09) out += '\t';
    else if (code === 0x1e) out += '-';
    else if (code >= 0x20) out += ch;
  }
  return out;
}

export function extractDoc(streams: ReadonlyMap<string, Uint8Array>): string {
  const wd = streams.get('WordDocument');
  if (!wd) throw damaged();
  const fib = readFib(wd);
  if (fib.flags & F_ENCRYPTED) throw new ExtractError('encrypted', PASSWORD_PROTECTED_DOCUMENT);
  if (fib.nFib < NFIB_WORD97) {
    // Word 6/95: a fast-saved (complex) file has no piece table we can read; a plain one stores 8-bit text at fcMin.
    if (fib.flags & F_COMPLEX || fib.fcMac < fib.fcMin) throw damaged();
    return cleanWordText(decode8bit(slice(wd, fib.fcMin, fib.fcMac - fib.fcMin)));
  }
  if (fib.ccpText < 0 || fib.ccpText > wd.length) throw damaged();
  const table = streams.get(fib.flags & F_WHICH_TABLE ? '1Table' : '0Table');
  if (!table) throw damaged();
  return cleanWordText(piecesText(wd, pieceTable(table, fib.fcClx, fib.lcbClx), fib.ccpText));
}
