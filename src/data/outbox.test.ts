import { describe, expect, it } from 'vitest';
import { backoffDelay, BACKOFF_MAX_MS, OutboxRepository } from './outbox';
import { freshDbs } from './testing';

const dbs = freshDbs();

function setup(start = 10_000) {
  let clock = start;
  const outbox = new OutboxRepository(dbs.make(), { now: () => clock });
  return { outbox, setClock: (t: number) => (clock = t) };
}

describe('backoffDelay', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffDelay(50)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(0)).toBe(2_000);
  });
});

describe('OutboxRepository', () => {
  it('queues a request once per idempotency key', async () => {
    const { outbox } = setup();
    const first = await outbox.enqueue({ topic: 'Tides' }, 'key-1');
    const again = await outbox.enqueue({ topic: 'Other' }, 'key-1');
    expect(first.created).toBe(true);
    expect(again).toEqual({ item: first.item, created: false });
    expect(first.item).toMatchObject({ idempotencyKey: 'key-1', payload: { topic: 'Tides' }, status: 'queued', attempts: 0, nextAttemptAt: 10_000 });
    expect(await outbox.list()).toHaveLength(1);
  });

  it('hands out the request due soonest, and none before it is due', async () => {
    const { outbox, setClock } = setup(1_000);
    const a = await outbox.enqueue('a', 'a');
    setClock(2_000);
    await outbox.enqueue('b', 'b');
    expect((await outbox.nextDue(5_000))?.idempotencyKey).toBe('a');
    await outbox.markRunning(a.item.id);
    expect((await outbox.nextDue(5_000))?.idempotencyKey).toBe('b');
    expect(await outbox.nextDue(1_500)).toBeUndefined();
  });

  it('claims a queued request once', async () => {
    const { outbox } = setup();
    const { item } = await outbox.enqueue('a', 'a');
    expect(await outbox.markRunning(item.id)).toBe(true);
    expect(await outbox.markRunning(item.id)).toBe(false);
    expect(await outbox.markRunning(999)).toBe(false);
  });

  it('counts failures, keeps the error and backs off', async () => {
    const { outbox, setClock } = setup(100_000);
    const { item } = await outbox.enqueue('a', 'a');
    await outbox.markRunning(item.id);
    await outbox.markFailed(item.id, 'Network error');
    const [afterOne] = await outbox.list();
    expect(afterOne).toMatchObject({ status: 'queued', attempts: 1, error: 'Network error', nextAttemptAt: 102_000 });
    expect(await outbox.nextDue(101_999)).toBeUndefined();
    setClock(102_000);
    await outbox.markRunning(item.id);
    await outbox.markFailed(item.id, 'Network error');
    expect((await outbox.list())[0]).toMatchObject({ attempts: 2, nextAttemptAt: 106_000 });
  });

  it('stops retrying after a permanent failure', async () => {
    const { outbox } = setup();
    const { item } = await outbox.enqueue('a', 'a');
    await outbox.markFailed(item.id, '400 Bad Request', { permanent: true });
    expect((await outbox.list('failed')).map((i) => i.id)).toEqual([item.id]);
    expect(await outbox.nextDue(Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });

  it('finishes, lists by status, requeues stranded runs and clears done', async () => {
    const { outbox } = setup();
    const a = await outbox.enqueue('a', 'a');
    const b = await outbox.enqueue('b', 'b');
    await outbox.markRunning(a.item.id);
    await outbox.markDone(a.item.id);
    await outbox.markRunning(b.item.id);
    expect((await outbox.list('done')).map((i) => i.idempotencyKey)).toEqual(['a']);
    expect(await outbox.requeueRunning()).toBe(1);
    expect((await outbox.list('queued')).map((i) => i.idempotencyKey)).toEqual(['b']);
    expect(await outbox.clearDone()).toBe(1);
    await outbox.remove(b.item.id);
    expect(await outbox.list()).toEqual([]);
  });
});

describe('OutboxRepository: retry, online and stale runs', () => {
  it('retries a failed or backed-off request now, keeping its attempts', async () => {
    const { outbox } = setup(50_000);
    const a = await outbox.enqueue('a', 'a');
    const b = await outbox.enqueue('b', 'b');
    await outbox.markFailed(a.item.id, 'Refused', { permanent: true });
    await outbox.markFailed(b.item.id, 'Network error');
    expect(await outbox.retryNow(a.item.id)).toBe(true);
    expect(await outbox.retryNow(b.item.id)).toBe(true);
    const rows = await outbox.list();
    expect(rows.map((r) => [r.status, r.attempts, r.nextAttemptAt])).toEqual([['queued', 1, 50_000], ['queued', 1, 50_000]]);
    await outbox.markRunning(a.item.id);
    expect(await outbox.retryNow(a.item.id)).toBe(false);
    expect(await outbox.retryNow(999)).toBe(false);
  });

  it('makes every queued request due now, leaving failed ones alone', async () => {
    const { outbox, setClock } = setup(10_000);
    const a = await outbox.enqueue('a', 'a');
    const b = await outbox.enqueue('b', 'b');
    await outbox.markFailed(a.item.id, 'Network error');
    await outbox.markFailed(b.item.id, 'Refused', { permanent: true });
    setClock(10_500);
    expect(await outbox.makeAllDue()).toBe(1);
    expect((await outbox.nextDue(10_500))?.id).toBe(a.item.id);
    expect((await outbox.list('failed'))[0]?.nextAttemptAt).toBe(12_000);
  });

  it('tells when the soonest queued request is due', async () => {
    const { outbox, setClock } = setup(1_000);
    expect(await outbox.soonestAttemptAt()).toBeUndefined();
    const a = await outbox.enqueue('a', 'a');
    setClock(3_000);
    await outbox.enqueue('b', 'b');
    await outbox.markFailed(a.item.id, 'Network error');
    expect(await outbox.soonestAttemptAt()).toBe(3_000);
  });

  it('without a lock, requeues only runs older than the cut-off', async () => {
    const { outbox, setClock } = setup(1_000);
    const old = await outbox.enqueue('old', 'old');
    await outbox.markRunning(old.item.id);
    setClock(9_000);
    const fresh = await outbox.enqueue('fresh', 'fresh');
    await outbox.markRunning(fresh.item.id);
    expect(await outbox.requeueRunning({ staleBefore: 5_000 })).toBe(1);
    expect((await outbox.list('running')).map((r) => r.idempotencyKey)).toEqual(['fresh']);
  });
});
