/**
 * The deck jobs' credits (the account rules are in deck-credits.ts): what a
 * deck is charged when a job starts or the user commits, and what it gives
 * back when it ends short, is discarded or lacks pictures.
 */
import { presentationTitleOf } from '../core/config-rules';
import { outlinePictures, priceOf, type DeckPrice } from '../core/credits';
import type { GenerationConfig } from '../core/schemas/config';
import type { OutlineTopic } from '../core/schemas/outline';
import type { Slide } from '../core/schemas/slide';
import type { CreditsRepository } from '../data/credits';
import type { PresentationsRepository } from '../data/presentations';
import { chargeDeck, heldCredits, refundPicture, refundUnreceived } from './deck-credits';
import { DECK_DISCARDED, refundKey } from './deck-job-shared';
import { takeUncommitted } from './picture-credits';

export interface JobCreditsDeps {
  credits(): CreditsRepository;
  repo(): Pick<PresentationsRepository, 'get'>;
  /** A job of this deck runs: it settles the deck's credits itself when it ends. */
  isRunning(deckId: string): boolean;
}

export interface JobCredits {
  /** Charges the deck its price (from the topics, else the pictures expected); null when charged, else why not. */
  charge(deckId: string, config: GenerationConfig, topics?: readonly OutlineTopic[]): Promise<string | null>;
  /** The user commits to a deck streamed uncharged: it is charged `price`, and what it lacks goes back. */
  commit(deckId: string, price: DeckPrice, title: string): Promise<string | null>;
  /** The deck keeps credits only for what it has: slides received and the pictures they can get. */
  settle(deckId: string, slides: readonly Slide[], disablePhotos: boolean): Promise<void>;
  /** Gives back all the deck holds and closes the id (a zero refund closes an id that was never charged). */
  refundAll(deckId: string, reason: string): Promise<void>;
  /** Pictures the deck missed before it was charged go back now. */
  refundMissed(deckId: string): Promise<void>;
}

/** Pictures the received slides can still get: their topics in image mode, photos on. */
const picturesOf = (slides: readonly Slide[], disablePhotos: boolean): number =>
  outlinePictures(slides.flatMap((slide) => (slide.isComplete && slide.topic ? [slide.topic] : [])), disablePhotos);

export function createJobCredits({ credits, repo, isRunning }: JobCreditsDeps): JobCredits {
  const settle = async (deckId: string, slides: readonly Slide[], disablePhotos: boolean): Promise<void> =>
    refundUnreceived(credits(), deckId, { slides: slides.length, pictures: picturesOf(slides, disablePhotos) }, 'Slides not received');
  const refundMissed = async (deckId: string): Promise<void> => {
    for (const picture of takeUncommitted(deckId)) await refundPicture(credits(), deckId, picture);
  };
  return {
    async charge(deckId, config, topics) {
      if (await credits().hasKey(refundKey(deckId))) return DECK_DISCARDED;
      return chargeDeck(credits(), deckId, priceOf(config.number_of_slides, config.disablePhotos, topics), presentationTitleOf(config));
    },
    async commit(deckId, price, title) {
      if (await credits().hasKey(refundKey(deckId))) return DECK_DISCARDED;
      const refused = await chargeDeck(credits(), deckId, price, title);
      if (refused !== null) return refused;
      await refundMissed(deckId);
      // A job still running gives back what it does not bring when it ends; one that ended already did so uncharged.
      if (isRunning(deckId)) return null;
      const saved = await repo().get(deckId);
      await settle(deckId, saved?.slides ?? [], saved?.settings.disablePhotos ?? false);
      return null;
    },
    settle,
    async refundAll(deckId, reason) {
      await credits().refund(await heldCredits(credits(), deckId), { reason, idempotencyKey: refundKey(deckId) });
    },
    refundMissed,
  };
}
