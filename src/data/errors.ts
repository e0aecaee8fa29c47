/**
 * Write failures of the data layer: a full device becomes a typed
 * StorageFullError with a message the user can act on; every failure is
 * logged with its fixed failure text (e.g. 'Failed to save presentation').
 */
import { emitDataEvent } from './events';

export const STORAGE_FULL_MESSAGE = 'Your device storage is full: free some space or delete old decks. Nothing was lost.';

// Failure texts of the tables core/errors does not cover (the user-facing ones live there).
export const UPDATE_CREDITS_FAILED = 'Failed to update credits';
export const QUEUE_REQUEST_FAILED = 'Failed to queue request';
export const CACHE_MEDIA_FAILED = 'Failed to cache media';
export const WRITE_CALL_LOG_FAILED = 'Failed to write call log';
export const KEEP_SOURCE_FAILED = 'Failed to keep the source document';

/** The device (or the browser's quota for this site) has no room for the write. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  /** The text to show the user. */
  readonly userMessage = STORAGE_FULL_MESSAGE;

  /** @param operation the failure text of the write that did not fit, e.g. 'Failed to save presentation' */
  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(`${operation}: ${STORAGE_FULL_MESSAGE}`, options);
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
// Legacy DOMException code of QuotaExceededError (Safari and old Chromium still set it).
const QUOTA_CODE = 22;

/**
 * Whether an error means "out of space". Dexie reports it as a
 * QuotaExceededError, or as an AbortError whose `inner` is one (the
 * transaction was aborted by the failing request); browsers may also throw a
 * bare DOMException. Wrapped causes are followed a few levels deep.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (error instanceof StorageFullError) return true;
  const { name, code, inner, cause } = error as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown };
  if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
  if (code === QUOTA_CODE && typeof DOMException !== 'undefined' && error instanceof DOMException) return true;
  return isQuotaError(inner, depth + 1) || isQuotaError(cause, depth + 1);
}

/**
 * Runs a write. On failure it logs `failureText` with the error and throws
 * a StorageFullError when the device is full, else the original error. The
 * write should be one transaction, so a failure leaves the old data as it was.
 */
export async function guardWrite<T>(failureText: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const storageFull = isQuotaError(error);
    console.error(failureText, error);
    emitDataEvent({ type: 'write-failed', text: failureText, storageFull });
    if (storageFull) throw error instanceof StorageFullError ? error : new StorageFullError(failureText, { cause: error });
    throw error;
  }
}
