import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API_NOT_FOUND,
  CONTENT_TIMEOUT,
  NETWORK_ERROR,
  NO_RESPONSE_BODY,
  OUTLINE_REQUEST_TIMEOUT,
  contentApiError,
  outlineHttpError,
} from '../core/errors';
import type { ParseEvent } from '../protocol/parser';
import { createApiClient } from './client';
import { ApiError, CLIENT_ID, errorBodyText, runStream, type StreamRequest } from './http';
import { linesOf, startBuiltinServer, startRawServer, type RawServer, type TestServer } from '../../tests/helpers/generation-server';
import { version } from '../../package.json';

let builtin: TestServer;
const raws: RawServer[] = [];
beforeAll(async () => {
  builtin = await startBuiltinServer();
});
afterAll(() => builtin.close());
afterEach(async () => {
  await Promise.all(raws.splice(0).map((s) => s.close()));
});

async function raw(handler: Parameters<typeof startRawServer>[0]): Promise<RawServer> {
  const server = await startRawServer(handler);
  raws.push(server);
  return server;
}

const outlineBody = { input_text: 'Coral reefs', number_of_slides: 5 };
const contentBody = {
  presentation_title: 'Coral reefs',
  topics_array: JSON.stringify([
    { topic_id: 'topic_1', heading: 'What reefs are' },
    { topic_id: 'topic_2', heading: 'Why they matter' },
  ]),
  number_of_slides: 3,
};

/** Runs both calls against `baseUrl` and returns their rejection messages. */
async function failures(baseUrl: string, timeoutMs?: number): Promise<{ outline: string; content: string }> {
  const client = createApiClient({ baseUrl, ...(timeoutMs ? { timeouts: { outlineMs: timeoutMs, contentMs: timeoutMs } } : {}) });
  const message = (p: Promise<unknown>) =>
    p.then(
      () => 'resolved',
      (e: unknown) => (e instanceof ApiError ? e.message : `not an ApiError: ${String(e)}`),
    );
  const [outline, content] = await Promise.all([message(client.outline(outlineBody)), message(client.content(contentBody))]);
  return { outline, content };
}

describe('the calls against the real server (builtin generator)', () => {
  it('streams an outline of 4 topics for 5 slides', async () => {
    const client = createApiClient({ baseUrl: `${builtin.url}/api` });
    const events: ParseEvent[] = [];
    const result = await client.outline(outlineBody, { onEvents: (batch) => events.push(...batch) });
    const lines = linesOf(events);
    expect(lines.filter((l) => l.type === 'topic')).toHaveLength(4);
    expect(lines.some((l) => l.type === 'outline_complete')).toBe(true);
    expect(lines.at(-1)).toEqual({ type: 'done' });
    expect(result).toMatchObject({ source: 'network', errors: 0, document: false });
    expect(result.bytesReceived).toBeGreaterThan(500);
  });

  it('streams content: the title line first, then topics with subtopics, then done', async () => {
    const client = createApiClient({ baseUrl: `${builtin.url}/api` });
    const events: ParseEvent[] = [];
    let lastBytes = 0;
    await client.content(contentBody, {
      onEvents: (batch, bytes) => {
        events.push(...batch);
        expect(bytes).toBeGreaterThanOrEqual(lastBytes);
        lastBytes = bytes;
      },
    });
    const lines = linesOf(events).filter((l) => l.type !== 'status');
    expect(lines.map((l) => l.type)).toEqual(['content', 'topic', 'topic', 'done']);
    const topics = lines.filter((l) => l.type === 'topic');
    expect(topics.map((t) => t.topic_id)).toEqual(['topic_1', 'topic_2']);
    expect(topics.every((t) => (t.subtopics?.length ?? 0) > 0)).toBe(true);
  });

  it('maps a 404 to "API endpoint not found." for both calls', async () => {
    expect(await failures(`${builtin.url}/api/nope`)).toEqual({ outline: API_NOT_FOUND, content: API_NOT_FOUND });
  });

  it("quotes a 400's JSON error in the outline text", async () => {
    const client = createApiClient({ baseUrl: `${builtin.url}/api` });
    await expect(client.outline({ input_text: '   ' })).rejects.toThrow(
      outlineHttpError(400, 'Bad Request', 'input_text must not be blank'),
    );
  });
});

