import { proxy } from 'valtio';

/** Application-wide UI state that is not part of the open deck. */
export const uiState = proxy({
  /** A new service-worker version is waiting; the user decides when to reload. */
  updateAvailable: false,
  /** The app shell is cached and works without a network. */
  offlineReady: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    uiState.online = true;
  });
  window.addEventListener('offline', () => {
    uiState.online = false;
  });
}
