/**
 * Steps a deck job and its resume share: one store run as the job's, the
 * job's writer to Dexie, and the outcome of a run that did not finish.
 */
import { CONTENT_GENERATION_FAILED } from '../../core/errors';
import type { GenerationConfig } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import { createDeckPersister, type DeckPersister, type DeckPersisterOptions } from '../deck-persist';
import { DECK_BUSY, GENERATION_CANCELLED, fail } from '../deck-job-shared';
import type { RunResult } from '../generation';
import { isRetryable } from '../generation-errors';
import type { DeckJobOutcome } from '../jobs';
import type { DeckJobsContext } from './context';
import type { ActiveJob } from './types';

/** Runs one store call as this job's; a stop asked meanwhile cancels it. */
export async function runOnStore(job: ActiveJob, call: () => Promise<RunResult>): Promise<RunResult> {
  if (job.stopped) return 'cancelled';
  job.running = true;
  try {
    return await call();
  } finally {
    job.running = false;
  }
}

/** The job's writer to Dexie; a deck discarded meanwhile gets one that writes nothing. */
export function persisterFor(ctx: DeckJobsContext, deckId: string, config: GenerationConfig, job: ActiveJob, keep?: DeckPersisterOptions['keep']): DeckPersister {
  const persister = createDeckPersister({
    repo: ctx.repo(),
    deckId,
    config,
    settings: () => job.settings,
    uncommitted: () => job.uncommitted === true,
    onWarning: (message) => ctx.registry.warn(deckId, message),
    ...(keep === undefined ? {} : { keep }),
    ...(ctx.throttleMs === undefined ? {} : { throttleMs: ctx.throttleMs }),
  });
  job.persister = persister;
  if (job.stopped === 'discarded') persister.stop();
  return persister;
}

/** The outcome of a store run that did not finish; a final failure with nothing to show is refunded. */
export async function failure(ctx: DeckJobsContext, deckId: string, job: ActiveJob, result: RunResult, received: readonly Slide[]): Promise<DeckJobOutcome> {
  if (result === 'ignored') return fail(deckId, DECK_BUSY, true);
  if (result === 'cancelled' || job.stopped) return fail(deckId, GENERATION_CANCELLED, job.stopped !== 'discarded');
  const { error, errorKind, errorStatus } = job.store.state;
  const retryable = isRetryable(errorKind, errorStatus);
  if (!retryable && received.length === 0) {
    await ctx.ledger.refundAll(deckId, 'Deck generation failed');
    await ctx.repo().delete(deckId);
  } else {
    // The deck stays (to resume or keep as it is); it holds credits only for the slides it has.
    await ctx.ledger.settle(deckId, received, job.settings.disablePhotos);
  }
  return fail(deckId, error ?? CONTENT_GENERATION_FAILED, retryable);
}
