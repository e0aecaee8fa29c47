import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentRequestSchema, outlineRequestSchema } from '../../src/protocol/requests';
import { loadEnv } from '../env';
import type { ProviderEvent } from '../providers/llm/types';
import { createBuiltinProvider } from './index';

afterEach(() => vi.useRealTimers());

const topics = [{ heading: 'Polyps' }, { heading: 'Bleaching' }];
const contentReq = contentRequestSchema.parse({ presentation_title: 'Coral reefs', topics_array: topics, tone: 'casual', description_size: 'short', model_key: 'default' });

/** Pulls events one by one so the test sees when each becomes available. */
function puller(events: AsyncIterable<ProviderEvent>) {
  const it = events[Symbol.asyncIterator]();
  const seen: ProviderEvent[] = [];
  let ended = false;
  let failure: unknown;
  void (async () => {
    try {
      for (let r = await it.next(); !r.done; r = await it.next()) seen.push(r.value);
      ended = true;
    } catch (error) {
      failure = error;
    }
  })();
  return { seen, ended: () => ended, failure: () => failure };
}

describe('BUILTIN_SLIDE_DELAY_MS', () => {
  it('is read from the environment, 0 by default, and refuses negative values', () => {
    expect(loadEnv({}).BUILTIN_SLIDE_DELAY_MS).toBe(0);
    expect(loadEnv({ BUILTIN_SLIDE_DELAY_MS: '400' }).BUILTIN_SLIDE_DELAY_MS).toBe(400);
    expect(() => loadEnv({ BUILTIN_SLIDE_DELAY_MS: '-1' })).toThrow(/BUILTIN_SLIDE_DELAY_MS/);
  });

  it('holds each next slide back by the delay', async () => {
    vi.useFakeTimers();
    const provider = createBuiltinProvider({ slideDelayMs: 400 });
    const p = puller(provider.content(contentReq, topics, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(p.seen.map((e) => e.type)).toEqual(['content']);
    await vi.advanceTimersByTimeAsync(399);
    expect(p.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.seen.map((e) => e.type)).toEqual(['content', 'topic']);
    await vi.advanceTimersByTimeAsync(800);
    expect(p.seen).toHaveLength(3);
    expect(p.ended()).toBe(true);
  });

  it('paces the outline topics too', async () => {
    vi.useFakeTimers();
    const provider = createBuiltinProvider({ slideDelayMs: 400 });
    const req = outlineRequestSchema.parse({ input_text: 'Coral reefs', number_of_slides: 4 });
    const p = puller(provider.outline(req, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(p.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(p.seen).toHaveLength(2);
  });

  it('stops waiting as soon as the request is aborted', async () => {
    vi.useFakeTimers();
    const provider = createBuiltinProvider({ slideDelayMs: 60_000 });
    const controller = new AbortController();
    const p = puller(provider.content(contentReq, topics, controller.signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(p.seen).toHaveLength(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.failure()).toMatchObject({ name: 'AbortError' });
    expect(p.seen).toHaveLength(1);
  });
});
