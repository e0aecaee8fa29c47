/**
 * Grid or list, remembered on this device. localStorage rather than the prefs
 * table: the choice is read before the first paint (no flash of the other
 * view) and is not worth a schema change.
 */
import { useCallback, useState } from 'react';
import type { DeckView } from './virtual';

export const VIEW_STORAGE_KEY = 'decksmith.dashboard.view';

/** The stored view; 'grid' when none is stored or storage is unavailable. */
export function readDeckView(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): DeckView {
  try {
    return storage?.getItem(VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Stores the view; a private mode that refuses storage only loses the memory of it. */
export function writeDeckView(view: DeckView, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Not remembered, still shown.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The view and its setter, which also remembers the choice. */
export function useDeckView(): [DeckView, (view: DeckView) => void] {
  const [view, setView] = useState<DeckView>(() => readDeckView());
  const choose = useCallback((next: DeckView) => {
    setView(next);
    writeDeckView(next);
  }, []);
  return [view, choose];
}
