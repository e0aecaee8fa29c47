import { describe, expect, it } from 'vitest';
import { EMPTY_FILE, MAX_UPLOAD_BYTES, NOT_A_PICTURE, checkPictureBytes, formatBytes, pixelSize, sniffPictureType, storedSize, svgSize } from './upload-check';

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

describe('sniffPictureType', () => {
  it('reads the type from the first bytes, whatever the file is called', () => {
    expect(sniffPictureType(png(1, 1))).toBe('png');
    expect(sniffPictureType(gif(1, 1))).toBe('gif');
    expect(sniffPictureType(jpeg(1, 1))).toBe('jpeg');
    expect(sniffPictureType(webpX(1, 1))).toBe('webp');
    expect(sniffPictureType(svg('width="10"'))).toBe('svg');
  });

  it('refuses everything else', () => {
    expect(sniffPictureType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffPictureType(bytes('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffPictureType(bytes('PK', [3, 4]))).toBeUndefined();
    expect(sniffPictureType(new Uint8Array(0))).toBeUndefined();
  });
});

describe('pixelSize', () => {
  it('reads width and height from each header', () => {
    expect(pixelSize(png(1920, 1080), 'png')).toEqual({ width: 1920, height: 1080 });
    expect(pixelSize(gif(320, 200), 'gif')).toEqual({ width: 320, height: 200 });
    expect(pixelSize(jpeg(4000, 3000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(pixelSize(webpX(5000, 2000), 'webp')).toEqual({ width: 5000, height: 2000 });
    expect(pixelSize(webpL(640, 480), 'webp')).toEqual({ width: 640, height: 480 });
    expect(pixelSize(webpLossy(800, 600), 'webp')).toEqual({ width: 800, height: 600 });
  });

  it('sizes an SVG by its attributes or viewBox, capped', () => {
    expect(svgSize('<svg width="300" height="150px">')).toEqual({ width: 300, height: 150 });
    expect(svgSize('<svg viewBox="0 0 200 100">')).toEqual({ width: 1600, height: 800 });
    expect(svgSize('<svg width="100000" height="100000">')).toEqual({ width: 2560, height: 2560 });
    expect(svgSize('<svg>')).toEqual({ width: 1600, height: 1600 });
  });
});

describe('checkPictureBytes', () => {
  it('passes a picture within the limits', () => {
    expect(checkPictureBytes(png(1280, 720))).toEqual({ ok: true, picture: { type: 'png', size: { width: 1280, height: 720 } } });
  });

  it('names the problem: size, type, pixels, empty', () => {
    expect(checkPictureBytes(png(10, 10), 24 * 1024 * 1024)).toEqual({ ok: false, error: 'This picture is 24 MB; the limit is 10 MB.' });
    expect(checkPictureBytes(bytes('%PDF-1.7 hello'))).toEqual({ ok: false, error: NOT_A_PICTURE });
    expect(NOT_A_PICTURE).toBe('This file is not a picture (PNG, JPEG, WebP, GIF or SVG).');
    expect(checkPictureBytes(png(20000, 20000))).toEqual({ ok: false, error: 'This picture is 20000 × 20000 pixels (400 megapixels); the limit is 40 megapixels.' });
    expect(checkPictureBytes(new Uint8Array(0))).toEqual({ ok: false, error: EMPTY_FILE });
    expect(checkPictureBytes(png(0, 0)).ok).toBe(false);
  });

  it('takes a file exactly at the limit', () => {
    expect(checkPictureBytes(png(8, 8), MAX_UPLOAD_BYTES).ok).toBe(true);
  });
});

describe('sizes', () => {
  it('scales the stored copy to 2560 on its longer side', () => {
    expect(storedSize({ width: 6000, height: 4000 })).toEqual({ width: 2560, height: 1707 });
    expect(storedSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('says sizes as people read them', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(300)).toBe('1 KB');
  });
});
