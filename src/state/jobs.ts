/**
 * The contract between the places that start a deck generation (the generate
 * page, /home, the offline outbox) and the job that runs it (deck-job.ts).
 * Plain data only: a request is stored in the outbox and replayed after a
 * reload, so it must survive structuredClone and IndexedDB.
 */
import type { GenerationConfig } from '../core/schemas/config';
import type { OutlineTopic } from '../core/schemas/outline';
import type { GenerationStore } from './generation';

export interface DeckJobRequest {
  /**
   * Id of the saved presentation the job writes (and rewrites as slides
   * stream). Also the idempotency key: a replay with the same id charges
   * once and makes one deck.
   */
  deckId: string;
  config: GenerationConfig;
  /** The approved outline. Without it (a request queued offline) the job makes the outline first. */
  topics?: readonly OutlineTopic[];
}

export type DeckJobOutcome =
  | { ok: true; deckId: string; slides: number }
  /** `retryable`: the network or the server failed (try later); false for a refusal (credits, 4xx). */
  | { ok: false; deckId: string; error: string; retryable: boolean };

export interface DeckJobOptions {
  signal?: AbortSignal;
  /**
   * The store that streams it: the app's own (default, so /home shows it
   * live) or a private one (the outbox replays without touching the open deck).
   */
  generation?: GenerationStore;
  /**
   * Not charged yet: the user has not committed to the deck (step 3 of
   * /generate streams it while the looks are chosen); commitDeck charges it.
   */
  deferCharge?: boolean;
}

export type RunDeckJob = (request: DeckJobRequest, options?: DeckJobOptions) => Promise<DeckJobOutcome>;

/** Payload of an outbox row of kind 'deck'. */
export interface QueuedDeckPayload {
  kind: 'deck';
  request: DeckJobRequest;
  /** Epoch ms when the user asked; shown in the queue panel. */
  requestedAt: number;
}
