/**
 * Server side of document extraction: the shared engine (src/extract) behind
 * a concurrency gate, and the HTTP status of each refusal. pdf.js runs its
 * parser on the calling thread here, so a few big PDFs at once would starve
 * the generation streams of the event loop; the gate lets two run and queues
 * a few more, and turns the rest away with 503 and Retry-After.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { extractText, type ExtractErrorCode, type ExtractLimits, type ExtractResult } from '../../src/extract/index';

/** What each refusal means in HTTP: the seed's three fixed ones, then the rest as unprocessable. */
export const EXTRACT_ERROR_STATUS: Record<ExtractErrorCode, ContentfulStatusCode> = {
  too_large: 413,
  unsupported: 415,
  empty: 422,
  encrypted: 422,
  damaged: 422,
  bomb: 422,
  timeout: 422,
  cancelled: 400,
};

export const SERVER_BUSY = 'The server is busy reading other documents: try again in a moment.';

export class ServerBusyError extends Error {
  constructor() {
    super(SERVER_BUSY);
    this.name = 'ServerBusyError';
  }
}

export interface ExtractServiceOptions {
  /** Extractions running at once. */
  maxConcurrent?: number;
  /** Extractions waiting for a slot; past this, requests get 503. */
  maxQueued?: number;
  limits?: Partial<ExtractLimits>;
}

export interface ExtractService {
  extract(bytes: Uint8Array, fileName: string, signal?: AbortSignal): Promise<ExtractResult>;
}

export function createExtractService({ maxConcurrent = 2, maxQueued = 8, limits }: ExtractServiceOptions = {}): ExtractService {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async (): Promise<void> => {
    if (running < maxConcurrent) {
      running++;
      return;
    }
    if (waiting.length >= maxQueued) throw new ServerBusyError();
    // The slot is handed over by release(): `running` stays counted for us.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async extract(bytes, fileName, signal) {
      await acquire();
      try {
        return await extractText(bytes, fileName, { ...(signal ? { signal } : {}), ...(limits ? { limits } : {}) });
      } finally {
        release();
      }
    },
  };
}
