/** The media job's shapes: what the app hands in, what it gives back, and one picture it knows of. */
import type { MediaTarget } from '../../core/deck/media';
import type { PictureCredit } from '../../core/schemas/slide';
import type { StreamingStats } from '../../core/schemas/telemetry';
import type { MediaRepository } from '../../data/media';
import type { PresentationsRepository } from '../../data/presentations';
import type { DeckStore } from '../deck';
import type { MediaState, MediaWant } from '../media';
import type { MediaFetchDeps } from '../media-fetch';

export interface MediaJobDeps extends Omit<MediaFetchDeps, 'signal' | 'repo'> {
  repo: MediaFetchDeps['repo'] & Pick<MediaRepository, 'getMany'>;
  deck: DeckStore;
  presentations: Pick<PresentationsRepository, 'updateSlides'>;
  state: MediaState;
  /** The generation panel's counters (generationState.stats, which a new generation replaces). */
  stats: () => StreamingStats;
  now?: () => number;
  /** Where one slide's failure is logged. */
  log?: (message: string) => void;
  /** The open deck is being written (fewer pictures at once, MEDIA_PARALLEL_STREAMING). */
  streaming?: () => boolean;
  /** Listens for the device coming back online (default: window 'online'). */
  onOnline?: (listener: () => void) => () => void;
  /** How long pictures wait to go on the open deck together, and on stored copies (defaults MEDIA_PLACE_MS, MEDIA_STORE_MS). */
  placeMs?: number;
  storeMs?: number;
  /** Listens for the page going hidden, when pictures still to be stored are written (default: document 'visibilitychange'). */
  onHidden?: (listener: () => void) => () => void;
}

export interface MediaJob {
  /** Looks at the deck now for pictures to get. */
  scan(): void;
  /** Forgets a failed prompt and asks again (the widget's Retry). */
  retry(key: string): void;
  /** Forgets everything known (the media cache was cleared). */
  reset(): void;
  /** Settles when nothing is queued or running (tests). */
  idle(): Promise<void>;
  stop(): void;
}

/** A picture for some places of one deck, with its credit when it is a found photo. */
export interface Placement {
  targets: MediaTarget[];
  url: string;
  credit?: PictureCredit;
}

/** One prompt the job knows of (by its key), and the places that want it. */
export interface Wanted {
  want: MediaWant;
  places: Array<{ deckId: string | null; target: MediaTarget }>;
  /** none: the server said no picture fits the prompt; settled like ready, with nothing to place. */
  status: 'queued' | 'running' | 'ready' | 'none' | 'failed' | 'later';
  url?: string;
  credit?: PictureCredit;
  /** The decks it was asked for (its places go once placed): a found photo there is one the deck has. */
  decks: Set<string | null>;
}
