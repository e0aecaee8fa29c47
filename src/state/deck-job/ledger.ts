/**
 * A deck's credits as the deck jobs use them (the account rules are in
 * deck-credits.ts): charged its price when a job starts or the user commits,
 * and giving back what a run did not bring, what a discard closes, and the
 * pictures it missed before it was charged. A refunded deck id is closed:
 * it is never charged again.
 */
import { presentationTitleOf } from '../../core/config-rules';
import { outlinePictures, priceOf, type DeckPrice } from '../../core/credits';
import type { GenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import type { Slide } from '../../core/schemas/slide';
import type { CreditsRepository } from '../../data/credits';
import { chargeDeck, heldCredits, refundPicture, refundUnreceived } from '../deck-credits';
import { DECK_DISCARDED, refundKey } from '../deck-job-shared';
import { takeUncommitted } from '../picture-credits';

/** Pictures the received slides can still get: their topics in image mode, photos on. */
const picturesOf = (slides: readonly Slide[], disablePhotos: boolean): number =>
  outlinePictures(slides.flatMap((slide) => (slide.isComplete && slide.topic ? [slide.topic] : [])), disablePhotos);

export class DeckLedger {
  /** `credits` is asked on each use: the database may be opened later than the ledger is made. */
  constructor(private readonly credits: () => CreditsRepository) {}

  /** Whether the deck was refunded in full: its id is closed. */
  closed(deckId: string): Promise<boolean> {
    return this.credits().hasKey(refundKey(deckId));
  }

  /** Charges the deck its price (from the topics, else the pictures expected); null when charged, else why not. */
  async charge(deckId: string, config: GenerationConfig, topics?: readonly OutlineTopic[]): Promise<string | null> {
    if (await this.closed(deckId)) return DECK_DISCARDED;
    return chargeDeck(this.credits(), deckId, priceOf(config.number_of_slides, config.disablePhotos, topics), presentationTitleOf(config));
  }

  /** The user commits to a deck streamed uncharged: it is charged `price`, and the pictures it missed go back. */
  async commit(deckId: string, price: DeckPrice, title: string): Promise<string | null> {
    if (await this.closed(deckId)) return DECK_DISCARDED;
    const refused = await chargeDeck(this.credits(), deckId, price, title);
    if (refused !== null) return refused;
    await this.refundMissed(deckId);
    return null;
  }

  /** The credits the deck holds now. */
  charged(deckId: string): Promise<number> {
    return heldCredits(this.credits(), deckId);
  }

  /** The deck keeps credits only for what it has: slides received and the pictures they can get. */
  async settle(deckId: string, slides: readonly Slide[], disablePhotos: boolean): Promise<void> {
    await refundUnreceived(this.credits(), deckId, { slides: slides.length, pictures: picturesOf(slides, disablePhotos) }, 'Slides not received');
  }

  /** Gives back all the deck holds and closes the id (a zero refund closes an id that was never charged). */
  async refundAll(deckId: string, reason: string): Promise<void> {
    await this.credits().refund(await this.charged(deckId), { reason, idempotencyKey: refundKey(deckId) });
  }

  /** Pictures the deck missed before it was charged go back now. */
  async refundMissed(deckId: string): Promise<void> {
    for (const picture of takeUncommitted(deckId)) await refundPicture(this.credits(), deckId, picture);
  }
}
