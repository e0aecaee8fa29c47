/**
 * Reads every saved deck's card summary off the main thread. A thousand decks
 * are about 12 MB of rows; deserialising them is a long task of several
 * hundred milliseconds that would freeze the search box. Here it freezes
 * nothing; the page gets the small summaries. The live query re-reads after
 * every change to the table, in this tab or another (Dexie broadcasts them),
 * for as long as the dashboard keeps the worker.
 */
import { liveQuery } from 'dexie';
import { toDashboardDeck } from '../../core/deck/dashboard';
import { presentationsRepository } from '../../data/presentations';
import type { DecksWorkerReply } from './decks-source';

// The app's tsconfig has the DOM lib, not WebWorker: name just what a dedicated worker scope offers.
interface WorkerScope {
  postMessage(message: DecksWorkerReply): void;
}

const scope = self as unknown as WorkerScope;

liveQuery(async () => (await presentationsRepository().listSummaries()).map(toDashboardDeck)).subscribe({
  next: (decks) => scope.postMessage({ type: 'decks', decks }),
  error: (error: unknown) => scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
});
