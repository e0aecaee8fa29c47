/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, OUTBOX_WAKE, SKIP_WAITING, type OutboxWakeMessage } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Background Sync's event; not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const DAY_S = 24 * 60 * 60;

/** /api must always reach the server (or fail): generation, credits and health are never cached. */
function isApi(url: URL): boolean {
  return url.origin === self.location.origin && (url.pathname === '/api' || url.pathname.startsWith('/api/'));
}

// The app shell, every route chunk (see vite.config.ts globPatterns), Inter and the icons:
// after one visit the app opens, and every route renders, with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install controls the open page at once, so it works offline without a reload.
// Updates still wait for the user's 'Reload' (registerType 'prompt'): claim() only matters
// when no older worker controls the page.
clientsClaim();

// Every client-side route is served index.html. Not /api (it must reach the server or fail),
// and not a file opened directly (/sw.js, /robots.txt): routes never contain a dot.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/]+$/] }),
);

// Deck fonts that are not precached (loaded on demand, possibly from another origin).
// Opaque cross-origin answers have status 0; they are kept too, or the deck renders in a
// fallback font offline.
registerRoute(
  ({ request, url }) => request.destination === 'font' && !isApi(url),
  new CacheFirst({
    cacheName: 'decksmith-fonts',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 365 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// Slide images: a URL names one immutable picture, so CacheFirst. Opaque answers count for
// several MB of quota each in Chromium, hence the entry cap and purge on quota errors.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !isApi(url),
  new CacheFirst({
    cacheName: 'decksmith-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null | undefined;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
});

// Background Sync only wakes the pages: the Dexie outbox, drained by a page under a Web Lock,
// is the one replay mechanism. A replay from here would carry stale auth and lose the stream.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(wakeClients());
});

async function wakeClients(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: OutboxWakeMessage = { type: OUTBOX_WAKE };
  for (const client of windows) client.postMessage(message);
}
