/**
 * Queued generation requests of the offline queue: one row per
 * request, unique by idempotency key, with attempts and a backoff. The replay
 * loop (src/state/outbox: locks, online events, the actual calls) drives these
 * methods.
 */
import { z } from 'zod';
import { getDb, type DecksmithDB, type OutboxRow } from './db';
import { guardWrite, QUEUE_REQUEST_FAILED } from './errors';
import { keyField, parseRow, parseRows } from './validate';

export const OUTBOX_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

const itemSchema = z.object({
  id: z.number(),
  idempotencyKey: z.string().min(1),
  payload: z.unknown(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.number(),
  error: z.string().optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});
export type OutboxItem = z.infer<typeof itemSchema>;

/** Wait before attempt `attempts + 1`: 2 s, 4 s, 8 s ... capped at 5 minutes. */
export function backoffDelay(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(BACKOFF_BASE_MS * 2 ** exponent, BACKOFF_MAX_MS);
}

/** Typed access to the `outbox` table. */
export class OutboxRepository {
  private readonly now: () => number;

  constructor(
    private readonly db: DecksmithDB,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Queues a request. Enqueueing a key that is already queued (or done)
   * returns the existing row with `created: false`: a double click or a
   * replay never queues twice.
   */
  async enqueue(payload: unknown, idempotencyKey: string): Promise<{ item: OutboxItem; created: boolean }> {
    return guardWrite(QUEUE_REQUEST_FAILED, () =>
      this.db.transaction('rw', this.db.outbox, async () => {
        const existing = await this.db.outbox.where('idempotencyKey').equals(idempotencyKey).first();
        const item = existing === undefined ? undefined : parseRow(itemSchema, existing, 'outbox', existing.id);
        if (item !== undefined) return { item, created: false };
        const at = this.now();
        const row: OutboxRow = { idempotencyKey, payload, status: 'queued', attempts: 0, nextAttemptAt: at, createdAt: at, updatedAt: at };
        // An unreadable row with this key would block the unique index: replace it.
        if (existing?.id !== undefined) row.id = existing.id;
        const id = await this.db.outbox.put(row);
        return { item: itemSchema.parse({ ...row, id }), created: true };
      }),
    );
  }

  /** The queued request due soonest at `now` (nextAttemptAt passed), or undefined; rows of `skip` are passed over. */
  async nextDue(now = this.now(), skip: ReadonlySet<number> = new Set()): Promise<OutboxItem | undefined> {
    const rows = await this.db.outbox
      .where('nextAttemptAt')
      .belowOrEqual(now)
      .filter((r) => r.status === 'queued' && (r.id === undefined || !skip.has(r.id)))
      .toArray();
    return parseRows(itemSchema, rows, 'outbox', keyField('id'))[0];
  }

  /** Claims a queued request; false when it is gone or no longer queued (another tab took it). */
  async markRunning(id: number): Promise<boolean> {
    return this.transition(id, ['queued'], () => ({ status: 'running' }));
  }

  /** The request finished. */
  async markDone(id: number): Promise<boolean> {
    return this.transition(id, ['running', 'queued'], () => ({ status: 'done' }));
  }

  /**
   * The attempt failed: counted, the error kept, and the request queued again
   * after the backoff. A `permanent` failure (a clear 4xx) is not retried.
   */
  async markFailed(id: number, error: string, options: { permanent?: boolean } = {}): Promise<boolean> {
    return this.transition(id, ['running', 'queued'], (row) => {
      const attempts = row.attempts + 1;
      return {
        attempts,
        error,
        status: options.permanent === true ? 'failed' : 'queued',
        nextAttemptAt: this.now() + backoffDelay(attempts),
      };
    });
  }

  /**
   * Puts 'running' rows back in the queue: a tab that died mid-request left
   * them. Call only while holding the outbox lock, or a live tab's request
   * would be run twice.
   */
  async requeueRunning(options: { staleBefore?: number } = {}): Promise<number> {
    // Without a lock (staleBefore given) only runs not touched for a long time are taken:
    // a live tab's run is younger, a dead tab's is old.
    const stale = (row: OutboxRow) => options.staleBefore === undefined || (row.updatedAt ?? 0) < options.staleBefore;
    return guardWrite(QUEUE_REQUEST_FAILED, () =>
      this.db.outbox.where('status').equals('running').filter(stale).modify({ status: 'queued', updatedAt: this.now() }),
    );
  }

  /**
   * The user asked to try a request again now: a queued or failed request
   * becomes due at once (attempts are kept). False when it is running or gone.
   */
  async retryNow(id: number): Promise<boolean> {
    return this.transition(id, ['queued', 'failed'], () => ({ status: 'queued', nextAttemptAt: this.now() }));
  }

  /** Makes every queued request due now (the network came back: the user expects them to go). */
  async makeAllDue(): Promise<number> {
    const now = this.now();
    return guardWrite(QUEUE_REQUEST_FAILED, () =>
      this.db.outbox.where('nextAttemptAt').above(now).filter((r) => r.status === 'queued').modify({ nextAttemptAt: now, updatedAt: now }),
    );
  }

  /** When the soonest queued request becomes due (possibly in the past), or undefined when none is queued. */
  async soonestAttemptAt(): Promise<number | undefined> {
    const row = await this.db.outbox.orderBy('nextAttemptAt').filter((r) => r.status === 'queued').first();
    return row?.nextAttemptAt;
  }

  /** Requests, oldest first; only those with `status` when given. */
  async list(status?: OutboxStatus): Promise<OutboxItem[]> {
    const rows = status === undefined ? await this.db.outbox.toArray() : await this.db.outbox.where('status').equals(status).sortBy('id');
    return parseRows(itemSchema, rows, 'outbox', keyField('id'));
  }

  /** Deletes one request. */
  async remove(id: number): Promise<void> {
    await guardWrite(QUEUE_REQUEST_FAILED, () => this.db.outbox.delete(id));
  }

  /** Deletes finished requests; returns how many. */
  async clearDone(): Promise<number> {
    return guardWrite(QUEUE_REQUEST_FAILED, () => this.db.outbox.where('status').equals('done').delete());
  }

  private async transition(
    id: number,
    from: readonly OutboxStatus[],
    change: (row: OutboxItem) => Partial<OutboxRow>,
  ): Promise<boolean> {
    return guardWrite(QUEUE_REQUEST_FAILED, () =>
      this.db.transaction('rw', this.db.outbox, async () => {
        const stored = await this.db.outbox.get(id);
        const row = stored === undefined ? undefined : parseRow(itemSchema, stored, 'outbox', id);
        if (row === undefined || !from.includes(row.status)) return false;
        await this.db.outbox.update(id, { ...change(row), updatedAt: this.now() });
        return true;
      }),
    );
  }
}

/** The outbox repository of `db` (the app's database by default). */
export function outboxRepository(db: DecksmithDB = getDb()): OutboxRepository {
  return new OutboxRepository(db);
}
