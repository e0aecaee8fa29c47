/**
 * Small valid PNG files made in Node (node:zlib), so the export tests and the
 * bench embed real pictures without any file downloaded or checked in.
 * `noise` 0 gives a smooth gradient (compresses to little), 1 pure noise (no
 * compression at all): the bench uses noise to reach 50-200 KB pictures.
 */
import { deflateSync } from 'node:zlib';
import { mulberry32 } from '../../bench/lib';

const SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 8 + data.length);
  return out;
}

export interface PngOptions {
  width: number;
  height: number;
  /** Same seed, same picture. */
  seed?: number;
  /** 0..1: share of random noise mixed into the gradient. */
  noise?: number;
}

/** An 8-bit RGB PNG: a diagonal colour gradient, with optional noise. */
export function makePng({ width, height, seed = 1, noise = 0 }: PngOptions): Uint8Array {
  const rand = mulberry32(seed);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let at = 0;
  for (let y = 0; y < height; y++) {
    rows[at++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const base = [(x * 255) / width, (y * 255) / height, ((seed * 37) % 256 + x + y) % 256];
      for (const value of base) rows[at++] = Math.round(value * (1 - noise) + rand() * 255 * noise);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter method, no interlace
  return new Uint8Array(
    Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array(0))]),
  );
}

/** The PNG as a data URL, as the deck stores generated images. */
export function pngDataUrl(options: PngOptions): string {
  return `data:image/png;base64,${Buffer.from(makePng(options)).toString('base64')}`;
}
