import { useEffect, useRef } from 'react';

/**
 * Drives a native `<dialog>` from an `open` flag. showModal() makes the page
 * behind inert (focus stays in the dialog) and gives Escape; closing hands
 * focus back to what had it before, explicitly, because a control that
 * opened the dialog may have been re-rendered meanwhile.
 */
export function useNativeModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal() focuses the first focusable control (the close button); the
      // view's main action, marked data-autofocus, is where the user starts.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && opener.current) {
      const target = opener.current;
      opener.current = null;
      if (target.isConnected) target.focus();
    }
  }, [open]);

  return ref;
}
