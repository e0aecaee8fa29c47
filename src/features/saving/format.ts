/**
 * How saving reads on screen: the unsaved-changes indicator (seed 001 §4,
 * §9; the Saved presentations list's dates are core formatSavedDate),
 * as plain functions so the rules are tested without a browser.
 */
import type { EditorState } from '../../state/editor';
import { UNSAVED_WARNING_MS } from '../../state/saving';

const SAVED_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Saved 2:07 PM'. */
export function savedLabel(at: number, format: Intl.DateTimeFormat = SAVED_TIME): string {
  return `Saved ${format.format(new Date(at))}`;
}

export type UnsavedLevel = 'none' | 'saved' | 'unsaved' | 'warning';

/**
 * What the indicator shows: nothing before the first save of this deck,
 * 'Saved <time>' after it, 'Unsaved changes', and the stronger warning
 * once changes have waited {@link UNSAVED_WARNING_MS}.
 */
export function unsavedLevel(state: Pick<EditorState, 'hasUnsavedChanges' | 'dirtySince' | 'lastSaved'>, savedHere: boolean, now: number): UnsavedLevel {
  if (state.hasUnsavedChanges) {
    return state.dirtySince !== null && now - state.dirtySince >= UNSAVED_WARNING_MS ? 'warning' : 'unsaved';
  }
  return savedHere && state.lastSaved !== null ? 'saved' : 'none';
}
