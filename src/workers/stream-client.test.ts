import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_NOT_FOUND, UNKNOWN_ERROR } from '../core/errors';
import type { ParseEvent } from '../protocol/parser';
import { ApiError } from '../api/http';
import { createStreamHost, type StreamWorkerReply, type StreamWorkerRequest } from './stream-host';
import { countingFetch, linesOf, scriptedFetch, settle, startBuiltinServer, type TestServer } from '../../tests/helpers/generation-server';
import { createStreamClient, type WorkerLike } from './stream-client';

let server: TestServer;
let outlineUrl: string;
beforeAll(async () => {
  server = await startBuiltinServer();
  outlineUrl = `${server.url}/api/ppt/generate-outline-test`;
});
afterAll(() => server.close());

const body = { input_text: 'Volcanoes', number_of_slides: 4 };

/** A Worker stand-in: messages are structured-cloned and delivered asynchronously, as a real one does. */
class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  readonly posted: StreamWorkerRequest[] = [];
  terminated = false;
  private readonly handle: (m: StreamWorkerRequest) => void;

  constructor(fetchFn?: typeof fetch) {
    const reply = (r: StreamWorkerReply) => setTimeout(() => this.onmessage?.({ data: structuredClone(r) } as MessageEvent<StreamWorkerReply>), 0);
    this.handle = createStreamHost(reply, fetchFn ? { fetch: fetchFn } : {});
  }
  postMessage(message: StreamWorkerRequest): void {
    this.posted.push(structuredClone(message));
    setTimeout(() => this.handle(message), 0);
  }
  terminate(): void {
    this.terminated = true;
  }
  crash(): void {
    this.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
  }
}

function collector() {
  const events: ParseEvent[] = [];
  let bytes = 0;
  const onEvents = (batch: ParseEvent[], b: number): void => {
    events.push(...batch);
    bytes = b;
  };
  return { events, bytes: () => bytes, onEvents };
}

describe('streamCall', () => {
  it('runs in the worker when there is one and gives the same events as the main thread', async () => {
    const worker = new FakeWorker();
    const viaWorker = createStreamClient({ createWorker: () => worker });
    const onMain = createStreamClient({ createWorker: () => null });
    const [a, b] = [collector(), collector()];
    const summary = await viaWorker(outlineUrl, body, { call: 'outline', onEvents: a.onEvents });
    await onMain(outlineUrl, body, { call: 'outline', onEvents: b.onEvents });
    expect(worker.posted[0]).toMatchObject({ type: 'start', request: { url: outlineUrl, body: JSON.stringify(body), call: 'outline', timeoutMs: 60_000 } });
    expect(linesOf(a.events)).toEqual(linesOf(b.events));
    expect(linesOf(a.events).filter((l) => l.type === 'topic')).toHaveLength(3);
    expect(a.bytes()).toBe(summary.bytesReceived);
  });

  it('rebuilds an ApiError that crossed from the worker', async () => {
    const call = createStreamClient({ createWorker: () => new FakeWorker() });
    const error = await call(`${server.url}/api/nope`, body, { onEvents: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(API_NOT_FOUND);
  });

  it('rejects at once on abort and tells the worker to stop', async () => {
    const script = scriptedFetch();
    const worker = new FakeWorker(script.fetch);
    const call = createStreamClient({ createWorker: () => worker });
    const controller = new AbortController();
    const result = call('http://x/api', body, { signal: controller.signal, onEvents: () => undefined });
    await vi.waitFor(() => expect(script.calls).toHaveLength(1));
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.posted.map((m) => m.type)).toEqual(['start', 'abort']);
    await vi.waitFor(() => expect(script.calls[0]?.init?.signal?.aborted).toBe(true));
  });

  it('falls back to the main thread when the worker fails before answering, and stops using it', async () => {
    const worker = new FakeWorker(scriptedFetch().fetch);
    const make = vi.fn(() => worker);
    const call = createStreamClient({ createWorker: make });
    const first = collector();
    const pending = call(outlineUrl, body, { call: 'outline', onEvents: first.onEvents });
    worker.crash();
    await pending;
    expect(worker.terminated).toBe(true);
    expect(linesOf(first.events).at(-1)).toEqual({ type: 'done' });
    await call(outlineUrl, body, { call: 'outline', onEvents: () => undefined });
    expect(make).toHaveBeenCalledTimes(1);
    expect(worker.posted).toHaveLength(1);
  });

  it('fails a call the worker had started answering when it crashes', async () => {
    const script = scriptedFetch();
    const worker = new FakeWorker(script.fetch);
    const call = createStreamClient({ createWorker: () => worker });
    const seen = collector();
    const pending = call('http://x/api', body, { onEvents: seen.onEvents });
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push({ type: 'status', message: 'working' });
    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    worker.crash();
    await expect(pending).rejects.toThrow(UNKNOWN_ERROR);
  });

  it('runs on the main thread with an injected fetch, without making a worker', async () => {
    const make = vi.fn(() => new FakeWorker());
    const counter = countingFetch();
    const call = createStreamClient({ createWorker: make });
    await call(outlineUrl, body, { call: 'outline', fetch: counter.fetch, onEvents: () => undefined });
    expect(counter.count).toBe(1);
    expect(make).not.toHaveBeenCalled();
  });

  it('works without any Worker in the platform (Node)', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const call = createStreamClient();
    const seen = collector();
    await call(outlineUrl, JSON.stringify(body), { call: 'outline', onEvents: seen.onEvents });
    await settle();
    expect(linesOf(seen.events).at(-1)).toEqual({ type: 'done' });
  });
});
