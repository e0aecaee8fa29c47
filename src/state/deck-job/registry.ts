/**
 * The running deck jobs, one per deck id, and what /home reads of them: a
 * job begins (its entry shows, the deck's last error goes), may be stopped
 * (discarded for good, or aborted by its caller's signal) and settles once
 * (its entry goes; a failure leaves its reason).
 */
import { proxy } from 'valtio';
import { UNKNOWN_ERROR, errorMessage } from '../../core/errors';
import type { PresentationSettings } from '../../core/schemas/config';
import { fail } from '../deck-job-shared';
import type { GenerationStore } from '../generation';
import type { DeckJobOutcome } from '../jobs';
import type { ActiveJob, DeckJobEntry, DeckJobPhase, DeckJobsState } from './types';

export class JobRegistry {
  readonly state: DeckJobsState = proxy<DeckJobsState>({ active: {}, errors: {}, warnings: {} });
  private readonly jobs = new Map<string, ActiveJob>();

  get(deckId: string): ActiveJob | undefined {
    return this.jobs.get(deckId);
  }

  has(deckId: string): boolean {
    return this.jobs.has(deckId);
  }

  /** Registers the deck's job; the caller's signal stops it (at once when already aborted). */
  begin(deckId: string, store: GenerationStore, entry: DeckJobEntry, settings: PresentationSettings, signal?: AbortSignal): ActiveJob {
    const onAbort = (): void => this.stop(job, 'aborted');
    const job: ActiveJob = { store, settings, running: false, stopped: null, release: () => signal?.removeEventListener('abort', onAbort) };
    this.jobs.set(deckId, job);
    this.state.active[deckId] = entry;
    this.forget(deckId);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) job.stopped = 'aborted';
    return job;
  }

  /** The first reason given stays; a discard also stops the job's writes, and a store run under way is cancelled. */
  stop(job: ActiveJob, why: 'discarded' | 'aborted'): void {
    job.stopped ??= why;
    if (why === 'discarded') job.persister?.stop();
    if (job.running) job.store.cancel();
  }

  /** Runs the job's work to its outcome (a throw is a final failure), then ends the job; `job.done` is that outcome. */
  settle(deckId: string, job: ActiveJob, work: () => Promise<DeckJobOutcome>): Promise<DeckJobOutcome> {
    job.done = (async () => {
      let outcome: DeckJobOutcome;
      try {
        outcome = await work();
      } catch (error) {
        outcome = fail(deckId, errorMessage(error, UNKNOWN_ERROR), false);
      } finally {
        job.release();
        this.jobs.delete(deckId);
        delete this.state.active[deckId];
      }
      if (!outcome.ok) this.state.errors[deckId] = outcome.error;
      return outcome;
    })();
    return job.done;
  }

  setPhase(deckId: string, phase: DeckJobPhase): void {
    const entry = this.state.active[deckId];
    if (entry) entry.phase = phase;
  }

  markUncommitted(deckId: string, uncommitted: boolean): void {
    const entry = this.state.active[deckId];
    if (entry) entry.uncommitted = uncommitted;
  }

  warn(deckId: string, message: string): void {
    this.state.warnings[deckId] = message;
  }

  /** Drops the deck's last error and warning. */
  forget(deckId: string): void {
    delete this.state.errors[deckId];
    delete this.state.warnings[deckId];
  }
}
