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
import type { DeckPrice } from '../core/credits';
import type { PresentationSettings } from '../core/schemas/config';
import { prefsRepository } from '../data/prefs';
import { createDeckJobs } from './deck-job/create';
import type { DeckJobsState } from './deck-job/types';
import type { DeckJobOptions, DeckJobOutcome, RunDeckJob } from './jobs';
import { profileBylineFor } from './title-byline';

export * from './deck-job-shared';
export { createDeckJobs };
export type { ActiveJob, DeckJobDeps, DeckJobEntry, DeckJobPhase, DeckJobs, DeckJobsState } from './deck-job/types';

const appJobs = createDeckJobs({ byline: (language) => profileBylineFor(language, () => prefsRepository().get()) });

/** The app's deck jobs, for `useSnapshot(deckJobState)` on /home. */
export const deckJobState: DeckJobsState = appJobs.state;
export const runDeckJob: RunDeckJob = (request, options) => appJobs.runDeckJob(request, options);
export const resumeDeck = (deckId: string, options?: DeckJobOptions): Promise<DeckJobOutcome> => appJobs.resumeDeck(deckId, options);
export const discardDeck = (deckId: string): Promise<void> => appJobs.discardDeck(deckId);
export const applyDeckSettings = (deckId: string, partial: Partial<PresentationSettings>): Promise<void> => appJobs.applyDeckSettings(deckId, partial);
export const keepDeckAsIs = (deckId: string): Promise<void> => appJobs.keepDeckAsIs(deckId);
export const commitDeck = (deckId: string, price: DeckPrice, title: string): Promise<string | null> => appJobs.commitDeck(deckId, price, title);
