import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultGenerationConfig } from '../core/schemas/config';
import { OutboxRepository } from '../data/outbox';
import { PresentationsRepository } from '../data/presentations';
import { freshDbs } from '../data/testing';
import { createApiClient } from '../api/client';
import { createDeckStore } from './deck';
import { createGenerationStore } from './generation';
import type { DeckJobOptions, DeckJobOutcome, DeckJobRequest } from './jobs';
import { createOutbox, outboxState, type ReplayRewrite } from './outbox-runner';
import { toastState } from './toast';

// The app's stores, which a replayed request must not use.
const api = createApiClient();
const appDeck = createDeckStore();
const appGeneration = createGenerationStore({ api, deck: appDeck });
const { cancelQueued, install: installOutbox, queueDeck, retryQueued, rewrites } = createOutbox({
  createGeneration: () => createGenerationStore({ api, deck: createDeckStore() }),
  // No service worker here: nothing wakes the outbox and no sync is registered.
  onWake: () => () => undefined,
  requestSync: async () => false,
});

const dbs = freshDbs();
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  toastState.toasts.splice(0);
});

function request(deckId: string, text = 'Tides and the moon'): DeckJobRequest {
  return { deckId, config: createDefaultGenerationConfig({ input_text: text, number_of_slides: 5 }) };
}

describe('queueDeck', () => {
  it('queues one row per deckId, asks for a sync wake and tries a drain', async () => {
    const repo = new OutboxRepository(dbs.make(), { now: () => 7 });
    const requestSync = vi.fn(async () => true);
    const drain = vi.fn();
    await queueDeck(request('d1'), { repo, requestSync, drain, now: () => 7 });
    await queueDeck(request('d1', 'Clicked twice'), { repo, requestSync, drain, now: () => 8 });
    const rows = await repo.list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotencyKey: 'd1', status: 'queued', payload: { kind: 'deck', requestedAt: 7, request: request('d1') } });
    expect(requestSync).toHaveBeenCalledTimes(2);
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it('stores a plain copy of a proxied request, and refuses an invalid one', async () => {
    const repo = new OutboxRepository(dbs.make());
    const deps = { repo, requestSync: async () => false, drain: () => undefined };
    await queueDeck(proxy(request('d2')), deps);
    expect((await repo.list())[0]?.payload).toMatchObject({ request: request('d2') });
    await expect(queueDeck(request(''), deps)).rejects.toThrow(/could not be read/);
    expect(await repo.list()).toHaveLength(1);
  });
});

describe('installOutbox', () => {
  it('replays a queued request on a private store, toasts the result and clears the queue', async () => {
    const db = dbs.make();
    const seen: DeckJobOptions[] = [];
    const runJob = vi.fn(async (r: DeckJobRequest, options?: DeckJobOptions): Promise<DeckJobOutcome> => {
      seen.push(options ?? {});
      return { ok: true, deckId: r.deckId, slides: 5 };
    });
    stops.push(installOutbox(runJob, { db }));
    await queueDeck(request('deck-9'));
    await vi.waitFor(() => expect(toastState.toasts.map((t) => t.message)).toEqual(['Your deck "Tides and the moon" is ready']));
    expect(toastState.toasts[0]?.action).toMatchObject({ label: 'Open', href: '/home?deck=deck-9' });
    expect(runJob).toHaveBeenCalledTimes(1);
    expect(seen[0]?.generation).toBeDefined();
    expect(seen[0]?.generation).not.toBe(appGeneration);
    expect(seen[0]?.generation?.deck).not.toBe(appDeck);
    await vi.waitFor(async () => expect(await new OutboxRepository(db).list()).toEqual([]));
    await vi.waitFor(() => expect(outboxState.items).toEqual([]));
  });

  it('retries a failed request now, and cancels one', async () => {
    const db = dbs.make();
    const runJob = vi.fn(async (r: DeckJobRequest): Promise<DeckJobOutcome> => ({ ok: false, deckId: r.deckId, error: 'Refused', retryable: false }));
    stops.push(installOutbox(runJob, { db }));
    await queueDeck(request('r1'));
    await vi.waitFor(() => expect(outboxState.items).toMatchObject([{ status: 'failed', error: 'Refused', attempts: 1 }]));
    const id = outboxState.items[0]?.id ?? -1;
    await retryQueued(id);
    await vi.waitFor(() => expect(outboxState.items).toMatchObject([{ status: 'failed', attempts: 2 }]));
    expect(runJob).toHaveBeenCalledTimes(2);
    await cancelQueued(id);
    await vi.waitFor(() => expect(outboxState.items).toEqual([]));
  });

  it('replays a rewrite asked offline through the rewrite runner, names its slide, and toasts it', async () => {
    const db = dbs.make();
    await new PresentationsRepository(db).save({ id: 'deck-r', title: 'Tides', slides: [{ id: 0, type: 'title' }, { id: 5, type: 'topic' }, { id: 2, type: 'topic' }] });
    const runRewrite = vi.fn<ReplayRewrite>(async () => ({ ok: true }));
    stops.push(installOutbox(vi.fn(), { db, runRewrite }));
    await rewrites.add({ kind: 'rewrite', deckId: 'deck-r', request: { slideId: 2, action: 'shorter' }, requestedAt: 1 });
    await vi.waitFor(() => expect(toastState.toasts.map((t) => t.message)).toEqual(['Done now that you are online: Rewrite slide 3: Shorter']), { timeout: 10_000, interval: 10 });
    expect(runRewrite).toHaveBeenCalledOnce();
    expect(runRewrite.mock.calls[0]?.[0]).toEqual({ kind: 'rewrite', deckId: 'deck-r', request: { slideId: 2, action: 'shorter' }, requestedAt: 1 });
    await vi.waitFor(async () => expect(await new OutboxRepository(db).list()).toEqual([]));
  });

  it("gives back a rewrite's held credit when the queue panel cancels its row, and not a deck request's", async () => {
    const db = dbs.make();
    const runRewrite = vi.fn<ReplayRewrite>(async () => ({ ok: false, error: 'The writer is busy.', retryable: true }));
    const releaseRewrite = vi.fn(async () => undefined);
    const runJob = vi.fn(async (r: DeckJobRequest): Promise<DeckJobOutcome> => ({ ok: false, deckId: r.deckId, error: 'Refused', retryable: false }));
    stops.push(installOutbox(runJob, { db, runRewrite, releaseRewrite }));
    await rewrites.add({ kind: 'rewrite', deckId: 'deck-r', request: { slideId: 2, action: 'shorter' }, requestedAt: 1 });
    await queueDeck(request('r2'));
    await vi.waitFor(() => expect(outboxState.items).toMatchObject([{ kind: 'rewrite' }, { kind: 'deck', status: 'failed' }]));
    const [rewriteRow, deckRow] = await new OutboxRepository(db).list();
    await cancelQueued(deckRow?.id ?? -1);
    await cancelQueued(rewriteRow?.id ?? -1);
    await vi.waitFor(() => expect(outboxState.items).toEqual([]));
    expect(releaseRewrite.mock.calls).toEqual([[rewriteRow?.idempotencyKey]]);
  });
});
