/**
 * A deck job from its request: charge (or, with `deferCharge`, mark the
 * deck uncommitted until the user commits), outline if no topics came,
 * then stream the deck into its store and into Dexie.
 */
import { snapshot } from 'valtio';
import { presentationTitleOf } from '../../core/config-rules';
import { BLANK_TOPIC } from '../../core/errors';
import type { GenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import { settingsFromConfig } from '../deck';
import { DECK_ALREADY_RUNNING, DECK_BUSY, DECK_DISCARDED, configWithSettings, fail } from '../deck-job-shared';
import { deckTopics } from '../deck-resume';
import type { GenerationStore, RunResult } from '../generation';
import type { DeckJobOptions, DeckJobOutcome, DeckJobRequest } from '../jobs';
import { markUncommitted } from '../picture-credits';
import type { DeckJobsContext } from './context';
import { failure, persisterFor, runOnStore } from './job';
import type { ActiveJob } from './types';

const isBusy = (store: GenerationStore): boolean => store.state.status === 'streaming-outline' || store.state.status === 'streaming-content';

/** Starts the deck's job unless one runs or the store streams another request. */
export async function runDeckJob(ctx: DeckJobsContext, request: DeckJobRequest, options: DeckJobOptions = {}): Promise<DeckJobOutcome> {
  const { deckId, config } = request;
  const store = options.generation ?? ctx.appStore;
  if (ctx.registry.has(deckId)) return fail(deckId, DECK_ALREADY_RUNNING, true);
  if (isBusy(store)) return fail(deckId, DECK_BUSY, true);
  // Refused before any charge or call: the server would only answer with the same text.
  if (request.topics === undefined && config.input_text.trim() === '') return fail(deckId, BLANK_TOPIC, false);
  const job = ctx.registry.begin(deckId, store, { phase: 'starting', app: store === ctx.appStore }, settingsFromConfig(config), options.signal);
  return ctx.registry.settle(deckId, job, () => runJob(ctx, request, job, options.deferCharge === true));
}

async function runJob(ctx: DeckJobsContext, request: DeckJobRequest, job: ActiveJob, deferCharge: boolean): Promise<DeckJobOutcome> {
  const { deckId } = request;
  const refused = await chargeOrDefer(ctx, request, job, deferCharge);
  if (refused !== null) return fail(deckId, refused, false);
  if (job.stopped) return failure(ctx, deckId, job, 'cancelled', []);
  const topics = await topicsOf(ctx, request, job);
  if (typeof topics === 'string') return failure(ctx, deckId, job, topics, []);
  return streamDeck(ctx, request, job, topics);
}

/** Charges the deck, or defers its charge to the user's commit; null when it may go on, else why not. */
async function chargeOrDefer(ctx: DeckJobsContext, { deckId, config, topics }: DeckJobRequest, job: ActiveJob, deferCharge: boolean): Promise<string | null> {
  if (deferCharge) {
    if (await ctx.ledger.closed(deckId)) return DECK_DISCARDED;
    markUncommitted(deckId);
    job.uncommitted = true;
    ctx.registry.markUncommitted(deckId, true);
    return null;
  }
  const refused = await ctx.ledger.charge(deckId, config, topics);
  if (refused !== null) return refused;
  // A deck first streamed uncommitted (then queued offline) is charged here: what it missed meanwhile goes back.
  await ctx.ledger.refundMissed(deckId);
  return null;
}

/** The request's topics, else an outline made first; the store's result when there is none. */
async function topicsOf(ctx: DeckJobsContext, { deckId, config, topics }: DeckJobRequest, job: ActiveJob): Promise<readonly OutlineTopic[] | RunResult> {
  if (topics !== undefined) return topics;
  ctx.registry.setPhase(deckId, 'outline');
  const result = await runOnStore(job, () => job.store.generateOutline(config));
  if (result !== 'done') return result;
  if (job.stopped) return 'cancelled';
  return job.store.state.outlineSkipped ? [] : (snapshot(job.store.state).topics as OutlineTopic[]);
}

/** The config saved with the deck: the topics it keeps and, when known, the title slide's byline. */
async function savedConfig(ctx: DeckJobsContext, config: GenerationConfig, kept: readonly OutlineTopic[]): Promise<GenerationConfig> {
  // A byline the profile cannot give (storage unreadable) is no reason to stop the deck.
  const byline = config.byline ?? (await ctx.byline?.(config.language).catch(() => undefined));
  return { ...config, topics_array: JSON.stringify(kept), ...(byline === undefined ? {} : { byline }) };
}

async function streamDeck(ctx: DeckJobsContext, { deckId, config }: DeckJobRequest, job: ActiveJob, topics: readonly OutlineTopic[]): Promise<DeckJobOutcome> {
  const kept = deckTopics(topics, config.number_of_slides);
  const saved = await savedConfig(ctx, config, kept);
  const title = presentationTitleOf(config);
  const { store } = job;
  ctx.registry.setPhase(deckId, 'content');
  store.deck.load({ deckId, title, settings: job.settings });
  const persister = persisterFor(ctx, deckId, saved, job);
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
    await ctx.ledger.settle(deckId, slides, job.settings.disablePhotos);
    return { ok: true, deckId, slides: slides.length };
  }
  return failure(ctx, deckId, job, result, slides);
}
