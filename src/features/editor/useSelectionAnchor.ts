/**
 * Where the floating toolbar goes: a selection of
 * 1 to 999 characters inside an editable element, read 100 ms after the
 * selection stops changing; anything else clears it. It follows scrolling
 * and resizing; Escape hides it until the selection changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { readFormats, type FormatState } from './formats';

/** Selections the toolbar answers to, in characters. */
export const SELECTION_MIN = 1;
export const SELECTION_MAX = 999;
/** Selection debounce: the selection is read once it has been still this long. */
export const SELECTION_DEBOUNCE_MS = 100;

/** Whether a selection of `length` characters shows the toolbar. */
export function selectionFits(length: number): boolean {
  return length >= SELECTION_MIN && length <= SELECTION_MAX;
}

/** The editable element the toolbar formats for a node, or null when the node is not in one. */
export type FindHost = (node: Node) => HTMLElement | null;

export interface SelectionAnchor {
  /** Centre of the selection, viewport coordinates. */
  x: number;
  top: number;
  bottom: number;
  host: HTMLElement;
  /** The selection when it was read, to restore after focus went to the toolbar. */
  range: Range;
  formats: FormatState;
}

function readAnchor(findHost: FindHost): SelectionAnchor | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const host = findHost(range.commonAncestorContainer);
  if (!host || !selectionFits(selection.toString().length)) return null;
  const rect = range.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, top: rect.top, bottom: rect.bottom, host, range: range.cloneRange(), formats: readFormats() };
}

type SelectionKey = readonly [Node, number, Node, number] | null;

/** Identifies a selection, so a closed toolbar stays closed until the selection really changes. */
function selectionKey(): SelectionKey {
  const s = document.getSelection();
  if (!s || s.rangeCount === 0) return null;
  const r = s.getRangeAt(0);
  return [r.startContainer, r.startOffset, r.endContainer, r.endOffset];
}

function sameSelection(a: SelectionKey, b: SelectionKey): boolean {
  return a !== null && b !== null && a.every((part, i) => part === b[i]);
}

export function useSelectionAnchor(findHost: FindHost) {
  const [anchor, setAnchor] = useState<SelectionAnchor | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The selection the toolbar was closed on (Escape or ×); null when it was not.
  const dismissed = useRef<SelectionKey>(null);
  const read = useCallback(() => {
    if (sameSelection(dismissed.current, selectionKey())) return null;
    dismissed.current = null;
    return readAnchor(findHost);
  }, [findHost]);
  const refresh = useCallback(() => setAnchor(read()), [read]);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    dismissed.current = selectionKey();
    setAnchor(null);
  }, []);
  useEffect(() => {
    // Scrolling moves a shown toolbar along; it never brings back one that was closed.
    const follow = () => setAnchor((shown) => (shown ? read() : null));
    const debounced = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(refresh, SELECTION_DEBOUNCE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('selectionchange', debounced);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('selectionchange', debounced);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [refresh, read, close]);
  return { anchor, refresh, close };
}
