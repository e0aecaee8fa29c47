/**
 * Call-log entries of the generation calls. Storage is someone else's job:
 * the caller injects a sink (the
 * Dexie call log, an in-memory list) and a failing sink never fails a call.
 */
import type { ApiCallLogEntry } from '../core/schemas/telemetry';

/** Where call-log entries go; `append` may return a promise (Dexie), which is not awaited. */
export interface CallLogSink {
  append(entry: ApiCallLogEntry): unknown;
}

/** Longest prompt kept in a log entry: the input may be a whole document. */
export const LOG_PROMPT_MAX = 200;

/** Cuts a prompt for the log, marking the cut with an ellipsis. */
export function truncatePrompt(text: string, max: number = LOG_PROMPT_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Hands an entry to the sink; its errors (sync or async) are swallowed on purpose. */
export function appendToLog(sink: CallLogSink | undefined, entry: ApiCallLogEntry): void {
  if (!sink) return;
  try {
    const result = sink.append(entry);
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // Logging is diagnostics: it must never break generation.
  }
}
