/**
 * Closes a menu on any press or focus outside it, so a pointer user and a
 * keyboard user leaving the
 * menu both see it go. Shared by the user menu and the toolbar's Export menu.
 */
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, rootRef: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, rootRef, close]);
}
