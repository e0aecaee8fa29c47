/**
 * Byte-level helpers of the stream parser: the buffer of not yet decoded
 * bytes and its newline search.
 */

/** Byte value of '\n'. */
export const NEWLINE = 10;
const INITIAL_BUFFER = 1024;
// A buffer grown by a huge line is dropped once empty rather than kept for the stream's life.
const KEEP_BUFFER_MAX = 64 * 1024;

const NEWLINES = 0x0a0a0a0a;
const ONES = 0x01010101;
const HIGHS = 0x80808080;

/** SWAR: true when a byte of `a` or `b` is '\n' (zero-byte test on word ^ 0x0a0a0a0a). */
function hasNewline2(a: number, b: number): boolean {
  const x = a ^ NEWLINES;
  const y = b ^ NEWLINES;
  return ((((x - ONES) & ~x) | ((y - ONES) & ~y)) & HIGHS) !== 0;
}

/**
 * Growable buffer of the bytes after the last newline, not yet decoded.
 * Small chunks are copied in and only the new bytes are searched for '\n',
 * four at a time through an aligned Int32Array view (SWAR): per chunk this is
 * cheaper than a byte-wise `lastIndexOf` on the caller's chunk.
 */
export class ByteBuffer {
  private buf = new Uint8Array(INITIAL_BUFFER);
  private words = new Int32Array(this.buf.buffer);
  length = 0;

  append(bytes: Uint8Array): void {
    const needed = this.length + bytes.length;
    if (needed > this.buf.length) this.resize(Math.max(needed, this.buf.length * 2));
    this.buf.set(bytes, this.length);
    this.length = needed;
  }

  /** The first `end` bytes; valid until the next append or consume. */
  view(end = this.length): Uint8Array {
    return this.buf.subarray(0, end);
  }

  /**
   * Index of the last '\n' at or after `from`, or -1. The caller passes the
   * length before its append: older bytes are the tail of an unfinished line
   * and hold no newline, so they are never searched again.
   */
  lastNewline(from: number): number {
    const bytes = this.buf;
    const words = this.words;
    let i = this.length;
    while (i > from && (i & 3) !== 0) if (bytes[--i] === NEWLINE) return i;
    const firstWord = (from + 3) >> 2;
    let w = i >> 2;
    // Two words per step, one branch per 8 bytes; a hit is located by the loop below.
    while (w - 2 >= firstWord && !hasNewline2(words[w - 1] ?? 0, words[w - 2] ?? 0)) w -= 2;
    while (w > firstWord) {
      w--;
      if (hasNewline2(words[w] ?? 0, 0)) {
        for (let k = (w << 2) + 3; k >= w << 2; k--) if (bytes[k] === NEWLINE) return k;
      }
    }
    for (let k = Math.min(i, firstWord << 2) - 1; k >= from; k--) if (bytes[k] === NEWLINE) return k;
    return -1;
  }

  /** Drops the first `count` bytes, keeping the rest at the start. */
  consume(count: number): void {
    const rest = this.length - count;
    if (rest > 0) this.buf.copyWithin(0, count, this.length);
    this.length = rest;
    // A buffer grown by a huge line is not kept for the rest of the stream.
    if (this.buf.length > KEEP_BUFFER_MAX && rest <= INITIAL_BUFFER) this.resize(INITIAL_BUFFER);
  }

  private resize(size: number): void {
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.words = new Int32Array(next.buffer, 0, size >> 2);
  }
}

/** UTF-8 size of a string chunk, so bytesReceived means the same for both chunk kinds. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Each half of a surrogate pair counts 2: the pair is one 4-byte character.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}
