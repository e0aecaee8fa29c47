import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_RATE_FACTOR, createApp } from './app';
import { createBuiltinProvider } from './builtin/index';
import { loadEnv } from './env';
import { createLoopStats } from './http/loop-stats';
import type { LlmProvider, ProviderEvent } from './providers/llm/types';
import { listenLoopback, type Loopback } from './testing/loopback';
import { parseAll } from '../src/protocol/parser';
import type { StreamLine } from '../src/protocol/lines';
import { OUTLINE_REQUEST_TIMEOUT } from '../src/core/errors';

const servers: Loopback[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(llm: LlmProvider, env: Record<string, string> = {}, heartbeatMs?: number): Promise<string> {
  const app = createApp({ env: loadEnv(env), llm, serveApp: false, heartbeatMs });
  const server = await listenLoopback(app);
  servers.push(server);
  return server.url;
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function lines(res: Response): Promise<StreamLine[]> {
  const events = parseAll(new Uint8Array(await res.arrayBuffer()));
  return events.map((e) => {
    if (e.kind !== 'line') throw new Error(`unexpected ${e.kind} event`);
    return e.line;
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A scripted provider: the route is under test here, not the generator. */
function scripted(outline: (signal: AbortSignal) => AsyncIterable<ProviderEvent>): LlmProvider {
  return {
    name: 'scripted',
    outline: (_req, signal) => outline(signal),
    content: (_req, _topics, signal) => outline(signal),
  };
}

function topic(i: number, heading = `Topic ${i}`): ProviderEvent {
  return { type: 'topic', topic_id: `topic_${i}`, heading, overview: `About ${heading}` };
}

const OUTLINE = '/api/ppt/generate-outline-test';
const CONTENT = '/api/ppt/generate-content-test';

describe('generation API over loopback HTTP', () => {
  it('reports health with the provider names', async () => {
    const url = await start(createBuiltinProvider());
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', providers: { llm: 'builtin' } });
  });

  it("reports the server's own event-loop delay only when asked to (for benchmarks), and starts a new window on reset", async () => {
    const plain = await start(createBuiltinProvider());
    expect(await (await fetch(`${plain}/api/health`)).json()).not.toHaveProperty('eventLoop');
    const app = createApp({ env: loadEnv({}), llm: createBuiltinProvider(), serveApp: false, loopStats: createLoopStats() });
    const server = await listenLoopback(app);
    servers.push(server);
    await fetch(`${server.url}/api/health?reset=1`);
    // Hold the loop for 400 ms: the next reading must show it, and the one after a reset must not.
    const until = Date.now() + 400;
    while (Date.now() < until);
    await sleep(20);
    const held = ((await (await fetch(`${server.url}/api/health?reset=1`)).json()) as { eventLoop: { maxMs: number } }).eventLoop;
    expect(held.maxMs).toBeGreaterThanOrEqual(300);
    await sleep(50);
    const after = ((await (await fetch(`${server.url}/api/health`)).json()) as { eventLoop: { maxMs: number } }).eventLoop;
    expect(after.maxMs).toBeLessThan(held.maxMs);
  });

  it('serves slide images and icons under /api, each call kind with its own rate limit above the generation one', async () => {
    // No photo search (no internet in tests): the decorative art answers.
    const url = await start(createBuiltinProvider(), { RATE_LIMIT_PER_MINUTE: '1', PICTURE_SOURCES: 'none' });
    const health = (await (await fetch(`${url}/api/health`)).json()) as { providers: Record<string, string> };
    expect(health.providers).toMatchObject({ images: 'builtin', icons: 'builtin' });
    const image = await post(`${url}/api/flux/generate-images-test`, { prompt: 'a calm ocean at dawn', style: 'illustration', purpose: 'decorative' });
    expect(image.status).toBe(200);
    expect(((await image.json()) as { images: string[] }).images[0]).toMatch(/^data:image\/svg\+xml;base64,/);
    // With one generation call a minute allowed, media calls still get their own, larger allowance.
    for (let i = 0; i < MEDIA_RATE_FACTOR.icons; i++) {
      const icon = await post(`${url}/api/icon/icon-generation`, { prompt: `growth chart ${i}` });
      expect(icon.status).toBe(200);
    }
    expect((await post(`${url}/api/icon/icon-generation`, { prompt: 'one too many' })).status).toBe(429);
    expect((await post(`${url}/api/flux/generate-images-test`, { prompt: 'still allowed' })).status).toBe(200);
  });

  it.each([
    [1, 0],
    [5, 4],
    [20, 19],
    [100, 99],
  ])('streams an outline for %i slides with %i topics (builtin)', async (slides, topics) => {
    const url = await start(createBuiltinProvider());
    const res = await post(`${url}${OUTLINE}`, { input_text: 'Renewable energy', number_of_slides: slides });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const got = await lines(res);
    expect(got.filter((l) => l.type === 'topic')).toHaveLength(topics);
    const complete = got.find((l) => l.type === 'outline_complete');
    expect(complete?.type === 'outline_complete' && complete.outline.topics_array).toHaveLength(topics);
    expect(got.at(-1)).toEqual({ type: 'done' });
  });

  it('streams content: the title slide first, then topics with subtopics, then done', async () => {
    const url = await start(createBuiltinProvider());
    const topicsArray = JSON.stringify([
      { topic_id: 'topic_1', heading: 'Why solar is cheap now' },
      { topic_id: 'topic_2', heading: 'Storing wind power' },
    ]);
    const res = await post(`${url}${CONTENT}`, { presentation_title: 'Renewable energy', topics_array: topicsArray });
    const got = (await lines(res)).filter((l) => l.type !== 'status');
    expect(got[0]?.type).toBe('content');
    const topicLines = got.filter((l) => l.type === 'topic');
    expect(topicLines.map((t) => t.type === 'topic' && t.heading)).toEqual(['Why solar is cheap now', 'Storing wind power']);
    for (const t of topicLines) {
      expect(t.type === 'topic' && t.subtopics?.length).toBeGreaterThan(0);
      expect(t.type === 'topic' && t.subtopics?.[0]?.id).toMatch(/^subtopic_\d+_1$/);
    }
    expect(got.at(-1)).toEqual({ type: 'done' });
  });

  it('cuts topics to number_of_slides - 1 and skips duplicate titles', async () => {
    const url = await start(
      scripted(async function* () {
        for (const [i, h] of ['A', 'B', 'b ', 'C', 'D', 'E', 'F'].entries()) yield topic(i + 1, h);
        yield { type: 'outline_complete', outline: { title: 'T', topics_array: ['A', 'B', 'b', 'C', 'D', 'E', 'F'] } };
      }),
    );
    const got = await lines(await post(`${url}${OUTLINE}`, { input_text: 'x', number_of_slides: 5 }));
    expect(got.filter((l) => l.type === 'topic').map((l) => l.type === 'topic' && l.heading)).toEqual(['A', 'B', 'C', 'D']);
    const complete = got.find((l) => l.type === 'outline_complete');
    expect(complete?.type === 'outline_complete' && complete.outline.topics_array).toEqual(['A', 'B', 'C', 'D']);
  });

  it('sends status heartbeats while the generator is busy, and topics as they come', async () => {
    // The generator stays busy until the client has read three heartbeats after the first topic:
    // no sleep to race against, so a loaded machine cannot make it fail, only take longer.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const url = await start(
      scripted(async function* () {
        yield topic(1);
        await gate;
        yield topic(2);
      }),
      {},
      50,
    );
    const res = await post(`${url}${OUTLINE}`, { input_text: 'x', number_of_slides: 5 });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const statusesAfterTopic = () => {
      const after = text.slice(text.indexOf('"topic_1"'));
      return text.includes('"topic_1"') ? (after.match(/"type":"status"/g) ?? []).length : 0;
    };
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
      if (statusesAfterTopic() >= 3) release();
    }
    const types = parseAll(new TextEncoder().encode(text)).flatMap((e) => (e.kind === 'line' ? [e.line.type] : []));
    const between = types.slice(types.indexOf('topic') + 1, types.lastIndexOf('topic'));
    expect(between.filter((t) => t === 'status').length).toBeGreaterThanOrEqual(3);
    expect(types.filter((t) => t === 'topic')).toHaveLength(2);
  });

  it('delivers the first topic before the generator has finished', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const url = await start(
      scripted(async function* () {
        yield topic(1);
        await gate;
        yield topic(2);
      }),
    );
    const res = await post(`${url}${OUTLINE}`, { input_text: 'x', number_of_slides: 5 });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"topic_1"');
    release();
    while (!(await reader.read()).done);
  });

  it('ends a stream that runs past its timeout with an error line', async () => {
    let aborted = false;
    const url = await start(
      scripted(async function* (signal) {
        yield topic(1);
        await new Promise<void>((r) => signal.addEventListener('abort', () => r()));
        aborted = true;
      }),
      { OUTLINE_TIMEOUT_MS: '300' },
    );
    const started = Date.now();
    const got = await lines(await post(`${url}${OUTLINE}`, { input_text: 'x' }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(got.at(-1)).toEqual({ type: 'error', message: OUTLINE_REQUEST_TIMEOUT });
    await sleep(20);
    expect(aborted).toBe(true);
  });

  it('turns a generator failure into an error line', async () => {
    const url = await start(
      scripted(async function* () {
        yield topic(1);
        throw new Error('The model returned malformed JSON: unexpected end');
      }),
    );
    const got = await lines(await post(`${url}${OUTLINE}`, { input_text: 'x' }));
    expect(got.at(-1)).toEqual({ type: 'error', message: 'The model returned malformed JSON: unexpected end' });
    expect(got.some((l) => l.type === 'done')).toBe(false);
  });
});

describe('request validation', () => {
  it.each([
    ['not json', '{"input_text":', 'Request body must be valid JSON'],
    ['missing input_text', { number_of_slides: 5 }, 'input_text'],
    ['blank input_text', { input_text: '   ' }, 'input_text'],
    ['zero slides', { input_text: 'x', number_of_slides: 0 }, 'number_of_slides'],
    ['too many slides', { input_text: 'x', number_of_slides: 101 }, 'number_of_slides'],
    ['unknown tone', { input_text: 'x', tone: 'sarcastic' }, 'tone'],
    ['unknown size', { input_text: 'x', description_size: 'huge' }, 'description_size'],
  ])('rejects an outline body with %s, naming the field', async (_name, body, field) => {
    const url = await start(createBuiltinProvider());
    const res = await post(`${url}${OUTLINE}`, body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain(field);
  });

  it('rejects content with topics_array that is not a JSON array', async () => {
    const url = await start(createBuiltinProvider());
    const res = await post(`${url}${CONTENT}`, { presentation_title: 'T', topics_array: '[{"heading":' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('topics_array');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const url = await start(createBuiltinProvider());
    const res = await post(`${url}${OUTLINE}`, { input_text: 'a'.repeat(1_200_000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/too large/);
  });

  it('limits the request rate per client', async () => {
    const url = await start(createBuiltinProvider(), { RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(`${url}${OUTLINE}`, { input_text: 'x', number_of_slides: 1 });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const url = await start(createBuiltinProvider());
    const res = await fetch(`${url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No API route GET /api/nope' });
  });
});
