/**
 * The shared call layer of the streaming calls: headers,
 * timeouts, the error catalogue and reading the NDJSON body through the
 * incremental parser. It runs unchanged in the stream worker and, where
 * there is no Worker, on the main thread, so it must not touch the DOM.
 */
import { version } from '../../package.json';
import {
  API_NOT_FOUND,
  CONTENT_TIMEOUT,
  NETWORK_ERROR,
  NO_RESPONSE_BODY,
  OUTLINE_REQUEST_TIMEOUT,
  contentApiError,
  outlineHttpError,
} from '../core/errors';
import { parseStream, type ParseEvent, type StreamSummary } from '../protocol/parser';
import { systemClock, type Clock } from '../lib/clock';
import { STREAM_BATCH_MS, createBatcher, type StreamBatch } from './stream-batch';

export type { StreamSummary } from '../protocol/parser';

/** Which call: it picks the timeout and the HTTP error text. */
export type CallKind = 'outline' | 'content' | 'edit';

/** Outline call budget of the shared layer. */
export const OUTLINE_TIMEOUT_MS = 60_000;
/** Content call budget: a whole deck streams in this call, so it gets twice the outline's. */
export const CONTENT_TIMEOUT_MS = 120_000;
/** Browsers forbid setting User-Agent from script, so the client names itself here. */
export const CLIENT_HEADER = 'X-Client';
export const CLIENT_ID = `decksmith-web/${version}`;
// Error bodies can be whole HTML pages from a proxy: the message quotes the start only.
const ERROR_BODY_MAX = 500;

export type ApiErrorKind = 'network' | 'timeout' | 'not-found' | 'http' | 'no-body';

/** A failed call; `message` is the fixed user-facing text (core/errors), ready to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

/** One streaming request; plain data so it can be posted to the worker. */
export interface StreamRequest {
  url: string;
  /** JSON text of the body (also the dedupe key). */
  body: string;
  call: CallKind;
  timeoutMs: number;
  headers: Record<string, string>;
}

/** Headers of the outline and content calls. */
export function requestHeaders(): Record<string, string> {
  return { accept: 'application/json', 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_ID };
}

/** The default budget of a call. */
export function defaultTimeout(call: CallKind): number {
  return call === 'outline' ? OUTLINE_TIMEOUT_MS : CONTENT_TIMEOUT_MS;
}

/** The timeout text shown for a call. */
export function timeoutMessage(call: CallKind): string {
  return call === 'outline' ? OUTLINE_REQUEST_TIMEOUT : CONTENT_TIMEOUT;
}

/** The body part of an HTTP error text: the `error` of a JSON body, else the text itself. */
export function errorBodyText(text: string): string {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json === 'object' && json !== null && 'error' in json && typeof json.error === 'string') return json.error;
  } catch {
    // Not JSON: quote the text.
  }
  const trimmed = text.trim();
  return trimmed.length > ERROR_BODY_MAX ? `${trimmed.slice(0, ERROR_BODY_MAX)}…` : trimmed;
}

/**
 * Maps a non-OK answer to the catalogue: 404 has its own text, the rest quote
 * the body. A refused rewrite (4xx) shows the server's text alone: it is
 * written for the user ('Slide not found.', the writer's refusal).
 */
export async function httpFailure(call: CallKind, response: Response): Promise<ApiError> {
  if (response.status === 404) {
    await response.body?.cancel().catch(() => undefined);
    return new ApiError('not-found', API_NOT_FOUND, 404);
  }
  const body = errorBodyText(await response.text().catch(() => ''));
  if (call === 'edit' && response.status < 500 && body !== '') return new ApiError('http', body, response.status);
  const format = call === 'outline' ? outlineHttpError : contentApiError;
  return new ApiError('http', format(response.status, response.statusText, body), response.status);
}

