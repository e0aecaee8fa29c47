/**
 * The app's media job: over the open deck, the app's image and icon calls,
 * the Dexie media cache, stored decks and credits, counting into the
 * generation panel's stats. Started once storage is up (main.tsx).
 */
import { mediaCalls } from '../api/client';
import { creditsRepository } from '../data/credits';
import { mediaRepository, onMediaCacheCleared } from '../data/media';
import { presentationsRepository } from '../data/presentations';
import { deck } from './deck';
import { generationState } from './generation';
import { mediaState } from './media';
import { startMediaJob, type MediaJob } from './media-job';
import { deckPictureCredits } from './picture-credits';

let job: MediaJob | null = null;

/** Starts the app's media job once; returns it. */
export function installMediaJob(): MediaJob {
  job ??= startMediaJob({
    deck,
    calls: mediaCalls,
    repo: mediaRepository(),
    presentations: presentationsRepository(),
    // Pictures are paid with their deck (picture-credits.ts): the open deck is the one they are asked for.
    credits: deckPictureCredits(creditsRepository(), () => deck.state.deckId),
    state: mediaState,
    stats: () => generationState.stats,
    streaming: () => generationState.status === 'streaming-content',
    log: (message) => console.warn(`[decksmith] ${message}`),
  });
  // Cleared by hand: failed prompts may be asked again, and pictures the deck lacks are.
  const started = job;
  onMediaCacheCleared(() => started.reset());
  return job;
}
