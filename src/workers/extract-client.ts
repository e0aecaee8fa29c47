/**
 * Main-thread side of the extraction worker. Each extraction gets its own
 * worker, terminated when it settles (worker-call.ts). There is deliberately no
 * main-thread fallback: importing the engine here would put a second copy of
 * it and of pdf.js (about 2 MB) in the app's chunk graph and the precache,
 * for browsers without module workers that the app does not support anyway.
 */
import { UNEXPECTED_ERROR } from '../core/errors';
import { validateUploadFile } from '../core/upload-rules';
import { ExtractError } from '../extract/errors';
import type { ExtractResult } from '../extract/index';
import { DEFAULT_LIMITS, type ExtractLimits } from '../extract/limits';
import { cleanText } from '../protocol/text-controls';
import { REQUEST_ID, callWorker, defaultExtractWorker, startWorker, type ExtractProgress, type ExtractWorkerLike } from './worker-call';

export type { ExtractProgress, ExtractWorkerLike } from './worker-call';

export interface ExtractClientOptions {
  onProgress?: ExtractProgress;
  /** Aborting terminates the worker and rejects with ExtractError('cancelled'). */
  signal?: AbortSignal;
  limits?: Partial<ExtractLimits>;
  /** Makes the worker (a fake one in tests); null means the platform has none. */
  createWorker?: () => ExtractWorkerLike | null;
}

function inWorker(worker: ExtractWorkerLike, bytes: ArrayBuffer, name: string, options: ExtractClientOptions): Promise<ExtractResult> {
  return callWorker(worker, {
    request: { type: 'extract', id: REQUEST_ID, bytes, fileName: name, ...(options.limits ? { limits: options.limits } : {}) },
    timeoutMs: options.limits?.timeoutMs ?? DEFAULT_LIMITS.timeoutMs,
    onProgress: options.onProgress,
    signal: options.signal,
    answer(reply) {
      if (reply.type !== 'result') throw new Error(UNEXPECTED_ERROR);
      return reply.result;
    },
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
  const worker = startWorker(options.createWorker ?? defaultExtractWorker);
  const result = await inWorker(worker, await file.arrayBuffer(), file.name, options);
  // A document's hidden direction overrides and invisible characters are not the reader's text.
  return { ...result, text: cleanText(result.text) };
}

/** The upload dialog's call: the extracted text, with progress as pages (or steps) done of total. */
export async function extractInWorker(file: File, onProgress?: ExtractProgress, options: Omit<ExtractClientOptions, 'onProgress'> = {}): Promise<string> {
  const result = await extractFile(file, { ...options, ...(onProgress ? { onProgress } : {}) });
  return result.text;
}
