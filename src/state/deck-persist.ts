/**
 * Writes a streaming deck to Dexie: the latest snapshot at most every
 * ~400 ms while slides stream, at once
 * when the page is hidden, and a final write when the stream ends, so a
 * reload or another tab sees what has arrived. Writes run one after the
 * other and never block the stream: `push` only records and schedules.
 */
import { systemClock, type Clock, type TimerHandle } from '../lib/clock';
import { presentationTitleOf } from '../core/config-rules';
import { SAVE_PRESENTATION_FAILED } from '../core/errors';
import type { GenerationConfig, PresentationSettings } from '../core/schemas/config';
import type { Slide } from '../core/schemas/slide';
import { StorageFullError } from '../data/errors';
import type { PresentationDraft, PresentationsRepository } from '../data/presentations';

/**
 * Between two writes while slides stream: a reload loses under half a
 * second, and a fast stream is not written once per line.
 */
export const PERSIST_THROTTLE_MS = 400;

/** Shown when the saved-deck limit refuses a new deck: it keeps streaming, on screen only. */
export function saveLimitWarning(limit: number): string {
  return `You have reached your limit of ${limit} saved presentations, so this deck is not being saved. It stays on screen until you leave; delete an older deck to keep new ones.`;
}

/** Plain snapshot data of a deck (never a proxy: Dexie cannot clone one). */
export interface DeckSnapshot {
  title: string;
  slides: readonly Slide[];
}

export interface DeckPersisterOptions {
  repo: PresentationsRepository;
  deckId: string;
  config: GenerationConfig;
  /** The settings at write time (the user may change the theme while it streams). */
  settings: () => PresentationSettings;
  /** Fields of the stored deck this job does not produce but must keep (a resumed deck's thumbnail). */
  keep?: Pick<PresentationDraft, 'thumbnail' | 'createdAt'>;
  /** Whether the user has yet to commit to the deck (read at each write: a commit mid-stream clears it). */
  uncommitted?: () => boolean;
  /** A save failed (text to show) or the deck cannot be saved at all. */
  onWarning: (message: string) => void;
  throttleMs?: number;
  clock?: Clock;
  /** Flushes when it goes hidden; default the page's document when there is one. */
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface DeckPersister {
  /** Writes now; resolves when written (or refused, then the warning is out). */
  save(deck: DeckSnapshot, isComplete: boolean): Promise<void>;
  /** Records the latest slides; they are written within the throttle interval. */
  push(deck: DeckSnapshot): void;
  /** Writes the pending snapshot now, if any. */
  flush(): Promise<void>;
  /** Last write: drops what is pending, writes `deck` and stops listening to the page. */
  finish(deck: DeckSnapshot, isComplete: boolean): Promise<void>;
  /** Never writes again (the deck was discarded); a write already under way still lands. */
  stop(): void;
  /** The limit refused the deck: nothing is being saved. */
  readonly refused: boolean;
}

function draftOf(options: DeckPersisterOptions, deck: DeckSnapshot, isComplete: boolean): PresentationDraft {
  const settings = options.settings();
  const titleSlide = deck.slides.find((s) => s.id === 0);
  const description = titleSlide?.description.trim() || options.config.description?.trim();
  return {
    ...options.keep,
    id: options.deckId,
    title: deck.title.trim() || presentationTitleOf(options.config),
    ...(description ? { description } : {}),
    config: options.config,
    settings,
    theme: settings.selectedTheme,
    slides: [...deck.slides],
    isComplete,
    ...(options.uncommitted === undefined ? {} : { uncommitted: options.uncommitted() }),
  };
}

/** Creates the persister of one deck job. */
export function createDeckPersister(options: DeckPersisterOptions): DeckPersister {
  const clock = options.clock ?? systemClock;
  const throttleMs = options.throttleMs ?? PERSIST_THROTTLE_MS;
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  let pending: DeckSnapshot | null = null;
  let timer: TimerHandle | undefined;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  let refused = false;

  // After the first write, what the stored row keeps is known: later writes need not read it back (a 60-slide
  // deck with its pictures, read back every 400 ms, would give the garbage collector much to sweep while it streams).
  let written: { createdAt: number; lastViewed: number } | undefined;
  const write = async (deck: DeckSnapshot, isComplete: boolean): Promise<void> => {
    if (stopped || refused) return;
    try {
      const draft = { ...draftOf(options, deck, isComplete), ...written };
      const result = await options.repo.save(draft, written ? { rewrite: true } : {});
      if (result.ok) {
        written = { createdAt: result.presentation.createdAt, lastViewed: result.presentation.lastViewed };
        return;
      }
      if (result.reason === 'limit') {
        // A new deck beyond the limit stays refused: do not ask again on every batch.
        refused = true;
        options.onWarning(saveLimitWarning(result.limit));
      } else options.onWarning(SAVE_PRESENTATION_FAILED);
    } catch (error) {
      // Storage full or a failed write: say so and try again with the next batch.
      options.onWarning(error instanceof StorageFullError ? error.message : SAVE_PRESENTATION_FAILED);
    }
  };
  const enqueue = (deck: DeckSnapshot, isComplete: boolean): Promise<void> => {
    chain = chain.then(() => write(deck, isComplete));
    return chain;
  };
  const cancelTimer = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const flush = (): Promise<void> => {
    cancelTimer();
    const deck = pending;
    pending = null;
    return deck ? enqueue(deck, false) : chain;
  };
  const onVisibility = (): void => {
    if (doc?.visibilityState === 'hidden') void flush();
  };
  doc?.addEventListener('visibilitychange', onVisibility);

  return {
    save: enqueue,
    push(deck) {
      pending = deck;
      timer ??= clock.setTimeout(() => {
        timer = undefined;
        void flush();
      }, throttleMs);
    },
    flush,
    finish(deck, isComplete) {
      cancelTimer();
      pending = null;
      doc?.removeEventListener('visibilitychange', onVisibility);
      return enqueue(deck, isComplete);
    },
    stop() {
      stopped = true;
      cancelTimer();
      pending = null;
      doc?.removeEventListener('visibilitychange', onVisibility);
    },
    get refused() {
      return refused;
    },
  };
}
