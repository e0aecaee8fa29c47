/**
 * The offline outbox, as the app uses it: `queueDeck` from the generate page
 * when the device is offline, `install` once at start-up, and the queue
 * panel's retry and cancel. The composition root creates one; the loop
 * itself lives in ./outbox/runner.ts.
 */
import { getDb, type DecksmithDB } from '../data/db';
import { outboxRepository, type OutboxRepository } from '../data/outbox';
import { presentationsRepository } from '../data/presentations';
import type { GenerationStore } from './generation';
import type { DeckJobRequest, QueuedDeckPayload, RunDeckJob } from './jobs';
import { showToast } from './toast';
import { announce, systemNotifier } from './outbox/notify';
import { parseQueuedPayload } from './outbox/payload';
import { isRewritePayload } from './outbox/rewrite-payload';
import { createRewriteQueue } from './outbox/rewrite-queue';
import { startOutbox, type OutboxHandle, type ReplayRewrite } from './outbox/runner';
import { watchOutbox } from './outbox/state';
import type { RewriteQueue } from './rewrite/types';

export { startOutbox, type OutboxDeps, type OutboxHandle, type OutboxLocks, type OutboxReport, type ReplayRewrite, type RewriteReplayOutcome } from './outbox/runner';
export { outboxState, type OutboxState, type QueueEntry } from './outbox/state';

export interface QueueDeckDeps {
  repo?: OutboxRepository;
  now?: () => number;
  requestSync?: () => Promise<unknown>;
  /** Starts a drain attempt; by default the installed loop's. */
  drain?: () => Promise<void> | void;
}

export interface InstallOutboxOptions {
  /** In-app navigation for a notification's click (the router's); a full page load by default. */
  navigate?: (href: string) => void;
  db?: DecksmithDB;
  /** Replays rewrites asked offline (the rewrite runner's); without it they wait in the queue. */
  runRewrite?: ReplayRewrite;
  /** Gives back the credit a removed rewrite row held under its key (the rewrite runner's); once per key. */
  releaseRewrite?: (idempotencyKey: string) => Promise<void>;
}

export interface CreateOutboxDeps {
  /** A private generation store for each replayed request (the app's is on screen, and busy with its own). */
  createGeneration: () => GenerationStore;
  /** Calls `wake` when the service worker relays a Background Sync event; returns the unsubscribe. */
  onWake: (wake: () => void) => () => void;
  /** Asks the browser to wake the app when the network returns (harmless where unsupported). */
  requestSync: () => Promise<unknown>;
}

export interface Outbox {
  /**
   * Queues a deck request made offline. Idempotent by deckId (a double click
   * queues once); asks the browser for a Background Sync wake and tries a
   * drain at once (offline it is skipped, and 'online' runs it later).
   * Throws when the request is not a valid deck request.
   */
  queueDeck(request: DeckJobRequest, deps?: QueueDeckDeps): Promise<void>;
  /** 'Retry now' in the queue panel: the request becomes due at once and the loop runs. */
  retryQueued(id: number): Promise<void>;
  /** 'Cancel' in the queue panel: the request is removed; if this tab is running it, the job is stopped. */
  cancelQueued(id: number): Promise<void>;
  /** Where the rewrite runner keeps rewrites asked with no network; they run once the device is online. */
  rewrites: RewriteQueue;
  /**
   * Starts the outbox for this tab: the queue state for the header, and the
   * replay loop with `runJob` on a private generation store per request.
   * Call once, after storage is ready. Returns a function that stops it all.
   */
  install(runJob: RunDeckJob, options?: InstallOutboxOptions): () => void;
}

/** The app's outbox; nothing runs until `install`. */
export function createOutbox(deps: CreateOutboxDeps): Outbox {
  let installed: { handle: OutboxHandle; repo: OutboxRepository; db: DecksmithDB; stop: () => void; release?: (idempotencyKey: string) => Promise<void> } | null = null;
  /** A removed rewrite row's held credit goes back; a failure to do so must not stop the removal. */
  const release = (idempotencyKey: string): void => void installed?.release?.(idempotencyKey).catch(() => undefined);
  const drainInstalled = (): Promise<void> => installed?.handle.drain() ?? Promise.resolve();

  async function queueDeck(request: DeckJobRequest, queueDeps: QueueDeckDeps = {}): Promise<void> {
    const { repo = installed?.repo ?? outboxRepository(), now = Date.now, requestSync = deps.requestSync } = queueDeps;
    // Parsing also copies: a valtio proxy or a class instance would not survive IndexedDB.
    const checked = parseQueuedPayload({ kind: 'deck', request, requestedAt: now() } satisfies QueuedDeckPayload);
    if (!checked.ok) throw new Error(checked.error);
    await repo.enqueue(checked.payload, request.deckId);
    void requestSync().catch(() => undefined);
    void (queueDeps.drain ?? drainInstalled)();
  }

  async function retryQueued(id: number): Promise<void> {
    const repo = installed?.repo ?? outboxRepository();
    if (await repo.retryNow(id)) await drainInstalled();
  }

  const rewrites = createRewriteQueue({
    repo: () => installed?.repo ?? outboxRepository(),
    slideNumber: async (deckId, slideId) => {
      const slides = (await presentationsRepository(installed?.db ?? getDb()).get(deckId))?.slides ?? [];
      const index = slides.findIndex((slide) => slide.id === slideId);
      return index < 0 ? undefined : index + 1;
    },
    queued: () => {
      void deps.requestSync().catch(() => undefined);
      void drainInstalled();
    },
    abort: (id) => installed?.handle.abort(id),
    removed: release,
  });

  async function cancelQueued(id: number): Promise<void> {
    const repo = installed?.repo ?? outboxRepository();
    const item = (await repo.list()).find((row) => row.id === id);
    await repo.remove(id);
    installed?.handle.abort(id);
    if (item !== undefined && item.status !== 'done' && isRewritePayload(item.payload)) release(item.idempotencyKey);
  }

  function install(runJob: RunDeckJob, options: InstallOutboxOptions = {}): () => void {
    if (installed) return installed.stop;
    const db = options.db ?? getDb();
    const repo = outboxRepository(db);
    const presentations = presentationsRepository(db);
    const notify = systemNotifier(options.navigate);
    const unwatch = watchOutbox(repo);
    const handle = startOutbox({
      runJob,
      ...(options.runRewrite === undefined ? {} : { runRewrite: options.runRewrite }),
      repo,
      createGeneration: deps.createGeneration,
      onWake: deps.onWake,
      onReport: (report) => announce(report, { toast: showToast, notify, titleOf: async (id) => (await presentations.get(id))?.title }),
    });
    const stop = () => {
      handle();
      unwatch();
      if (installed?.handle === handle) installed = null;
    };
    installed = { handle, repo, db, stop, ...(options.releaseRewrite === undefined ? {} : { release: options.releaseRewrite }) };
    return stop;
  }

  return { queueDeck, retryQueued, cancelQueued, rewrites, install };
}
