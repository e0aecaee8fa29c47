import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import { CreditsRepository } from '../../data/credits';
import type { DecksmithDB } from '../../data/db';
import { OutboxRepository } from '../../data/outbox';
import { freshDbs } from '../../data/testing';
import { createFakeClock, type FakeClock } from '../../lib/fake-clock';
import type { GenerationStore } from '../generation';
import type { QueuedDeckPayload } from '../jobs';
import type { QueuedRewrite } from '../rewrite/types';
import { announce } from './notify';
import { UNREADABLE_REWRITE, describeRewrite, parseQueuedRewrite } from './rewrite-payload';
import { createRewriteQueue, rewriteKey } from './rewrite-queue';
import { startOutbox, type OutboxHandle, type OutboxLocks, type OutboxReport, type ReplayRewrite, type RewriteReplayOutcome } from './runner';
import { applyItems, type OutboxState } from './state';

const dbs = freshDbs();
const handles: OutboxHandle[] = [];
afterEach(() => handles.splice(0).forEach((stop) => stop()));

const START = 1_000_000;

const shorter = (slideId = 2, requestedAt = START): QueuedRewrite => ({ kind: 'rewrite', deckId: 'deck-1', request: { slideId, action: 'shorter' }, requestedAt });
const german: QueuedRewrite = { kind: 'rewrite', deckId: 'deck-1', request: { kind: 'translate', targetLanguage: 'de-DE' }, requestedAt: START };
const deckPayload: QueuedDeckPayload = { kind: 'deck', request: { deckId: 'deck-2', config: createDefaultGenerationConfig({ input_text: 'Tides' }) }, requestedAt: START };

