/**
 * A deck's credits as a running account in two parts, slides and pictures:
 * what is held for each is every charge under the deck's id minus every
 * refund. The deck is charged its price (slides + pictures in image mode) in
 * one go; when a run ends short the credits for slides never received, and
 * for their pictures, go back at once, and a picture that never arrives
 * gives its credit back when that is known. A resume that fills the gaps
 * charges only for the slides it still has to bring. Pictures beyond the
 * price (a writer that chose image mode for more topics) cost nothing: the
 * price shown is never exceeded.
 */
import { CREDITS_PER_SLIDE, type DeckPrice } from '../core/credits';
import { LEDGER_LIMIT, type CreditsRepository } from '../data/credits';
import { chargeKey, refundKey } from './deck-job-shared';

type Credits = Pick<CreditsRepository, 'chargeAll' | 'refund' | 'history'>;

/** Ledger key of the pictures part of a deck's charge (its presence says the deck's pictures are paid with it). */
export const picturesKey = (deckId: string): string => `${chargeKey(deckId)}:pictures`;
const pictureRefundPrefix = (deckId: string): string => `${refundKey(deckId)}:picture`;

const ownKey = (deckId: string, key: string | undefined): boolean =>
  key !== undefined && (key === chargeKey(deckId) || key.startsWith(`${chargeKey(deckId)}:`) || key === refundKey(deckId) || key.startsWith(`${refundKey(deckId)}:`));
const isPictureKey = (deckId: string, key: string): boolean => key === picturesKey(deckId) || key.startsWith(pictureRefundPrefix(deckId));

export interface DeckAccount {
  /** Every charge under the deck's id (slides and pictures). */
  charged: number;
  refunded: number;
  slides: { charged: number; refunded: number };
  pictures: { charged: number; refunded: number; priced: boolean };
}

/** Charged and refunded so far under the deck's id, by part. */
export async function deckAccount(credits: Pick<Credits, 'history'>, deckId: string): Promise<DeckAccount> {
  const entries = (await credits.history(LEDGER_LIMIT)).filter((entry) => ownKey(deckId, entry.idempotencyKey));
  const sum = (kind: 'charge' | 'refund', pictures: boolean) =>
    entries.filter((e) => e.kind === kind && isPictureKey(deckId, e.idempotencyKey ?? '') === pictures).reduce((total, e) => total + e.amount, 0);
  const slides = { charged: sum('charge', false), refunded: sum('refund', false) };
  const pictures = { charged: sum('charge', true), refunded: sum('refund', true), priced: entries.some((e) => e.idempotencyKey === picturesKey(deckId)) };
  return { charged: slides.charged + pictures.charged, refunded: slides.refunded + pictures.refunded, slides, pictures };
}

/** The credits the deck holds now (charges minus refunds under its id). */
export async function heldCredits(credits: Pick<Credits, 'history'>, deckId: string): Promise<number> {
  const { charged, refunded } = await deckAccount(credits, deckId);
  return Math.max(0, charged - refunded);
}

/** Whether the deck was charged under the price rule (its pictures are paid with it, never one by one). */
export async function picturesPrepaid(credits: Pick<Credits, 'history'>, deckId: string): Promise<boolean> {
  return (await deckAccount(credits, deckId)).pictures.priced;
}

/**
 * Charges the deck its price: the whole price the first time (slides and
 * pictures in one transaction, or nothing), then only the slides earlier
 * refunds gave back (a resume). Null when charged (or nothing was owed),
 * else the refusal text.
 */
export async function chargeDeck(credits: Credits, deckId: string, price: DeckPrice, title: string): Promise<string | null> {
  const account = await deckAccount(credits, deckId);
  const deck = title.trim() === '' ? 'Deck' : `Deck “${title.trim()}”`;
  if (account.charged === 0) {
    const result = await credits.chargeAll([
      { cost: price.slides * CREDITS_PER_SLIDE, reason: `${deck}: ${price.slides} ${price.slides === 1 ? 'slide' : 'slides'}`, idempotencyKey: chargeKey(deckId) },
      { cost: price.pictures, reason: `${deck}: ${price.pictures} ${price.pictures === 1 ? 'picture' : 'pictures'}`, idempotencyKey: picturesKey(deckId) },
    ]);
    return result.ok ? null : result.error;
  }
  const owed = price.slides * CREDITS_PER_SLIDE - Math.max(0, account.slides.charged - account.slides.refunded);
  if (owed <= 0) return null;
  // Each top-up is keyed by what had been charged before it, so a repeated call adds nothing twice.
  const key = `${chargeKey(deckId)}:after:${account.charged}`;
  const result = await credits.chargeAll([{ cost: owed, reason: `${deck}: ${owed} ${owed === 1 ? 'slide' : 'slides'} to finish`, idempotencyKey: key }]);
  return result.ok ? null : result.error;
}

/**
 * Gives back what the deck holds beyond one credit per slide received and,
 * of its pictures, beyond `pictures` (those its received slides can still
 * get). Nothing is given back for a deck that was never charged.
 */
export async function refundUnreceived(credits: Credits, deckId: string, received: { slides: number; pictures: number }, reason: string): Promise<void> {
  const account = await deckAccount(credits, deckId);
  const slidesExtra = account.slides.charged - account.slides.refunded - Math.max(0, received.slides) * CREDITS_PER_SLIDE;
  if (slidesExtra > 0) await credits.refund(slidesExtra, { reason, idempotencyKey: `${refundKey(deckId)}:after:${account.refunded}` });
  const picturesExtra = account.pictures.charged - account.pictures.refunded - Math.max(0, received.pictures);
  if (picturesExtra > 0) {
    const refunded = account.refunded + Math.max(0, slidesExtra);
    await credits.refund(picturesExtra, { reason: 'Pictures of slides not received', idempotencyKey: `${pictureRefundPrefix(deckId)}s:after:${refunded}` });
  }
}

/** A picture the deck paid for will never arrive: its credit goes back once (per picture), while the deck holds any. */
export async function refundPicture(credits: Credits, deckId: string, pictureKey: string): Promise<void> {
  const { pictures } = await deckAccount(credits, deckId);
  if (pictures.charged - pictures.refunded <= 0) return;
  await credits.refund(1, { reason: 'Picture not received', idempotencyKey: `${pictureRefundPrefix(deckId)}:${pictureKey}` });
}
