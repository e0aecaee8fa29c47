import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CREDITS } from '../core/credits';
import { insufficientCredits } from '../core/errors';
import { CreditsRepository, LEDGER_LIMIT } from './credits';
import { StorageFullError, UPDATE_CREDITS_FAILED } from './errors';
import { freshDbs } from './testing';

const dbs = freshDbs();
afterEach(() => vi.restoreAllMocks());

function setup() {
  const db = dbs.make();
  return { db, credits: new CreditsRepository(db, { now: () => 42 }) };
}

describe('CreditsRepository', () => {
  it('starts at 800 when nothing is stored', async () => {
    const { db, credits } = setup();
    expect(await credits.getBalance()).toBe(INITIAL_CREDITS);
    expect(INITIAL_CREDITS).toBe(800);
    expect(await db.credits.count()).toBe(0);
  });

  it('charges inside a transaction and records the movement', async () => {
    const { credits } = setup();
    expect(await credits.charge(10, { reason: 'Deck of 10 slides' })).toEqual({ ok: true, balance: 790, charged: 10, duplicate: false });
    expect(await credits.getBalance()).toBe(790);
    expect(await credits.history()).toEqual([
      { id: expect.any(Number), kind: 'charge', amount: 10, balanceAfter: 790, reason: 'Deck of 10 slides', at: 42 },
    ]);
  });

  it('refuses what cannot be paid with the core text and keeps the balance', async () => {
    const { credits } = setup();
    await credits.charge(795, { reason: 'big deck' });
    const result = await credits.charge(6, { reason: 'one more' });
    expect(result).toEqual({ ok: false, balance: 5, error: insufficientCredits(6, 5) });
    expect(await credits.getBalance()).toBe(5);
    expect(await credits.history()).toHaveLength(1);
  });

  it('can spend down to exactly 0 but never below', async () => {
    const { credits } = setup();
    expect((await credits.charge(800, { reason: 'all' })).balance).toBe(0);
    expect((await credits.charge(1, { reason: 'more' })).ok).toBe(false);
    expect(await credits.getBalance()).toBe(0);
  });

  it('rejects a cost that is not a whole non-negative number', async () => {
    const { credits } = setup();
    expect((await credits.charge(-5, { reason: 'x' })).ok).toBe(false);
    expect((await credits.charge(1.5, { reason: 'x' })).ok).toBe(false);
    expect(await credits.getBalance()).toBe(800);
  });

  it('charges an idempotency key once however often it is replayed', async () => {
    const { credits } = setup();
    await credits.charge(10, { reason: 'deck', idempotencyKey: 'req-1' });
    const replay = await credits.charge(10, { reason: 'deck', idempotencyKey: 'req-1' });
    expect(replay).toEqual({ ok: true, balance: 790, charged: 0, duplicate: true });
    expect(await credits.getBalance()).toBe(790);
    expect(await credits.hasKey('req-1')).toBe(true);
    expect(await credits.hasKey('req-2')).toBe(false);
  });

  it('charges concurrent replays of one key once', async () => {
    const { credits } = setup();
    const results = await Promise.all([1, 2, 3].map(() => credits.charge(7, { reason: 'deck', idempotencyKey: 'same' })));
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(await credits.getBalance()).toBe(793);
  });

  it('refunds, once per key', async () => {
    const { credits } = setup();
    await credits.charge(10, { reason: 'deck', idempotencyKey: 'req-1' });
    expect(await credits.refund(10, { reason: 'generation failed', idempotencyKey: 'refund:req-1' })).toEqual({
      ok: true,
      balance: 800,
      refunded: 10,
      duplicate: false,
    });
    expect((await credits.refund(10, { reason: 'again', idempotencyKey: 'refund:req-1' })).ok && (await credits.getBalance())).toBe(800);
    expect((await credits.refund(-1, { reason: 'bad' })).ok).toBe(false);
  });

  it('treats an unreadable balance row as missing and reports it', async () => {
    const { db, credits } = setup();
    await db.credits.put({ id: 'balance', balance: 'lots' as unknown as number, updatedAt: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await credits.getBalance()).toBe(800);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the ledger bounded', async () => {
    const { db, credits } = setup();
    await db.creditLedger.bulkAdd(
      Array.from({ length: LEDGER_LIMIT }, (_, i) => ({ kind: 'charge' as const, amount: 0, balanceAfter: 800, reason: 'old', at: i, idempotencyKey: `k${i}` })),
    );
    await credits.charge(1, { reason: 'new', idempotencyKey: 'fresh' });
    expect(await db.creditLedger.count()).toBe(LEDGER_LIMIT);
    expect(await credits.hasKey('k0')).toBe(false);
    expect(await credits.hasKey('fresh')).toBe(true);
  });

  it('turns a quota failure into StorageFullError and leaves the balance as it was', async () => {
    const { db, credits } = setup();
    await credits.charge(100, { reason: 'first' });
    const quota = new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(db.creditLedger, 'add').mockRejectedValue(quota);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(credits.charge(50, { reason: 'second', idempotencyKey: 'k' })).rejects.toBeInstanceOf(StorageFullError);
    expect(log).toHaveBeenCalledWith(UPDATE_CREDITS_FAILED, quota);
    vi.restoreAllMocks();
    expect(await credits.getBalance()).toBe(700);
    expect(await credits.hasKey('k')).toBe(false);
  });

  it('charges several movements as one: all, or none when their sum cannot be paid', async () => {
    const { credits } = setup();
    await credits.charge(794, { reason: 'earlier' });
    const both = [
      { cost: 5, reason: 'Deck: 5 slides', idempotencyKey: 'deck:a' },
      { cost: 2, reason: 'Deck: 2 pictures', idempotencyKey: 'deck:a:pictures' },
    ];
    expect(await credits.chargeAll(both)).toMatchObject({ ok: false, error: insufficientCredits(7, 6) });
    expect(await credits.getBalance()).toBe(6);
    expect(await credits.hasKey('deck:a')).toBe(false);
    await credits.refund(1, { reason: 'back' });
    expect(await credits.chargeAll(both)).toEqual({ ok: true, balance: 0, charged: 7, duplicate: false });
    expect((await credits.history(2)).map((e) => [e.amount, e.balanceAfter])).toEqual([
      [2, 0],
      [5, 2],
    ]);
    expect(await credits.chargeAll(both)).toMatchObject({ ok: true, charged: 0, duplicate: true });
    expect(await credits.getBalance()).toBe(0);
  });
});
