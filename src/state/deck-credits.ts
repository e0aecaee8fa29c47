/**
 * A deck's credits as a running account: what is held for it is every charge
 * under its id minus every refund under its id. When a run ends short (a
 * failure, a broken stream, a stop), the credits for slides never received
 * go back at once; a resume that fills the gaps charges only for what it
 * still has to bring. So at rest a deck always holds exactly one credit per
 * slide it has (a discarded deck holds none).
 */
import { CREDITS_PER_SLIDE } from '../core/credits';
import { LEDGER_LIMIT, type CreditsRepository } from '../data/credits';
import { chargeKey, refundKey } from './deck-job-shared';

type Credits = Pick<CreditsRepository, 'charge' | 'refund' | 'history'>;

const ownKey = (deckId: string, key: string | undefined): boolean =>
  key !== undefined && (key === chargeKey(deckId) || key.startsWith(`${chargeKey(deckId)}:`) || key === refundKey(deckId) || key.startsWith(`${refundKey(deckId)}:`));

/** Charged and refunded so far under the deck's id. */
async function account(credits: Credits, deckId: string): Promise<{ charged: number; refunded: number }> {
  const entries = (await credits.history(LEDGER_LIMIT)).filter((entry) => ownKey(deckId, entry.idempotencyKey));
  const sum = (kind: 'charge' | 'refund') => entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  return { charged: sum('charge'), refunded: sum('refund') };
}

/** The credits the deck holds now (charges minus refunds under its id). */
export async function heldCredits(credits: Credits, deckId: string): Promise<number> {
  const { charged, refunded } = await account(credits, deckId);
  return Math.max(0, charged - refunded);
}

/**
 * Brings what the deck holds up to `cost`: the whole cost the first time,
 * then only what earlier refunds gave back. Null when charged (or nothing was
 * owed), else the refusal text.
 */
export async function chargeUpTo(credits: Credits, deckId: string, cost: number): Promise<string | null> {
  const { charged, refunded } = await account(credits, deckId);
  const owed = cost - Math.max(0, charged - refunded);
  if (charged > 0 && owed <= 0) return null;
  // Each top-up is keyed by what had been charged before it, so a repeated call adds nothing twice.
  const key = charged === 0 ? chargeKey(deckId) : `${chargeKey(deckId)}:after:${charged}`;
  const result = await credits.charge(Math.max(0, owed), { reason: `Deck of ${cost} slides`, idempotencyKey: key });
  return result.ok ? null : result.error;
}

/** Gives back what the deck holds beyond one credit per slide received. */
export async function refundUnreceived(credits: Credits, deckId: string, received: number, reason: string): Promise<void> {
  const { charged, refunded } = await account(credits, deckId);
  const extra = charged - refunded - Math.max(0, received) * CREDITS_PER_SLIDE;
  if (extra <= 0) return;
  await credits.refund(extra, { reason, idempotencyKey: `${refundKey(deckId)}:after:${refunded}` });
}
