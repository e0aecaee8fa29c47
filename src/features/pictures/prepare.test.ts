import { describe, expect, it } from 'vitest';
import { PICTURE_UNDRAWABLE, preparePicture, type DrawPicture } from './prepare';
import { NOT_A_PICTURE } from './upload-check';

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const pngHead = (w: number, h: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), 0x49, 0x48, 0x44, 0x52, ...be32(w), ...be32(h), 8, 6, 0, 0, 0]);

/** A canvas stand-in: records what it was asked to draw and answers a tiny picture of that type. */
function fakeDraw(calls: Array<{ type: string; width: number; height: number; mime: string; text?: string }>): DrawPicture {
  return async (source, size, mime) => {
    calls.push({ type: source.type, ...size, mime, ...(source.type === 'image/svg+xml' ? { text: await source.text() } : {}) });
    return new Blob([new Uint8Array([1, 2, 3])], { type: mime });
  };
}

describe('preparePicture', () => {
  it('keeps a small PNG byte for byte, as a data URL with its size', async () => {
    const calls: Parameters<typeof fakeDraw>[0] = [];
    const out = await preparePicture(new Blob([pngHead(800, 600)]), fakeDraw(calls));
    expect(calls).toEqual([]);
    expect(out.ok && out.picture).toMatchObject({ width: 800, height: 600, type: 'png' });
    expect(out.ok && out.picture.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
  });

  it('scales a large picture down and writes a photo as JPEG', async () => {
    const calls: Parameters<typeof fakeDraw>[0] = [];
    const sof = [0xff, 0xc0, 0, 17, 8, ...[3000 >> 8, 3000 & 255, 6000 >> 8, 6000 & 255], 3, 1, 0x22, 0];
    const out = await preparePicture(new Blob([new Uint8Array([0xff, 0xd8, ...sof])]), fakeDraw(calls));
    expect(calls).toEqual([{ type: 'image/jpeg', width: 2560, height: 1280, mime: 'image/jpeg' }]);
    expect(out.ok && out.picture.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('draws a sanitised SVG, never its scripts', async () => {
    const calls: Parameters<typeof fakeDraw>[0] = [];
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const out = await preparePicture(new Blob([svg]), fakeDraw(calls));
    expect(out.ok && out.picture).toMatchObject({ type: 'svg', width: 200, height: 100, svgRemoved: 1 });
    expect(calls[0]?.mime).toBe('image/png');
    expect(calls[0]?.text).not.toContain('script');
  });

  it('draws a GIF (its first frame) as PNG', async () => {
    const calls: Parameters<typeof fakeDraw>[0] = [];
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 64, 0, 32, 0, 0, 0, 0]);
    const out = await preparePicture(new Blob([gif]), fakeDraw(calls));
    expect(calls).toEqual([{ type: 'image/gif', width: 64, height: 32, mime: 'image/png' }]);
    expect(out.ok).toBe(true);
  });

  it('refuses with the checks’ sentence, and a picture the browser cannot draw', async () => {
    expect(await preparePicture(new Blob(['hello']))).toEqual({ ok: false, error: NOT_A_PICTURE });
    const broken: DrawPicture = () => Promise.reject(new Error('decode failed'));
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 64, 0, 32, 0, 0, 0, 0]);
    expect(await preparePicture(new Blob([gif]), broken)).toEqual({ ok: false, error: PICTURE_UNDRAWABLE });
  });
});
