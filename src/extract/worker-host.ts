/**
 * The extraction worker's message handling, kept out of the worker file so
 * Node tests can drive it: requests carry the file's bytes (transferred, not
 * copied), replies are progress, one result or one error per id, and a
 * cancel message aborts a running extraction.
 */
import { toExtractError, type ExtractErrorCode } from './errors';
import { extractText, extractWebPage, type ExtractResult } from './index';
import type { ExtractLimits } from './limits';

export type ExtractWorkerRequest =
  | {
      type: 'extract';
      id: number;
      bytes: ArrayBuffer;
      fileName: string;
      limits?: Partial<ExtractLimits>;
      /** `web-page`: the bytes are a web page's HTML (the server's URL import), not a named document. */
      format?: 'web-page';
    }
  | { type: 'cancel'; id: number };

/**
 * Marks the host's replies: pdf.js, once loaded in the worker, also posts on
 * the worker's port (a "ready" message it sends whenever it finds itself in a
 * worker), and the client must not take that for an answer.
 */
export const EXTRACT_REPLY_SOURCE = 'decksmith-extract';

type Reply<T> = T & { source: typeof EXTRACT_REPLY_SOURCE; id: number };

export type ExtractWorkerReply =
  | Reply<{ type: 'progress'; done: number; total: number }>
  | Reply<{ type: 'result'; result: ExtractResult }>
  | Reply<{ type: 'error'; code: ExtractErrorCode; message: string }>;

/** True for a reply of the host to request `id` (and for nothing pdf.js posts). */
export function isReplyTo(data: unknown, id: number): data is ExtractWorkerReply {
  const reply = data as Partial<ExtractWorkerReply> | null;
  return typeof reply === 'object' && reply !== null && reply.source === EXTRACT_REPLY_SOURCE && reply.id === id;
}

export type ExtractHost = (request: ExtractWorkerRequest) => void;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function createExtractHost(send: (reply: ExtractWorkerReply) => void): ExtractHost {
  const post = (reply: DistributiveOmit<ExtractWorkerReply, 'source'>) => send({ ...reply, source: EXTRACT_REPLY_SOURCE } as ExtractWorkerReply);
  const running = new Map<number, AbortController>();
  return (request) => {
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const { id } = request;
    const controller = new AbortController();
    running.set(id, controller);
    const options = {
      signal: controller.signal,
      onProgress: (done: number, total: number) => post({ type: 'progress', id, done, total }),
      ...(request.limits ? { limits: request.limits } : {}),
    };
    const bytes = new Uint8Array(request.bytes);
    (request.format === 'web-page' ? extractWebPage(bytes, options) : extractText(bytes, request.fileName, options))
      .then(
        (result) => post({ type: 'result', id, result }),
        (error: unknown) => {
          const e = toExtractError(error);
          post({ type: 'error', id, code: e.code, message: e.message });
        },
      )
      .finally(() => running.delete(id));
  };
}
