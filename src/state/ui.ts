import { proxy } from 'valtio';

/** Chromium's install prompt event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Application-wide UI state that is not part of the open deck. */
export const uiState = proxy({
  /** A new service-worker version is waiting; the user decides when to reload. */
  updateAvailable: false,
  /** The app shell is cached and works without a network. */
  offlineReady: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** The browser offered to install the app (it fired `beforeinstallprompt`). */
  canInstall: false,
});

// Kept outside the proxy: valtio would wrap the event and prompt() needs the real object.
let deferredInstall: BeforeInstallPromptEvent | null = null;

/** Remembers the browser's install offer; the Install button shows the prompt later. */
export function captureInstallPrompt(event: Event): void {
  // Without preventDefault Chromium shows its own mini-infobar and the event cannot be reused.
  event.preventDefault();
  deferredInstall = event as BeforeInstallPromptEvent;
  uiState.canInstall = true;
}

/** The app was installed (from our button or the browser's menu): nothing left to offer. */
export function markInstalled(): void {
  deferredInstall = null;
  uiState.canInstall = false;
}

/**
 * Shows the browser's install dialog. An install event can be prompted only once,
 * so the button hides whatever the user chooses.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredInstall;
  if (!event) return 'unavailable';
  deferredInstall = null;
  uiState.canInstall = false;
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

// Listen at module load: `beforeinstallprompt` can fire before any component mounts.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    uiState.online = true;
  });
  window.addEventListener('offline', () => {
    uiState.online = false;
  });
  window.addEventListener('beforeinstallprompt', captureInstallPrompt);
  window.addEventListener('appinstalled', markInstalled);
}
