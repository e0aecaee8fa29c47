/**
 * Where the dashboard's full deck list comes from: a worker (decks.worker.ts)
 * when the browser has module workers, else a live query on the main thread
 * (also the fallback when the worker fails to start).
 */
import { toDashboardDeck, type DashboardDeck } from '../../core/deck/dashboard';
import { watch } from '../../data/live';
import { presentationsRepository } from '../../data/presentations';

export type DecksWorkerReply = { type: 'decks'; decks: DashboardDeck[] } | { type: 'error'; message: string };

/** What the page needs of a Worker (a fake one in tests). */
export interface DecksWorkerLike {
  onmessage: ((event: MessageEvent<DecksWorkerReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  terminate(): void;
}

function defaultWorker(): DecksWorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./decks.worker.ts', import.meta.url), { type: 'module', name: 'decksmith-decks' }) as DecksWorkerLike;
}

function watchOnMainThread(onDecks: (decks: DashboardDeck[]) => void): () => void {
  return watch(async () => (await presentationsRepository().listSummaries()).map(toDashboardDeck), onDecks);
}

/**
 * Sends every deck's card summary to `onDecks` now and after each change,
 * until the returned function is called.
 */
export function watchAllDecks(
  onDecks: (decks: DashboardDeck[]) => void,
  makeWorker: () => DecksWorkerLike | null = defaultWorker,
  fallback: (onDecks: (decks: DashboardDeck[]) => void) => () => void = watchOnMainThread,
): () => void {
  let worker: DecksWorkerLike | null = null;
  try {
    worker = makeWorker();
  } catch (error) {
    console.warn('The deck list worker did not start; reading on the main thread', error);
  }
  if (!worker) return fallback(onDecks);
  let stopFallback: (() => void) | undefined;
  const switchToMainThread = (reason: unknown) => {
    console.warn('The deck list worker failed; reading on the main thread', reason);
    worker?.terminate();
    stopFallback ??= fallback(onDecks);
  };
  worker.onmessage = (event) => {
    if (event.data.type === 'decks') onDecks(event.data.decks);
    else switchToMainThread(event.data.message);
  };
  worker.onerror = (event) => switchToMainThread(event);
  return () => {
    worker?.terminate();
    stopFallback?.();
  };
}
