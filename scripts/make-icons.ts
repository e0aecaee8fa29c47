/**
 * Writes the PWA's PNG icons (public/icons) without any image tool: the
 * favicon's shapes are drawn into an RGBA buffer and encoded as PNG here.
 * Run once after changing the design: `npx tsx scripts/make-icons.ts`.
 */
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

type Rgb = [number, number, number];
const INDIGO: Rgb = [0x4f, 0x46, 0xe5];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The favicon design in a 64-unit square; `inset` shrinks it for maskable icons. */
function design(u: number, v: number): Rgb {
  const inRect = (x: number, y: number, w: number, h: number) => u >= x && u < x + w && v >= y && v < y + h;
  if (inRect(23, 22, 18, 3)) return INDIGO;
  if (inRect(23, 29, 26, 2) || inRect(23, 33, 22, 2)) return [0xa5, 0xb4, 0xfc];
  if (inRect(18, 16, 36, 24)) return [255, 255, 255];
  if (inRect(14, 22, 36, 24)) return [0xc7, 0xd2, 0xfe];
  return INDIGO;
}

function icon(size: number, scale: number): Buffer {
  return encodePng(size, (x, y) => {
    const u = ((x / size - 0.5) / scale + 0.5) * 64;
    const v = ((y / size - 0.5) / scale + 0.5) * 64;
    return design(u, v);
  });
}

writeFileSync('public/icons/icon-192.png', icon(192, 1));
writeFileSync('public/icons/icon-512.png', icon(512, 1));
writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.8));
console.log('icons written to public/icons');
