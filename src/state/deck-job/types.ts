/**
 * The deck jobs' shapes: what /home reads (DeckJobsState), what the app
 * hands in (DeckJobDeps), the deck jobs' surface (DeckJobs) and one running
 * job's own state (ActiveJob).
 */
import type { DeckPrice } from '../../core/credits';
import type { PresentationSettings } from '../../core/schemas/config';
import type { Byline } from '../../core/slide/title-slide';
import type { DecksmithDB } from '../../data/db';
import type { DeckPersister } from '../deck-persist';
import type { GenerationStore } from '../generation';
import type { DeckJobOptions, DeckJobOutcome, RunDeckJob } from '../jobs';

export type DeckJobPhase = 'starting' | 'outline' | 'content' | 'resuming';

export interface DeckJobEntry {
  phase: DeckJobPhase;
  /** The app's deck store shows it live (else it streams privately and only Dexie sees it). */
  app: boolean;
  /** Streamed before the user committed with Generate PPT (cleared by the commit): not a finished deck yet. */
  uncommitted?: boolean;
}

/** What /home reads about deck jobs, by deck id. */
export interface DeckJobsState {
  active: Record<string, DeckJobEntry>;
  /** Why the last job of a deck failed; cleared when a new one starts. */
  errors: Record<string, string>;
  /** What went wrong without stopping the job (the deck could not be saved). */
  warnings: Record<string, string>;
}

export interface DeckJobDeps {
  db?: () => DecksmithDB;
  /** The app's store: what it streams is on screen. */
  generation: GenerationStore;
  /** A store of its own for a resume. */
  privateGeneration: () => GenerationStore;
  throttleMs?: number;
  /** The title slide's byline for a new deck in a language (the app's: the user's profile, title-byline.ts); none when absent. */
  byline?: (language: string) => Promise<Byline | undefined>;
}

/** One running job, as discardDeck and applyDeckSettings need it. */
export interface ActiveJob {
  store: GenerationStore;
  settings: PresentationSettings;
  persister?: DeckPersister;
  /** A store run of this job is under way, so cancel() stops this job and nothing else. */
  running: boolean;
  /** Started with `deferCharge` and not committed yet: its row says it is no finished deck. */
  uncommitted?: boolean;
  /** Cancelled by discardDeck (final: nothing to retry) or by the caller's signal. */
  stopped: 'discarded' | 'aborted' | null;
  /** Settles when the job has ended and written all it will write. */
  done?: Promise<DeckJobOutcome>;
  /** Stops listening to the caller's signal. */
  release: () => void;
}

export interface DeckJobs {
  readonly state: DeckJobsState;
  runDeckJob: RunDeckJob;
  /** Regenerates the missing slides of a saved incomplete deck; no new charge. */
  resumeDeck(deckId: string, options?: DeckJobOptions): Promise<DeckJobOutcome>;
  /** Stops the deck's job if it runs, deletes the saved deck and refunds its charge. */
  discardDeck(deckId: string): Promise<void>;
  /** Changes the deck's settings on screen (when open), in a running job and in the saved row. */
  applyDeckSettings(deckId: string, partial: Partial<PresentationSettings>): Promise<void>;
  /** The user keeps an incomplete deck as it is: the resume offer goes away. */
  keepDeckAsIs(deckId: string): Promise<void>;
  /**
   * The user commits to a deck started with `deferCharge`: it is charged
   * `price` now, and what it already lacks (a run that ended short, pictures
   * that did not come) goes back at once. Null when charged, else why not.
   */
  commitDeck(deckId: string, price: DeckPrice, title: string): Promise<string | null>;
}
