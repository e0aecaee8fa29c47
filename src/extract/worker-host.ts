/**
 * The extraction worker's message handling, kept out of the worker file so
 * Node tests can drive it: requests carry the file's bytes (transferred, not
 * copied), replies are progress, one result or one error per id, and a
 * cancel message aborts a running extraction. A company template is read
 * here too (`template`), so a big one never holds up the page; its
 * pictures' bytes travel back transferred.
 */
import { toExtractError } from './errors';
import type { TemplateRead } from './template';
import { EXTRACT_REPLY_SOURCE, type ExtractWorkerReply, type ExtractWorkerRequest } from './worker-messages';

export { EXTRACT_REPLY_SOURCE, isReplyTo, type ExtractWorkerReply, type ExtractWorkerRequest } from './worker-messages';

export type ExtractHost = (request: ExtractWorkerRequest) => void;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Posts a reply; `transfer` lists buffers handed over rather than copied. */
export type ExtractSend = (reply: ExtractWorkerReply, transfer?: Transferable[]) => void;

type WorkRequest = Exclude<ExtractWorkerRequest, { type: 'cancel' }>;
type Post = (reply: DistributiveOmit<ExtractWorkerReply, 'source'>, transfer?: Transferable[]) => void;

/** The pictures' buffers, each once (a buffer listed twice cannot be transferred). */
function mediaBuffers(read: TemplateRead): Transferable[] {
  return [...new Set(read.media.map((m) => m.bytes.buffer as ArrayBuffer))];
}

/** Runs one request; settles with exactly one result, template or error reply. */
function run(request: WorkRequest, signal: AbortSignal, post: Post): Promise<void> {
  const { id } = request;
  const options = {
    signal,
    onProgress: (done: number, total: number) => post({ type: 'progress', id, done, total }),
    ...(request.limits ? { limits: request.limits } : {}),
  };
  const bytes = new Uint8Array(request.bytes);
  const work: Promise<void> =
    request.type === 'template'
      ? // Loaded on the first template: a worker that reads documents only starts as it did.
        import('./template')
          .then(({ readTemplate }) => readTemplate(bytes, request.fileName, options))
          .then((read) => post({ type: 'template', id, read }, mediaBuffers(read)))
      : // Loaded on the first document, likewise: a fresh worker that reads a template does not evaluate the document readers.
        import('./index')
          .then(({ extractText, extractWebPage }) => (request.format === 'web-page' ? extractWebPage(bytes, options) : extractText(bytes, request.fileName, options)))
          .then((result) => post({ type: 'result', id, result }));
  return work.catch((error: unknown) => {
    const e = toExtractError(error);
    post({ type: 'error', id, code: e.code, message: e.message });
  });
}

export function createExtractHost(send: ExtractSend): ExtractHost {
  const post: Post = (reply, transfer) => send({ ...reply, source: EXTRACT_REPLY_SOURCE } as ExtractWorkerReply, transfer);
  const running = new Map<number, AbortController>();
  return (request) => {
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(request.id, controller);
    void run(request, controller.signal, post).finally(() => running.delete(request.id));
  };
}
