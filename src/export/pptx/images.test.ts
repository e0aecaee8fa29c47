import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaRepository } from '../../data/media';
import { toBase64 } from '../../lib/image-bytes';
import { imageFetcher, loadEmbeddable, tintSvg } from './images';

// A host that accepts the request and never answers.
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow.png`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('image loading for the export', () => {
  it('gives up on a host that never answers, and the image is left out with a reason', async () => {
    const started = Date.now();
    const outcome = await loadEmbeddable(url, { w: 3.5, h: 5.5 }, { loadImage: imageFetcher(300) });
    expect(outcome).toEqual({ ok: false, reason: 'could not be downloaded' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('still stops at once when the export itself is cancelled', async () => {
    const controller = new AbortController();
    const pending = loadEmbeddable(url, { w: 1, h: 1 }, { loadImage: imageFetcher(60_000), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** The first 24 bytes of a 3x2 PNG: enough for the sniffer and the size reader. */
function pngHead(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, 3);
  new DataView(bytes.buffer).setUint32(20, 2);
  return bytes;
}

describe('image loading from the media cache', () => {
  const REMOTE = 'https://images.example.test/expired.png';
  const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
  afterEach(async () => {
    offline.mockClear();
    await mediaRepository().clear();
  });

  it('embeds a cached picture when the network is gone', async () => {
    const cached = vi.fn(() => Promise.resolve(new Blob([pngHead()], { type: 'image/png' })));
    const outcome = await loadEmbeddable(REMOTE, { w: 2, h: 1 }, { loadImage: imageFetcher(1000, { cached, fetch: offline }) });
    expect(outcome).toEqual({ ok: true, image: { data: `image/png;base64,${toBase64(pngHead())}`, width: 3, height: 2 } });
    expect(cached).toHaveBeenCalledWith(REMOTE);
    expect(offline).not.toHaveBeenCalled();
  });

  it('finds the picture the media job stored under its URL, by default', async () => {
    await mediaRepository().put({ key: 'image:x', kind: 'image', status: 'cached', url: REMOTE, blob: new Blob([pngHead()], { type: 'image/png' }) });
    const outcome = await loadEmbeddable(REMOTE, { w: 2, h: 1 }, { loadImage: imageFetcher(1000, { fetch: offline }) });
    expect(outcome).toMatchObject({ ok: true, image: { width: 3, height: 2 } });
    expect(offline).not.toHaveBeenCalled();
  });

  it('goes to the network when the cache misses or cannot be read, and says so when that fails too', async () => {
    const broken = vi.fn(() => Promise.reject(new Error('MissingAPIError')));
    const outcome = await loadEmbeddable(REMOTE, { w: 2, h: 1 }, { loadImage: imageFetcher(1000, { cached: broken, fetch: offline }) });
    expect(outcome).toEqual({ ok: false, reason: 'could not be downloaded' });
    expect(offline).toHaveBeenCalledTimes(1);
    const online = vi.fn<typeof fetch>(() => Promise.resolve(new Response(pngHead(), { headers: { 'content-type': 'image/png' } })));
    const fetched = await loadEmbeddable(REMOTE, { w: 2, h: 1 }, { loadImage: imageFetcher(1000, { cached: null, fetch: online }) });
    expect(fetched).toMatchObject({ ok: true, image: { width: 3, height: 2 } });
  });
});

describe('the picture type, read from the bytes', () => {
  const rasterizeSvg = vi.fn(async (_svg: string, _width: number, _height: number) => pngHead());
  afterEach(() => rasterizeSvg.mockClear());

  it('leaves out an answer that calls itself SVG but is not one, never drawing it', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body><svg></svg></body></html>');
    const outcome = await loadEmbeddable('https://images.example.test/a.svg', { w: 2, h: 1 }, { loadImage: async () => ({ data: html, mime: 'image/svg+xml' }), rasterizeSvg });
    expect(outcome).toEqual({ ok: false, reason: 'is not a PNG, JPEG, GIF, WebP or SVG image' });
    expect(rasterizeSvg).not.toHaveBeenCalled();
  });

  it('draws an SVG whatever type it was served as, after a long prologue too', async () => {
    const svg = `<?xml version="1.0"?>\n<!-- ${'Generator: a drawing program. '.repeat(60)} -->\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>`;
    const deps = { loadImage: async () => ({ data: new TextEncoder().encode(svg), mime: 'application/octet-stream' }), rasterizeSvg };
    const outcome = await loadEmbeddable('https://images.example.test/a', { w: 2, h: 1 }, deps);
    expect(outcome).toMatchObject({ ok: true, image: { rasterised: true } });
    expect(rasterizeSvg).toHaveBeenCalledTimes(1);
  });
});

describe('tintSvg', () => {
  it('is applied to an icon before it becomes a PNG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path stroke="#64748b" d="M1 1"/></svg>';
    const rasterizeSvg = vi.fn(async (_svg: string, _width: number, _height: number) => pngHead());
    const deps = { loadImage: async () => ({ data: new TextEncoder().encode(svg), mime: 'image/svg+xml' }), rasterizeSvg };
    const outcome = await loadEmbeddable('data:image/svg+xml;base64,PHN2Zz4=', { w: 0.4, h: 0.4, tint: '#14b8a6' }, deps);
    expect(outcome.ok).toBe(true);
    expect(rasterizeSvg.mock.calls[0]?.[0]).toContain('stroke="#14b8a6"');
  });

  it('stores a drawing that came as SVG (the title art) as any bitmap, through the encoder; an icon stays its PNG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024"><rect width="768" height="1024" fill="#111827"/></svg>';
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const encodePicture = vi.fn(async (data: Uint8Array, kind: string) => ({ data: jpeg, kind: 'jpeg' as const, cut: true, reencoded: kind === 'png' && data.length > 0, width: 1024, height: 1440 }));
    const deps = { loadImage: async () => ({ data: new TextEncoder().encode(svg), mime: 'image/svg+xml' }), rasterizeSvg: async () => pngHead(), encodePicture };
    const art = await loadEmbeddable('data:image/svg+xml;base64,PHN2Zz4=', { w: 4, h: 5.625, fit: 'cover' }, deps);
    expect(art).toMatchObject({ ok: true, image: { rasterised: true, stored: { kind: 'jpeg', reencoded: true }, fitted: true } });
    expect(encodePicture).toHaveBeenCalledWith(pngHead(), 'png', { box: { w: 4, h: 5.625 }, fit: 'cover', framing: undefined });
    encodePicture.mockClear();
    const icon = await loadEmbeddable('data:image/svg+xml;base64,PHN2Zz4=', { w: 0.4, h: 0.4, tint: '#14b8a6' }, deps);
    expect(icon).toMatchObject({ ok: true, image: { rasterised: true, data: expect.stringMatching(/^image\/png;base64,/) } });
    expect(encodePicture).not.toHaveBeenCalled();
  });

  it('paints every coloured part of an icon in one colour, keeping what is not painted', () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g fill="none" stroke="#64748b" stroke-width="2"><path d="M1 1"/><circle fill="#64748b" r="2"/><rect style="fill:#000;stroke:none"/><path stroke="currentColor"/></g></svg>';
    const tinted = tintSvg(icon, '#14b8a6');
    expect(tinted).toContain('fill="none"');
    expect(tinted).toContain('stroke="#14b8a6"');
    expect(tinted).toContain('<circle fill="#14b8a6"');
    expect(tinted).toContain('style="fill:#14b8a6;stroke:none"');
    expect(tinted).toContain('<path stroke="#14b8a6"/>');
    expect(tinted).not.toMatch(/64748b|currentColor|#000/);
    expect(tinted).toContain('stroke-width="2"');
  });
});
