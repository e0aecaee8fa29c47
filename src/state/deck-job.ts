/**
 * The deck job (the contract in jobs.ts): charge, outline if needed, stream
 * the deck into a generation store and into Dexie, and say whether a
 * failure is worth retrying. The generate page, /home and the offline
 * outbox all start decks through it. Its parts are in deck-job/: the
 * running jobs (registry.ts), the credits (ledger.ts), a run (run.ts), a
 * resume (resume.ts) and what the user does to a deck (actions.ts).
 *
 * Credits, decided: a deck id is charged once its price, slides plus
 * pictures in image mode (`deck:<id>`, `deck:<id>:pictures`): at the start of
 * the job, or, for a job started with `deferCharge` (step 3 of /generate
 * streams before the user commits), when the user commits with commitDeck;
 * a deck never committed costs nothing. When a run ends short the credits for
 * the slides (and their pictures) never received go back at once
 * (deck-credits.ts); a resume charges only for the slides it still has to
 * bring. Discarding a deck, or a job that ends with no slide at all and will
 * not be retried, refunds everything under `refund:deck:<id>`, and a
 * discarded id is closed (running it again is refused).
 */
import { createDeckJobs } from './deck-job/create';

export * from './deck-job-shared';
export { createDeckJobs };
export type { ActiveJob, DeckJobDeps, DeckJobEntry, DeckJobPhase, DeckJobs, DeckJobsState } from './deck-job/types';
