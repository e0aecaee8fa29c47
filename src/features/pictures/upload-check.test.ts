import { describe, expect, it } from 'vitest';
import { EMPTY_FILE, MAX_UPLOAD_BYTES, NOT_A_PICTURE, checkPictureBytes, formatBytes, storedSize } from './upload-check';

// Reading the type and the pixel size is tested with src/lib/image-bytes.
const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

const png = (w: number, h: number) => bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 6, 0, 0, 0]);

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
