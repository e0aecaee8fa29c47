/**
 * The address a slide picture is shown from. A real image model's pictures
 * are http(s) URLs that expire or need a network; the media cache keeps each
 * one as a blob under the URL the server gave, so a picture it holds is shown
 * from that blob (an object URL) and still shows offline. data: and blob:
 * addresses are self-contained and pass through untouched.
 *
 * One small store serves every picture on the page: a lookup that finds a
 * blob tells the pictures to read their address again, and clearing the
 * cache (which revokes the object URLs) sends them back to the remote URL.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { cachedObjectUrl, onMediaCacheCleared, peekCachedObjectUrl } from '../../data/media';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

// Module-level on purpose: one hook for the page's life, like the memo it reads.
onMediaCacheCleared(notify);

/**
 * Subscribes to changes of the shown addresses (a picture found in the cache,
 * the cache cleared); returns the unsubscribe.
 */
export function subscribeCachedImageSrc(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether `src` is a remote (http or https) address, the only kind looked up in the cache. */
export function isRemoteImageSrc(src: string): boolean {
  return /^https?:\/\//i.test(src);
}

/** The address to show now: the cached object URL already made for `src`, else `src`. */
export function cachedImageSrc(src: string): string {
  return isRemoteImageSrc(src) ? (peekCachedObjectUrl(src) ?? src) : src;
}

/**
 * Looks `src` up in the media cache and, when a new object URL is made for
 * it, tells the subscribers. Resolves to the address to show; never rejects
 * (no IndexedDB, a broken database: `src`).
 */
export async function resolveCachedImageSrc(src: string): Promise<string> {
  if (!isRemoteImageSrc(src)) return src;
  const before = peekCachedObjectUrl(src);
  const found = await cachedObjectUrl(src).catch(() => undefined);
  if (found !== undefined && found !== before) notify();
  return found ?? src;
}

/**
 * The address to show a slide picture from: data: and blob: addresses at
 * once; an http(s) one first as given, then its cached object URL when the
 * media cache holds the picture (so it shows offline). Falls back to `src`
 * whenever the cache cannot be read.
 */
export function useCachedImageSrc(src: string): string {
  useEffect(() => {
    void resolveCachedImageSrc(src);
  }, [src]);
  return useSyncExternalStore(
    subscribeCachedImageSrc,
    () => cachedImageSrc(src),
    () => src,
  );
}
