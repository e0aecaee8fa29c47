import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv, LOCAL_TIMEOUTS } from '../../env';
import { bigDocument } from '../../builtin/fixtures';
import { collect, contentRequest, outlineRequest } from '../../testing/llm-fixtures';
import { listenLoopback } from '../../testing/loopback';
import { writeTinyGguf } from '../../testing/tiny-gguf';
import { parseAll } from '../../../src/protocol/parser';
import { streamLineSchema, topicLineSchema } from '../../../src/protocol/lines';
import { createLlmProvider, LlmConfigError } from './index';
import { createLocalProvider, localSchema, type LocalProvider } from './local';
import { waitingMessage } from './local-queue';
import { OUTLINE_JSON_SCHEMA } from './schemas';
import type { ProviderEvent } from './types';

let dir: string;
let modelPath: string;
let provider: LocalProvider;
// The CPU with one thread: the machine running the tests may be busy, and a
// tiny model gains nothing from more.
const CPU = { gpu: false, threads: 1, seed: 7 } as const;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-local-'));
  modelPath = await writeTinyGguf(join(dir, 'tiny.gguf'));
  provider = createLocalProvider({ modelPath, ...CPU });
}, 60_000);

afterAll(async () => {
  await provider?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const topicsOf = (events: ProviderEvent[]) => events.filter((e) => e.type === 'topic');

describe('the local provider on a tiny model', () => {
  it('says it is local and which file it runs', () => {
    expect(provider.name).toBe('local:tiny.gguf');
  });

  it('loads the model on the first request, saying so, and streams one topic per slide but the title', async () => {
    const { events, error } = await collect(provider.outline(outlineRequest({ input_text: 'Bees', number_of_slides: 3 }), new AbortController().signal));
    expect(error).toBeUndefined();
    expect(events[0]).toEqual({ type: 'status', message: 'Loading the local model tiny.gguf…' });
    const topics = topicsOf(events);
    expect(topics).toHaveLength(2);
    for (const t of topics) expect(topicLineSchema.parse(t).heading.length).toBeGreaterThan(0);
    expect(topics.map((t) => t.type === 'topic' && t.topic_id)).toEqual(['topic_1', 'topic_2']);
    const last = events.at(-1);
    expect(last?.type).toBe('outline_complete');
    if (last?.type === 'outline_complete') expect(last.outline.is_complete).toBe(true);
  }, 60_000);

  it('writes the title slide, then one slide with subtopics per topic', async () => {
    const topics = [
      { topic_id: 'topic_1', heading: 'Pollination' },
      { topic_id: 'topic_2', heading: 'Hives' },
    ];
    const req = contentRequest({ presentation_title: 'Bees', description_size: 'short' });
    const { events, error } = await collect(provider.content(req, topics, new AbortController().signal));
    expect(error).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['content', 'topic', 'topic']);
    for (const e of events) expect(streamLineSchema.safeParse(e).success).toBe(true);
    for (const [i, e] of events.slice(1).entries()) {
      if (e.type !== 'topic') throw new Error('not a topic');
      expect(e.topic_id).toBe(topics[i]!.topic_id);
      expect(e.subtopics?.length).toBeGreaterThanOrEqual(2);
      expect(e.subtopics?.length).toBeLessThanOrEqual(3);
    }
  }, 60_000);

  it('streams each topic as it closes: stopped after the first, no other topic follows', async () => {
    const controller = new AbortController();
    const seen: ProviderEvent[] = [];
    let error: Error | undefined;
    try {
      for await (const event of provider.outline(outlineRequest({ input_text: 'Rivers', number_of_slides: 6 }), controller.signal)) {
        seen.push(event);
        if (event.type === 'topic') controller.abort();
      }
    } catch (e) {
      error = e as Error;
    }
    expect(error?.name).toBe('AbortError');
    expect(topicsOf(seen)).toHaveLength(1);
    expect(provider.pending).toBe(0);
  }, 60_000);

  it('queues a second request with its place in line, and both finish', async () => {
    const req = outlineRequest({ input_text: 'Clouds', number_of_slides: 2 });
    const [a, b] = await Promise.all([
      collect(provider.outline(req, new AbortController().signal)),
      collect(provider.outline(req, new AbortController().signal)),
    ]);
    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(a.events.some((e) => e.type === 'status')).toBe(false);
    expect(b.events[0]).toEqual({ type: 'status', message: waitingMessage(1) });
    expect(topicsOf(b.events)).toHaveLength(1);
    expect(provider.pending).toBe(0);
  }, 60_000);

  it('lets a queued request leave the line when its client goes away, without touching the one running', async () => {
    const req = outlineRequest({ input_text: 'Volcanoes', number_of_slides: 3 });
    const running = collect(provider.outline(req, new AbortController().signal));
    const leaving = new AbortController();
    const queued = provider.outline(req, leaving.signal)[Symbol.asyncIterator]();
    expect((await queued.next()).value).toEqual({ type: 'status', message: waitingMessage(1) });
    expect(provider.pending).toBe(2);
    leaving.abort();
    await expect(queued.next()).rejects.toMatchObject({ name: 'AbortError' });
    expect(provider.pending).toBe(1);
    const first = await running;
    expect(first.error).toBeUndefined();
    expect(topicsOf(first.events)).toHaveLength(2);
    expect(provider.pending).toBe(0);
  }, 60_000);

  it('lets a queued request whose reader simply stops leave the line, so the model is not held', async () => {
    const req = outlineRequest({ input_text: 'Glaciers', number_of_slides: 2 });
    const running = collect(provider.outline(req, new AbortController().signal));
    const queued = provider.outline(req, new AbortController().signal)[Symbol.asyncIterator]();
    expect((await queued.next()).value).toEqual({ type: 'status', message: waitingMessage(1) });
    await queued.return?.(undefined);
    expect((await running).error).toBeUndefined();
    // Nobody holds the model once the running one is done: the next request gets it at once.
    await expect.poll(() => provider.pending).toBe(0);
    const after = await collect(provider.outline(req, new AbortController().signal));
    expect(after.error).toBeUndefined();
    expect(after.events.some((e) => e.type === 'status')).toBe(false);
    expect(provider.pending).toBe(0);
  }, 60_000);

  it('says so when a prompt does not fit the model context, before writing anything', async () => {
    const small = createLocalProvider({ modelPath, ...CPU, contextSize: 2_048 });
    try {
      const req = outlineRequest({ input_text: 'Tidal energy in estuaries. '.repeat(120), number_of_slides: 3 });
      const { events, error } = await collect(small.outline(req, new AbortController().signal));
      expect(topicsOf(events)).toEqual([]);
      expect(error?.message).toMatch(/^The request is too long for the local model tiny\.gguf: its prompt takes \d+ of the 2048 tokens/);
    } finally {
      await small.dispose();
    }
  }, 60_000);

  it('fits a long document into the model context instead of refusing it', async () => {
    // 120,000 characters are some 120,000 tokens of the tiny model's byte tokenizer, fifteen
    // times its context: the prompt gives the document's brief, cut to what fits.
    const req = outlineRequest({ input_text: bigDocument(120_000), number_of_slides: 3 });
    const { events, error } = await collect(provider.outline(req, new AbortController().signal));
    expect(error).toBeUndefined();
    expect(topicsOf(events)).toHaveLength(2);
  }, 60_000);

  it('refuses a request that is already cancelled without running the model', async () => {
    const controller = new AbortController();
    controller.abort();
    const { events, error } = await collect(provider.outline(outlineRequest(), controller.signal));
    expect(events).toEqual([]);
    expect(error?.name).toBe('AbortError');
  });
});

describe('localSchema', () => {
  it('asks for exactly the requested number of topics, with non-empty bounded headings', () => {
    const schema = localSchema(OUTLINE_JSON_SCHEMA, { items: 4 }) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.topics).toMatchObject({ minItems: 4, maxItems: 4 });
    const item = schema.properties.topics!.items as { properties: Record<string, Record<string, unknown>> };
    expect(item.properties.heading).toMatchObject({ minLength: 1, maxLength: 160 });
    expect(item.properties.visual_mode).toEqual({ type: 'string', enum: ['icon', 'image'] });
    // The shared schema is left as it was.
    expect(OUTLINE_JSON_SCHEMA.properties).not.toHaveProperty('topics.minItems');
  });
});

