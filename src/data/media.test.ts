import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MEDIA_FAILED, StorageFullError } from './errors';
import { cachedObjectUrl, forgetCachedObjectUrls, isNoPicture, mediaKey, MediaRepository, onMediaCacheCleared, peekCachedObjectUrl } from './media';
import { freshDbs } from './testing';

const dbs = freshDbs();
afterEach(() => vi.restoreAllMocks());

describe('mediaKey', () => {
  it('is stable for the same prompt and style, and differs by kind, style and prompt', () => {
    const key = mediaKey('image', 'A lighthouse at dusk', 'photorealistic');
    expect(key).toMatch(/^image:[0-9a-f]{14}$/);
    expect(mediaKey('image', '  A lighthouse at dusk ', 'photorealistic')).toBe(key);
    expect(mediaKey('icon', 'A lighthouse at dusk', 'photorealistic')).not.toBe(key);
    expect(mediaKey('image', 'A lighthouse at dusk', 'sketch')).not.toBe(key);
    expect(mediaKey('image', 'A lighthouse at dawn', 'photorealistic')).not.toBe(key);
  });
});

describe('MediaRepository', () => {
  it('moves a prompt from pending to cached with its blob and size', async () => {
    const media = new MediaRepository(dbs.make(), { now: () => 7 });
    const key = mediaKey('image', 'tide', 'sketch');
    expect(await media.shouldRequest(key)).toBe(true);
    await media.put({ key, kind: 'image', status: 'pending', prompt: 'tide', style: 'sketch' });
    expect(await media.shouldRequest(key)).toBe(false);
    await media.put({ key, kind: 'image', status: 'cached', blob: new Blob(['12345678']) });
    const entry = await media.get(key);
    expect(entry).toMatchObject({ status: 'cached', size: 8, updatedAt: 7 });
    expect(entry?.blob).toBeInstanceOf(Blob);
    expect(await entry?.blob?.text()).toBe('12345678');
  });

  it('reads many entries at once, in the order asked, with undefined for the missing', async () => {
    const media = new MediaRepository(dbs.make());
    await media.put({ key: 'b', kind: 'icon', status: 'cached', url: 'data:b' });
    await media.put({ key: 'a', kind: 'image', status: 'failed', error: 'no' });
    const entries = await media.getMany(['a', 'missing', 'b']);
    expect(entries.map((e) => e?.status)).toEqual(['failed', undefined, 'cached']);
    expect(entries[2]?.url).toBe('data:b');
  });

  it('never asks again for a failed prompt until the cache is cleared', async () => {
    const media = new MediaRepository(dbs.make());
    const key = mediaKey('icon', 'anchor');
    await media.markFailed(key, 'icon', 'Icon generation failed: 500 Internal Server Error');
    expect(await media.get(key)).toMatchObject({ status: 'failed', error: 'Icon generation failed: 500 Internal Server Error' });
    expect(await media.shouldRequest(key)).toBe(false);
    await media.clear();
    expect(await media.shouldRequest(key)).toBe(true);
  });

  it('keeps "no icon fits" as a settled cached entry, never asked again until the cache is cleared', async () => {
    const media = new MediaRepository(dbs.make());
    const key = mediaKey('icon', 'icon of coast');
    await media.markNone(key, 'icon');
    const entry = await media.get(key);
    expect(entry).toMatchObject({ key, kind: 'icon', status: 'cached', size: 0 });
    expect(entry && isNoPicture(entry)).toBe(true);
    expect(await media.shouldRequest(key)).toBe(false);
    await media.clear();
    expect(await media.shouldRequest(key)).toBe(true);
  });

  it('tells "no icon fits" from a cached picture and from a failure', () => {
    expect(isNoPicture({ status: 'cached' })).toBe(true);
    expect(isNoPicture({ status: 'cached', url: 'data:image/svg+xml,<svg/>' })).toBe(false);
    expect(isNoPicture({ status: 'cached', blob: new Blob(['x']) })).toBe(false);
    expect(isNoPicture({ status: 'failed' })).toBe(false);
    expect(isNoPicture({ status: 'pending' })).toBe(false);
  });

  it('adds up the size and reports what clear freed', async () => {
    const db = dbs.make();
    const media = new MediaRepository(db);
    await media.put({ key: 'a', kind: 'image', status: 'cached', blob: new Blob(['x'.repeat(100)]) });
    await media.put({ key: 'b', kind: 'icon', status: 'cached', url: 'data:image/svg+xml,<svg/>' });
    await db.media.put({ key: 'legacy', kind: 'image', status: 'cached', url: 'abcd', updatedAt: 1 });
    expect(await media.totalSize()).toBe(100 + 'data:image/svg+xml,<svg/>'.length + 4);
    expect(await media.countByStatus('cached')).toBe(3);
    expect(await media.clear()).toBe(129);
    expect(await media.totalSize()).toBe(0);
  });

  it('turns a quota failure into StorageFullError and keeps the old entry', async () => {
    const db = dbs.make();
    const media = new MediaRepository(db);
    await media.put({ key: 'a', kind: 'image', status: 'pending' });
    vi.spyOn(db.media, 'put').mockRejectedValue(new Dexie.QuotaExceededError('full'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(media.put({ key: 'a', kind: 'image', status: 'cached', url: 'x' })).rejects.toBeInstanceOf(StorageFullError);
    expect(log).toHaveBeenCalledWith(CACHE_MEDIA_FAILED, expect.anything());
    vi.restoreAllMocks();
    expect((await media.get('a'))?.status).toBe('pending');
  });
});

const REMOTE = 'https://images.example.test/lighthouse.png';

describe('MediaRepository.findByUrl', () => {
  it('finds the cached entry with a blob for the URL the server gave, and nothing else', async () => {
    const media = new MediaRepository(dbs.make());
    await media.put({ key: 'pending', kind: 'image', status: 'pending', url: REMOTE });
    await media.put({ key: 'no-blob', kind: 'image', status: 'cached', url: REMOTE });
    await media.put({ key: 'other', kind: 'image', status: 'cached', url: 'https://images.example.test/other.png', blob: new Blob(['other']) });
    expect(await media.findByUrl(REMOTE)).toBeUndefined();
    await media.put({ key: 'hit', kind: 'image', status: 'cached', url: REMOTE, blob: new Blob(['png'], { type: 'image/png' }), prompt: 'lighthouse' });
    const entry = await media.findByUrl(REMOTE);
    expect(entry).toMatchObject({ key: 'hit', status: 'cached', prompt: 'lighthouse' });
    expect(await entry?.blob?.text()).toBe('png');
    expect(await media.findByUrl('')).toBeUndefined();
  });
});

describe('cachedObjectUrl', () => {
  afterEach(() => forgetCachedObjectUrls());

  it('makes one object URL per URL, and revokes it when the cache is cleared', async () => {
    const media = new MediaRepository(dbs.make());
    await media.put({ key: 'k', kind: 'image', status: 'cached', url: REMOTE, blob: new Blob(['png'], { type: 'image/png' }) });
    const create = vi.spyOn(URL, 'createObjectURL');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const [first, second] = await Promise.all([cachedObjectUrl(REMOTE, media), cachedObjectUrl(REMOTE, media)]);
    expect(first).toMatch(/^blob:/);
    expect(second).toBe(first);
    expect(await cachedObjectUrl(REMOTE, media)).toBe(first);
    expect(peekCachedObjectUrl(REMOTE)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    const cleared = vi.fn();
    const stop = onMediaCacheCleared(cleared);
    await media.clear();
    stop();
    expect(revoke).toHaveBeenCalledWith(first);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(peekCachedObjectUrl(REMOTE)).toBeUndefined();
    expect(await cachedObjectUrl(REMOTE, media)).toBeUndefined();
  });

  it('finds a picture stored after a miss, and says undefined when the database cannot be read', async () => {
    const media = new MediaRepository(dbs.make());
    expect(await cachedObjectUrl(REMOTE, media)).toBeUndefined();
    await media.put({ key: 'k', kind: 'image', status: 'cached', url: REMOTE, blob: new Blob(['png']) });
    expect(await cachedObjectUrl(REMOTE, media)).toMatch(/^blob:/);
    const broken = { findByUrl: () => Promise.reject(new Error('MissingAPIError')) } as unknown as MediaRepository;
    expect(await cachedObjectUrl('https://images.example.test/broken.png', broken)).toBeUndefined();
  });

  it('makes no object URL for a lookup the cache was cleared under', async () => {
    const db = dbs.make();
    const media = new MediaRepository(db);
    await media.put({ key: 'k', kind: 'image', status: 'cached', url: REMOTE, blob: new Blob(['png']) });
    const pending = cachedObjectUrl(REMOTE, media);
    forgetCachedObjectUrls();
    expect(await pending).toBeUndefined();
    expect(peekCachedObjectUrl(REMOTE)).toBeUndefined();
  });
});
