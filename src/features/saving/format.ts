/**
 * How saving reads on screen: the dates of the Saved presentations list
 * (seed 001 §2.12, §8) and the unsaved-changes indicator (seed 001 §4, §9),
 * as plain functions so the rules are tested without a browser.
 */
import { INVALID_DATE, UNKNOWN_DATE } from '../../core/errors';
import type { EditorState } from '../../state/editor';
import { UNSAVED_WARNING_MS } from '../../state/saving';

const SAVED_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const SAVED_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * A saved presentation's date in en-US with short month, day, hour and
 * minute ('Mar 5, 2:07 PM'); 'Unknown date' when missing, 'Invalid date'
 * when unparseable. `format` lets a test fix the time zone.
 */
export function formatSavedAt(value: number | string | Date | null | undefined, format: Intl.DateTimeFormat = SAVED_DATE): string {
  if (value === null || value === undefined || value === '') return UNKNOWN_DATE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return format.format(date);
}

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
