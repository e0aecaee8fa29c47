/**
 * Resuming a saved deck that stopped mid-stream (a reload, a lost
 * connection): only the missing or incomplete slides are generated again,
 * in a store of their own so the open deck is never wiped, and merged into
 * the saved deck (and into the open deck when it is this one) as they
 * arrive. The deck id was charged when it started, so the charge here asks
 * only for the slides it still has to bring (a deck the user has not
 * committed to yet, `deferCharge`, is charged by its commit).
 */
import { createDefaultGenerationConfig, type GenerationConfig, type PresentationSettings } from '../core/schemas/config';
import type { SavedPresentation } from '../core/schemas/presentation';
import type { Slide } from '../core/schemas/slide';
import type { PresentationsRepository } from '../data/presentations';
import type { DeckPersister, DeckPersisterOptions } from './deck-persist';
import { mergeResumed, resumePlan, type ResumePlan } from './deck-resume';
import type { ActiveJob, DeckJobEntry } from './deck-job';
import { DECK_ALREADY_RUNNING, DECK_NOT_FOUND, fail } from './deck-job-shared';
import type { GenerationStore, RunResult } from './generation';
import type { DeckJobOptions, DeckJobOutcome } from './jobs';
import { markUncommitted } from './picture-credits';


/** The parts of the deck jobs a resume runs on (deck-job.ts passes its own). */
export interface ResumeKit {
  repo(): PresentationsRepository;
  /** null when charged (or already charged), else the refusal text. */
  charge(deckId: string, config: GenerationConfig): Promise<string | null>;
  begin(deckId: string, store: GenerationStore, entry: DeckJobEntry, settings: PresentationSettings, signal?: AbortSignal): ActiveJob;
  settle(deckId: string, job: ActiveJob, work: () => Promise<DeckJobOutcome>): Promise<DeckJobOutcome>;
  runOnStore(job: ActiveJob, call: () => Promise<RunResult>): Promise<RunResult>;
  failure(deckId: string, job: ActiveJob, result: RunResult, slides: readonly Slide[]): Promise<DeckJobOutcome>;
  persisterFor(deckId: string, config: GenerationConfig, job: ActiveJob, keep?: DeckPersisterOptions['keep']): DeckPersister;
  isRunning(deckId: string): boolean;
  appStore: GenerationStore;
  privateStore(): GenerationStore;
}

/** A config for a deck saved without one: its title is all there is to go on. */
function configOf(saved: SavedPresentation): GenerationConfig {
  return saved.config ?? createDefaultGenerationConfig({ input_text: saved.title, presentation_title: saved.title });
}

/** Creates `resumeDeck` over the deck jobs' kit. */
export function createResume(kit: ResumeKit): (deckId: string, options?: DeckJobOptions) => Promise<DeckJobOutcome> {
  async function run(saved: SavedPresentation, plan: ResumePlan, job: ActiveJob, deferCharge: boolean): Promise<DeckJobOutcome> {
    const deckId = saved.id;
    const config = configOf(saved);
    job.uncommitted = deferCharge;
    if (deferCharge) markUncommitted(deckId);
    else {
      const refused = await kit.charge(deckId, config);
      if (refused !== null) return fail(deckId, refused, false);
    }
    if (job.stopped) return kit.failure(deckId, job, 'cancelled', saved.slides);
    const keep = { createdAt: saved.createdAt, ...(saved.thumbnail === undefined ? {} : { thumbnail: saved.thumbnail }) };
    const persister = kit.persisterFor(deckId, config, job, keep);
    let title = saved.title;
    let merged: readonly Slide[] = saved.slides;
    if (plan.missing.length === 0 && !plan.needTitle) {
      await persister.finish({ title, slides: merged }, true);
      return { ok: true, deckId, slides: merged.length };
    }
    const open = kit.appStore.deck;
    const mergeIn = (partial: readonly Slide[]): void => {
      merged = mergeResumed(saved.slides, partial, plan.missing, plan.needTitle);
      if (open.state.deckId === deckId) open.update((slides) => mergeResumed(slides, partial, plan.missing, plan.needTitle));
    };
    const off = job.store.onSlidesChanged((change) => {
      mergeIn(change.slides);
      persister.push({ title, slides: merged });
    });
    const topics = plan.missing.flatMap((id) => plan.topics[id - 1] ?? []);
    let result: RunResult;
    try {
      result = await kit.runOnStore(job, () => job.store.generateDeck(config, topics));
    } finally {
      off();
    }
    mergeIn(job.store.deck.slides());
    const partialTitle = job.store.deck.state.title;
    if (plan.needTitle && partialTitle.trim() !== '') title = partialTitle;
    if (open.state.deckId === deckId) open.state.title = title;
    await persister.finish({ title, slides: merged }, result === 'done');
    if (result === 'done' && !job.stopped) return { ok: true, deckId, slides: merged.length };
    return kit.failure(deckId, job, result, merged);
  }

  return async function resumeDeck(deckId, options = {}) {
    if (kit.isRunning(deckId)) return fail(deckId, DECK_ALREADY_RUNNING, true);
    const saved = await kit.repo().get(deckId);
    if (!saved) return fail(deckId, DECK_NOT_FOUND, false);
    let store = options.generation ?? kit.privateStore();
    // Streaming in the app's store would replace the open deck with the missing slides only.
    if (store.deck === kit.appStore.deck) store = kit.privateStore();
    const plan = resumePlan(saved);
    const app = kit.appStore.deck.state.deckId === deckId;
    const entry = { phase: 'resuming' as const, app, ...(options.deferCharge === true ? { uncommitted: true } : {}) };
    const job = kit.begin(deckId, store, entry, saved.settings, options.signal);
    return kit.settle(deckId, job, () => run(saved, plan, job, options.deferCharge === true));
  };
}
