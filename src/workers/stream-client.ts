/**
 * Main-thread side of the stream worker. `streamCall` runs a streaming
 * request in the worker when the platform has one (the fetch and the parse
 * stay off the main thread) and on the main thread otherwise (Node tests,
 * old browsers, a worker that failed to load): same options, same events,
 * same errors either way.
 */
import { UNKNOWN_ERROR } from '../core/errors';
import type { ParseEvent, StreamSummary } from '../protocol/parser';
import { defaultTimeout, requestHeaders, runStream, type CallKind, type StreamRequest } from '../api/http';
import { fromWireError, type StreamWorkerReply, type StreamWorkerRequest } from './stream-host';

export interface StreamCallOptions {
  /** Batches of parse events in stream order, with the body's byte count so far. */
  onEvents(events: ParseEvent[], bytesReceived: number): void;
  signal?: AbortSignal;
  /** Picks the timeout and HTTP error texts (default content). */
  call?: CallKind;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** A fetch to use instead of the global one; it cannot cross to a worker, so it runs here. */
  fetch?: typeof fetch;
  batchMs?: number;
}

/** Runs one streaming POST; resolves with the body's totals. */
export type StreamCall = (url: string, body: unknown, options: StreamCallOptions) => Promise<StreamSummary>;

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

function toRequest(url: string, body: unknown, options: StreamCallOptions): StreamRequest {
  const call = options.call ?? 'content';
  return {
    url: absolute(url),
    body: typeof body === 'string' ? body : JSON.stringify(body),
    call,
    timeoutMs: options.timeoutMs ?? defaultTimeout(call),
    headers: options.headers ?? requestHeaders(),
  };
}

function onMainThread(request: StreamRequest, options: StreamCallOptions): Promise<StreamSummary> {
  return runStream(request, {
    onBatch: (batch) => options.onEvents(batch.events, batch.bytesReceived),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.batchMs === undefined ? {} : { batchMs: options.batchMs }),
  });
}

/**
 * Creates a `streamCall` bound to one lazily created worker that
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
      else onMainThread(call.request, call.options).then(call.resolve, call.reject);
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
    const request = toRequest(url, body, options);
    const target = options.fetch ? null : getWorker();
    return target ? viaWorker(target, request, options) : onMainThread(request, options);
  };
}

/** The app's stream client: the worker where there is one, else the main thread. */
export const streamCall: StreamCall = createStreamClient();
