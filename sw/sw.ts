/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  CACHE_FONTS,
  OUTBOX_SYNC_TAG,
  OUTBOX_WAKE,
  SKIP_WAITING,
  isOwnFontFile,
  type CacheFontsMessage,
  type OutboxWakeMessage,
} from './messages';

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

// The app shell, every route chunk and font stylesheet (see vite.config.ts globPatterns), Inter's
// files and the icons: after one visit the app opens, and every route renders, with no network.
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

// Deck fonts: only Inter is precached (vite.config.ts globPatterns); the other families' files
// load on demand (src/state/fonts) and are kept here the first time, so a deck opened offline
// draws in its fonts. The files are hashed, so a cached copy is never stale; 200 only: the app
// serves its fonts itself, and an opaque or error answer must not stand in for a font.
const fontCache = new CacheFirst({
  cacheName: 'decksmith-fonts',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // ~31 families x a Latin file or two each, plus other subsets a deck's text asks for.
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * DAY_S, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, url }) => request.destination === 'font' && isOwnFontFile(url, self.location.origin), fontCache);

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
  if (data?.type === CACHE_FONTS) event.waitUntil(cacheFonts(event, (data as Partial<CacheFontsMessage>).urls));
});

/** Fonts the page fetched before this worker controlled it (see src/state/fonts/offline-cache.ts). */
async function cacheFonts(event: ExtendableEvent, urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const own = urls.filter((u): u is string => typeof u === 'string' && URL.canParse(u) && isOwnFontFile(new URL(u), self.location.origin));
  // CacheFirst: a file already cached costs nothing; `done` settles once the copy is written.
  // A file that cannot be fetched now is simply not cached: the page has already drawn it.
  await Promise.all(
    own.map(async (request) => {
      const [response, done] = fontCache.handleAll({ event, request });
      await Promise.all([response, done]).catch(() => undefined);
    }),
  );
}

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