/** The caller's signal, the call's timeout and consumer failures, folded into one abort. */
function createGuard(request: StreamRequest, signal: AbortSignal | undefined, clock: Clock) {
  const controller = new AbortController();
  let timedOut = false;
  let consumerError: { error: unknown } | undefined;
  const onAbort = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort(new ApiError('timeout', timeoutMessage(request.call)));
  }, request.timeoutMs);
  return {
    signal: controller.signal,
    callerAborted: () => signal?.aborted === true && !timedOut,
    consumerFailed(error: unknown): void {
      consumerError ??= { error };
      controller.abort(error);
    },
    /** The error to report for whatever was thrown while the call ran. */
    explain(error: unknown): unknown {
      if (consumerError) return consumerError.error;
      if (timedOut) return new ApiError('timeout', timeoutMessage(request.call));
      if (signal?.aborted) return signal.reason;
      if (error instanceof ApiError) return error;
      // fetch rejects with a TypeError for refused, reset and cut connections alike.
      return new ApiError('network', NETWORK_ERROR);
    },
    dispose(): void {
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export interface RunStreamOptions {
  onBatch(batch: StreamBatch): void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  clock?: Clock;
  batchMs?: number;
}

/**
 * POSTs one streaming request and parses its body as it arrives, handing
 * batched events to `onBatch`. Resolves with the totals at the end of the
 * body; rejects with an {@link ApiError} carrying the user-facing text (network,
 * timeout, 404, other HTTP, missing body), with the signal's reason when the
 * caller aborted, or with whatever `onBatch` threw. Events received before a
 * failure are still delivered, so a cut stream keeps what it brought.
 */
export async function runStream(request: StreamRequest, options: RunStreamOptions): Promise<StreamSummary> {
  const clock = options.clock ?? systemClock;
  const guard = createGuard(request, options.signal, clock);
  const emit = (batch: StreamBatch): void => {
    try {
      options.onBatch(batch);
    } catch (error) {
      guard.consumerFailed(error);
    }
  };
  const batcher = createBatcher({ intervalMs: options.batchMs ?? STREAM_BATCH_MS, clock, emit });
  const fetchFn = options.fetch ?? globalThis.fetch;
  try {
    const init = { method: 'POST', headers: request.headers, body: request.body, signal: guard.signal };
    const response = await fetchFn(request.url, init);
    if (!response.ok) throw await httpFailure(request.call, response);
    if (!response.body) throw new ApiError('no-body', NO_RESPONSE_BODY);
    const summary = await parseStream(response.body, (events, bytes) => batcher.push(events, bytes), guard.signal);
    batcher.flush();
    guard.signal.throwIfAborted();
    return summary;
  } catch (error) {
    if (!guard.callerAborted()) batcher.flush();
    throw guard.explain(error);
  } finally {
    batcher.cancel();
    guard.dispose();
  }
}

export interface StreamCallOptions {
  /** Batches of parse events in stream order, with the body's byte count so far. */
  onEvents(events: ParseEvent[], bytesReceived: number): void;
  signal?: AbortSignal;
  /** Picks the timeout and HTTP error texts (default content). */
  call?: CallKind;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** A fetch to use instead of the global one; a function cannot cross to a worker, so it runs here. */
  fetch?: typeof fetch;
  batchMs?: number;
}

/**
 * Runs one streaming POST; resolves with the body's totals. The api's calls
 * take one as a dependency: {@link streamOnThisThread}, or the worker-backed
 * client the app passes in.
 */
export type StreamCall = (url: string, body: unknown, options: StreamCallOptions) => Promise<StreamSummary>;

/** The plain-data request of a stream call (what a worker is sent). */
export function toStreamRequest(url: string, body: unknown, options: StreamCallOptions): StreamRequest {
  const call = options.call ?? 'content';
  return {
    url,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    call,
    timeoutMs: options.timeoutMs ?? defaultTimeout(call),
    headers: options.headers ?? requestHeaders(),
  };
}

/** Runs an already built request here, on the calling thread. */
export function runStreamCall(request: StreamRequest, options: StreamCallOptions): Promise<StreamSummary> {
  return runStream(request, {
    onBatch: (batch) => options.onEvents(batch.events, batch.bytesReceived),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.batchMs === undefined ? {} : { batchMs: options.batchMs }),
  });
}

/** A stream call that fetches and parses on the calling thread (Node, tests, no Worker). */
export const streamOnThisThread: StreamCall = (url, body, options) => runStreamCall(toStreamRequest(url, body, options), options);
