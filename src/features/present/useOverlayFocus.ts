/**
 * Makes the presentation overlay modal: the app behind it (#root) is inert
 * while it is open, focus moves into it, and on close focus goes back to
 * the control that opened it (the toolbar's Present button), or to the
 * Present button when that control is gone.
 */
import { useEffect, type RefObject } from 'react';

function presentButton(): HTMLElement | null {
  const buttons = Array.from(document.querySelectorAll<HTMLElement>('#root button'));
  return buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === 'Present') ?? null;
}

export function useOverlayFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const root = document.getElementById('root');
    const wasInert = root?.inert ?? false;
    if (root) root.inert = true;
    ref.current?.focus();
    return () => {
      if (root) root.inert = wasInert;
      const target = opener?.isConnected ? opener : presentButton();
      target?.focus();
    };
  }, [ref]);
}
