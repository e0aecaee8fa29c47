/**
 * Pictures are paid with their deck, never one by one while the deck is
 * looked at or exported. The media job charges through this wrapper: a
 * picture of a deck charged under the price rule, or of a deck the user has
 * not committed to yet (step 3 of /generate streams it before Generate PPT),
 * costs nothing when it is asked; one that never arrives gives the deck's
 * picture credit back (or, before the commit, is remembered so the commit
 * gives it back). Pictures of decks charged before the rule keep their own
 * one-credit charge and refund.
 */
import type { ChargeOutcome, CreditOptions, CreditsRepository, RefundOutcome } from '../data/credits';
import { picturesPrepaid, refundPicture } from './deck-credits';

type Credits = Pick<CreditsRepository, 'charge' | 'chargeAll' | 'refund' | 'history' | 'hasKey' | 'getBalance'>;

const uncommitted = new Map<string, Set<string>>();

/** A deck streams before the user commits to it: its pictures are not charged yet. */
export function markUncommitted(deckId: string): void {
  if (!uncommitted.has(deckId)) uncommitted.set(deckId, new Set());
}

/** Whether the deck waits for the user's commit. */
export function isUncommitted(deckId: string): boolean {
  return uncommitted.has(deckId);
}

/** The deck is committed (or dropped): the pictures it missed meanwhile, to give back with the charge. */
export function takeUncommitted(deckId: string): string[] {
  const missed = [...(uncommitted.get(deckId) ?? [])];
  uncommitted.delete(deckId);
  return missed;
}

const MEDIA_REFUND = /^refund:media:(.+)$/;

/** The media job's credits: `openDeck` names the deck whose pictures are being asked. */
export function deckPictureCredits(credits: Credits, openDeck: () => string | null): Pick<CreditsRepository, 'charge' | 'refund'> {
  const paidWithDeck = async (deckId: string | null): Promise<boolean> => deckId !== null && (isUncommitted(deckId) || (await picturesPrepaid(credits, deckId)));
  return {
    async charge(cost: number, options: CreditOptions): Promise<ChargeOutcome> {
      if (await paidWithDeck(openDeck())) return { ok: true, balance: await credits.getBalance(), charged: 0, duplicate: false };
      return credits.charge(cost, options);
    },
    async refund(amount: number, options: CreditOptions): Promise<RefundOutcome> {
      const deckId = openDeck();
      const picture = MEDIA_REFUND.exec(options.idempotencyKey ?? '')?.[1];
      // A picture charged on its own before the rule is refunded on its own.
      if (deckId === null || picture === undefined || (await credits.hasKey(`media:${picture}`))) return credits.refund(amount, options);
      const balance = async (): Promise<RefundOutcome> => ({ ok: true, balance: await credits.getBalance(), refunded: 0, duplicate: false });
      const missed = uncommitted.get(deckId);
      if (missed) {
        missed.add(picture);
        return balance();
      }
      if (await picturesPrepaid(credits, deckId)) {
        await refundPicture(credits, deckId, picture);
        return balance();
      }
      return credits.refund(amount, options);
    },
  };
}
