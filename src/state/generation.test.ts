import { snapshot } from 'valtio';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { scriptedFetch, startBuiltinServer, type TestServer } from '../../tests/helpers/generation-server';
import {
  BLANK_TOPIC,
  CONTENT_GENERATION_FAILED,
  NETWORK_ERROR,
  OUTLINE_EMPTY,
  OUTLINE_GENERATION_TIMEOUT,
  CONTENT_TIMEOUT,
} from '../core/errors';
import { createDefaultGenerationConfig } from '../core/schemas/config';
import type { OutlineTopic } from '../core/schemas/outline';
import type { StreamLine } from '../protocol/lines';
import { createDeckStore } from './deck';
import { createGenerationStore, type SlidesChange } from './generation';

let server: TestServer;
beforeAll(async () => {
  server = await startBuiltinServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const config = createDefaultGenerationConfig({ input_text: 'Coral reefs', number_of_slides: 5 });

function scriptedStore(random = () => 0.5) {
  const script = scriptedFetch();
  const store = createGenerationStore({ api: createApiClient({ fetch: script.fetch }), deck: createDeckStore(), random });
  return { script, store };
}

const topicLine = (n: number, heading = `Topic ${n}`, subtopics = true): StreamLine => ({
  type: 'topic',
  topic_id: `topic_${n}`,
  heading,
  overview: `About ${heading}`,
  visual_mode: 'icon',
  icon_prompt: '',
  image_prompt: '',
  ...(subtopics ? { subtopics: [{ heading: `${heading} detail`, overview: 'More' }] } : {}),
});

const outlineTopics = (n: number): OutlineTopic[] =>
  Array.from({ length: n }, (_, i) => ({ topic_id: `topic_${i + 1}`, heading: `Topic ${i + 1}`, overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' }));

/** Lets fake-timer work and promise chains run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('topic -> outline -> deck against the real server', () => {
  it('streams an outline, then a deck of number_of_slides slides into the deck store', async () => {
    const deck = createDeckStore();
    const store = createGenerationStore({ api: createApiClient({ baseUrl: `${server.url}/api` }), deck });
    expect(await store.generateOutline(config)).toBe('done');
    expect(store.state).toMatchObject({ status: 'done', error: null, expectedTopics: 4, outlineSkipped: false });
    expect(store.state.topics).toHaveLength(4);
    expect(store.state.outline?.topics_array).toHaveLength(4);
    expect(store.state.stats.bytesReceived).toBeGreaterThan(0);

    const changes: SlidesChange[] = [];
    store.onSlidesChanged((c) => changes.push(structuredClone(c)));
    const topics = snapshot(store.state).topics as OutlineTopic[];
    expect(await store.generateDeck(config, topics)).toBe('done');
    const slides = deck.state.slides;
    expect(slides.map((s) => s.id)).toEqual([0, 1, 2, 3, 4]);
    expect(slides[0]?.type).toBe('title');
    expect(slides.slice(1).map((s) => s.title)).toEqual(topics.map((t) => t.heading));
    for (const slide of slides.slice(1)) {
      expect(slide.topic?.subtopics.length).toBeGreaterThan(0);
      slide.topic?.subtopics.forEach((s, m) => expect(s.id).toBe(`subtopic_${slide.id}_${m + 1}`));
    }
    expect(slides.every((s) => s.isComplete && !s.isStreaming)).toBe(true);
    expect(store.state).toMatchObject({ status: 'done', error: null });
    expect(store.state.stats.slidesProcessed).toBe(5);
    expect(changes.at(-1)).toMatchObject({ final: true });
    expect(changes.at(-1)?.slides).toHaveLength(5);
    expect(changes[0]?.slides[0]?.id).toBe(0);
  });
});

describe('the title slide byline', () => {
  it('puts the byline the deck was started with on its title slide, for the screen and the saved deck', async () => {
    const deck = createDeckStore();
    const store = createGenerationStore({ api: createApiClient({ baseUrl: `${server.url}/api` }), deck });
    const changes: SlidesChange[] = [];
    store.onSlidesChanged((c) => changes.push(structuredClone(c)));
    const byline = { presenter: 'Ada Lovelace', organisation: 'Crumb & Co', date: '1 May 2026' };
    expect(await store.generateDeck({ ...config, byline }, outlineTopics(2))).toBe('done');
    expect(deck.state.slides[0]).toMatchObject({ type: 'title', byline });
    expect(changes.at(-1)?.slides[0]?.byline).toEqual(byline);
    // Without one, the title slide has none.
    expect(await store.generateDeck(config, outlineTopics(2))).toBe('done');
    expect(deck.state.slides[0]?.byline).toBeUndefined();
  });
});

describe('one request at a time', () => {
  it('ignores a new outline or deck request while one streams', async () => {
    const { script, store } = scriptedStore();
    const first = store.generateOutline(config);
    expect(store.state.status).toBe('streaming-outline');
    expect(await store.generateOutline(config)).toBe('ignored');
    expect(await store.generateDeck(config, outlineTopics(4))).toBe('ignored');
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push(topicLine(1));
    script.bodies[0]?.end();
    expect(await first).toBe('done');
    expect(script.calls).toHaveLength(1);
  });
});

describe('outline stream', () => {
  it('refuses a blank topic with "Please enter a topic...", without calling', async () => {
    const { script, store } = scriptedStore();
    expect(await store.generateOutline({ ...config, input_text: '  ' })).toBe('error');
    expect(store.state).toMatchObject({ error: BLANK_TOPIC, errorKind: 'invalid' });
    expect(script.calls).toHaveLength(0);
  });

  it('cuts topics to slides - 1, skips repeated titles and makes the outline from them', async () => {
    const { script, store } = scriptedStore();
    const run = store.generateOutline({ ...config, number_of_slides: 3 });
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    for (const line of [topicLine(1, 'Alpha'), topicLine(2, 'alpha'), topicLine(3, 'Beta'), topicLine(4, 'Gamma'), { type: 'done' } as const]) script.bodies[0]?.push(line);
    script.bodies[0]?.end();
    expect(await run).toBe('done');
    expect(store.state.topics.map((t) => t.heading)).toEqual(['Alpha', 'Beta']);
    expect(store.state.outline).toMatchObject({ title: 'Coral reefs', topics_array: ['Alpha', 'Beta'] });
  });

  it('stops at an error line with its message', async () => {
    const { script, store } = scriptedStore();
    const run = store.generateOutline(config);
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push(topicLine(1));
    script.bodies[0]?.push({ type: 'error', message: 'The model returned malformed JSON' });
    expect(await run).toBe('error');
    expect(store.state).toMatchObject({ status: 'error', error: 'The model returned malformed JSON', errorKind: 'stream' });
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('reports an empty outline as timed out or empty and clears the topics', async () => {
    const { script, store } = scriptedStore();
    const run = store.generateOutline(config);
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push({ type: 'done' });
    script.bodies[0]?.end();
    expect(await run).toBe('error');
    expect(store.state).toMatchObject({ error: OUTLINE_EMPTY, topics: [], outline: null });
  });

  it('shows the network text when the server cannot be reached', async () => {
    const store = createGenerationStore({ api: createApiClient({ baseUrl: 'http://127.0.0.1:9/api' }), deck: createDeckStore() });
    expect(await store.generateOutline(config)).toBe('error');
    expect(store.state).toMatchObject({ error: NETWORK_ERROR, errorKind: 'network', errorStatus: null });
  });

  it('classifies an HTTP refusal with its status, and clears it when the next run starts', async () => {
    const refuse = (async () => new Response('{"error":"Slow down"}', { status: 429, statusText: 'Too Many Requests' })) as typeof fetch;
    const store = createGenerationStore({ api: createApiClient({ fetch: refuse }), deck: createDeckStore() });
    expect(await store.generateDeck(config, outlineTopics(1))).toBe('error');
    expect(store.state).toMatchObject({ errorKind: 'http', errorStatus: 429 });
    void store.generateOutline(config);
    expect(store.state).toMatchObject({ error: null, errorKind: null, errorStatus: null });
    store.cancel();
  });

  it('proceeds without an outline when no topic arrives within 10 s', async () => {
    vi.useFakeTimers();
    const { script, store } = scriptedStore();
    const run = store.generateOutline(config);
    await flush();
    script.bodies[0]?.push({ type: 'status', message: 'Building your outline… (2 s)' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(store.state.status).toBe('streaming-outline');
    expect(store.state.statusMessage).toBe('Building your outline… (2 s)');
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toBe('done');
    expect(store.state).toMatchObject({ status: 'done', outlineSkipped: true, outline: null, error: null });
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('stops after 30 s overall with the outline timeout text, keeping the topics that came', async () => {
    vi.useFakeTimers();
    const { script, store } = scriptedStore();
    const run = store.generateOutline(config);
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    script.bodies[0]?.push(topicLine(1));
    await vi.advanceTimersByTimeAsync(28_999);
    expect(store.state.status).toBe('streaming-outline');
    expect(store.state.topics).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toBe('error');
    expect(store.state).toMatchObject({ status: 'error', error: OUTLINE_GENERATION_TIMEOUT, errorKind: 'timeout', outlineSkipped: false });
    expect(store.state.topics).toHaveLength(1);
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
  });
});

describe('content stream', () => {
  it('stops at an error line with its message and keeps the slides received', async () => {
    const { script, store } = scriptedStore();
    const changes: SlidesChange[] = [];
    store.onSlidesChanged((c) => changes.push(c));
    const run = store.generateDeck(config, outlineTopics(4));
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push({ type: 'content', title: 'Reefs', description: 'Under the sea' });
    script.bodies[0]?.push(topicLine(1));
    script.bodies[0]?.push(topicLine(2, 'Half', false));
    script.bodies[0]?.push({ type: 'error', message: 'Model overloaded' });
    expect(await run).toBe('error');
    expect(store.state).toMatchObject({ status: 'error', error: 'Model overloaded' });
    expect(store.deck.state.slides.map((s) => [s.id, s.isComplete, s.isStreaming])).toEqual([
      [0, true, false],
      [1, true, false],
      [2, false, false],
    ]);
    expect(changes.at(-1)).toMatchObject({ final: true });
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('stops after 30 s without a new slide (heartbeats do not count), keeping the slides received', async () => {
    vi.useFakeTimers();
    const { script, store } = scriptedStore();
    const run = store.generateDeck(config, outlineTopics(4));
    await flush();
    script.bodies[0]?.push({ type: 'content', title: 'Reefs', description: 'Under the sea' });
    await vi.advanceTimersByTimeAsync(20_000);
    // A slide 20 s in restarts the 30 s; heartbeats after it do not.
    script.bodies[0]?.push(topicLine(1));
    for (let i = 0; i < 14; i++) {
      await vi.advanceTimersByTimeAsync(2_000);
      script.bodies[0]?.push({ type: 'status', message: 'Still writing' });
    }
    await vi.advanceTimersByTimeAsync(1_900);
    expect(store.state.status).toBe('streaming-content');
    await vi.advanceTimersByTimeAsync(200);
    expect(await run).toBe('error');
    expect(store.state).toMatchObject({ status: 'error', error: CONTENT_TIMEOUT, errorKind: 'timeout' });
    expect(store.deck.state.slides.map((s) => s.id)).toEqual([0, 1]);
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('fails with "Content generation failed" when the answer holds no slide at all', async () => {
    const { script, store } = scriptedStore();
    const run = store.generateDeck(config, outlineTopics(4));
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push({ type: 'status', message: 'Writing' });
    script.bodies[0]?.push({ type: 'done' });
    script.bodies[0]?.end();
    expect(await run).toBe('error');
    expect(store.state.error).toBe(CONTENT_GENERATION_FAILED);
  });

  it('plays a complete-JSON answer back: title first, topic i at 3 s + 2 s × i, each done 2-3 s later', async () => {
    vi.useFakeTimers({ now: 0 });
    const { script, store } = scriptedStore(() => 0.5);
    const seen: string[] = [];
    store.onSlidesChanged(({ slides }) => {
      const flags = slides.map((s) => `${s.id}${s.isComplete ? '✓' : s.isStreaming ? '…' : '?'}`).join(' ');
      if (seen.at(-1)?.endsWith(`: ${flags}`) !== true) seen.push(`${Date.now()}: ${flags}`);
    });
    const run = store.generateDeck(config, outlineTopics(2));
    await flush();
    const doc = { title: 'Reefs', description: 'Under the sea', topics: [{ title: 'Corals', subtopics: ['Polyps'] }, { title: 'Threats' }] };
    script.bodies[0]?.push(JSON.stringify(doc, null, 2));
    script.bodies[0]?.end();
    await flush();
    expect(store.state.status).toBe('streaming-content');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await run).toBe('done');
    expect(seen).toEqual(['0: 0…', '2500: 0✓', '3000: 0✓ 1…', '5000: 0✓ 1… 2…', '5500: 0✓ 1✓ 2…', '7500: 0✓ 1✓ 2✓']);
    expect(store.deck.state.slides[1]?.topic?.subtopics[0]).toMatchObject({ id: 'subtopic_1_1', heading: 'Polyps' });
    expect(store.deck.state.title).toBe('Reefs');
  });
});

describe('reset and persistence hook', () => {
  it('reset stops the stream and returns to idle with the default theme and an empty deck', async () => {
    const { script, store } = scriptedStore();
    const run = store.generateDeck({ ...config, selectedTheme: 'cosmic-night' }, outlineTopics(4));
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push({ type: 'content', title: 'Reefs' });
    await vi.waitFor(() => expect(store.deck.state.slides).toHaveLength(1));
    expect(store.deck.state.settings.selectedTheme).toBe('cosmic-night');
    store.reset();
    expect(await run).toBe('cancelled');
    expect(store.state).toMatchObject({ status: 'idle', error: null, topics: [], outline: null });
    expect(store.deck.state.slides).toEqual([]);
    expect(store.deck.state.settings.selectedTheme).toBe('aurora-borealis');
    expect(script.calls[0]?.init?.signal?.aborted).toBe(true);
  });

  it('calls slide listeners with plain data, survives a failing one, and unsubscribes', async () => {
    const { script, store } = scriptedStore();
    const calls: number[] = [];
    store.onSlidesChanged(() => {
      throw new Error('disk full');
    });
    const off = store.onSlidesChanged((c) => calls.push(structuredClone(c).slides.length));
    const run = store.generateDeck(config, outlineTopics(1));
    await vi.waitFor(() => expect(script.bodies).toHaveLength(1));
    script.bodies[0]?.push({ type: 'content', title: 'Reefs' });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    off();
    const before = calls.length;
    script.bodies[0]?.push(topicLine(1));
    script.bodies[0]?.end();
    expect(await run).toBe('done');
    expect(calls).toHaveLength(before);
  });
});
