import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_NOT_FOUND } from '../core/errors';
import { ApiError, requestHeaders, type StreamRequest } from '../api/http';
import { createStreamHost, fromWireError, toWireError, type StreamWorkerReply } from './stream-host';
import { linesOf, scriptedFetch, settle, startBuiltinServer, type TestServer } from '../../tests/helpers/generation-server';

let server: TestServer;
beforeAll(async () => {
  server = await startBuiltinServer();
});
afterAll(() => server.close());

function outlineRequest(url: string): StreamRequest {
  return { url, body: JSON.stringify({ input_text: 'Tides', number_of_slides: 4 }), call: 'outline', timeoutMs: 5_000, headers: requestHeaders() };
}

function host(fetchFn?: typeof fetch) {
  const replies: StreamWorkerReply[] = [];
  const handle = createStreamHost((r) => replies.push(structuredClone(r)), fetchFn ? { fetch: fetchFn } : {});
  return { replies, handle };
}

describe('createStreamHost (the stream worker, run in Node)', () => {
  it('posts batches of parse events, then end with the totals; every reply is cloneable', async () => {
    const { replies, handle } = host();
    handle({ type: 'start', id: 7, request: outlineRequest(`${server.url}/api/ppt/generate-outline-test`) });
    await vi.waitFor(() => expect(replies.at(-1)?.type).toBe('end'));
    const batches = replies.flatMap((r) => (r.type === 'batch' ? [r.batch] : []));
    expect(replies.every((r) => r.id === 7)).toBe(true);
    expect(linesOf(batches.flatMap((b) => b.events)).filter((l) => l.type === 'topic')).toHaveLength(3);
    const end = replies.at(-1);
    expect(end?.type === 'end' && end.summary.bytesReceived).toBe(batches.at(-1)?.bytesReceived);
  });

  it('posts fail with the ApiError as plain data', async () => {
    const { replies, handle } = host();
    handle({ type: 'start', id: 1, request: outlineRequest(`${server.url}/api/missing`) });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({ type: 'fail', id: 1, error: { name: 'ApiError', message: API_NOT_FOUND, kind: 'not-found', status: 404 } });
  });

  it('stops the fetch on abort and posts nothing more', async () => {
    const script = scriptedFetch();
    const { replies, handle } = host(script.fetch);
    handle({ type: 'start', id: 2, request: outlineRequest('http://x/api') });
    await settle(20);
    script.bodies[0]?.push({ type: 'status', message: 'working' });
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    handle({ type: 'abort', id: 2 });
    await settle(20);
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
    expect(script.bodies[0]?.cancelled).toBe(true);
    script.bodies[0]?.push({ type: 'done' });
    await settle(20);
    expect(replies.map((r) => r.type)).toEqual(['batch']);
  });
});

describe('wire errors', () => {
  it('round-trips an ApiError, an AbortError and a plain Error', () => {
    const api = fromWireError(structuredClone(toWireError(new ApiError('http', 'Content API failed: 500 x - y', 500))));
    expect(api).toBeInstanceOf(ApiError);
    expect(api).toMatchObject({ kind: 'http', status: 500, message: 'Content API failed: 500 x - y' });
    expect(fromWireError(toWireError(new DOMException('stop', 'AbortError')))).toMatchObject({ name: 'AbortError' });
    expect(fromWireError(toWireError(new TypeError('bad')))).toMatchObject({ name: 'TypeError', message: 'bad' });
    expect(toWireError('odd')).toEqual({ name: 'Error', message: 'odd' });
  });
});
