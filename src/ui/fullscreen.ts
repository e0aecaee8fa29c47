/**
 * Asking the browser for fullscreen and leaving it, where a refusal or a
 * missing API is logged and nothing else happens: the page stays as it
 * was. Used by the slide
 * viewer and by presentation mode.
 */

/** Requests fullscreen for `element`; `what` names it in the log when that fails. */
export function enterFullscreen(element: Element | null, what: string): void {
  if (!element || typeof element.requestFullscreen !== 'function') {
    console.warn(`Fullscreen is not available here; ${what} stays in the window.`);
    return;
  }
  element.requestFullscreen().catch((error: unknown) => console.warn(`Fullscreen request failed; ${what} stays in the window.`, error));
}

/** Leaves fullscreen when the page is in it. */
export function leaveFullscreen(): void {
  if (typeof document === 'undefined' || !document.fullscreenElement) return;
  document.exitFullscreen().catch((error: unknown) => console.warn('Leaving fullscreen failed.', error));
}
