/**
 * Live queries outside React. Dexie re-runs the querier whenever a table it
 * read changes, in this tab or another (a BroadcastChannel carries the
 * change), so one tab's save shows up in every open tab.
 */
import { liveQuery } from 'dexie';

/**
 * Calls `next` with the querier's result now and after every change that
 * touches what it read. Returns the unsubscribe function.
 */
export function watch<T>(querier: () => T | Promise<T>, next: (value: T) => void, onError?: (error: unknown) => void): () => void {
  const subscription = liveQuery(querier).subscribe({
    next,
    error: onError ?? ((error: unknown) => console.error('A live query failed', error)),
  });
  return () => subscription.unsubscribe();
}
