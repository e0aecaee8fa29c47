import { describe, expect, it, vi } from 'vitest';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import { OutboxRepository } from '../../data/outbox';
import { freshDbs } from '../../data/testing';
import { applyItems, watchOutbox, type OutboxState } from './state';

const dbs = freshDbs();

function deckPayload(text: string, slides = 7) {
  return { kind: 'deck', request: { deckId: text, config: createDefaultGenerationConfig({ input_text: text, number_of_slides: slides }) }, requestedAt: 42 };
}

describe('outbox state', () => {
  it('lists what is not finished, counts what is still to run', async () => {
    const repo = new OutboxRepository(dbs.make(), { now: () => 1_000 });
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map((k) => repo.enqueue(deckPayload(k), k).then((r) => r.item.id)));
    await repo.markRunning(b ?? -1);
    await repo.markFailed(c ?? -1, 'Refused', { permanent: true });
    await repo.markRunning(d ?? -1);
    await repo.markDone(d ?? -1);
    const state: OutboxState = { items: [], pending: 0 };
    applyItems(await repo.list(), state);
    expect(state.pending).toBe(2);
    expect(state.items.map((e) => [e.id, e.status, e.topic, e.slides, e.requestedAt, e.error])).toEqual([
      [a, 'queued', 'a', 7, 42, undefined],
      [b, 'running', 'b', 7, 42, undefined],
      [c, 'failed', 'c', 7, 42, 'Refused'],
    ]);
  });

  it('follows the table as rows come and go', async () => {
    const repo = new OutboxRepository(dbs.make());
    const state: OutboxState = { items: [], pending: 0 };
    const stop = watchOutbox(repo, state);
    try {
      const { item } = await repo.enqueue(deckPayload('Volcanoes'), 'v');
      await vi.waitFor(() => expect(state.items.map((e) => e.topic)).toEqual(['Volcanoes']));
      expect(state.pending).toBe(1);
      await repo.remove(item.id);
      await vi.waitFor(() => expect(state.items).toEqual([]));
      expect(state.pending).toBe(0);
    } finally {
      stop();
    }
  });
});
