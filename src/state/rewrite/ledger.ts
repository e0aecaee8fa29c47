/**
 * A rewrite's credits: one per slide rewritten, charged when it is asked
 * and given back when it fails or is cancelled. Each rewrite has its own
 * key, so a repeated charge or refund (a replay, a retry) moves nothing
 * twice. The keys stay apart from the deck's own account (deck:<id>), so
 * the deck's held credits are not changed by a rewrite.
 */
import { LEDGER_LIMIT, type CreditsRepository } from '../../data/credits';

export type RewriteCredits = Pick<CreditsRepository, 'charge' | 'refund' | 'history'>;

/** Ledger key of a rewrite's charge. */
export const rewriteChargeKey = (id: string): string => `rewrite:${id}`;
/** Ledger key of a rewrite's refund. */
export const rewriteRefundKey = (id: string): string => `refund:rewrite:${id}`;

export interface RewriteLedger {
  /** Charges `count` credits under the rewrite's key; null when charged, else the refusal text. */
  charge(id: string, count: number, reason: string): Promise<string | null>;
  /** Gives back what the rewrite was charged here; once. */
  refund(id: string, reason: string): Promise<void>;
}

/**
 * What the ledger says was charged under the rewrite's key: a queued
 * rewrite's earlier attempt charged it in a tab since reloaded.
 */
async function chargedBefore(credits: RewriteCredits, id: string): Promise<number | undefined> {
  const key = rewriteChargeKey(id);
  const entry = (await credits.history(LEDGER_LIMIT)).find((row) => row.kind === 'charge' && row.idempotencyKey === key);
  return entry === undefined ? undefined : Math.abs(entry.amount);
}

/** The ledger over the credits repository; `credits` is asked on each use (the database opens later). */
export function createRewriteLedger(credits: () => RewriteCredits): RewriteLedger {
  const charged = new Map<string, number>();
  return {
    async charge(id, count, reason) {
      const result = await credits().charge(count, { reason, idempotencyKey: rewriteChargeKey(id) });
      if (!result.ok) return result.error;
      // A duplicate is a replay of a rewrite charged before (an earlier attempt, a reload): it is still this rewrite's credit.
      charged.set(id, count);
      return null;
    },
    async refund(id, reason) {
      // Only a rewrite charged under this key goes back, and its refund key makes it once.
      const count = charged.get(id) ?? (await chargedBefore(credits(), id));
      if (count === undefined) return;
      charged.delete(id);
      await credits().refund(count, { reason, idempotencyKey: rewriteRefundKey(id) });
    },
  };
}
