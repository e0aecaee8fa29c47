/**
 * A font fetched before the service worker controls the page (the first visit:
 * the worker installs after `load`) never passed through the worker, so its
 * runtime cache lacks it and the deck would draw in a fallback face offline.
 * Once the worker takes control, hand it the font files fetched so far.
 */
import { CACHE_FONTS, isOwnFontFile, type CacheFontsMessage } from '../../../sw/messages';

let waiting = false;

/** Called after a font loaded: arranges the hand-over if no worker controls the page yet. */
export function rememberFontsForOffline(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (container.controller !== null || waiting) return;
  waiting = true;
  container.addEventListener(
    'controllerchange',
    () => {
      waiting = false;
      const urls = fetchedFontFiles();
      const message: CacheFontsMessage = { type: CACHE_FONTS, urls };
      if (urls.length > 0) container.controller?.postMessage(message);
    },
    { once: true },
  );
}

/** The app's own font files this page has fetched, from Resource Timing. */
export function fetchedFontFiles(): string[] {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return [];
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set(urls)].filter((url) => isOwnFontFile(new URL(url), location.origin));
}
