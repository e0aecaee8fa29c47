/**
 * Sends the app API client's call-log entries to the Dexie call log. The
 * call layer appends an entry when a call ends, so only
 * `append` is used; a failed write is logged by the repository and never
 * reaches the call (appendToLog swallows it too).
 *
 * Entries are written a batch at a time: a 60-slide deck makes some 300
 * picture calls in a few seconds, and a transaction each (add and prune)
 * was a good part of the main thread's work while the deck streamed. A batch
 * goes at most CALL_LOG_FLUSH_MS after its first entry, and at once when the
 * page is hidden (closing a tab hides it first).
 */
import type { CallLogSink } from '../api/call-log';
import type { ApiCallLogEntry } from '../core/schemas/telemetry';
import { callLogRepository } from '../data/calllog';
import { getDb, type DecksmithDB } from '../data/db';
import { createWriteBatch, onPageHidden } from './write-batch';

/** Longest an entry waits to be written. */
export const CALL_LOG_FLUSH_MS = 500;

export interface BatchingCallLogSink extends CallLogSink {
  /** Writes what waits now; resolves when written. */
  flush(): Promise<void>;
}

export interface CallLogSinkOptions {
  flushMs?: number;
}

/** A sink writing to the call log of `db` (the app's database by default, opened on first use). */
export function createCallLogSink(db: () => DecksmithDB = getDb, { flushMs = CALL_LOG_FLUSH_MS }: CallLogSinkOptions = {}): BatchingCallLogSink {
  const batch = createWriteBatch<ApiCallLogEntry>(flushMs, (entries) => callLogRepository(db()).appendMany(entries));
  return { append: (entry) => batch.add(entry), flush: batch.flush };
}

/**
 * Routes the app client's log to Dexie through `route` (the root's switch of
 * the client's sink); call once storage is up. Returns a function that stops it.
 */
export function installCallLogSink(route: (sink: CallLogSink | null) => void, db: () => DecksmithDB = getDb): () => void {
  const sink = createCallLogSink(db);
  route(sink);
  const offHidden = onPageHidden(() => void sink.flush());
  return () => {
    route(null);
    offHidden();
    void sink.flush();
  };
}
