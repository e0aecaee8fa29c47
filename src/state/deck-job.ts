/**
 * The deck job (the contract in jobs.ts): charge, outline if needed, stream
 * the deck into a generation store and into Dexie, and say whether a
 * failure is worth retrying. The generate page, /home and the offline
 * outbox all start decks through it.
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
import { proxy, snapshot } from 'valtio';
import { presentationTitleOf } from '../core/config-rules';
import type { DeckPrice } from '../core/credits';
import { BLANK_TOPIC, CONTENT_GENERATION_FAILED, UNKNOWN_ERROR, errorMessage } from '../core/errors';
import type { GenerationConfig, PresentationSettings } from '../core/schemas/config';
import type { OutlineTopic } from '../core/schemas/outline';
import type { Slide } from '../core/schemas/slide';
import { creditsRepository } from '../data/credits';
import { getDb, type DecksmithDB } from '../data/db';
import { prefsRepository } from '../data/prefs';
import { presentationsRepository } from '../data/presentations';
import type { Byline } from '../core/slide/title-slide';
import { createDeckStore, settingsFromConfig } from './deck';
import { createDeckPersister, type DeckPersister, type DeckPersisterOptions } from './deck-persist';
import { deckTopics } from './deck-resume';
import { createGenerationStore, generation as appGeneration, type GenerationStore, type RunResult } from './generation';
import { isRetryable } from './generation-errors';
import { profileBylineFor } from './title-byline';
import type { DeckJobOptions, DeckJobOutcome, DeckJobRequest, RunDeckJob } from './jobs';
import { createJobCredits } from './deck-job-credits';
import { markUncommitted, takeUncommitted } from './picture-credits';
import { createResume } from './deck-job-resume';
import {
  DECK_ALREADY_RUNNING,
  DECK_BUSY,
  DECK_DISCARDED,
  GENERATION_CANCELLED,
  configWithSettings,
  fail,
  mergeSettings,
  refundKey,
} from './deck-job-shared';

export * from './deck-job-shared';

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
  generation?: GenerationStore;
  /** A store of its own for a resume (default: over the app's API client). */
  privateGeneration?: () => GenerationStore;
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

const isBusy = (store: GenerationStore): boolean => store.state.status === 'streaming-outline' || store.state.status === 'streaming-content';