describe('error catalogue on a bare server', () => {
  it('maps a 500 with a JSON {error} body to the outline and content texts', async () => {
    const server = await raw((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}'));
    expect(await failures(server.url)).toEqual({
      outline: outlineHttpError(500, 'Internal Server Error', 'boom'),
      content: contentApiError(500, 'Internal Server Error', 'boom'),
    });
  });

  it('quotes a plain-text body as it is', async () => {
    const server = await raw((_req, res) => res.writeHead(502, 'Bad Gateway').end('upstream down\n'));
    expect((await failures(server.url)).content).toBe('Content API failed: 502 Bad Gateway - upstream down');
  });

  it('maps a refused connection to the network text', async () => {
    const server = await raw(() => undefined);
    await server.close();
    raws.splice(raws.indexOf(server), 1);
    expect(await failures(server.url)).toEqual({ outline: NETWORK_ERROR, content: NETWORK_ERROR });
  });

  it('times out a server that never answers, with each call its own text', async () => {
    const server = await raw(() => undefined);
    const started = Date.now();
    expect(await failures(server.url, 150)).toEqual({ outline: OUTLINE_REQUEST_TIMEOUT, content: CONTENT_TIMEOUT });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('times out a stream that stalls, after delivering what came', async () => {
    const server = await raw((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"type":"content","title":"Reefs"}\n');
    });
    const client = createApiClient({ baseUrl: server.url, timeouts: { contentMs: 200 } });
    const events: ParseEvent[] = [];
    await expect(client.content(contentBody, { onEvents: (b) => events.push(...b) })).rejects.toThrow(CONTENT_TIMEOUT);
    expect(linesOf(events)).toEqual([{ type: 'content', title: 'Reefs', description: '' }]);
  });

  it('keeps the lines of a stream cut mid-way and reports the network text', async () => {
    const server = await raw((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write('{"type":"content","title":"Reefs"}\n', () => setTimeout(() => res.destroy(), 30));
    });
    const client = createApiClient({ baseUrl: server.url });
    const events: ParseEvent[] = [];
    await expect(client.content(contentBody, { onEvents: (b) => events.push(...b) })).rejects.toThrow(NETWORK_ERROR);
    expect(linesOf(events)).toHaveLength(1);
  });

  it('reports a 200 without a body as the missing-body text', async () => {
    const client = createApiClient({ fetch: (async () => new Response(null, { status: 200 })) as typeof fetch });
    await expect(client.content(contentBody)).rejects.toThrow(NO_RESPONSE_BODY);
    await expect(client.outline(outlineBody)).rejects.toMatchObject({ kind: 'no-body' });
  });

  it('sends POST with the JSON headers, the client header and the JSON body', async () => {
    const server = await raw((_req, res) => res.writeHead(200).end('{"type":"done"}\n'));
    await createApiClient({ baseUrl: server.url }).outline(outlineBody);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/ppt/generate-outline-test' });
    expect(request?.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json', 'x-client': `decksmith-web/${version}` });
    expect(CLIENT_ID).toBe(`decksmith-web/${version}`);
    expect(JSON.parse(request?.body ?? '')).toEqual(outlineBody);
  });

  it('rejects with the abort reason, not a timeout or network text, when the caller aborts', async () => {
    const server = await raw((_req, res) => res.writeHead(200).write('{"type":"status","message":"working"}\n'));
    const controller = new AbortController();
    const call = createApiClient({ baseUrl: server.url }).content(contentBody, {
      signal: controller.signal,
      onEvents: () => controller.abort(),
    });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('runStream', () => {
  const request = (url: string, timeoutMs = 5_000): StreamRequest => ({
    url,
    body: '{}',
    call: 'content',
    timeoutMs,
    headers: { 'content-type': 'application/json' },
  });

  it('rethrows what the consumer throws and stops reading', async () => {
    const server = await raw((_req, res) => res.writeHead(200).write('{"type":"status","message":"a"}\n'));
    const boom = new Error('consumer failed');
    await expect(
      runStream(request(server.url), {
        onBatch: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
  });

  it('parses a complete-JSON answer as one document event', async () => {
    const server = await raw((_req, res) => res.writeHead(200).end('{\n  "title": "Reefs",\n  "topics_array": ["A"]\n}\n'));
    const events: ParseEvent[] = [];
    const summary = await runStream(request(server.url), { onBatch: (b) => events.push(...b.events) });
    expect(summary.document).toBe(true);
    expect(events).toEqual([{ kind: 'document', value: { title: 'Reefs', topics_array: ['A'] } }]);
  });
});

describe('errorBodyText', () => {
  it('takes the error of a JSON body, else the trimmed text, cut when long', () => {
    expect(errorBodyText('{"error":"bad tone"}')).toBe('bad tone');
    expect(errorBodyText('{"message":"x"}')).toBe('{"message":"x"}');
    expect(errorBodyText('  oops \n')).toBe('oops');
    expect(errorBodyText('x'.repeat(600))).toHaveLength(501);
  });
});
