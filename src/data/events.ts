/**
 * A tiny event channel from the data layer to whoever cares (the storage
 * store, the deck store, toasts), so repositories never import UI or state.
 */

export type DataEvent =
  /** A presentation (or other record) was written and committed. */
  | { type: 'saved'; table: string; key: string; at: number }
  /** A stored row failed validation; it was skipped, not deleted (except a stored config, which is removed). */
  | { type: 'corrupt-row'; table: string; key: unknown; message: string }
  /** A write failed; `storageFull` when the device ran out of space. */
  | { type: 'write-failed'; text: string; storageFull: boolean }
  /** clearAllData() finished: in-memory stores should reset themselves. */
  | { type: 'cleared'; at: number };

type Listener = (event: DataEvent) => void;
const listeners = new Set<Listener>();

/** Subscribes to data events; returns the unsubscribe function. */
export function onDataEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sends an event to every listener; a throwing listener cannot break a write. */
export function emitDataEvent(event: DataEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A data event listener failed', error);
    }
  }
}
