/**
 * What every step of a deck job runs over: the running jobs, the credits
 * ledger, the saved decks, the app's store and how to make a private one.
 */
import { creditsRepository } from '../../data/credits';
import { getDb } from '../../data/db';
import { presentationsRepository, type PresentationsRepository } from '../../data/presentations';
import type { GenerationStore } from '../generation';
import { DeckLedger } from './ledger';
import { JobRegistry } from './registry';
import type { DeckJobDeps } from './types';

export interface DeckJobsContext {
  registry: JobRegistry;
  ledger: DeckLedger;
  /** The saved decks (asked on each use: the database may open later). */
  repo(): PresentationsRepository;
  /** The app's store: what it streams is on screen. */
  appStore: GenerationStore;
  /** A new store of its own, for a job that must not touch the open deck. */
  privateStore(): GenerationStore;
  throttleMs?: number;
  byline?: DeckJobDeps['byline'];
}

/** The context over `deps`; the database is the app's unless they name one. */
export function createDeckJobsContext(deps: DeckJobDeps): DeckJobsContext {
  const db = deps.db ?? getDb;
  return {
    registry: new JobRegistry(),
    ledger: new DeckLedger(() => creditsRepository(db())),
    repo: () => presentationsRepository(db()),
    appStore: deps.generation,
    privateStore: deps.privateGeneration,
    ...(deps.throttleMs === undefined ? {} : { throttleMs: deps.throttleMs }),
    ...(deps.byline === undefined ? {} : { byline: deps.byline }),
  };
}
