/**
 * The credit balance: 800 to start, never below 0, changed only inside a
 * transaction, and a ledger whose
 * unique idempotency keys make a replayed request pay once.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { chargeCredits, INITIAL_CREDITS, normalizeBalance, type ChargeResult } from '../core/credits';
import { getDb, type CreditLedgerRow, type DecksmithDB } from './db';
import { guardWrite, UPDATE_CREDITS_FAILED } from './errors';
import { keyField, parseRow, parseRows } from './validate';

/** Ledger rows kept; the key of a request older than this many movements is forgotten. */
export const LEDGER_LIMIT = 1000;
const BALANCE_ID = 'balance';

export interface CreditOptions {
  /** Why, for the history ('Deck of 10 slides'). */
  reason: string;
  /** Unique across charges and refunds: a second movement with the same key changes nothing. */
  idempotencyKey?: string;
}

export type ChargeOutcome = (Extract<ChargeResult, { ok: true }> & { duplicate: boolean }) | Extract<ChargeResult, { ok: false }>;
export type RefundOutcome = { ok: true; balance: number; refunded: number; duplicate: boolean } | { ok: false; balance: number; error: string };

const balanceRowSchema = z.object({ id: z.literal(BALANCE_ID), balance: z.number(), updatedAt: z.number() });
const ledgerRowSchema = z.object({
  id: z.number(),
  kind: z.enum(['charge', 'refund', 'opening']),
  amount: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  idempotencyKey: z.string().optional(),
  at: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerRowSchema>;

/** Typed access to the `credits` and `creditLedger` tables. */
export class CreditsRepository {
  private readonly now: () => number;

  constructor(
    private readonly db: DecksmithDB,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The balance: 800 when no row is stored yet. An unreadable row is
   * reported and skipped like any other, so it counts as missing.
   */
  async getBalance(): Promise<number> {
    const row = await this.db.credits.get(BALANCE_ID);
    const parsed = row === undefined ? undefined : parseRow(balanceRowSchema, row, 'credits', BALANCE_ID);
    return parsed === undefined ? INITIAL_CREDITS : normalizeBalance(parsed.balance);
  }

  /**
   * Charges `cost` in one transaction. Refused, balance unchanged, with the
   * core's text when it cannot be paid; with a key already in the ledger
   * nothing is charged and `duplicate` is true.
   * @throws StorageFullError when the device is full (the balance is unchanged).
   */
  async charge(cost: number, options: CreditOptions): Promise<ChargeOutcome> {
    return guardWrite(UPDATE_CREDITS_FAILED, () =>
      this.db.transaction('rw', this.db.credits, this.db.creditLedger, async (): Promise<ChargeOutcome> => {
        const balance = await this.getBalance();
        if (await this.seen(options.idempotencyKey)) return { ok: true, balance, charged: 0, duplicate: true };
        const result = chargeCredits(balance, cost);
        if (!result.ok) return result;
        await this.record('charge', cost, result.balance, options);
        return { ...result, duplicate: false };
      }),
    );
  }

  /**
   * Charges several movements as one: all are recorded, or none when the
   * balance cannot cover their sum (the core's text, balance unchanged).
   * Movements whose key is already in the ledger are left out.
   */
  async chargeAll(items: ReadonlyArray<{ cost: number } & CreditOptions>): Promise<ChargeOutcome> {
    return guardWrite(UPDATE_CREDITS_FAILED, () =>
      this.db.transaction('rw', this.db.credits, this.db.creditLedger, async (): Promise<ChargeOutcome> => {
        const fresh: Array<{ cost: number } & CreditOptions> = [];
        for (const item of items) if (!(await this.seen(item.idempotencyKey))) fresh.push(item);
        const balance = await this.getBalance();
        if (fresh.length === 0) return { ok: true, balance, charged: 0, duplicate: true };
        const result = chargeCredits(balance, fresh.reduce((sum, item) => sum + item.cost, 0));
        if (!result.ok) return result;
        let left = balance;
        for (const { cost, ...options } of fresh) {
          left -= cost;
          await this.record('charge', cost, left, options);
        }
        return { ...result, duplicate: false };
      }),
    );
  }

  /** Gives `amount` credits back (a failed generation); idempotent like charge. */
  async refund(amount: number, options: CreditOptions): Promise<RefundOutcome> {
    return guardWrite(UPDATE_CREDITS_FAILED, () =>
      this.db.transaction('rw', this.db.credits, this.db.creditLedger, async (): Promise<RefundOutcome> => {
        const balance = await this.getBalance();
        if (!Number.isInteger(amount) || amount < 0) return { ok: false, balance, error: `Invalid credit amount: ${amount}` };
        if (await this.seen(options.idempotencyKey)) return { ok: true, balance, refunded: 0, duplicate: true };
        await this.record('refund', amount, balance + amount, options);
        return { ok: true, balance: balance + amount, refunded: amount, duplicate: false };
      }),
    );
  }

  /** Whether a movement with this key was recorded. */
  async hasKey(idempotencyKey: string): Promise<boolean> {
    return this.seen(idempotencyKey);
  }

  /** The latest movements, newest first. */
  async history(limit = 50): Promise<LedgerEntry[]> {
    const rows = await this.db.creditLedger.orderBy('id').reverse().limit(limit).toArray();
    return parseRows(ledgerRowSchema, rows, 'creditLedger', keyField('id'));
  }

  private async seen(idempotencyKey: string | undefined): Promise<boolean> {
    if (idempotencyKey === undefined) return false;
    return (await this.db.creditLedger.where('idempotencyKey').equals(idempotencyKey).count()) > 0;
  }

  /** Writes the balance and its ledger row; must run inside the caller's transaction. */
  private async record(kind: CreditLedgerRow['kind'], amount: number, balanceAfter: number, options: CreditOptions): Promise<void> {
    const at = this.now();
    await this.db.credits.put({ id: BALANCE_ID, balance: balanceAfter, updatedAt: at });
    const entry: CreditLedgerRow = { kind, amount, balanceAfter, reason: options.reason, at };
    if (options.idempotencyKey !== undefined) entry.idempotencyKey = options.idempotencyKey;
    await this.db.creditLedger.add(entry);
    await this.pruneLedger();
  }

  private async pruneLedger(): Promise<void> {
    const excess = (await this.db.creditLedger.count()) - LEDGER_LIMIT;
    if (excess <= 0) return;
    const oldest = await this.db.creditLedger.orderBy('id').limit(excess).primaryKeys();
    await this.db.creditLedger.bulkDelete(oldest);
  }
}

/** The credits repository of `db` (the app's database by default). */
export function creditsRepository(db: DecksmithDB = getDb()): CreditsRepository {
  return new CreditsRepository(db);
}

/** The live balance for the header (undefined while loading); follows charges made in any tab. */
export function useBalance(db: DecksmithDB = getDb()): number | undefined {
  return useLiveQuery(() => new CreditsRepository(db).getBalance(), [db]);
}
