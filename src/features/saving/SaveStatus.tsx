/**
 * The toolbar's save status: a kept deck reads
 * 'Saving…' while a change waits for its write (under a second), then
 * 'Saved just now' and later 'Saved <time>'; a failed write says so (it is
 * retried). A deck nothing keeps yet reads 'Unsaved changes', stronger
 * once they have waited 30 s.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { syncState } from '../../state/deck-sync';
import { useEditor } from '../../state/services';
import { savingState, UNSAVED_CHECK_MS } from '../../state/saving';
import { savedLabel, unsavedLevel } from './format';

/** The current time, refreshed every {@link UNSAVED_CHECK_MS}. */
function useCheckClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), UNSAVED_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function SaveStatus({ store }: { store: DeckStore }) {
  const editor = useEditor();
  const state = useSnapshot(editor.state);
  const { savedDeckId } = useSnapshot(savingState);
  const sync = useSnapshot(syncState);
  const { deckId } = useSnapshot(store.state);
  const now = useCheckClock();
  if (store !== editor.store) return null;
  const kept = deckId !== null && sync.deckId === deckId;
  // A fresh change or write starts the clock from now: neither is ever in the future of a stale `now`.
  const at = Math.max(now, state.dirtySince ?? 0, state.lastSaved ?? 0);
  const level = unsavedLevel(state, deckId !== null && (kept || savedDeckId === deckId), at, kept);
  return (
    <span role="status" data-testid="save-status" className="text-sm">
      {kept && sync.failed !== null ? (
        <span className="rounded-md bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Not saved: {sync.failed}</span>
      ) : (
        <>
          {level === 'saving' && <span className="text-slate-500">Saving…</span>}
          {level === 'unsaved' && <span className="text-amber-700">Unsaved changes</span>}
          {level === 'warning' && (
            <span className="rounded-md bg-amber-100 px-2 py-0.5 font-semibold text-amber-900" title="Changes made over 30 seconds ago are not saved yet">
              <span aria-hidden="true">⚠ </span>Unsaved changes
            </span>
          )}
          {level === 'saved' && state.lastSaved !== null && <span className="text-slate-500">{savedLabel(state.lastSaved, at)}</span>}
        </>
      )}
    </span>
  );
}
