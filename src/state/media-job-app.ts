/**
 * The app's media job: over the open deck, the app's image and icon calls,
 * the Dexie media cache, stored decks and credits, counting into the
 * generation panel's stats. The composition root starts it once storage is up.
 */
import type { MediaCalls } from '../api/media';
import { creditsRepository } from '../data/credits';
import { mediaRepository, onMediaCacheCleared } from '../data/media';
import { presentationsRepository } from '../data/presentations';
import type { DeckStore } from './deck';
import type { GenerationState } from './generation';
import { mediaState } from './media';
import { startMediaJob, type MediaJob } from './media-job';
import { deckPictureCredits } from './picture-credits';

export interface AppMediaJobDeps {
  /** The open deck, whose pictures the job gets. */
  deck: DeckStore;
  calls: MediaCalls;
  /** The app's generation state: the job counts into its stats and waits while content streams. */
  generation: GenerationState;
}

/** Starts the app's media job; call once. */
export function installMediaJob({ deck, calls, generation }: AppMediaJobDeps): MediaJob {
  const job = startMediaJob({
    deck,
    calls,
    repo: mediaRepository(),
    presentations: presentationsRepository(),
    // Pictures are paid with their deck (picture-credits.ts): the open deck is the one they are asked for.
    credits: deckPictureCredits(creditsRepository(), () => deck.state.deckId),
    state: mediaState,
    stats: () => generation.stats,
    streaming: () => generation.status === 'streaming-content',
    log: (message) => console.warn(`[decksmith] ${message}`),
  });
  // Cleared by hand: failed prompts may be asked again, and pictures the deck lacks are.
  onMediaCacheCleared(() => job.reset());
  return job;
}
