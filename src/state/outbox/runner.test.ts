import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import type { DecksmithDB } from '../../data/db';
import { OutboxRepository } from '../../data/outbox';
import { freshDbs, uniqueDbName } from '../../data/testing';
import type { GenerationStore } from '../generation';
import type { DeckJobOptions, DeckJobOutcome, DeckJobRequest, QueuedDeckPayload } from '../jobs';
import { createFakeClock, type FakeClock } from '../../lib/fake-clock';
import { UNREADABLE_REQUEST } from './payload';
import { LOCK_BUSY_RETRY_MS, startOutbox, type OutboxHandle, type OutboxLocks, type OutboxReport } from './runner';

const dbs = freshDbs();
const handles: OutboxHandle[] = [];
afterEach(() => handles.splice(0).forEach((stop) => stop()));

const START = 1_000_000;

function request(deckId: string, slides = 5): DeckJobRequest {
  return { deckId, config: createDefaultGenerationConfig({ input_text: `Topic ${deckId}`, number_of_slides: slides }) };
}

function payload(deckId: string): QueuedDeckPayload {
  return { kind: 'deck', request: request(deckId), requestedAt: START };
}

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

type Job = (request: DeckJobRequest, options?: DeckJobOptions) => Promise<DeckJobOutcome>;
const succeed: Job = async (r) => ({ ok: true, deckId: r.deckId, slides: r.config.number_of_slides });

interface Tab {
  repo: OutboxRepository;
  runJob: ReturnType<typeof vi.fn<Job>>;
  reports: OutboxReport[];
  target: EventTarget;
  doc: EventTarget & { visibilityState: DocumentVisibilityState };
  wake: () => void;
  handle: OutboxHandle;
  generations: GenerationStore[];
}

interface TabOptions {
  db?: DecksmithDB;
  clock?: FakeClock;
  job?: Job;
  locks?: OutboxLocks | null;
  online?: () => boolean;
}

function tab({ db = dbs.make(), clock = createFakeClock(START), job = succeed, locks = fakeLocks(), online = () => true }: TabOptions = {}): Tab {
  const repo = new OutboxRepository(db, { now: clock.now });
  const runJob = vi.fn<Job>(job);
  const reports: OutboxReport[] = [];
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const generations: GenerationStore[] = [];
  let wake = () => {};
  const handle = startOutbox({
    runJob,
    repo,
    clock,
    locks,
    isOnline: online,
    target,
    doc,
    onWake: (fn) => ((wake = fn), () => (wake = () => {})),
    onReport: (r) => void reports.push(r),
    createGeneration: () => {
      const store = { id: generations.length } as unknown as GenerationStore;
      generations.push(store);
      return store;
    },
  });
  handles.push(handle);
  return { repo, runJob, reports, target, doc, wake: () => wake(), handle, generations };
}

