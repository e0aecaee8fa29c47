/**
 * Ctrl+P (Cmd+P on a Mac) on the slides view is 'Export PDF': it opens the
 * export dialog instead of printing the app's page, since what a user means
 * to print there is the deck. With no slides it says so (as the
 * Export menu does). Left to the browser while presenting or while another
 * modal dialog has the keyboard.
 */
import { useEffect, useRef } from 'react';
import { NO_SLIDES_TO_DOWNLOAD } from '../../core/errors';
import { studioState } from '../../state/studio';
import { printState } from './print-state';

/** What `aria-keyshortcuts` says for the export (either modifier). */
export const PDF_KEYSHORTCUTS = 'Control+P Meta+P';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+P or Cmd+P, without Alt or Shift (Ctrl+Shift+P stays the browser's). */
export function isPdfShortcut(event: KeyLike): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';
}

export interface PdfShortcutOptions {
  slideCount: () => number;
  open: () => void;
  alert?: (message: string) => void;
}

/** Binds Ctrl+P to the export while mounted. */
export function usePdfShortcut(options: PdfShortcutOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !isPdfShortcut(event)) return;
      if (printState.dialogOpen) {
        event.preventDefault();
        return;
      }
      if (studioState.presentationMode || document.querySelector('dialog[open]') !== null) return;
      event.preventDefault();
      const { slideCount, open, alert = (m: string) => window.alert(m) } = latest.current;
      if (slideCount() === 0) alert(NO_SLIDES_TO_DOWNLOAD);
      else open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
