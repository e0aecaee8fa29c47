import { registerSW } from 'virtual:pwa-register';
import { OUTBOX_SYNC_TAG, OUTBOX_WAKE } from '../../sw/messages';
import { uiState } from './ui';

/** How often an open tab asks the server for a new service worker. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;

/** Registers the service worker and reports updates instead of reloading by itself. */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    // Register after `load`: the first install downloads the whole precache (~540 kB),
    // which must not compete with the first visit's own render.
    immediate: false,
    onNeedRefresh() {
      uiState.updateAvailable = true;
    },
    onOfflineReady() {
      uiState.offlineReady = true;
    },
    onRegisteredSW(_url, registration) {
      if (registration) startUpdateChecks(registration);
    },
    onRegisterError(error: unknown) {
      // The app still runs from the network; only offline use is lost.
      console.warn('[pwa] service worker registration failed', error);
    },
  });
}

/**
 * Asks for a new worker every `intervalMs` and when the network comes back.
 * A long-lived tab (an editor left open for days) otherwise never learns of a release.
 * Returns a function that stops the checks.
 */
export function startUpdateChecks(
  registration: { readonly installing: ServiceWorker | null; update(): Promise<unknown> },
  intervalMs = UPDATE_CHECK_MS,
): () => void {
  const check = () => {
    // Offline, update() rejects; while installing, a second fetch of sw.js is wasted.
    if (registration.installing || !navigator.onLine) return;
    registration.update().catch(() => undefined);
  };
  const timer = setInterval(check, intervalMs);
  globalThis.addEventListener?.('online', check);
  return () => {
    clearInterval(timer);
    globalThis.removeEventListener?.('online', check);
  };
}

/** Activates the waiting service worker; the page reloads once it takes control. */
export function reloadForUpdate(): void {
  uiState.updateAvailable = false;
  void applyUpdate?.(true);
}

/**
 * Calls `wake` when the service worker relays a Background Sync event: the outbox
 * drains from the page, never from the worker. Returns the unsubscribe function.
 */
export function onOutboxWake(wake: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null | undefined;
    if (data?.type === OUTBOX_WAKE) wake();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

/** Background Sync's registration API; Chromium only, so not in the DOM typings. */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the app when the network returns (Chromium only).
 * Harmless where unsupported: the outbox also drains on `online` and on a timer.
 */
export async function requestOutboxSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    // getRegistration, not `ready`: `ready` never settles where no worker is registered (vite dev).
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncCapableRegistration | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