/** Creates the deck jobs over a database and an app store (the app uses the default one; tests make theirs). */
export function createDeckJobs(deps: DeckJobDeps = {}): DeckJobs {
  const state = proxy<DeckJobsState>({ active: {}, errors: {}, warnings: {} });
  const jobs = new Map<string, ActiveJob>();
  const db = deps.db ?? getDb;
  const appStore = deps.generation ?? appGeneration;
  const privateStore = deps.privateGeneration ?? (() => createGenerationStore({ deck: createDeckStore() }));
  const repo = () => presentationsRepository(db());
  const credits = () => creditsRepository(db());

  function begin(deckId: string, store: GenerationStore, entry: DeckJobEntry, settings: PresentationSettings, signal?: AbortSignal): ActiveJob {
    const onAbort = (): void => stop(job, 'aborted');
    const job: ActiveJob = { store, settings, running: false, stopped: null, release: () => signal?.removeEventListener('abort', onAbort) };
    jobs.set(deckId, job);
    state.active[deckId] = entry;
    delete state.errors[deckId];
    delete state.warnings[deckId];
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) job.stopped = 'aborted';
    return job;
  }

  function stop(job: ActiveJob, why: 'discarded' | 'aborted'): void {
    job.stopped ??= why;
    if (why === 'discarded') job.persister?.stop();
    if (job.running) job.store.cancel();
  }

  /** Runs one store call as this job's; a stop asked meanwhile cancels it. */
  async function runOnStore(job: ActiveJob, call: () => Promise<RunResult>): Promise<RunResult> {
    if (job.stopped) return 'cancelled';
    job.running = true;
    try {
      return await call();
    } finally {
      job.running = false;
    }
  }

  function settle(deckId: string, job: ActiveJob, work: () => Promise<DeckJobOutcome>): Promise<DeckJobOutcome> {
    job.done = (async () => {
      let outcome: DeckJobOutcome;
      try {
        outcome = await work();
      } catch (error) {
        outcome = fail(deckId, errorMessage(error, UNKNOWN_ERROR), false);
      } finally {
        job.release();
        jobs.delete(deckId);
        delete state.active[deckId];
      }
      if (!outcome.ok) state.errors[deckId] = outcome.error;
      return outcome;
    })();
    return job.done;
  }

  const deckCredits = createJobCredits({ credits, repo, isRunning: (deckId) => jobs.has(deckId) });

  /** The outcome of a store run that did not finish; a final failure with nothing to show is refunded. */
  async function failure(deckId: string, job: ActiveJob, result: RunResult, received: readonly Slide[]): Promise<DeckJobOutcome> {
    const slides = received.length;
    if (result === 'ignored') return fail(deckId, DECK_BUSY, true);
    if (result === 'cancelled' || job.stopped) return fail(deckId, GENERATION_CANCELLED, job.stopped !== 'discarded');
    const { error, errorKind, errorStatus } = job.store.state;
    const retryable = isRetryable(errorKind, errorStatus);
    if (!retryable && slides === 0) {
      await deckCredits.refundAll(deckId, 'Deck generation failed');
      await repo().delete(deckId);
    } else {
      // The deck stays (to resume or keep as it is); it holds credits only for the slides it has.
      await deckCredits.settle(deckId, received, job.settings.disablePhotos);
    }
    return fail(deckId, error ?? CONTENT_GENERATION_FAILED, retryable);
  }

  async function outlineTopics(job: ActiveJob, config: GenerationConfig): Promise<RunResult | OutlineTopic[]> {
    const result = await runOnStore(job, () => job.store.generateOutline(config));
    if (result !== 'done') return result;
    return job.store.state.outlineSkipped ? [] : (snapshot(job.store.state).topics as OutlineTopic[]);
  }

  async function runJob(request: DeckJobRequest, job: ActiveJob, deferCharge: boolean): Promise<DeckJobOutcome> {
    const { deckId, config } = request;
    if (deferCharge) {
      if (await credits().hasKey(refundKey(deckId))) return fail(deckId, DECK_DISCARDED, false);
      markUncommitted(deckId);
      job.uncommitted = true;
      markEntry(deckId, true);
    } else {
      const refused = await deckCredits.charge(deckId, config, request.topics);
      if (refused !== null) return fail(deckId, refused, false);
      // A deck first streamed uncommitted (then queued offline) is charged here: what it missed meanwhile goes back.
      await deckCredits.refundMissed(deckId);
    }
    if (job.stopped) return failure(deckId, job, 'cancelled', []);
    let topics = request.topics;
    if (topics === undefined) {
      setPhase(deckId, 'outline');
      const outline = await outlineTopics(job, config);
      if (!Array.isArray(outline)) return failure(deckId, job, outline, []);
      topics = outline;
      if (job.stopped) return failure(deckId, job, 'cancelled', []);
    }
    const kept = deckTopics(topics, config.number_of_slides);
    // A byline the profile cannot give (storage unreadable) is no reason to stop the deck.
    const byline = config.byline ?? (await deps.byline?.(config.language).catch(() => undefined));
    const saved = { ...config, topics_array: JSON.stringify(kept), ...(byline === undefined ? {} : { byline }) };
    const title = presentationTitleOf(config);
    const { store } = job;
    setPhase(deckId, 'content');
    store.deck.load({ deckId, title, settings: job.settings });
    const persister = persisterFor(deckId, saved, job);
    await persister.save({ title, slides: [] }, false);
    const off = store.onSlidesChanged((change) => persister.push(change));
    let result: RunResult;
    try {
      result = await runOnStore(job, () => store.generateDeck(configWithSettings(saved, job.settings), kept));
    } finally {
      off();
    }
    const slides = store.deck.slides();
    await persister.finish({ title: store.deck.state.title, slides }, result === 'done');
    if (result === 'done' && !job.stopped) {
      // Pictures priced for topics the writer did not put in image mode are not kept.
      await deckCredits.settle(deckId, slides, job.settings.disablePhotos);
      return { ok: true, deckId, slides: slides.length };
    }
    return failure(deckId, job, result, slides);
  }

  /** The job's writer to Dexie; a deck discarded meanwhile gets one that writes nothing. */
  function persisterFor(deckId: string, config: GenerationConfig, job: ActiveJob, keep?: DeckPersisterOptions['keep']): DeckPersister {
    const persister = createDeckPersister({
      repo: repo(),
      deckId,
      config,
      settings: () => job.settings,
      uncommitted: () => job.uncommitted === true,
      onWarning: (message) => void (state.warnings[deckId] = message),
      ...(keep === undefined ? {} : { keep }),
      ...(deps.throttleMs === undefined ? {} : { throttleMs: deps.throttleMs }),
    });
    job.persister = persister;
    if (job.stopped === 'discarded') persister.stop();
    return persister;
  }

  function setPhase(deckId: string, phase: DeckJobPhase): void {
    const entry = state.active[deckId];
    if (entry) entry.phase = phase;
  }

  function markEntry(deckId: string, uncommitted: boolean): void {
    const entry = state.active[deckId];
    if (entry) entry.uncommitted = uncommitted;
  }

  async function runDeckJob(request: DeckJobRequest, options: DeckJobOptions = {}): Promise<DeckJobOutcome> {
    const { deckId, config } = request;
    const store = options.generation ?? appStore;
    if (jobs.has(deckId)) return fail(deckId, DECK_ALREADY_RUNNING, true);
    if (isBusy(store)) return fail(deckId, DECK_BUSY, true);
    // Refused before any charge or call: the server would only answer with the same text.
    if (request.topics === undefined && config.input_text.trim() === '') return fail(deckId, BLANK_TOPIC, false);
    const job = begin(deckId, store, { phase: 'starting', app: store === appStore }, settingsFromConfig(config), options.signal);
    return settle(deckId, job, () => runJob(request, job, options.deferCharge === true));
  }

  const resume = createResume({ repo, charge: (deckId, config) => deckCredits.charge(deckId, config), begin, settle, runOnStore, failure, persisterFor, isRunning: (id) => jobs.has(id), appStore, privateStore });

  async function discardDeck(deckId: string): Promise<void> {
    const job = jobs.get(deckId);
    if (job) {
      stop(job, 'discarded');
      // Let it end first: a charge or a write still under way would land after the refund or the delete.
      await job.done;
    }
    takeUncommitted(deckId);
    await repo().delete(deckId);
    await deckCredits.refundAll(deckId, 'Deck discarded');
    if (appStore.deck.state.deckId === deckId) appStore.deck.reset();
    delete state.errors[deckId];
    delete state.warnings[deckId];
  }

  async function applyDeckSettings(deckId: string, partial: Partial<PresentationSettings>): Promise<void> {
    const job = jobs.get(deckId);
    for (const store of new Set([appStore, ...(job ? [job.store] : [])])) {
      if (store.deck.state.deckId === deckId) store.deck.state.settings = mergeSettings(snapshot(store.deck.state).settings, partial);
    }
    if (job) {
      // The job writes the whole row with these settings on its next save; a save here could race it.
      job.settings = mergeSettings(job.settings, partial);
      return;
    }
    const saved = await repo().get(deckId);
    if (!saved) return;
    const settings = mergeSettings(saved.settings, partial);
    await repo().save({ ...saved, settings, theme: settings.selectedTheme });
  }

  async function commitDeck(deckId: string, price: DeckPrice, title: string): Promise<string | null> {
    const refused = await deckCredits.commit(deckId, price, title);
    if (refused !== null) return refused;
    const job = jobs.get(deckId);
    if (job) {
      job.uncommitted = false;
      markEntry(deckId, false);
      // A write that read the flag before the commit lands first, so it cannot put the flag back after the clear.
      await job.persister?.flush();
    }
    await repo().markCommitted(deckId);
    return null;
  }

  async function keepDeckAsIs(deckId: string): Promise<void> {
    const saved = await repo().get(deckId);
    if (saved && !saved.keptIncomplete) await repo().save({ ...saved, keptIncomplete: true });
  }

  return { state, runDeckJob, resumeDeck: resume, discardDeck, applyDeckSettings, keepDeckAsIs, commitDeck };
}

const appJobs = createDeckJobs({ byline: (language) => profileBylineFor(language, () => prefsRepository().get()) });

/** The app's deck jobs, for `useSnapshot(deckJobState)` on /home. */
export const deckJobState: DeckJobsState = appJobs.state;
export const runDeckJob: RunDeckJob = (request, options) => appJobs.runDeckJob(request, options);
export const resumeDeck = (deckId: string, options?: DeckJobOptions): Promise<DeckJobOutcome> => appJobs.resumeDeck(deckId, options);
export const discardDeck = (deckId: string): Promise<void> => appJobs.discardDeck(deckId);
export const applyDeckSettings = (deckId: string, partial: Partial<PresentationSettings>): Promise<void> => appJobs.applyDeckSettings(deckId, partial);
export const keepDeckAsIs = (deckId: string): Promise<void> => appJobs.keepDeckAsIs(deckId);
export const commitDeck = (deckId: string, price: DeckPrice, title: string): Promise<string | null> => appJobs.commitDeck(deckId, price, title);
