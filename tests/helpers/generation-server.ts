/**
 * Test helpers of the api, worker and state tests (not shipped: only test
 * files import it): the real generation server on loopback, a bare
 * node:http server for the answers the real one never gives, and a fetch
 * whose body the test writes line by line.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { createBuiltinProvider } from '../../server/builtin/index';
import { loadEnv } from '../../server/env';
import { listenLoopback } from '../../server/testing/loopback';
import type { ParseEvent } from '../../src/protocol/parser';
import type { z } from 'zod';
import type { StreamLine, streamLineSchema } from '../../src/protocol/lines';

/** A line as a server may write it: schema defaults may be left out. */
export type WireLine = z.input<typeof streamLineSchema>;

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** The real server with the builtin generator; rate limit raised so tests never hit it. */
export async function startBuiltinServer(): Promise<TestServer> {
  const app = createApp({ env: loadEnv({ RATE_LIMIT_PER_MINUTE: '100000' }), llm: createBuiltinProvider(), serveApp: false });
  return listenLoopback(app);
}

export interface RawServer extends TestServer {
  /** Requests seen so far, with their body text. */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
}

/** A bare HTTP server on 127.0.0.1 whose every answer `handler` writes (or never writes). */
export async function startRawServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<RawServer> {
  const requests: RawServer['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A response body the test writes: push lines, then end or fail it. */
export interface ScriptedBody {
  response: Response;
  push(line: WireLine | string): void;
  end(): void;
  fail(error: Error): void;
  /** Set when the reader cancelled the body (the client aborted). */
  readonly cancelled: boolean;
}

/** Creates a scripted 200 NDJSON response. */
export function scriptedBody(): ScriptedBody {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (cancelled = true),
  });
  const safe = (fn: () => void): void => {
    try {
      fn();
    } catch {
      // Already closed or cancelled: the test wrote after the client let go.
    }
  };
  return {
    response: new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    push: (line) => safe(() => controller.enqueue(encoder.encode(typeof line === 'string' ? line : `${JSON.stringify(line)}\n`))),
    end: () => safe(() => controller.close()),
    fail: (error) => safe(() => controller.error(error)),
    get cancelled() {
      return cancelled;
    },
  };
}

/** A fetch that answers each call with the next scripted body and records the calls. */
export function scriptedFetch() {
  const bodies: ScriptedBody[] = [];
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const body = scriptedBody();
    bodies.push(body);
    return body.response;
  }) as typeof fetch;
  return { fetch: fetchFn, bodies, calls };
}

/** A fetch wrapper that counts the requests it passes on. */
export function countingFetch(inner: typeof fetch = globalThis.fetch) {
  const counter = { count: 0, fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
    counter.count++;
    return inner(input, init);
  }) as typeof fetch };
  return counter;
}

/** The stream lines among parse events. */
export function linesOf(events: readonly ParseEvent[]): StreamLine[] {
  return events.flatMap((e) => (e.kind === 'line' ? [e.line] : []));
}

/** Lets pending promise callbacks (and zero-delay work) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
