/**
 * Main-thread side of the extraction worker. Each extraction gets its own
 * worker, terminated when it settles: a file that wedges a parser in
 * synchronous code is stopped by terminate(), which no in-worker timer could
 * do, and the parsers' memory goes with the worker. There is deliberately no
 * main-thread fallback: importing the engine here would put a second copy of
 * it and of pdf.js (about 2 MB) in the app's chunk graph and the precache,
 * for browsers without module workers that the app does not support anyway.
 */
import { UNEXPECTED_ERROR } from '../core/errors';
import { validateUploadFile } from '../core/upload-rules';
import { ExtractError, isExtractErrorCode } from '../extract/errors';
import type { ExtractResult } from '../extract/index';
import { DEFAULT_LIMITS, type ExtractLimits } from '../extract/limits';
import { isReplyTo, type ExtractWorkerReply, type ExtractWorkerRequest } from '../extract/worker-host';
import { cleanText } from '../protocol/text-controls';

export type ExtractProgress = (done: number, total: number) => void;

/** The part of `Worker` the client uses (a fake one in tests). */
export interface ExtractWorkerLike {
  postMessage(message: ExtractWorkerRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ExtractWorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface ExtractClientOptions {
  onProgress?: ExtractProgress;
  /** Aborting terminates the worker and rejects with ExtractError('cancelled'). */
  signal?: AbortSignal;
  limits?: Partial<ExtractLimits>;
  /** Makes the worker (a fake one in tests); null means the platform has none. */
  createWorker?: () => ExtractWorkerLike | null;
}

/** One request per worker, so one id. */
const REQUEST_ID = 1;

/** Beyond the engine's own time cap: time for the worker to report it before being killed. */
const HARD_STOP_GRACE_MS = 5_000;

function defaultWorker(): ExtractWorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./extract.worker.ts', import.meta.url), { type: 'module', name: 'decksmith-extract' });
}

function inWorker(worker: ExtractWorkerLike, bytes: ArrayBuffer, name: string, options: ExtractClientOptions): Promise<ExtractResult> {
  return new Promise((resolve, reject) => {
    const timeoutMs = (options.limits?.timeoutMs ?? DEFAULT_LIMITS.timeoutMs) + HARD_STOP_GRACE_MS;
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      fn();
    };
    const onAbort = () => settle(() => reject(new ExtractError('cancelled')));
    const timer = setTimeout(() => settle(() => reject(new ExtractError('timeout'))), timeoutMs);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }) => {
      if (!isReplyTo(data, REQUEST_ID)) return;
      if (data.type === 'progress') options.onProgress?.(data.done, data.total);
      else if (data.type === 'result') settle(() => resolve(data.result));
      else settle(() => reject(isExtractErrorCode(data.code) ? new ExtractError(data.code, data.message) : new Error(UNEXPECTED_ERROR)));
    };
    // The worker script failed to load or crashed (out of memory on a hostile file, say).
    worker.onerror = () => settle(() => reject(new Error(UNEXPECTED_ERROR)));
    const request: ExtractWorkerRequest = { type: 'extract', id: REQUEST_ID, bytes, fileName: name, ...(options.limits ? { limits: options.limits } : {}) };
    worker.postMessage(request, [bytes]);
  });
}

/**
 * Extracts a file's text in a fresh worker, with progress.
 * Size is checked before the file is read, so a huge file is never loaded.
 * @throws ExtractError (see src/extract/errors.ts); Error('An unexpected error occurred') when
 *   no worker can be started or the worker dies.
 */
export async function extractFile(file: File, options: ExtractClientOptions = {}): Promise<ExtractResult> {
  const maxBytes = options.limits?.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  if (file.size >= maxBytes) throw new ExtractError('too_large');
  const refusal = validateUploadFile({ name: file.name, size: 0 });
  if (refusal !== undefined) throw new ExtractError('unsupported', refusal);
  if (options.signal?.aborted) throw new ExtractError('cancelled');
  let worker: ExtractWorkerLike | null;
  try {
    worker = (options.createWorker ?? defaultWorker)();
  } catch {
    worker = null;
  }
  if (!worker) throw new Error(UNEXPECTED_ERROR);
  const result = await inWorker(worker, await file.arrayBuffer(), file.name, options);
  // A document's hidden direction overrides and invisible characters are not the reader's text.
  return { ...result, text: cleanText(result.text) };
}

/** The upload dialog's call: the extracted text, with progress as pages (or steps) done of total. */
export async function extractInWorker(file: File, onProgress?: ExtractProgress, options: Omit<ExtractClientOptions, 'onProgress'> = {}): Promise<string> {
  const result = await extractFile(file, { ...options, ...(onProgress ? { onProgress } : {}) });
  return result.text;
}