/** Web Locks' ifAvailable semantics, shared by the "tabs" of one test. */
function fakeLocks(): OutboxLocks {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

interface TabOptions {
  db: DecksmithDB;
  clock?: FakeClock;
  /** null: a tab without the rewrite runner. */
  replay?: ReplayRewrite | null;
  locks?: OutboxLocks | null;
  online?: () => boolean;
}

const succeed: ReplayRewrite = async () => ({ ok: true });

function tab({ db, clock = createFakeClock(START), replay = succeed, locks = fakeLocks(), online = () => true }: TabOptions) {
  const repo = new OutboxRepository(db, { now: clock.now });
  const runRewrite = replay === null ? undefined : vi.fn<ReplayRewrite>(replay);
  const runJob = vi.fn(async (request: { deckId: string }) => ({ ok: true as const, deckId: request.deckId, slides: 5 }));
  const reports: OutboxReport[] = [];
  const target = new EventTarget();
  const handle = startOutbox({
    runJob,
    ...(runRewrite === undefined ? {} : { runRewrite }),
    repo,
    clock,
    locks,
    isOnline: online,
    target,
    doc: null,
    onReport: (r) => void reports.push(r),
    createGeneration: () => ({}) as GenerationStore,
  });
  handles.push(handle);
  return { repo, runRewrite, runJob, reports, target, handle };
}

async function queue(db: DecksmithDB, clock: FakeClock, ...rewrites: QueuedRewrite[]) {
  const repo = new OutboxRepository(db, { now: clock.now });
  const rewriteQueue = createRewriteQueue({ repo: () => repo, slideNumber: async (_deck, slideId) => slideId + 1 });
  for (const rewrite of rewrites) await rewriteQueue.add(rewrite);
  return { repo, rewriteQueue };
}

describe('a queued rewrite, as the outbox keeps it', () => {
  it('reads back a slide rewrite and a deck rewrite', () => {
    expect(parseQueuedRewrite(shorter())).toEqual({ ok: true, rewrite: shorter() });
    expect(parseQueuedRewrite(german)).toEqual({ ok: true, rewrite: german });
  });

  it('says clearly what is wrong with a broken row', () => {
    expect(parseQueuedRewrite({ ...shorter(), request: { slideId: 'two', action: 'shorter' } })).toEqual({ ok: false, error: expect.stringContaining(UNREADABLE_REWRITE) });
    const unknownAction = parseQueuedRewrite({ ...shorter(), request: { slideId: 2, action: 'make-it-pop' } });
    expect(unknownAction.ok ? '' : unknownAction.error).toMatch(/^This queued rewrite could not be read and was not sent \(request/);
    expect(parseQueuedRewrite({ ...german, deckId: '' }).ok).toBe(false);
  });

  it('is named by what it does in the queue panel', () => {
    expect(describeRewrite({ ...shorter(), slideNumber: 3 })).toBe('Rewrite slide 3: Shorter');
    expect(describeRewrite(shorter())).toBe('Rewrite a slide: Shorter');
    expect(describeRewrite(german)).toBe('Translate the deck into German');
    expect(describeRewrite({ ...shorter(), request: { slideId: 1, action: 'instruction', instruction: 'use the figures from page 3' }, slideNumber: 2 })).toBe(
      'Rewrite slide 2: “use the figures from page 3”',
    );
    expect(describeRewrite({ ...german, request: { kind: 'speaker-notes' } })).toBe('Write speaker notes for the deck');
  });

  it('lists in the queue panel beside deck requests, and a broken one still lists', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const { repo } = await queue(db, clock, shorter(2), german);
    await repo.enqueue(deckPayload, 'deck-2');
    await repo.enqueue({ kind: 'rewrite', deckId: 'deck-1', request: 'junk' }, 'broken');
    const state: OutboxState = { items: [], pending: 0 };
    applyItems(await repo.list(), state);
    expect(state.items.map((e) => [e.kind, e.topic])).toEqual([
      ['rewrite', 'Rewrite slide 3: Shorter'],
      ['rewrite', 'Translate the deck into German'],
      ['deck', 'Tides'],
      ['rewrite', ''],
    ]);
  });
});

describe('RewriteQueue over the outbox', () => {
  it('queues the same rewrite once however often it is added', async () => {
    const db = dbs.make();
    const { repo, rewriteQueue } = await queue(db, createFakeClock(START), shorter(), shorter());
    await rewriteQueue.add(shorter());
    expect((await repo.list()).map((i) => i.idempotencyKey)).toEqual([rewriteKey(shorter())]);
  });

  it("drops only the edited slide's rewrites, and says whether one waited", async () => {
    const db = dbs.make();
    const { repo, rewriteQueue } = await queue(db, createFakeClock(START), shorter(2), shorter(4), german, { ...shorter(2, START + 1), deckId: 'deck-9' });
    expect(await rewriteQueue.remove('deck-1', 2)).toBe(true);
    expect(await rewriteQueue.remove('deck-1', 2)).toBe(false);
    const left = (await repo.list()).map((i) => i.idempotencyKey);
    expect(left).toEqual([rewriteKey(shorter(4)), rewriteKey(german), rewriteKey({ ...shorter(2, START + 1), deckId: 'deck-9' })]);
  });

  it('refuses a rewrite that is not one, with the reason', async () => {
    const { rewriteQueue } = await queue(dbs.make(), createFakeClock(START));
    await expect(rewriteQueue.add({ ...shorter(), request: { slideId: -1, action: 'shorter' } })).rejects.toThrow(UNREADABLE_REWRITE);
  });
});

describe('replaying queued rewrites', () => {
  it('replays each once when online, with its own key, beside deck requests', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const { repo } = await queue(db, clock, shorter(2), german);
    await repo.enqueue(deckPayload, 'deck-2');
    const t = tab({ db, clock });
    await t.handle.idle();
    expect(t.runRewrite?.mock.calls.map(([rewrite, options]) => [rewrite, options.idempotencyKey])).toEqual([
      [shorter(2), rewriteKey(shorter(2))],
      [german, rewriteKey(german)],
    ]);
    expect(t.runJob).toHaveBeenCalledOnce();
    expect(t.reports.map((r) => (r.kind === 'rewrite-done' ? r.label : r.kind))).toEqual(['Rewrite slide 3: Shorter', 'Translate the deck into German', 'done']);
    expect(await repo.list()).toEqual([]);
    await t.handle.drain();
    expect(t.runRewrite).toHaveBeenCalledTimes(2);
  });

  it('waits offline, and runs when the network comes back', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    await queue(db, clock, shorter());
    let online = false;
    const t = tab({ db, clock, online: () => online });
    await t.handle.idle();
    expect(t.runRewrite).not.toHaveBeenCalled();
    online = true;
    t.target.dispatchEvent(new Event('online'));
    await t.handle.idle();
    expect(t.runRewrite).toHaveBeenCalledOnce();
  });

  it('fails a broken rewrite row alone, with the clear message, and goes on with the next', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const repo = new OutboxRepository(db, { now: clock.now });
    await repo.enqueue({ kind: 'rewrite', deckId: 'deck-1', request: { slideId: 'two', action: 'shorter' }, requestedAt: START }, 'broken');
    await queue(db, clock, shorter());
    const t = tab({ db, clock });
    await t.handle.idle();
    expect(t.runRewrite).toHaveBeenCalledOnce();
    const [failed] = await repo.list();
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/^This queued rewrite could not be read and was not sent \(request/) });
    expect(t.reports.map((r) => r.kind)).toEqual(['failed', 'rewrite-done']);
  });

  it('retries a failure after the backoff, and keeps a refusal without retrying it', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const { repo } = await queue(db, clock, shorter(2), shorter(4));
    const outcomes: Record<number, RewriteReplayOutcome[]> = {
      2: [{ ok: false, error: 'Network error' }, { ok: true }],
      4: [{ ok: false, error: 'Not enough credits', retryable: false }],
    };
    const replay: ReplayRewrite = async (rewrite) => ('slideId' in rewrite.request ? outcomes[rewrite.request.slideId]?.shift() : undefined) ?? { ok: true };
    const t = tab({ db, clock, replay });
    await t.handle.idle();
    expect(await repo.list()).toMatchObject([
      { status: 'queued', attempts: 1, error: 'Network error' },
      { status: 'failed', attempts: 1, error: 'Not enough credits' },
    ]);
    await clock.advance(60_000);
    await t.handle.idle();
    expect(t.runRewrite).toHaveBeenCalledTimes(3);
    expect(await repo.list()).toMatchObject([{ status: 'failed', error: 'Not enough credits' }]);
  });

  it('leaves rewrites queued in a tab that cannot replay them, and runs its deck requests', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const { repo } = await queue(db, clock, shorter());
    await repo.enqueue(deckPayload, 'deck-2');
    const t = tab({ db, clock, replay: null });
    await t.handle.idle();
    expect(t.runJob).toHaveBeenCalledOnce();
    expect(await repo.list()).toMatchObject([{ status: 'queued', attempts: 0, idempotencyKey: rewriteKey(shorter()) }]);
  });

  it('two tabs draining at once replay each rewrite exactly once', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    await queue(db, clock, shorter(1), shorter(2), shorter(3));
    const locks = fakeLocks();
    const a = tab({ db, clock, locks });
    const b = tab({ db, clock, locks });
    await Promise.all([a.handle.drain(), b.handle.drain()]);
    await Promise.all([a.handle.idle(), b.handle.idle()]);
    const calls = [...(a.runRewrite?.mock.calls ?? []), ...(b.runRewrite?.mock.calls ?? [])].map(([, o]) => o.idempotencyKey);
    expect(calls.sort()).toEqual([rewriteKey(shorter(1)), rewriteKey(shorter(2)), rewriteKey(shorter(3))].sort());
  });

  it('a rewrite cut by a reload runs again under the same key, and is charged once', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const credits = new CreditsRepository(db);
    await queue(db, clock, shorter());
    const balanceBefore = await credits.getBalance();
    // The runner charges under the row's key, as the real one does, then streams the rewrite.
    const charging =
      (finish: Promise<RewriteReplayOutcome>): ReplayRewrite =>
      async (_rewrite, { idempotencyKey }) => {
        await credits.charge(1, { reason: 'Rewrite', idempotencyKey });
        return finish;
      };
    const first = tab({ db, clock, replay: charging(new Promise(() => {})) });
    await vi.waitUntil(() => (first.runRewrite?.mock.calls.length ?? 0) === 1);
    await vi.waitUntil(async () => (await credits.getBalance()) === balanceBefore - 1);
    // The tab is gone (reload): its row is still 'running' and its lock released.
    first.handle();
    const second = tab({ db, clock, replay: charging(Promise.resolve({ ok: true })) });
    await second.handle.idle();
    expect(second.runRewrite).toHaveBeenCalledOnce();
    expect(second.runRewrite?.mock.calls[0]?.[1].idempotencyKey).toBe(first.runRewrite?.mock.calls[0]?.[1].idempotencyKey);
    expect(await credits.getBalance()).toBe(balanceBefore - 1);
    expect(await second.repo.list()).toEqual([]);
  });

  it('a rewrite the runner queued again (the network went mid-run) waits once, not twice', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const { repo, rewriteQueue } = await queue(db, clock, shorter());
    let attempts = 0;
    const replay: ReplayRewrite = async (rewrite) => {
      attempts += 1;
      if (attempts > 1) return { ok: true };
      await rewriteQueue.add({ ...rewrite, requestedAt: START + 1 });
      return { ok: false, error: 'Queued until you are online', queued: true };
    };
    const t = tab({ db, clock, replay });
    await t.handle.idle();
    await t.handle.drain();
    expect(t.runRewrite).toHaveBeenCalledTimes(2);
    expect(await repo.list()).toEqual([]);
  });

  it('a rewrite the user cancels while it replays leaves the queue and is not reported', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const { repo } = await queue(db, clock, shorter());
    const t = tab({ db, clock, replay: async () => ({ ok: false, error: 'Cancelled', cancelled: true }) });
    await t.handle.idle();
    expect(await repo.list()).toEqual([]);
    expect(t.reports).toEqual([]);
  });
});

describe('telling the user how a queued rewrite ended', () => {
  it('says it is done, with a link to the deck, and names a refusal', async () => {
    const toast = vi.fn(() => 1);
    await announce({ kind: 'rewrite-done', id: 1, rewrite: shorter(), label: 'Rewrite slide 3: Shorter' }, { toast });
    expect(toast).toHaveBeenCalledWith('success', 'Done now that you are online: Rewrite slide 3: Shorter', expect.objectContaining({ action: { label: 'Open', href: '/home?deck=deck-1' } }));
    await announce({ kind: 'failed', id: 2, payload: german, error: 'Not enough credits' }, { toast });
    expect(toast).toHaveBeenLastCalledWith('error', 'Your queued rewrite "Translate the deck into German" could not be done: Not enough credits');
  });
});
