/**
 * Server side of document extraction: the shared engine (src/extract) on a
 * small pool of worker threads (pool.ts), and the HTTP status of each
 * refusal. Two files are read at once and a few more wait; the rest are
 * turned away with 503 and Retry-After. Each file has a hard time limit and
 * a heap cap on its thread, so no upload can stall or take down the server
 * that is also streaming other users' decks.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ExtractError, type ExtractErrorCode, type ExtractLimits, type ExtractResult } from '../../src/extract/index';
import { DEFAULT_LIMITS, resolveLimits } from '../../src/extract/limits';
import { ExtractPool } from './pool';

export { SERVER_BUSY, ServerBusyError } from './pool';

/** What each refusal means in HTTP: 413 too large, 415 wrong type, 422 empty and every other unprocessable file. */
export const EXTRACT_ERROR_STATUS: Record<ExtractErrorCode, ContentfulStatusCode> = {
  too_large: 413,
  unsupported: 415,
  empty: 422,
  encrypted: 422,
  damaged: 422,
  bomb: 422,
  too_complex: 422,
  timeout: 422,
  cancelled: 400,
};

/** Heap of one worker: a DOCX at the element caps of limits.ts needs about 300 MB in mammoth. */
export const DEFAULT_WORKER_MEMORY_MB = 512;

export interface ExtractServiceOptions {
  /** Worker threads, so files read at once (default 2). */
  maxConcurrent?: number;
  /** Files waiting for a worker; past this, requests get 503 (default 8). */
  maxQueued?: number;
  /** Hard time limit of one file, in ms (default: the engine's 30 s deadline). */
  timeoutMs?: number;
  /** Heap cap of each worker thread, in MB. */
  memoryMb?: number;
  limits?: Partial<ExtractLimits>;
  /** Load pdf.js as each worker starts (default true). */
  preloadPdfjs?: boolean;
}

export interface ExtractService {
  extract(bytes: Uint8Array, fileName: string, signal?: AbortSignal): Promise<ExtractResult>;
  /** A web page's text, from its HTML as UTF-8 (the URL import). */
  extractWebPage(bytes: Uint8Array, signal?: AbortSignal): Promise<ExtractResult>;
  /** Starts the worker threads now rather than on the first upload (they load the engine and pdf.js). */
  warmUp(): void;
  /** Ends the worker threads (tests; a server ends with its process). */
  close(): Promise<void>;
}

export function createExtractService({
  maxConcurrent = 2,
  maxQueued = 8,
  limits,
  timeoutMs = limits?.timeoutMs ?? DEFAULT_LIMITS.timeoutMs,
  memoryMb = DEFAULT_WORKER_MEMORY_MB,
  preloadPdfjs = true,
}: ExtractServiceOptions = {}): ExtractService {
  const pool = new ExtractPool({ size: maxConcurrent, maxQueued, timeoutMs, memoryMb, preloadPdfjs, ...(limits ? { limits } : {}) });
  const { maxBytes } = resolveLimits(limits);
  return {
    // The engine's first check, made here too: a file refused for its size needs no thread.
    extract: (bytes, fileName, signal) => (bytes.length >= maxBytes ? Promise.reject(new ExtractError('too_large')) : pool.run(bytes, fileName, signal)),
    extractWebPage: (bytes, signal) => (bytes.length >= maxBytes ? Promise.reject(new ExtractError('too_large')) : pool.run(bytes, 'page.html', signal, 'web-page')),
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}

let shared: ExtractService | undefined;

/**
 * The process's service with the default settings, made on first use: every
 * app built in one process (the server has one; the tests build many) reads
 * files on the same threads, instead of each starting threads of its own.
 */
export function sharedExtractService(): ExtractService {
  shared ??= createExtractService();
  return shared;
}