describe('choosing the local provider', () => {
  it('is picked when LLM_PROVIDER is unset and a model is in the models folder, else builtin', async () => {
    const models = await mkdtemp(join(tmpdir(), 'decksmith-models-'));
    try {
      expect(loadEnv({ DECKSMITH_MODELS: models }).LLM_PROVIDER).toBe('builtin');
      await writeFile(join(models, 'tiny.gguf.part'), 'half a download');
      expect(loadEnv({ DECKSMITH_MODELS: models }).LLM_PROVIDER).toBe('builtin');
      await writeTinyGguf(join(models, 'mine.gguf'));
      const env = loadEnv({ DECKSMITH_MODELS: models, LLM_PROVIDER: '' });
      expect(env.LLM_PROVIDER).toBe('local');
      expect(createLlmProvider(env, { local: CPU }).name).toBe('local:mine.gguf');
      // An explicit choice wins.
      expect(loadEnv({ DECKSMITH_MODELS: models, LLM_PROVIDER: 'builtin' }).LLM_PROVIDER).toBe('builtin');
    } finally {
      await rm(models, { recursive: true, force: true });
    }
  });

  it('is picked when LLM_MODEL points at a .gguf file, which is used as it is, with time for a CPU', () => {
    const env = loadEnv({ LLM_MODEL: modelPath, DECKSMITH_MODELS: join(dir, 'none') });
    expect(env.LLM_PROVIDER).toBe('local');
    expect(env).toMatchObject({ OUTLINE_TIMEOUT_MS: LOCAL_TIMEOUTS.outline, CONTENT_TIMEOUT_MS: LOCAL_TIMEOUTS.content });
    expect(loadEnv({ LLM_MODEL: modelPath, CONTENT_TIMEOUT_MS: '5000' }).CONTENT_TIMEOUT_MS).toBe(5000);
    expect(loadEnv({ LLM_PROVIDER: 'builtin', LLM_MODEL: modelPath }).CONTENT_TIMEOUT_MS).toBe(120_000);
    expect(createLlmProvider(env, { local: CPU }).name).toBe('local:tiny.gguf');
  });

  it('stops the start with a message naming what is missing', () => {
    const empty = join(dir, 'none');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ LLM_PROVIDER: 'local', DECKSMITH_MODELS: empty }, /LLM_PROVIDER=local needs a model: run npm run model -- pull/],
      [{ LLM_PROVIDER: 'local', LLM_MODEL: join(dir, 'missing.gguf') }, /LLM_MODEL=.*missing\.gguf: there is no model file there/],
      [{ LLM_PROVIDER: 'local', LLM_MODEL: 'no-such-model', DECKSMITH_MODELS: empty }, /neither a \.gguf file nor a catalogue model/],
      [{ LLM_PROVIDER: 'local', LLM_MODEL: 'qwen2.5-1.5b', DECKSMITH_MODELS: empty }, /not downloaded yet: run npm run model -- pull qwen2.5-1.5b/],
    ];
    for (const [vars, message] of cases) {
      expect(() => createLlmProvider(loadEnv(vars), { local: CPU })).toThrow(message);
      expect(() => createLlmProvider(loadEnv(vars), { local: CPU })).toThrow(LlmConfigError);
    }
  });
});

