import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaEntry } from '../data/media';
import { coalescedLookups, fetchPictureBlob } from './media-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('fetchPictureBlob', () => {
  it('decodes a base64 data: URL itself, never fetching it (the CSP forbids connecting to data:)', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const blob = await fetchPictureBlob(`data:image/svg+xml;base64,${btoa(svg)}`);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(blob?.type).toBe('image/svg+xml');
    expect(await blob?.text()).toBe(svg);
  });

  it('decodes a percent-encoded data: URL and refuses a malformed one', async () => {
    expect(await (await fetchPictureBlob('data:image/svg+xml,%3Csvg%2F%3E'))?.text()).toBe('<svg/>');
    expect(await fetchPictureBlob('data:image/png;base64')).toBeUndefined();
  });

  it('fetches a remote picture without cookies or referrer; a failed answer or network gives undefined', async () => {
    const fetchSpy = vi.fn(async () => new Response(new Blob(['png'], { type: 'image/png' })));
    vi.stubGlobal('fetch', fetchSpy);
    expect((await fetchPictureBlob('https://img.example/a.png'))?.type).toBe('image/png');
    expect(fetchSpy).toHaveBeenCalledWith('https://img.example/a.png', { credentials: 'omit', referrerPolicy: 'no-referrer' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('no', { status: 404 })));
    expect(await fetchPictureBlob('https://img.example/b.png')).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await fetchPictureBlob('https://img.example/c.png')).toBeUndefined();
  });
});

describe('coalescedLookups', () => {
  it('answers the lookups asked in one task with one read, each with its own entry', async () => {
    const getMany = vi.fn(async (keys: readonly string[]) => keys.map((key) => (key === 'none' ? undefined : ({ key, kind: 'icon', status: 'cached', url: `u:${key}` }) as MediaEntry)));
    const { get } = coalescedLookups({ getMany });
    const answers = await Promise.all(['a', 'none', 'b'].map((key) => get(key)));
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith(['a', 'none', 'b']);
    expect(answers.map((e) => e?.url)).toEqual(['u:a', undefined, 'u:b']);
    // A later task reads again.
    await get('c');
    expect(getMany).toHaveBeenCalledTimes(2);
  });

  it('fails every lookup of a read that failed', async () => {
    const { get } = coalescedLookups({ getMany: async () => Promise.reject(new Error('closed')) });
    await expect(Promise.all([get('a'), get('b')])).rejects.toThrow('closed');
  });
});
