/**
 * The address a slide picture is shown from. A real image model's pictures
 * are http(s) URLs that expire or need a network; the media cache keeps each
 * one as a blob under the URL the server gave, so a picture it holds is shown
 * from that blob (an object URL) and still shows offline. data: and blob:
 * addresses are self-contained and pass through untouched.
 *
 * A remote picture the cache does not hold (the background address the
 * user typed, say) is read once with fetch and shown from a blob: the
 * page's Content-Security-Policy lets <img> load only from the app's own
 * origin and the configured picture hosts, so a user's choice of host is
 * honoured this way (when that host allows the read), while an address no
 * one chose is never put on a slide at all (see topicImageUrl).
 *
 * One small store serves every picture on the page: a lookup that finds a
 * blob tells the pictures to read their address again, and clearing the
 * cache (which revokes the object URLs) sends them back to the remote URL.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { cachedObjectUrl, onMediaCacheCleared, peekCachedObjectUrl } from '../../data/media';
import { fetchPictureBlob } from '../../state/media-fetch';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Object URLs of remote pictures read with fetch (not from the cache), by address. */
const fetched = new Map<string, string>();
/** Reads under way, and addresses that could not be read (not asked again this page life). */
const reading = new Map<string, Promise<string | undefined>>();
const unreadable = new Set<string>();

/** Whether the store follows the media cache's clears: from the first subscriber on, for the page's life. */
let followingClears = false;

/**
 * Subscribes to changes of the shown addresses (a picture found in the cache,
 * the cache cleared); returns the unsubscribe. The first subscriber starts
 * following the cache's clears: importing this module does no work.
 */
export function subscribeCachedImageSrc(listener: () => void): () => void {
  if (!followingClears) {
    followingClears = true;
    onMediaCacheCleared(notify);
  }
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
  return isRemoteImageSrc(src) ? (peekCachedObjectUrl(src) ?? fetched.get(src) ?? src) : src;
}

/** Reads a remote picture once; its object URL, or undefined when it cannot be read or is no image. */
function readRemote(src: string, fetchBlob: (url: string) => Promise<Blob | undefined>): Promise<string | undefined> {
  const known = fetched.get(src);
  if (known !== undefined || unreadable.has(src) || typeof URL.createObjectURL !== 'function') return Promise.resolve(known);
  let pending = reading.get(src);
  if (pending === undefined) {
    pending = fetchBlob(src)
      .catch(() => undefined)
      .then((blob) => {
        reading.delete(src);
        if (blob === undefined || !blob.type.toLowerCase().startsWith('image/')) {
          unreadable.add(src);
          return undefined;
        }
        const objectUrl = URL.createObjectURL(blob);
        fetched.set(src, objectUrl);
        notify();
        return objectUrl;
      });
    reading.set(src, pending);
  }
  return pending;
}

/**
 * Looks `src` up in the media cache and, when a new object URL is made for
 * it, tells the subscribers; a remote picture the cache does not hold is
 * read with `fetchBlob` (no cookies, no referrer) and shown from its blob.
 * Resolves to the address to show; never rejects (no IndexedDB, a broken
 * database, a host that refuses the read: `src`).
 */
export async function resolveCachedImageSrc(src: string, fetchBlob: (url: string) => Promise<Blob | undefined> = fetchPictureBlob): Promise<string> {
  if (!isRemoteImageSrc(src)) return src;
  const before = peekCachedObjectUrl(src);
  const found = await cachedObjectUrl(src).catch(() => undefined);
  if (found !== undefined && found !== before) notify();
  return found ?? (await readRemote(src, fetchBlob)) ?? src;
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
