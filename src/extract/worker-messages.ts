/**
 * The extraction worker's messages, apart from the host that answers them:
 * the page's clients import only this (and types), so the engine and its
 * libraries stay in the worker's own bundle.
 */
import type { ExtractErrorCode } from './errors';
import type { ExtractResult } from './index';
import type { ExtractLimits } from './limits';
import type { TemplateLimits, TemplateRead } from './template';

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
  | { type: 'template'; id: number; bytes: ArrayBuffer; fileName: string; limits?: Partial<TemplateLimits> }
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
  | Reply<{ type: 'template'; read: TemplateRead }>
  | Reply<{ type: 'error'; code: ExtractErrorCode; message: string }>;

/** True for a reply of the host to request `id` (and for nothing pdf.js posts). */
export function isReplyTo(data: unknown, id: number): data is ExtractWorkerReply {
  const reply = data as Partial<ExtractWorkerReply> | null;
  return typeof reply === 'object' && reply !== null && reply.source === EXTRACT_REPLY_SOURCE && reply.id === id;
}

