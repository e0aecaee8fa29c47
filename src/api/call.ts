/**
 * One streaming call as the app sees it: coalesced with identical calls in
 * flight, optionally answered from the short cache, logged, and run through
 * the stream call it is given (the app passes the worker-backed one; the
 * default runs on the calling thread). outline.ts and content.ts configure
 * it for their endpoint.
 */
import type { ParseEvent } from '../protocol/parser';
import type { ApiCallLogEntry } from '../core/schemas/telemetry';
import { appendToLog, truncatePrompt, type CallLogSink } from './call-log';
import { systemClock, type Clock } from '../lib/clock';
import { ApiError, requestHeaders, streamOnThisThread, type CallKind, type StreamCall, type StreamSummary } from './http';
import { createStreamRegistry, type CallSource, type StreamStarter } from './shared-stream';
import type { StreamBatch } from './stream-batch';

/** The API is served under /api on the app's own origin. */
export const API_BASE = '/api';

/** What the calls depend on; everything has a production default. */
export interface ApiDeps {
  /** Prefix of the call paths (default '/api'). */
  baseUrl?: string;
  /** A fetch to use; given, the stream is parsed on the main thread (a function cannot go to a worker). */
  fetch?: typeof fetch;
  /**
   * Runs the request and its parse: the app passes the stream worker's
   * client; the default fetches and parses on the calling thread.
   */
  transport?: StreamCall;
  callLog?: CallLogSink;
  clock?: Clock;
  timeouts?: { outlineMs?: number; contentMs?: number };
  batchMs?: number;
}

export interface CallOptions {
  onEvents?: (events: ParseEvent[], bytesReceived: number) => void;
  signal?: AbortSignal;
}

export interface CallResult extends StreamSummary {
  source: CallSource;
}

/** A configured streaming call; rejects with an ApiError (or the abort reason). */
export type StreamingCall<B> = (body: B, options?: CallOptions) => Promise<CallResult>;

export interface CallSpec<B> {
  call: CallKind;
  path: string;
  timeoutMs: number;
  /** 0 = coalesce only. */
  cacheMs: number;
  /** The text the log shows as the prompt. */
  prompt(body: B): string;
}

/** The message of the first `error` line among the events, if any. */
export function errorLineIn(events: readonly ParseEvent[]): string | undefined {
  for (const event of events) if (event.kind === 'line' && event.line.type === 'error') return event.line.message;
  return undefined;
}

function failureDetails(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError) return { error: error.message, kind: error.kind, ...(error.status === undefined ? {} : { httpStatus: error.status }) };
  if (error instanceof Error && error.name === 'AbortError') return { error: error.message, aborted: true };
  return { error: error instanceof Error ? error.message : String(error) };
}

/**
 * Builds a streaming call from its spec. Every invocation appends one log
 * entry when it ends: `success`, or `error` for a failed call and for a
 * stream that ended with an error line; details say whether the answer came
 * from the network, a coalesced request or the cache.
 */
export function createStreamingCall<B>(deps: ApiDeps, spec: CallSpec<B>): StreamingCall<B> {
  const clock = deps.clock ?? systemClock;
  const transport = deps.transport ?? streamOnThisThread;
  const url = `${deps.baseUrl ?? API_BASE}${spec.path}`;
  const registry = createStreamRegistry({
    clock,
    cacheMs: spec.cacheMs,
    // An answer that ended in an error line is a failure: asking again must really ask.
    cacheable: (batches) => batches.every((batch) => errorLineIn(batch.events) === undefined),
  });

  const starter = (text: string): StreamStarter => (signal, onBatch) =>
    transport(url, text, {
      call: spec.call,
      timeoutMs: spec.timeoutMs,
      headers: requestHeaders(),
      signal,
      onEvents: (events, bytesReceived) => onBatch({ events, bytesReceived }),
      ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
      ...(deps.batchMs === undefined ? {} : { batchMs: deps.batchMs }),
    });

  return async (body, options = {}) => {
    const text = JSON.stringify(body);
    const started = clock.now();
    const log = (status: ApiCallLogEntry['status'], details: Record<string, unknown>): void =>
      appendToLog(deps.callLog, {
        timestamp: started,
        // The log knows outline and content calls; a rewrite is a content call to its own endpoint.
        type: spec.call === 'edit' ? 'content' : spec.call,
        endpoint: url,
        prompt: truncatePrompt(spec.prompt(body)),
        status,
        responseTime: Math.max(0, clock.now() - started),
        details,
      });
    let streamError: string | undefined;
    const onBatch = (batch: StreamBatch): void => {
      streamError ??= errorLineIn(batch.events);
      options.onEvents?.(batch.events, batch.bytesReceived);
    };
    try {
      const { summary, source } = await registry.join(`${url}\n${text}`, starter(text), { onBatch, signal: options.signal });
      const counts = { source, bytesReceived: summary.bytesReceived, lines: summary.lines, parseErrors: summary.errors };
      log(streamError === undefined ? 'success' : 'error', streamError === undefined ? counts : { ...counts, error: streamError });
      return { ...summary, source };
    } catch (error) {
      log('error', failureDetails(error));
      throw error;
    }
  };
}
