/**
 * The model client against a fake fetch that answers as the server does:
 * NDJSON lines cut at arbitrary byte boundaries (a multi-byte character
 * split too), an error line, a stream that stops without `done`, an
 * unreachable server, a refused name, and cancelling.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ModelList, PullLine } from '../protocol/models';
import { BAD_ANSWER, CONNECTION_LOST, ModelApiError, SERVER_UNREACHABLE, fetchModelList, pullModel, removeModel } from './models';

/** A streamed Response whose body arrives in `cuts`-sized byte chunks. */
function ndjson(lines: unknown[], chunkBytes = 7, end = true): Response {
  const bytes = new TextEncoder().encode(lines.map((l) => `${typeof l === 'string' ? l : JSON.stringify(l)}\n`).join(''));
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) {
        if (end) controller.close();
        else controller.error(new TypeError('terminated'));
        return;
      }
      controller.enqueue(bytes.slice(at, at + chunkBytes));
      at += chunkBytes;
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
}

const progress = (done: number): PullLine => ({ type: 'progress', done, total: 1000, bytesPerSecond: 250, secondsLeft: (1000 - done) / 250 });

async function failure(promise: Promise<unknown>): Promise<ModelApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelApiError);
  return error as ModelApiError;
}

describe('pullModel', () => {
  it('posts the name and hands over each line as it arrives until done', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(ndjson([progress(0), progress(400), progress(1000), { type: 'verifying' }, { type: 'done', name: 'qwen2.5-1.5b' }])));
    const seen: PullLine[] = [];
    await pullModel('qwen2.5-1.5b', (line) => seen.push(line), { fetchFn });
    expect(seen).toEqual([progress(0), progress(400), progress(1000), { type: 'verifying' }]);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/models/pull');
    expect(init).toMatchObject({ method: 'POST', body: '{"name":"qwen2.5-1.5b"}' });
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');
  });

  it('rejects with the server message of an error line, multi-byte text split across chunks', async () => {
    const message = 'Not enough disk space for Qwen2.5 1.5B Instruct (Q4_K_M): it needs 1.1 GB more, only 200 MB is free — ünïcode';
    const fetchFn = () => Promise.resolve(ndjson([progress(0), { type: 'error', message }], 3));
    const error = await failure(pullModel('qwen2.5-1.5b', () => {}, { fetchFn }));
    expect(error).toMatchObject({ kind: 'server', message });
  });

  it('says the connection was lost when the stream ends or breaks without done', async () => {
    const ended = await failure(pullModel('x', () => {}, { fetchFn: () => Promise.resolve(ndjson([progress(10)])) }));
    expect(ended).toMatchObject({ kind: 'lost', message: CONNECTION_LOST });
    const broken = await failure(pullModel('x', () => {}, { fetchFn: () => Promise.resolve(ndjson([progress(10)], 7, false)) }));
    expect(broken).toMatchObject({ kind: 'lost', message: CONNECTION_LOST });
  });

  it('refuses a line it cannot read', async () => {
    const error = await failure(pullModel('x', () => {}, { fetchFn: () => Promise.resolve(ndjson(['{"type":"progress","done":"lots"}'])) }));
    expect(error).toMatchObject({ kind: 'server', message: BAD_ANSWER });
  });

  it('passes on the 400 of a name the server refuses', async () => {
    const fetchFn = () => Promise.resolve(Response.json({ error: 'Unknown model "x": the catalogue has a, b' }, { status: 400 }));
    expect(await failure(pullModel('x', () => {}, { fetchFn }))).toMatchObject({ kind: 'server', message: 'Unknown model "x": the catalogue has a, b' });
  });

  it('says the server cannot be reached when fetch fails or a proxy answers 502', async () => {
    expect(await failure(pullModel('x', () => {}, { fetchFn: () => Promise.reject(new TypeError('Failed to fetch')) }))).toMatchObject({ kind: 'unreachable', message: SERVER_UNREACHABLE });
    expect(await failure(fetchModelList({ fetchFn: () => Promise.resolve(new Response('Bad Gateway', { status: 502 })) }))).toMatchObject({ kind: 'unreachable' });
  });

  it('reports a cancel as cancelled, not as a failure', async () => {
    const controller = new AbortController();
    const fetchFn = vi.fn<typeof fetch>((_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode(`${JSON.stringify(progress(5))}\n`));
          init!.signal!.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body));
    });
    const pending = pullModel('x', () => controller.abort(), { fetchFn, signal: controller.signal });
    expect(await failure(pending)).toMatchObject({ kind: 'cancelled' });
  });
});

describe('fetchModelList and removeModel', () => {
  it('reads the list and checks its shape', async () => {
    const list: ModelList = {
      models: [{ name: 'qwen2.5-1.5b', title: 'Qwen2.5 1.5B', bytes: 1_117_320_736, licence: 'Apache-2.0', suits: 'Most laptops', ramGb: 2, installed: false, partialBytes: 0 }],
      inUse: null,
      writer: 'builtin',
    };
    expect(await fetchModelList({ fetchFn: () => Promise.resolve(Response.json(list)) })).toEqual(list);
    expect(await failure(fetchModelList({ fetchFn: () => Promise.resolve(Response.json({ models: 'none' })) }))).toMatchObject({ message: BAD_ANSWER });
  });

  it('deletes with a JSON content type (the server guard wants one) and reads the answer', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ removed: true })));
    expect(await removeModel('qwen2.5-1.5b', { fetchFn })).toBe(true);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/models/qwen2.5-1.5b');
    expect(init!.method).toBe('DELETE');
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');
  });
});
