/**
 * The worker-backed {@link StreamCall}: runs a streaming request in the
 * stream worker when the platform has one (the fetch and the parse stay off
 * the main thread) and on the calling thread otherwise (Node tests, old
 * browsers, a worker that failed to load): same options, same events, same
 * errors either way. The app creates one and passes it to the api client.
 */
import { UNKNOWN_ERROR } from '../core/errors';
import type { StreamSummary } from '../protocol/parser';
import {
  runStreamCall,
  streamOnThisThread,
  toStreamRequest,
  type StreamCall,
  type StreamCallOptions,
  type StreamRequest,
} from '../api/http';
import { fromWireError, type StreamWorkerReply, type StreamWorkerRequest } from './stream-host';

/** The part of `Worker` the client uses (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: StreamWorkerRequest): void;
  onmessage: ((event: MessageEvent<StreamWorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface StreamClientOptions {
  /** Makes the worker; null (or a throw) means there is none. Called once, lazily. */
  createWorker?: () => WorkerLike | null;
}

interface PendingCall {
  request: StreamRequest;
  options: StreamCallOptions;
  /** Some reply came back: the request is underway and cannot be silently rerun. */
  heard: boolean;
  resolve(summary: StreamSummary): void;
  reject(error: unknown): void;
  detach(): void;
}

function defaultWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./stream.worker.ts', import.meta.url), { type: 'module', name: 'decksmith-stream' });
}

/** A relative URL would resolve against the worker script's URL: make it absolute here. */
function absolute(url: string): string {
  return typeof location === 'undefined' ? url : new URL(url, location.href).href;
}

/**
 * Creates a stream call bound to one lazily created worker that
 * multiplexes concurrent calls by id. Aborting a call's signal posts an
 * abort to the worker and rejects with the signal's reason at once.
 */
export function createStreamClient(clientOptions: StreamClientOptions = {}): StreamCall {
  const makeWorker = clientOptions.createWorker ?? defaultWorker;
  const calls = new Map<number, PendingCall>();
  let worker: WorkerLike | null | undefined;
  let nextId = 1;

  const settle = (id: number): PendingCall | undefined => {
    const call = calls.get(id);
    calls.delete(id);
    call?.detach();
    return call;
  };

  function onReply(reply: StreamWorkerReply): void {
    const call = calls.get(reply.id);
    if (!call) return;
    call.heard = true;
    if (reply.type === 'batch') {
      try {
        call.options.onEvents(reply.batch.events, reply.batch.bytesReceived);
      } catch (error) {
        settle(reply.id);
        worker?.postMessage({ type: 'abort', id: reply.id });
        call.reject(error);
      }
      return;
    }
    settle(reply.id);
    if (reply.type === 'end') call.resolve(reply.summary);
    else call.reject(fromWireError(reply.error));
  }

  // A worker that cannot load (CSP, old engine) must not cost the user the deck.
  function onWorkerError(event: ErrorEvent): void {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    for (const id of [...calls.keys()]) {
      const call = settle(id);
      if (!call) continue;
      if (call.heard) call.reject(new Error(UNKNOWN_ERROR));
      else runStreamCall(call.request, call.options).then(call.resolve, call.reject);
    }
  }

  function getWorker(): WorkerLike | null {
    if (worker !== undefined) return worker;
    try {
      worker = makeWorker();
    } catch {
      worker = null;
    }
    if (worker) {
      worker.onmessage = (event) => onReply(event.data);
      worker.onerror = onWorkerError;
    }
    return worker;
  }

  function viaWorker(target: WorkerLike, request: StreamRequest, options: StreamCallOptions): Promise<StreamSummary> {
    return new Promise((resolve, reject) => {
      const { signal } = options;
      if (signal?.aborted) return reject(signal.reason);
      const id = nextId++;
      const onAbort = (): void => {
        if (!settle(id)) return;
        target.postMessage({ type: 'abort', id });
        reject(signal?.reason);
      };
      const detach = (): void => signal?.removeEventListener('abort', onAbort);
      calls.set(id, { request, options, heard: false, resolve, reject, detach });
      signal?.addEventListener('abort', onAbort, { once: true });
      target.postMessage({ type: 'start', id, request, ...(options.batchMs === undefined ? {} : { batchMs: options.batchMs }) });
    });
  }

  return (url, body, options) => {
    const target = options.fetch ? null : getWorker();
    if (!target) return streamOnThisThread(url, body, options);
    return viaWorker(target, toStreamRequest(absolute(url), body, options), options);
  };
}
