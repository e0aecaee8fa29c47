/**
 * Writes the finished .pptx zip. jszip deflates with pako and sets up a new
 * 64 KB deflate state for every part; a 100-slide deck has over 400 parts,
 * and that set-up alone cost more than the compression (bench export). Here
 * each part is deflated by the platform (CompressionStream 'deflate-raw' in
 * browsers, zlib when the Node caller passes it) and laid out as a plain zip:
 * local headers, data, central directory. No zip64 (a deck is far below 4 GB
 * and 65,535 parts) and no data descriptors, as Office writes them.
 */

/** Raw DEFLATE (RFC 1951, no zlib header) of `data`. */
export type DeflateRaw = (data: Uint8Array) => Uint8Array | Promise<Uint8Array>;

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Stored as is instead of deflated (for data that does not shrink). */
  store?: boolean;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (zip's checksum) of `data`. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** CompressionStream's raw deflate, or undefined where the platform has none. */
export function platformDeflateRaw(): DeflateRaw | undefined {
  if (typeof CompressionStream === 'undefined') return undefined;
  try {
    new CompressionStream('deflate-raw');
  } catch {
    return undefined;
  }
  return async (data) => {
    const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  };
}

// 1980-01-01 00:00: the file's parts carry no meaningful time, and a fixed one makes the output reproducible.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface Written {
  name: Uint8Array;
  crc: number;
  method: 0 | 8;
  compressed: Uint8Array;
  size: number;
  offset: number;
}

function localHeader(w: Written): Uint8Array {
  const head = new Uint8Array(30 + w.name.length);
  const v = new DataView(head.buffer);
  v.setUint32(0, 0x04034b50, true);
  v.setUint16(4, 20, true);
  v.setUint16(6, 0x0800, true); // UTF-8 names
  v.setUint16(8, w.method, true);
  v.setUint16(10, DOS_TIME, true);
  v.setUint16(12, DOS_DATE, true);
  v.setUint32(14, w.crc, true);
  v.setUint32(18, w.compressed.length, true);
  v.setUint32(22, w.size, true);
  v.setUint16(26, w.name.length, true);
  head.set(w.name, 30);
  return head;
}

function centralHeader(w: Written): Uint8Array {
  const head = new Uint8Array(46 + w.name.length);
  const v = new DataView(head.buffer);
  v.setUint32(0, 0x02014b50, true);
  v.setUint16(4, 20, true);
  v.setUint16(6, 20, true);
  v.setUint16(8, 0x0800, true);
  v.setUint16(10, w.method, true);
  v.setUint16(12, DOS_TIME, true);
  v.setUint16(14, DOS_DATE, true);
  v.setUint32(16, w.crc, true);
  v.setUint32(20, w.compressed.length, true);
  v.setUint32(24, w.size, true);
  v.setUint16(28, w.name.length, true);
  v.setUint32(42, w.offset, true);
  head.set(w.name, 46);
  return head;
}

function endRecord(count: number, size: number, offset: number): Uint8Array {
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, count, true);
  v.setUint16(10, count, true);
  v.setUint32(12, size, true);
  v.setUint32(16, offset, true);
  return end;
}

/** The zip of `entries`, in their order, each deflated with `deflateRaw` unless stored. */
export async function writeZip(entries: readonly ZipEntry[], deflateRaw: DeflateRaw): Promise<Uint8Array> {
  // Past these the 16- and 32-bit fields wrap and the file is corrupt (zip64 is not written).
  if (entries.length > 0xffff) throw new Error(`too many parts for a zip file (${entries.length}, at most 65,535)`);
  const encoder = new TextEncoder();
  const compressed = await Promise.all(entries.map((e) => (e.store ? e.data : deflateRaw(e.data))));
  const chunks: Uint8Array[] = [];
  const written: Written[] = [];
  let offset = 0;
  entries.forEach((entry, i) => {
    const deflated = compressed[i]!;
    // A part that deflate makes no smaller is stored, as zip tools do.
    const store = entry.store === true || deflated.length >= entry.data.length;
    const w: Written = { name: encoder.encode(entry.name), crc: crc32(entry.data), method: store ? 0 : 8, compressed: store ? entry.data : deflated, size: entry.data.length, offset };
    const head = localHeader(w);
    chunks.push(head, w.compressed);
    offset += head.length + w.compressed.length;
    written.push(w);
  });
  const directoryStart = offset;
  for (const w of written) {
    const head = centralHeader(w);
    chunks.push(head);
    offset += head.length;
  }
  if (offset > 0xffffffff) throw new Error('the file would be larger than 4 GB, which a zip file cannot hold');
  chunks.push(endRecord(written.length, offset - directoryStart, directoryStart));
  const out = new Uint8Array(offset + 22);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
