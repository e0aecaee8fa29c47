/**
 * The toolbar's unsaved-changes indicator (seed 001 §3.11, §4, §9):
 * 'Unsaved changes' while the deck has edits not yet saved, stronger once
 * they have waited 30 s (looked at again every 10 s), 'Saved <time>' after
 * a save of this deck.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { editor } from '../../state/editor';
import { savingState, UNSAVED_CHECK_MS } from '../../state/saving';
import { savedLabel, unsavedLevel } from './format';

/** The current time, refreshed every {@link UNSAVED_CHECK_MS} while `active`. */
function useCheckClock(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), UNSAVED_CHECK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function SaveStatus({ store }: { store: DeckStore }) {
  const state = useSnapshot(editor.state);
  const { savedDeckId } = useSnapshot(savingState);
  const { deckId } = useSnapshot(store.state);
  const now = useCheckClock(state.hasUnsavedChanges);
  if (store !== editor.store) return null;
  // A fresh change starts the clock from now: dirtySince is never in the future of a stale `now`.
  const level = unsavedLevel(state, deckId !== null && savedDeckId === deckId, Math.max(now, state.dirtySince ?? 0));
  return (
    <span role="status" data-testid="save-status" className="text-sm">
      {level === 'unsaved' && <span className="text-amber-700">Unsaved changes</span>}
      {level === 'warning' && (
        <span className="rounded-md bg-amber-100 px-2 py-0.5 font-semibold text-amber-900" title="Changes made over 30 seconds ago are not saved yet">
          <span aria-hidden="true">⚠ </span>Unsaved changes
        </span>
      )}
      {level === 'saved' && state.lastSaved !== null && <span className="text-slate-500">{savedLabel(state.lastSaved)}</span>}
    </span>
  );
}
