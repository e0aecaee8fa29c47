/**
 * Fake extraction workers for tests: one whose other side is the real host
 * in this thread, and one that never answers (a parser stuck in a loop).
 */
import { createExtractHost, type ExtractWorkerReply, type ExtractWorkerRequest } from '../extract/worker-host';
import type { ExtractWorkerLike } from './worker-call';

export interface FakeWorker extends ExtractWorkerLike {
  terminated: boolean;
  /** What the page handed over with its requests. */
  transferred: Transferable[];
  /** What the host handed back with its replies. */
  returned: Transferable[];
}

/** A worker whose "other side" is the real host, in this thread: replies stop once terminated. */
export function hostWorker(): FakeWorker {
  const worker: FakeWorker = {
    onmessage: null,
    onerror: null,
    terminated: false,
    transferred: [],
    returned: [],
    postMessage(message: ExtractWorkerRequest, transfer?: Transferable[]) {
      worker.transferred.push(...(transfer ?? []));
      host(message);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  const host = createExtractHost((reply: ExtractWorkerReply, transfer?: Transferable[]) => {
    worker.returned.push(...(transfer ?? []));
    if (!worker.terminated) worker.onmessage?.({ data: reply } as MessageEvent<ExtractWorkerReply>);
  });
  return worker;
}

/** A worker that accepts the request and never answers. */
export function silentWorker(): FakeWorker {
  return { onmessage: null, onerror: null, terminated: false, transferred: [], returned: [], postMessage() {}, terminate() { this.terminated = true; } };
}
