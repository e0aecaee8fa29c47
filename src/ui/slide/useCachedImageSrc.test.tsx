import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaRepository, mediaRepository } from '../../data/media';
import { cachedImageSrc, resolveCachedImageSrc, subscribeCachedImageSrc, useCachedImageSrc } from './useCachedImageSrc';

// The hook's store is tested directly, and the hook itself through a server render.
const REMOTE = 'https://images.example.test/tide.png';

afterEach(async () => {
  vi.restoreAllMocks();
  await mediaRepository().clear();
});

async function cacheRemote(url = REMOTE): Promise<void> {
  await mediaRepository().put({ key: `image:${url}`, kind: 'image', status: 'cached', url, blob: new Blob(['png'], { type: 'image/png' }) });
}

function Probe({ src }: { src: string }) {
  return <span data-src={useCachedImageSrc(src)} />;
}

describe('useCachedImageSrc', () => {
  it('passes data: and blob: addresses through without asking the cache', async () => {
    const find = vi.spyOn(MediaRepository.prototype, 'findByUrl');
    for (const src of ['data:image/svg+xml,%3Csvg%2F%3E', 'blob:https://app.example.test/1']) {
      expect(cachedImageSrc(src)).toBe(src);
      expect(await resolveCachedImageSrc(src)).toBe(src);
    }
    expect(find).not.toHaveBeenCalled();
  });

  it('shows a remote picture as given first, then from its cached blob', async () => {
    await cacheRemote();
    expect(cachedImageSrc(REMOTE)).toBe(REMOTE);
    const changed = vi.fn();
    const stop = subscribeCachedImageSrc(changed);
    const shown = await resolveCachedImageSrc(REMOTE);
    stop();
    expect(shown).toMatch(/^blob:/);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(cachedImageSrc(REMOTE)).toBe(shown);
    expect(await resolveCachedImageSrc(REMOTE)).toBe(shown);
  });

  it('keeps the remote address when the picture is not cached or the cache cannot be read', async () => {
    const changed = vi.fn();
    const stop = subscribeCachedImageSrc(changed);
    const refused = async () => undefined;
    expect(await resolveCachedImageSrc('https://images.example.test/missing.png', refused)).toBe('https://images.example.test/missing.png');
    vi.spyOn(MediaRepository.prototype, 'findByUrl').mockRejectedValue(new Error('MissingAPIError: IndexedDB API missing'));
    expect(await resolveCachedImageSrc('http://images.example.test/broken.png', refused)).toBe('http://images.example.test/broken.png');
    stop();
    expect(changed).not.toHaveBeenCalled();
  });

  it('reads a remote picture the cache does not hold once, and shows it from a blob (the page may not load other hosts)', async () => {
    const typed = 'https://photos.example.test/dunes.jpg';
    const asked: string[] = [];
    const fetchBlob = async (url: string) => (asked.push(url), new Blob(['jpg'], { type: 'image/jpeg' }));
    const changed = vi.fn();
    const stop = subscribeCachedImageSrc(changed);
    const [first, second] = await Promise.all([resolveCachedImageSrc(typed, fetchBlob), resolveCachedImageSrc(typed, fetchBlob)]);
    stop();
    expect(first).toMatch(/^blob:/);
    expect(second).toBe(first);
    expect(cachedImageSrc(typed)).toBe(first);
    expect(asked).toEqual([typed]);
    expect(changed).toHaveBeenCalledTimes(1);
    // Something that is not a picture is not shown from a blob, and not asked for again.
    const page = 'https://photos.example.test/page.html';
    const html = async (url: string) => (asked.push(url), new Blob(['<html>'], { type: 'text/html' }));
    expect(await resolveCachedImageSrc(page, html)).toBe(page);
    expect(await resolveCachedImageSrc(page, html)).toBe(page);
    expect(asked).toEqual([typed, page]);
  });

  it('goes back to the remote address when the media cache is cleared', async () => {
    await cacheRemote();
    const objectUrl = await resolveCachedImageSrc(REMOTE);
    const changed = vi.fn(() => cachedImageSrc(REMOTE));
    const stop = subscribeCachedImageSrc(changed);
    await mediaRepository().clear();
    stop();
    expect(objectUrl).toMatch(/^blob:/);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed.mock.results[0]?.value).toBe(REMOTE);
  });

  it('does no work when imported: its first subscriber starts following the cache clears', async () => {
    vi.resetModules();
    const follow = vi.fn(() => () => true);
    vi.doMock('../../data/media', async (actual) => ({ ...(await actual<object>()), onMediaCacheCleared: follow }));
    try {
      const fresh = await import('./useCachedImageSrc');
      expect(follow).not.toHaveBeenCalled();
      const stops = [fresh.subscribeCachedImageSrc(() => undefined), fresh.subscribeCachedImageSrc(() => undefined)];
      stops.forEach((stop) => stop());
      expect(follow).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('../../data/media');
      vi.resetModules();
    }
  });

  it('renders the given address first, on the server too', async () => {
    await cacheRemote();
    await resolveCachedImageSrc(REMOTE);
    expect(renderToStaticMarkup(<Probe src={REMOTE} />)).toBe(`<span data-src="${REMOTE}"></span>`);
    expect(renderToStaticMarkup(<Probe src="data:image/png;base64,AA==" />)).toBe('<span data-src="data:image/png;base64,AA=="></span>');
  });
});
