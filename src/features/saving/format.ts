/**
 * How saving reads on screen (the Saved presentations list's dates are
 * core formatSavedDate), as plain functions so the rules
 * are tested without a browser. A kept deck reads 'Saving…' while a change
 * waits for its write (under a second) and 'Saved just now' after it.
 */
import type { EditorState } from '../../state/editor';
import { UNSAVED_WARNING_MS } from '../../state/saving';

const SAVED_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
/** Within this of the last write the status says 'just now'. */
export const JUST_NOW_MS = 60_000;

/** 'Saved just now' within a minute of the write, else 'Saved 2:07 PM'. */
export function savedLabel(at: number, now: number = Date.now(), format: Intl.DateTimeFormat = SAVED_TIME): string {
  return now - at < JUST_NOW_MS ? 'Saved just now' : `Saved ${format.format(new Date(at))}`;
}

export type UnsavedLevel = 'none' | 'saved' | 'saving' | 'unsaved' | 'warning';

/**
 * What the indicator shows: nothing before this deck was saved, 'Saved …'
 * after a write, 'Saving…' while a kept deck's change waits for its write;
 * a deck nothing keeps (not saved yet) reads 'Unsaved changes', stronger
 * once they have waited {@link UNSAVED_WARNING_MS}.
 */
export function unsavedLevel(
  state: Pick<EditorState, 'hasUnsavedChanges' | 'dirtySince' | 'lastSaved' | 'typing'>,
  savedHere: boolean,
  now: number,
  kept = false,
): UnsavedLevel {
  // Keystrokes not yet in the deck are a change like any other: nothing has written them.
  if (state.hasUnsavedChanges || state.typing) {
    if (kept) return 'saving';
    return state.dirtySince !== null && now - state.dirtySince >= UNSAVED_WARNING_MS ? 'warning' : 'unsaved';
  }
  return savedHere && state.lastSaved !== null ? 'saved' : 'none';
}