/** A promise the test settles by hand: a job that stays "running" until then. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function seed(db: DecksmithDB, clock: FakeClock, ...ids: string[]): Promise<OutboxRepository> {
  const repo = new OutboxRepository(db, { now: clock.now });
  for (const id of ids) await repo.enqueue(payload(id), id);
  return repo;
}

const deckIds = (t: Tab) => t.runJob.mock.calls.map(([r]) => r.deckId);

describe('startOutbox', () => {
  it('drains on start-up: each due request runs once, on a private store, and is cleared after its report', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    await seed(db, clock, 'a', 'b', 'c');
    const t = tab({ db, clock });
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['a', 'b', 'c']);
    expect(t.runJob.mock.calls.map(([, o]) => o?.generation)).toEqual(t.generations);
    expect(new Set(t.generations).size).toBe(3);
    expect(t.reports.map((r) => (r.kind === 'done' ? [r.deckId, r.slides] : r.kind))).toEqual([['a', 5], ['b', 5], ['c', 5]]);
    expect(await t.repo.list()).toEqual([]);
    await t.handle.drain();
    expect(t.runJob).toHaveBeenCalledTimes(3);
  });

  it('offline, attempts nothing and counts nothing; "online" then runs it', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    await seed(db, clock, 'a');
    let online = false;
    const t = tab({ db, clock, online: () => online });
    await t.handle.idle();
    await t.handle.drain();
    expect(t.runJob).not.toHaveBeenCalled();
    expect(await t.repo.list()).toMatchObject([{ status: 'queued', attempts: 0 }]);
    online = true;
    t.target.dispatchEvent(new Event('online'));
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['a']);
  });

  it('requeues a retryable failure with backoff and retries it when the timer fires', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    await seed(db, clock, 'a');
    let fail = true;
    const t = tab({ db, clock, job: async (r) => (fail ? { ok: false, deckId: r.deckId, error: 'Network error', retryable: true } : succeed(r)) });
    await t.handle.idle();
    expect(await t.repo.list()).toMatchObject([{ status: 'queued', attempts: 1, error: 'Network error', nextAttemptAt: START + 2_000 }]);
    expect(t.reports).toEqual([]);
    fail = false;
    clock.advance(1_999);
    await t.handle.idle();
    expect(t.runJob).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['a', 'a']);
    expect(t.reports.map((r) => r.kind)).toEqual(['done']);
  });

  it('a job that throws is a retryable failure, not a crash of the loop', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    await seed(db, clock, 'a', 'b');
    const t = tab({ db, clock, job: async (r) => (r.deckId === 'a' ? Promise.reject(new Error('socket hang up')) : succeed(r)) });
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['a', 'b']);
    expect(await t.repo.list()).toMatchObject([{ idempotencyKey: 'a', status: 'queued', attempts: 1, error: 'socket hang up' }]);
  });

  it('a permanent failure is failed, reported and never retried', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    await seed(db, clock, 'a');
    const t = tab({ db, clock, job: async (r) => ({ ok: false, deckId: r.deckId, error: 'Not enough credits', retryable: false }) });
    await t.handle.idle();
    clock.advance(10 * 60_000);
    t.target.dispatchEvent(new Event('online'));
    await t.handle.idle();
    expect(t.runJob).toHaveBeenCalledTimes(1);
    expect(await t.repo.list()).toMatchObject([{ status: 'failed', attempts: 1, error: 'Not enough credits' }]);
    expect(t.reports).toMatchObject([{ kind: 'failed', error: 'Not enough credits' }]);
  });

  it('fails a malformed row permanently, with a clear error, and goes on with the next', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const repo = new OutboxRepository(db, { now: clock.now });
    await repo.enqueue({ kind: 'deck', request: { deckId: 'x', config: { number_of_slides: 'five' } }, requestedAt: START }, 'bad');
    await repo.enqueue('not even an object', 'worse');
    await repo.enqueue(payload('good'), 'good');
    const t = tab({ db, clock });
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['good']);
    const failed = await t.repo.list('failed');
    expect(failed.map((r) => r.idempotencyKey)).toEqual(['bad', 'worse']);
    expect(failed[0]?.error).toContain(`${UNREADABLE_REQUEST} (request.config.number_of_slides:`);
    expect(t.reports.map((r) => r.kind)).toEqual(['failed', 'failed', 'done']);
  });

  it('two tabs draining at once under one lock run each request exactly once', async () => {
    const name = uniqueDbName();
    const clock = createFakeClock(START);
    await seed(dbs.make(name), clock, 'a', 'b', 'c');
    const locks = fakeLocks();
    const gate = deferred<void>();
    const job: Job = async (r) => (await gate.promise, succeed(r));
    const [first, second] = [tab({ db: dbs.make(name), clock, locks, job }), tab({ db: dbs.make(name), clock, locks })];
    // The first tab holds the lock with 'a' in flight: the second must neither run nor requeue anything.
    await vi.waitFor(() => expect(first.runJob).toHaveBeenCalled());
    await second.handle.drain();
    expect(second.runJob).not.toHaveBeenCalled();
    gate.resolve();
    await first.handle.idle();
    clock.advance(LOCK_BUSY_RETRY_MS);
    await Promise.all([first.handle.drain(), second.handle.drain()]);
    expect([...deckIds(first), ...deckIds(second)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('without Web Locks, two tabs still never run the same request twice', async () => {
    const name = uniqueDbName();
    const clock = createFakeClock(START);
    await seed(dbs.make(name), clock, 'a', 'b', 'c', 'd');
    const tabs = [tab({ db: dbs.make(name), clock, locks: null }), tab({ db: dbs.make(name), clock, locks: null })];
    await Promise.all(tabs.map((t) => t.handle.drain()));
    expect(tabs.flatMap(deckIds).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('requeues and runs a request a dead tab left running', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const repo = await seed(db, clock, 'a');
    const [row] = await repo.list();
    expect(await repo.markRunning(row?.id ?? -1)).toBe(true);
    const t = tab({ db, clock });
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['a']);
    expect(await t.repo.list()).toEqual([]);
  });

  it('"online" runs requests whose backoff has not passed yet', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const repo = await seed(db, clock, 'a');
    const [row] = await repo.list();
    await repo.markFailed(row?.id ?? -1, 'Network error');
    await repo.markFailed(row?.id ?? -1, 'Network error');
    const t = tab({ db, clock });
    await t.handle.idle();
    expect(t.runJob).not.toHaveBeenCalled();
    t.target.dispatchEvent(new Event('online'));
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['a']);
  });

  it('drains when the tab becomes visible and when the service worker wakes it', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const t = tab({ db, clock });
    await t.handle.idle();
    const repo = new OutboxRepository(db, { now: clock.now });
    await repo.enqueue(payload('seen'), 'seen');
    t.doc.visibilityState = 'hidden';
    t.doc.dispatchEvent(new Event('visibilitychange'));
    await t.handle.idle();
    expect(t.runJob).not.toHaveBeenCalled();
    t.doc.visibilityState = 'visible';
    t.doc.dispatchEvent(new Event('visibilitychange'));
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['seen']);
    await repo.enqueue(payload('woken'), 'woken');
    t.wake();
    await t.handle.idle();
    expect(deckIds(t)).toEqual(['seen', 'woken']);
  });

  it('a request cancelled while it runs is aborted and not reported', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const repo = await seed(db, clock, 'a');
    const started = deferred<AbortSignal>();
    const t = tab({
      db,
      clock,
      job: (r, o) => {
        const signal = o?.signal ?? new AbortController().signal;
        started.resolve(signal);
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve({ ok: false, deckId: r.deckId, error: 'Aborted', retryable: true })));
      },
    });
    const signal = await started.promise;
    const [row] = await repo.list();
    await repo.remove(row?.id ?? -1);
    t.handle.abort(row?.id ?? -1);
    await t.handle.idle();
    expect(signal.aborted).toBe(true);
    expect(t.reports).toEqual([]);
    expect(await repo.list()).toEqual([]);
  });

  it('stops listening once stopped', async () => {
    const db = dbs.make();
    const clock = createFakeClock(START);
    const t = tab({ db, clock });
    await t.handle.idle();
    t.handle();
    await seed(db, clock, 'a');
    t.target.dispatchEvent(new Event('online'));
    t.wake();
    await t.handle.drain();
    expect(t.runJob).not.toHaveBeenCalled();
  });
});
