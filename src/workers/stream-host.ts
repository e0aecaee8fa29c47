/**
 * The stream worker's side of its message protocol, kept out of the worker
 * file so it runs (and is tested) in Node as well. The worker fetches and
 * parses; only parse events cross to the main thread, never the bytes.
 */
import type { StreamSummary } from '../protocol/parser';
import type { Clock } from '../lib/clock';
import { ApiError, runStream, type ApiErrorKind, type StreamRequest } from '../api/http';
import type { StreamBatch } from '../api/stream-batch';

/** Main thread -> worker. */
export type StreamWorkerRequest =
  | { type: 'start'; id: number; request: StreamRequest; batchMs?: number }
  | { type: 'abort'; id: number };

/** An error as plain data: Error subclasses lose their class through postMessage. */
export interface WireError {
  name: string;
  message: string;
  kind?: ApiErrorKind;
  status?: number;
}

/** Worker -> main thread. */
export type StreamWorkerReply =
  | { type: 'batch'; id: number; batch: StreamBatch }
  | { type: 'end'; id: number; summary: StreamSummary }
  | { type: 'fail'; id: number; error: WireError };

/** Flattens a thrown value for postMessage. */
export function toWireError(error: unknown): WireError {
  if (error instanceof ApiError) {
    return { name: error.name, message: error.message, kind: error.kind, ...(error.status === undefined ? {} : { status: error.status }) };
  }
  if (error instanceof Error || error instanceof DOMException) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** Rebuilds the thrown value on the main thread: ApiError, AbortError or Error. */
export function fromWireError(wire: WireError): Error {
  if (wire.kind !== undefined) return new ApiError(wire.kind, wire.message, wire.status);
  if (wire.name === 'AbortError') return new DOMException(wire.message, 'AbortError');
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}

export interface StreamHostDeps {
  fetch?: typeof fetch;
  clock?: Clock;
}

/**
 * Creates the message handler of the stream worker: `start` runs a request
 * and posts its batches, then `end` or `fail`; `abort` stops it (no reply
 * follows an abort: the main thread has already let go of the call).
 */
export function createStreamHost(post: (reply: StreamWorkerReply) => void, deps: StreamHostDeps = {}): (message: StreamWorkerRequest) => void {
  const running = new Map<number, AbortController>();

  async function start(id: number, request: StreamRequest, batchMs: number | undefined): Promise<void> {
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const summary = await runStream(request, {
        signal: controller.signal,
        onBatch: (batch) => post({ type: 'batch', id, batch }),
        ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
        ...(deps.clock === undefined ? {} : { clock: deps.clock }),
        ...(batchMs === undefined ? {} : { batchMs }),
      });
      post({ type: 'end', id, summary });
    } catch (error) {
      if (!controller.signal.aborted) post({ type: 'fail', id, error: toWireError(error) });
    } finally {
      running.delete(id);
    }
  }

  return (message: StreamWorkerRequest): void => {
    if (message.type === 'abort') {
      running.get(message.id)?.abort(new DOMException('The stream was aborted', 'AbortError'));
      return;
    }
    void start(message.id, message.request, message.batchMs);
  };
}