describe('the server route on the local provider', () => {
  it('answers the outline call with NDJSON lines that all parse, ending with done, and health names the model', async () => {
    const app = createApp({ env: loadEnv({ RATE_LIMIT_PER_MINUTE: '1000' }, () => false), llm: provider, serveApp: false });
    const server = await listenLoopback(app);
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { providers: { llm: string } };
      expect(health.providers.llm).toBe('local:tiny.gguf');
      // The settings' model list names the model in use (a file outside the catalogue: by its name).
      const models = (await (await fetch(`${server.url}/api/models`)).json()) as { writer: string; inUse: string | null };
      expect(models).toMatchObject({ writer: 'local:tiny.gguf', inUse: 'tiny.gguf' });
      const res = await fetch(`${server.url}/api/ppt/generate-outline-test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
        body: JSON.stringify({ input_text: 'Tides', number_of_slides: 3 }),
      });
      expect(res.status).toBe(200);
      const lines = parseAll(new Uint8Array(await res.arrayBuffer())).map((e) => {
        if (e.kind !== 'line') throw new Error(`unexpected ${e.kind} event`);
        return e.line;
      });
      expect(lines.filter((l) => l.type === 'topic')).toHaveLength(2);
      expect(lines.some((l) => l.type === 'error')).toBe(false);
      expect(lines.at(-1)?.type).toBe('done');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('stops the model when the client goes away mid-stream', async () => {
    let written = '';
    const traced = createLocalProvider({ modelPath, ...CPU, trace: { text: (chunk) => (written += chunk) } });
    const app = createApp({ env: loadEnv({ RATE_LIMIT_PER_MINUTE: '1000' }, () => false), llm: traced, serveApp: false });
    const server = await listenLoopback(app);
    try {
      const client = new AbortController();
      const res = await fetch(`${server.url}/api/ppt/generate-outline-test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
        body: JSON.stringify({ input_text: 'Deserts', number_of_slides: 12 }),
        signal: client.signal,
      });
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('"type":"topic"')) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before a topic: ${text}`);
        text += new TextDecoder().decode(value);
      }
      expect(traced.pending).toBe(1);
      client.abort();
      await expect.poll(() => traced.pending, { timeout: 20_000 }).toBe(0);
      // The model stopped mid-answer: the grammar makes a finished answer whole JSON.
      expect(() => JSON.parse(written)).toThrow();
      const next = await collect(traced.outline(outlineRequest({ input_text: 'Oases', number_of_slides: 2 }), new AbortController().signal));
      expect(next.error).toBeUndefined();
    } finally {
      await server.close();
      await traced.dispose();
    }
  }, 60_000);
});
