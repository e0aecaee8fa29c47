import { describe, expect, it, vi } from 'vitest';
import { freshDbs } from '../../data/testing';
import { QUEUED } from './runner';
import { memoryQueue, setup } from './test-setup';

// The builtin writer's code was never fetched while online: loading it offline fails, as a browser's import would.
vi.mock('../../core/rewrite/builtin-answer', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const dbs = freshDbs();

describe("a rewrite with no network when the builtin writer's code is not on the device", () => {
  it('waits in the outbox for the network instead of failing with a module error, and charges nothing', async () => {
    const queue = memoryQueue();
    const noNetwork: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const { deck, credits, rewriter } = setup(dbs.make(), 'http://127.0.0.1:9', { queue, online: () => false, fetch: noNetwork });
    deck.state.settings.writer = 'builtin';
    const before = deck.slides()[2];
    expect(await rewriter.rewrite({ slideId: 2, action: 'shorter' })).toMatchObject({ ok: false, queued: true, error: QUEUED });
    expect(queue.kept).toHaveLength(1);
    expect(rewriter.state.slides[2]).toEqual({ state: 'queued', action: 'shorter' });
    expect(deck.slides()[2]).toBe(before);
    expect(await credits.getBalance()).toBe(800);
  });
});
