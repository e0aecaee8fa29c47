/**
 * Messages between the page and the service worker. Kept in one dependency-free
 * file so the worker (sw/tsconfig.json) and the app import the same strings.
 */

/** Page -> worker: activate the waiting version now (sent by workbox-window). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Background Sync tag the outbox registers when a queued request waits for the network. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Worker -> page: the network may be back, drain the Dexie outbox now. */
export const OUTBOX_WAKE = 'outbox-wake';

export interface OutboxWakeMessage {
  type: typeof OUTBOX_WAKE;
}

/**
 * Page -> worker: font files the page fetched before this worker controlled it
 * (the first visit); the worker puts them in its font cache so they work offline.
 */
export const CACHE_FONTS = 'cache-fonts';

export interface CacheFontsMessage {
  type: typeof CACHE_FONTS;
  urls: string[];
}

/** Font files the app serves itself: hashed, so a cached copy never goes stale. */
export function isOwnFontFile(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/') && /\.woff2?$/.test(url.pathname);
}
