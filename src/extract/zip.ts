/**
 * A small reader of a zip's central directory, and the zip-bomb guard. DOCX
 * and PPTX are zips; a 10 MB upload can declare gigabytes of XML, or declare
 * a little and inflate to gigabytes. The guard reads the declared sizes from
 * the directory first (cheap, before any inflation), then inflates every
 * entry as a stream, counting bytes and stopping at the declared size: only a
 * zip whose every entry is as small as it says reaches JSZip or mammoth,
 * which inflate whole entries into memory.
 */
import { ExtractError } from './errors';
import type { Deadline, ExtractLimits } from './limits';

export interface ZipEntry {
  name: string;
  method: number;
  /** General-purpose flags; bit 0 means the entry is encrypted. */
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const U32_MAX = 0xffffffff;

const damaged = (): ExtractError => new ExtractError('damaged');

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** 64-bit little-endian as a number; sizes past 2^53 are absurd anyway and read as huge. */
function u64(dv: DataView, at: number): number {
  return dv.getUint32(at, true) + dv.getUint32(at + 4, true) * 2 ** 32;
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && view(bytes).getUint32(0, true) === LOCAL_SIG;
}

function findEocd(dv: DataView): number {
  const stop = Math.max(0, dv.byteLength - 22 - 0xffff);
  for (let at = dv.byteLength - 22; at >= stop; at--) {
    if (dv.getUint32(at, true) === EOCD_SIG) return at;
  }
  throw damaged();
}

/** Entry count and directory offset, from the ZIP64 record when the classic one overflows. */
function directoryBounds(dv: DataView): { count: number; offset: number } {
  const eocd = findEocd(dv);
  let count = dv.getUint16(eocd + 10, true);
  let offset = dv.getUint32(eocd + 16, true);
  const locator = eocd - 20;
  if ((count === 0xffff || offset === U32_MAX) && locator >= 0 && dv.getUint32(locator, true) === ZIP64_LOCATOR_SIG) {
    const record = u64(dv, locator + 8);
    if (record + 56 > dv.byteLength || dv.getUint32(record, true) !== ZIP64_EOCD_SIG) throw damaged();
    count = u64(dv, record + 32);
    offset = u64(dv, record + 48);
  }
  return { count, offset };
}

/** Replaces 0xFFFFFFFF fields by the values of the ZIP64 extra field (id 1), in its fixed order. */
function applyZip64(dv: DataView, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = dv.getUint16(at, true);
    const len = dv.getUint16(at + 2, true);
    if (id === 1) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > at + 4 + len) throw damaged();
        const value = u64(dv, field);
        field += 8;
        return value;
      };
      if (entry.size === U32_MAX) entry.size = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + len;
  }
}

const decoder = new TextDecoder();

function readEntry(dv: DataView, bytes: Uint8Array, at: number): { entry: ZipEntry; next: number } {
  if (at + 46 > dv.byteLength || dv.getUint32(at, true) !== CENTRAL_SIG) throw damaged();
  const nameLen = dv.getUint16(at + 28, true);
  const extraLen = dv.getUint16(at + 30, true);
  const commentLen = dv.getUint16(at + 32, true);
  const next = at + 46 + nameLen + extraLen + commentLen;
  if (next > dv.byteLength) throw damaged();
  const entry: ZipEntry = {
    name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLen)),
    flags: dv.getUint16(at + 8, true),
    method: dv.getUint16(at + 10, true),
    compressedSize: dv.getUint32(at + 20, true),
    size: dv.getUint32(at + 24, true),
    localHeaderOffset: dv.getUint32(at + 42, true),
  };
  applyZip64(dv, at + 46 + nameLen, at + 46 + nameLen + extraLen, entry);
  return { entry, next };
}

/**
 * The entries the central directory declares. Throws 'bomb' past
 * `maxEntries` (before reading them all) and 'damaged' on a broken directory.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  if (bytes.length < 22) throw damaged();
  const dv = view(bytes);
  const { count, offset } = directoryBounds(dv);
  if (count > maxEntries) throw new ExtractError('bomb');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    const { entry, next } = readEntry(dv, bytes, at);
    entries.push(entry);
    at = next;
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL_SIG) throw damaged();
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw damaged();
  return bytes.subarray(start, end);
}

/** Bytes a raw-deflate stream inflates to, counting up to `cap` + 1 at most (never more in memory than one chunk). */
async function inflatedSize(data: Uint8Array, cap: number): Promise<number> {
  const reader = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total;
      total += value.byteLength;
      if (total > cap) {
        await reader.cancel().catch(() => undefined);
        return total;
      }
    }
  } catch {
    throw damaged();
  }
}

/** Every entry inflates to no more than it declares; lying entries are a bomb, unknown methods damage. */
async function verifyEntry(bytes: Uint8Array, entry: ZipEntry): Promise<void> {
  const data = entryData(bytes, entry);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw damaged();
    return;
  }
  if (entry.method !== 8) throw damaged();
  if ((await inflatedSize(data, entry.size)) > entry.size) throw new ExtractError('bomb');
}

/**
 * Checks a zip before any library inflates it: entry count, declared total
 * and then each entry's real size. Returns the directory for type detection.
 */
export async function guardZip(bytes: Uint8Array, limits: ExtractLimits, deadline: Deadline): Promise<ZipEntry[]> {
  const entries = readZipDirectory(bytes, limits.maxZipEntries);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limits.maxUnzippedBytes) throw new ExtractError('bomb');
  for (const entry of entries) {
    deadline.check();
    if (entry.size > 0 || entry.compressedSize > 0) await verifyEntry(bytes, entry);
  }
  return entries;
}
