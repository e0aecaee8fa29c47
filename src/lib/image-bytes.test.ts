import { describe, expect, it } from 'vitest';
import { imageSize, sniffImage, svgSize } from './image-bytes';

const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

const png = (w: number, h: number) => bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 6, 0, 0, 0]);
const gif = (w: number, h: number) => bytes('GIF89a', le16(w), le16(h), [0, 0, 0]);
/** A JPEG with an APP0 segment before its baseline frame header. */
const jpeg = (w: number, h: number) => bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xc0, 0, 17, 8], [(h >> 8) & 255, h & 255, (w >> 8) & 255, w & 255], [3, 1, 0x22, 0]);
const webpX = (w: number, h: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(w - 1), le24(h - 1));
const webpL = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8L', [5, 0, 0, 0], [0x2f], [bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255]);
};
const webpLossy = (w: number, h: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8 ', [10, 0, 0, 0], [0, 0, 0, 0x9d, 0x01, 0x2a], le16(w), le16(h));
const svg = (attrs: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><rect/></svg>`);

describe('sniffImage', () => {
  it('reads the type from the first bytes, whatever the file is called', () => {
    expect(sniffImage(png(1, 1))).toBe('png');
    expect(sniffImage(gif(1, 1))).toBe('gif');
    expect(sniffImage(jpeg(1, 1))).toBe('jpeg');
    expect(sniffImage(webpX(1, 1))).toBe('webp');
    expect(sniffImage(svg('width="10"'))).toBe('svg');
  });

  it('refuses everything else', () => {
    expect(sniffImage(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(bytes('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffImage(bytes('PK', [3, 4]))).toBeUndefined();
    expect(sniffImage(new Uint8Array(0))).toBeUndefined();
  });
});

describe('imageSize', () => {
  it('reads width and height from each header', () => {
    expect(imageSize(png(1920, 1080), 'png')).toEqual({ width: 1920, height: 1080 });
    expect(imageSize(gif(320, 200), 'gif')).toEqual({ width: 320, height: 200 });
    expect(imageSize(jpeg(4000, 3000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(webpX(5000, 2000), 'webp')).toEqual({ width: 5000, height: 2000 });
    expect(imageSize(webpL(640, 480), 'webp')).toEqual({ width: 640, height: 480 });
    expect(imageSize(webpLossy(800, 600), 'webp')).toEqual({ width: 800, height: 600 });
  });

  it('sizes an SVG by its attributes or viewBox, capped', () => {
    expect(svgSize('<svg width="300" height="150px">')).toEqual({ width: 300, height: 150 });
    expect(svgSize('<svg viewBox="0 0 200 100">')).toEqual({ width: 1600, height: 800 });
    expect(svgSize('<svg width="100000" height="100000">')).toEqual({ width: 2560, height: 2560 });
    expect(svgSize('<svg>')).toEqual({ width: 1600, height: 1600 });
  });
});

describe('what the export and the server read the same way as an upload', () => {
  it('needs the whole signature: PNG\'s eight bytes, GIF87a or GIF89a', () => {
    expect(sniffImage(bytes([0x89], 'PNG', [0, 0, 0, 0]))).toBeUndefined();
    expect(sniffImage(bytes('GIF8', [0, 0, 0, 0]))).toBeUndefined();
    expect(sniffImage(bytes('GIF87a', [0]))).toBe('gif');
  });

  it('reads a JPEG\'s size past fill bytes before its frame header', () => {
    const filled = bytes([0xff, 0xd8], [0xff, 0xff, 0xff, 0xc0, 0, 17, 8], [0, 200, 1, 44], [3, 1, 0x22, 0]);
    expect(imageSize(filled, 'jpeg')).toEqual({ width: 300, height: 200 });
  });

  it('knows an SVG by its bytes alone, after a prologue longer than a kilobyte', () => {
    const long = new TextEncoder().encode(`<?xml version="1.0"?><!-- ${'x'.repeat(2000)} --><svg width="10" height="20"></svg>`);
    expect(sniffImage(long)).toBe('svg');
    expect(imageSize(long, 'svg')).toEqual({ width: 10, height: 20 });
  });
});
