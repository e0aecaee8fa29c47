/**
 * Reads a request body whole before the route sees it, with a size cap and a
 * deadline. Node's own request timeout is 300 s, and a client that sends
 * headers and then a trickle (or nothing) holds a socket and a handler that
 * long; here it gets a 408 naming the limit after `timeoutMs`. A body over
 * `maxSize` is refused as soon as that many bytes have come, whatever its
 * Content-Length said. A client that goes away half-way is not an error of
 * the server: one line at info level, no stack.
 */
import type { Context, MiddlewareHandler } from 'hono';

export interface BodyReadOptions {
  maxSize: number;
  timeoutMs: number;
  /** The 413 answer (its text names the limit the route documents). */
  onTooLarge: (c: Context) => Response | Promise<Response>;
}

/** The answer to a client that is gone; nobody reads it, but the handler chain needs one. */
export function clientGoneResponse(): Response {
  return new Response(null, { status: 499 });
}

/** Whether an error is the request's connection going away (not a fault of the server). */
export function isClientGone(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || e.message === 'aborted') return true;
  }
  return false;
}

/** The one log line for a request whose client went away. */
export function logClientGone(c: Context): void {
  console.info(`[server] ${c.req.method} ${c.req.path}: the client closed the connection`);
}

type Read = { kind: 'done'; body: Uint8Array } | { kind: 'too-large' } | { kind: 'timeout' } | { kind: 'gone' };

async function readAll(body: ReadableStream<Uint8Array>, maxSize: number, timeoutMs: number, signal: AbortSignal): Promise<Read> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<Read>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  const pump = async (): Promise<Read> => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return { kind: 'too-large' };
      chunks.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    return { kind: 'done', body: out };
  };
  try {
    const result = await Promise.race([pump().catch((error: unknown): Read => {
      if (isClientGone(error, signal)) return { kind: 'gone' };
      throw error;
    }), deadline]);
    // Stop reading what is left (a stalled or oversize body): nothing more of it is wanted.
    if (result.kind !== 'done') void reader.cancel().catch(() => undefined);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/** Middleware: the body read whole (bounded in size and time) and handed on as a buffer. */
export function bodyRead({ maxSize, timeoutMs, onTooLarge }: BodyReadOptions): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = Number(raw.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxSize) return onTooLarge(c);
    const read = await readAll(raw.body, maxSize, timeoutMs, raw.signal);
    if (read.kind === 'too-large') return onTooLarge(c);
    if (read.kind === 'gone') {
      logClientGone(c);
      return clientGoneResponse();
    }
    if (read.kind === 'timeout') {
      // The rest of the body may still arrive on this socket: close it rather than read it as a next request.
      c.header('Connection', 'close');
      const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
      return c.json({ error: `Request body timed out: it was not fully received within ${limit}` }, 408);
    }
    c.req.raw = new Request(raw, { body: read.body as Uint8Array<ArrayBuffer> });
    return next();
  };
}
