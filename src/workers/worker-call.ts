/**
 * One request to a fresh extraction worker, settled once: by the host's
 * answer, its error, an abort, a crash of the worker, or a hard stop past
 * the reader's own time cap. The worker is terminated whichever comes
 * first, so a file that wedges a parser in synchronous code is stopped
 * (no in-worker timer could do it) and its memory goes with the worker.
 */
import { UNEXPECTED_ERROR } from '../core/errors';
import { ExtractError, isExtractErrorCode } from '../extract/errors';
import { isReplyTo, type ExtractWorkerReply, type ExtractWorkerRequest } from '../extract/worker-messages';

/** The part of `Worker` the clients use (a fake one in tests). */
export interface ExtractWorkerLike {
  postMessage(message: ExtractWorkerRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ExtractWorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export type ExtractProgress = (done: number, total: number) => void;

/** The host's answer that is neither progress nor an error. */
export type WorkerAnswer = Exclude<ExtractWorkerReply, { type: 'progress' } | { type: 'error' }>;

export interface WorkerCall<T> {
  request: Exclude<ExtractWorkerRequest, { type: 'cancel' }>;
  /** The reader's own time cap, ms: the worker is killed shortly after it. */
  timeoutMs: number;
  onProgress?: ExtractProgress | undefined;
  /** Aborting terminates the worker and rejects with ExtractError('cancelled'). */
  signal?: AbortSignal | undefined;
  /** The result from the host's answer; throwing rejects the call with that error. */
  answer(reply: WorkerAnswer): T;
}

/** One request per worker, so one id. */
export const REQUEST_ID = 1;

/** Beyond the reader's own time cap: time for the worker to report it before being killed. */
const HARD_STOP_GRACE_MS = 5_000;

/** The platform's module worker running the extraction host; null where there is none. */
export function defaultExtractWorker(): ExtractWorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./extract.worker.ts', import.meta.url), { type: 'module', name: 'decksmith-extract' });
}

/** Makes a worker, or throws the unexpected error when the platform has none. */
export function startWorker(create: () => ExtractWorkerLike | null): ExtractWorkerLike {
  let worker: ExtractWorkerLike | null;
  try {
    worker = create();
  } catch {
    worker = null;
  }
  if (!worker) throw new Error(UNEXPECTED_ERROR);
  return worker;
}

/** Posts the request (its bytes transferred) and settles on the first of answer, error, abort, crash or hard stop. */
export function callWorker<T>(worker: ExtractWorkerLike, call: WorkerCall<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      fn();
    };
    const onAbort = () => settle(() => reject(new ExtractError('cancelled')));
    const timer = setTimeout(() => settle(() => reject(new ExtractError('timeout'))), call.timeoutMs + HARD_STOP_GRACE_MS);
    call.signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }) => {
      if (!isReplyTo(data, call.request.id)) return;
      if (data.type === 'progress') call.onProgress?.(data.done, data.total);
      else if (data.type === 'error') settle(() => reject(isExtractErrorCode(data.code) ? new ExtractError(data.code, data.message) : new Error(UNEXPECTED_ERROR)));
      else
        settle(() => {
          try {
            resolve(call.answer(data));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(UNEXPECTED_ERROR));
          }
        });
    };
    // The worker script failed to load or crashed (out of memory on a hostile file, say).
    worker.onerror = () => settle(() => reject(new Error(UNEXPECTED_ERROR)));
    worker.postMessage(call.request, [call.request.bytes]);
  });
}
