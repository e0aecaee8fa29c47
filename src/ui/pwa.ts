import { registerSW } from 'virtual:pwa-register';
import { uiState } from '../state/ui';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;

/** Registers the service worker and reports updates instead of reloading by itself. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      uiState.updateAvailable = true;
    },
    onOfflineReady() {
      uiState.offlineReady = true;
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}

/** Activates the waiting service worker and reloads the page. */
export function reloadForUpdate(): void {
  void applyUpdate?.(true);
}
