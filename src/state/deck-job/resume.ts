/**
 * Resuming a saved deck that stopped mid-stream (a reload, a lost
 * connection): only the missing or incomplete slides are generated again,
 * in a store of their own so the open deck is never wiped, and merged into
 * the saved deck (and into the open deck when it is this one) as they
 * arrive. The deck id was charged when it started, so the charge here asks
 * only for the slides it still has to bring (a deck the user has not
 * committed to yet, `deferCharge`, is charged by its commit).
 */
import { createDefaultGenerationConfig, type GenerationConfig } from '../../core/schemas/config';
import type { SavedPresentation } from '../../core/schemas/presentation';
import type { Slide } from '../../core/schemas/slide';
import type { DeckPersister } from '../deck-persist';
import { mergeResumed, resumePlan, type ResumePlan } from '../deck-resume';
import { DECK_ALREADY_RUNNING, DECK_NOT_FOUND, fail } from '../deck-job-shared';
import type { RunResult } from '../generation';
import type { DeckJobOptions, DeckJobOutcome } from '../jobs';
import { markUncommitted } from '../picture-credits';
import type { DeckJobsContext } from './context';
import { failure, persisterFor, runOnStore } from './job';
import type { ActiveJob } from './types';

/** A config for a deck saved without one: its title is all there is to go on. */
function configOf(saved: SavedPresentation): GenerationConfig {
  return saved.config ?? createDefaultGenerationConfig({ input_text: saved.title, presentation_title: saved.title });
}

/** Regenerates the missing slides of a saved incomplete deck. */
export async function resumeDeck(ctx: DeckJobsContext, deckId: string, options: DeckJobOptions = {}): Promise<DeckJobOutcome> {
  if (ctx.registry.has(deckId)) return fail(deckId, DECK_ALREADY_RUNNING, true);
  const saved = await ctx.repo().get(deckId);
  if (!saved) return fail(deckId, DECK_NOT_FOUND, false);
  let store = options.generation ?? ctx.privateStore();
  // Streaming in the app's store would replace the open deck with the missing slides only.
  if (store.deck === ctx.appStore.deck) store = ctx.privateStore();
  const plan = resumePlan(saved);
  const app = ctx.appStore.deck.state.deckId === deckId;
  const entry = { phase: 'resuming' as const, app, ...(options.deferCharge === true ? { uncommitted: true } : {}) };
  const job = ctx.registry.begin(deckId, store, entry, saved.settings, options.signal);
  return ctx.registry.settle(deckId, job, () => resumeJob(ctx, saved, plan, job, options.deferCharge === true));
}

async function resumeJob(ctx: DeckJobsContext, saved: SavedPresentation, plan: ResumePlan, job: ActiveJob, deferCharge: boolean): Promise<DeckJobOutcome> {
  const deckId = saved.id;
  const config = configOf(saved);
  job.uncommitted = deferCharge;
  if (deferCharge) markUncommitted(deckId);
  else {
    const refused = await ctx.ledger.charge(deckId, config);
    if (refused !== null) return fail(deckId, refused, false);
  }
  if (job.stopped) return failure(ctx, deckId, job, 'cancelled', saved.slides);
  const keep = { createdAt: saved.createdAt, ...(saved.thumbnail === undefined ? {} : { thumbnail: saved.thumbnail }) };
  const persister = persisterFor(ctx, deckId, config, job, keep);
  if (plan.missing.length === 0 && !plan.needTitle) {
    await persister.finish({ title: saved.title, slides: saved.slides }, true);
    return { ok: true, deckId, slides: saved.slides.length };
  }
  return streamMissing(ctx, { saved, plan, job, persister, config });
}

interface Resumption {
  saved: SavedPresentation;
  plan: ResumePlan;
  job: ActiveJob;
  persister: DeckPersister;
  config: GenerationConfig;
}

/** Streams the missing slides and merges them, as they come, into the saved deck and the open one. */
async function streamMissing(ctx: DeckJobsContext, { saved, plan, job, persister, config }: Resumption): Promise<DeckJobOutcome> {
  const deckId = saved.id;
  let title = saved.title;
  let merged: readonly Slide[] = saved.slides;
  const open = ctx.appStore.deck;
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
    result = await runOnStore(job, () => job.store.generateDeck(config, topics));
  } finally {
    off();
  }
  mergeIn(job.store.deck.slides());
  const partialTitle = job.store.deck.state.title;
  if (plan.needTitle && partialTitle.trim() !== '') title = partialTitle;
  if (open.state.deckId === deckId) open.state.title = title;
  await persister.finish({ title, slides: merged }, result === 'done');
  if (result === 'done' && !job.stopped) return { ok: true, deckId, slides: merged.length };
  return failure(ctx, deckId, job, result, merged);
}
