import { HEARTBEAT_MS, NDJSON_CONTENT_TYPE, encodeLine, type StreamLine } from '../../src/protocol/lines';

export interface NdjsonStreamOptions {
  /** Produces the lines; must stop when the signal aborts. */
  produce: (signal: AbortSignal) => AsyncIterable<StreamLine>;
  /** Whole-request budget; past it the stream ends with an error line. */
  timeoutMs: number;
  timeoutMessage: string;
  /** Aborted when the client goes away. */
  requestSignal?: AbortSignal;
  heartbeatMs?: number;
  heartbeatMessage: (elapsedMs: number) => string;
  /** Turns a producer failure into a message safe to show. */
  describeError: (error: unknown) => string;
}

/**
 * An NDJSON response: status heartbeats while work goes on, the producer's
 * lines as they come, then `done`, or one `error` line on failure or timeout.
 * It always ends: nothing can leave the client waiting on an open stream.
 */
export function ndjsonResponse(opts: NdjsonStreamOptions): Response {
  const encoder = new TextEncoder();
  const work = new AbortController();
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const started = Date.now();
      const send = (line: StreamLine) => {
        if (!closed) controller.enqueue(encoder.encode(encodeLine(line)));
      };
      const finish = (last?: StreamLine) => {
        if (closed) return;
        if (last) send(last);
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(timer);
        work.abort();
        controller.close();
      };
      const heartbeat = setInterval(
        () => send({ type: 'status', message: opts.heartbeatMessage(Date.now() - started) }),
        opts.heartbeatMs ?? HEARTBEAT_MS,
      );
      const timer = setTimeout(() => finish({ type: 'error', message: opts.timeoutMessage }), opts.timeoutMs);
      opts.requestSignal?.addEventListener('abort', () => finish(), { once: true });
      void pump(opts, work.signal, send).then(
        () => finish({ type: 'done' }),
        (error: unknown) => finish(work.signal.aborted ? undefined : { type: 'error', message: opts.describeError(error) }),
      );
    },
    cancel() {
      closed = true;
      work.abort();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': NDJSON_CONTENT_TYPE,
      // no-transform keeps compression (and proxies) from buffering the live stream.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

async function pump(opts: NdjsonStreamOptions, signal: AbortSignal, send: (l: StreamLine) => void): Promise<void> {
  for await (const line of opts.produce(signal)) {
    if (signal.aborted) return;
    send(line);
  }
}
