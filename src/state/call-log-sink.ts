/**
 * Sends the app API client's call-log entries to the Dexie call log (seed
 * 000 §3, §9). The call layer appends an entry when a call ends, so only
 * `append` is used; a failed write is logged by the repository and never
 * reaches the call (appendToLog swallows it too).
 */
import { setCallLogSink } from '../api/client';
import type { CallLogSink } from '../api/call-log';
import { callLogRepository } from '../data/calllog';
import { getDb, type DecksmithDB } from '../data/db';

/** A sink writing to the call log of `db` (the app's database by default, opened on first use). */
export function createCallLogSink(db: () => DecksmithDB = getDb): CallLogSink {
  return { append: (entry) => callLogRepository(db()).append(entry) };
}

/** Routes the app client's log to Dexie; call once storage is up. Returns a function that stops it. */
export function installCallLogSink(db: () => DecksmithDB = getDb): () => void {
  setCallLogSink(createCallLogSink(db));
  return () => setCallLogSink(null);
}
