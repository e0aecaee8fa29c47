import { describe, expect, it } from 'vitest';
import { printablePictures } from './print-pictures';
import type { EncodedPicture, PictureRequest } from './types';

/** A PNG signature and IHDR claiming `width` x `height` (only the header is read here). */
function pngOf(width: number, height: number, extra = 5000): Uint8Array {
  const bytes = new Uint8Array(24 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}
/** What the fake encoder answers: 100 bytes, larger than a header-only picture, smaller than a big one. */
const JPEG = Uint8Array.from({ length: 100 }, (_, i) => [0xff, 0xd8, 0xff][i] ?? 0);

const BIG = 'data:image/png;base64,big';
const SMALL = 'data:image/png;base64,small';
const SVG = 'data:image/svg+xml;base64,PHN2Zy8+';

function deps(sizes: Record<string, Uint8Array>) {
  const requests: PictureRequest[] = [];
  const made: Blob[] = [];
  const revoked: string[] = [];
  return {
    requests,
    made,
    revoked,
    deps: {
      loadImage: async (url: string) => (sizes[url] ? { data: sizes[url]!, mime: '' } : null),
      encodePicture: async (_data: Uint8Array, _kind: string, request: PictureRequest): Promise<EncodedPicture> => {
        requests.push(request);
        return { data: JPEG, kind: 'jpeg', width: 1, height: 1, cut: false, reencoded: true };
      },
      createUrl: (blob: Blob) => (made.push(blob), `blob:made-${made.length}`),
      revokeUrl: (url: string) => void revoked.push(url),
    },
  };
}

const topic = (id: number, url: string) => ({ id, type: 'topic' as const, topic: { heading: 'H', image_url: url } });

describe('pictures made print-sized', () => {
  it('scales a big picture to cover twice its largest slot, whole, and swaps in a blob: URL everywhere it is shown', async () => {
    const d = deps({ [BIG]: pngOf(4000, 3000) });
    const slides: { id: number; type: 'title' | 'topic'; topic?: { heading: string; image_url?: string } }[] = [{ id: 0, type: 'title' }, topic(1, BIG), topic(2, BIG)];
    const out = await printablePictures(slides, d.deps);
    // The first topic picture is the title slide's too: a whole slide (2560 x 1440 px at twice the canvas) is its largest slot.
    expect(d.requests).toHaveLength(1);
    expect(d.requests[0]!.fit).toBe('contain');
    expect(d.requests[0]!.box.w * 256).toBeCloseTo(2560, 3);
    expect(d.requests[0]!.box.h * 256).toBeCloseTo(1920, 3);
    expect(out.slides.map((s) => s.topic?.image_url)).toEqual([undefined, 'blob:made-1', 'blob:made-1']);
    expect(slides[1]!.topic?.image_url).toBe(BIG);
    out.release();
    expect(d.revoked).toEqual(['blob:made-1']);
  });

  it('leaves alone what it cannot make smaller: an SVG, a picture it cannot load, one already smaller than its encoding', async () => {
    const d = deps({ [SMALL]: pngOf(100, 100, 0) });
    const out = await printablePictures([topic(1, SVG), topic(2, 'https://gone.example/x.png'), topic(3, SMALL)], d.deps);
    expect(out.slides.map((s) => s.topic?.image_url)).toEqual([SVG, 'https://gone.example/x.png', SMALL]);
    expect(d.made).toEqual([]);
  });
});
