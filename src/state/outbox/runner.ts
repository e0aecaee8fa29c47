/**
 * The outbox replay loop of the offline queue. The Dexie outbox is
 * the one mechanism; the page drains it on start-up, when the network comes
 * back, when the tab becomes visible, when the service worker relays a
 * Background Sync wake, and on a timer for the soonest backoff. One tab at a
 * time drains, under a Web Lock; inside, each row is claimed with a
 * transactional markRunning, so no request ever runs twice in parallel.
 */
import { systemClock, type Clock, type TimerHandle } from '../../lib/clock';
import type { OutboxItem, OutboxRepository } from '../../data/outbox';
import type { GenerationStore } from '../generation';
import type { DeckJobOutcome, DeckJobRequest, RunDeckJob } from '../jobs';
import type { QueuedRewrite } from '../rewrite/types';
import { parseOutboxPayload } from './payload';
import { describeRewrite, type ReplayRewrite, type RewriteReplayOutcome, type StoredRewrite } from './rewrite-payload';

export type { ReplayRewrite, RewriteReplayOutcome } from './rewrite-payload';

export const OUTBOX_LOCK = 'decksmith-outbox';
/** Another tab holds the lock: look again this often while requests wait. */
export const LOCK_BUSY_RETRY_MS = 5_000;
/** Floor of the backoff timer, so a storage error can never spin the loop. */
export const MIN_TIMER_MS = 1_000;
/** Without Web Locks, a run this old is taken for a dead tab's and requeued. */
export const STALE_RUN_MS = 10 * 60_000;
export const JOB_CRASHED = 'Generation stopped unexpectedly';

/** The part of navigator.locks the loop uses (tests pass a fake shared by two "tabs"). */
export interface OutboxLocks {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export type OutboxReport =
  | { kind: 'done'; id: number; request: DeckJobRequest; deckId: string; slides: number }
  /** `label`: what the queue panel called it ("Rewrite slide 3: Shorter"). */
  | { kind: 'rewrite-done'; id: number; rewrite: QueuedRewrite; label: string }
  | { kind: 'failed'; id: number; request?: DeckJobRequest; payload: unknown; error: string };

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface OutboxDeps {
  runJob: RunDeckJob;
  /** Replays queued rewrites; until given, they wait in the queue (a tab without the rewrite runner leaves them). */
  runRewrite?: ReplayRewrite;
  repo: OutboxRepository;
  /** A fresh private store per job, so a replay never touches the deck open on screen. */
  createGeneration: () => GenerationStore;
  clock?: Clock;
  /** null: run without a lock (browsers without Web Locks). */
  locks?: OutboxLocks | null;
  isOnline?: () => boolean;
  /** Where 'online' fires (window). */
  target?: Listenable | null;
  /** Where 'visibilitychange' fires (document). */
  doc?: (Listenable & { readonly visibilityState: DocumentVisibilityState }) | null;
  /** Subscribes to the service worker's Background Sync wake; returns unsubscribe. */
  onWake?: (wake: () => void) => () => void;
  /** Told of finished and permanently failed requests (toasts, notifications). */
  onReport?: (report: OutboxReport) => void | Promise<void>;
  onError?: (error: unknown) => void;
}

/** Stops the loop; also drains on demand and aborts a request this tab runs. */
export type OutboxHandle = (() => void) & {
  drain(): Promise<void>;
  /** Resolves when the drain under way (if any) has finished; starts nothing. */
  idle(): Promise<void>;
  /** Aborts the job of row `id` if this tab runs it (the row was cancelled). */
  abort(id: number): void;
};

function defaultLocks(): OutboxLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return null;
  return { request: (name, options, callback) => locks.request(name, options, callback) };
}

const defaultOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Starts the loop (it drains at once); returns the handle that stops it. */
export function startOutbox(deps: OutboxDeps): OutboxHandle {
  const loop = new OutboxLoop(deps);
  return loop.start();
}

class OutboxLoop {
  private readonly clock: Clock;
  private readonly locks: OutboxLocks | null;
  private readonly isOnline: () => boolean;
  private readonly onError: (error: unknown) => void;
  private current: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** The network came back: the next pass makes every queued request due first. */
  private dueAll = false;
  private timer: TimerHandle | undefined;
  private readonly jobs = new Map<number, AbortController>();

  constructor(private readonly deps: OutboxDeps) {
    this.clock = deps.clock ?? systemClock;
    this.locks = deps.locks === undefined ? defaultLocks() : deps.locks;
    this.isOnline = deps.isOnline ?? defaultOnline;
    this.onError = deps.onError ?? ((error) => console.error('[outbox] replay failed', error));
  }

  start(): OutboxHandle {
    const { target = globalThis.window ?? null, doc = globalThis.document ?? null } = this.deps;
    const onOnline = () => {
      this.dueAll = true;
      void this.drain();
    };
    const onVisibility = () => {
      if (doc?.visibilityState === 'visible') void this.drain();
    };
    target?.addEventListener('online', onOnline);
    doc?.addEventListener('visibilitychange', onVisibility);
    const offWake = this.deps.onWake?.(onOnline);
    void this.drain();
    const stop = () => {
      this.stopped = true;
      this.clearTimer();
      target?.removeEventListener('online', onOnline);
      doc?.removeEventListener('visibilitychange', onVisibility);
      offWake?.();
    };
    return Object.assign(stop, {
      drain: () => this.drain(),
      idle: () => this.current ?? Promise.resolve(),
      abort: (id: number) => this.jobs.get(id)?.abort(),
    });
  }

  /** One drain at a time per tab; a trigger during a drain runs one more pass after it. */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = this.passes();
    return this.current;
  }

  private async passes(): Promise<void> {
    try {
      for (;;) {
        this.again = false;
        const busy = await this.pass();
        if (!this.again) await this.schedule(busy);
        if (!this.again || this.stopped) return;
      }
    } finally {
      // Reset in the same tick as the last `again` check, so no trigger falls between.
      this.current = null;
    }
  }

  /** One pass over the due requests; true when another tab holds the lock. */
  private async pass(): Promise<boolean> {
    // Offline the attempt is skipped, not counted: 'online' brings the loop back.
    if (!this.isOnline()) return false;
    try {
      if (this.dueAll) {
        // 'online' means the user expects the queue to go now, whatever the backoff said.
        this.dueAll = false;
        await this.deps.repo.makeAllDue();
      }
      if (this.locks === null) {
        await this.deps.repo.requeueRunning({ staleBefore: this.clock.now() - STALE_RUN_MS });
        await this.work();
        return false;
      }
      const got = await this.locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
        if (lock === null) return false;
        // Holding the lock, no live tab is running anything: 'running' rows are a dead tab's.
        await this.deps.repo.requeueRunning();
        await this.work();
        return true;
      });
      return !got;
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  private async work(): Promise<void> {
    // Each row at most once per pass: a row that stays due (a write that failed) cannot spin.
    const tried = new Set<number>();
    while (!this.stopped && this.isOnline()) {
      // Passed over once tried: a rewrite this tab cannot replay must not hold up the requests behind it.
      const item = await this.deps.repo.nextDue(this.clock.now(), tried);
      if (!item) return;
      tried.add(item.id);
      await this.runOne(item);
    }
  }

  private async runOne(item: OutboxItem): Promise<void> {
    const { repo } = this.deps;
    const parsed = parseOutboxPayload(item.payload);
    if (!parsed.ok) {
      if (await repo.markFailed(item.id, parsed.error, { permanent: true })) {
        await this.report({ kind: 'failed', id: item.id, payload: item.payload, error: parsed.error });
      }
      return;
    }
    if (parsed.kind === 'rewrite' && this.deps.runRewrite === undefined) return;
    if (!(await repo.markRunning(item.id))) return;
    const controller = new AbortController();
    this.jobs.set(item.id, controller);
    try {
      if (parsed.kind === 'rewrite') {
        await this.replayRewrite(item, parsed.rewrite, controller.signal);
        return;
      }
      const { request } = parsed.payload;
      const outcome = await this.runJob(request, controller.signal);
      // Cancelled by the user: the row is gone and nothing is reported.
      if (!controller.signal.aborted) await this.settle(item, request, outcome);
    } finally {
      this.jobs.delete(item.id);
    }
  }

  /** One attempt of a queued rewrite; done rows are cleared, so a finished rewrite never runs again. */
  private async replayRewrite(item: OutboxItem, stored: StoredRewrite, signal: AbortSignal): Promise<void> {
    const { repo } = this.deps;
    const { slideNumber: _place, ...rewrite } = stored;
    let outcome: RewriteReplayOutcome;
    try {
      outcome = (await this.deps.runRewrite?.(rewrite, { signal, idempotencyKey: item.idempotencyKey })) ?? { ok: false, error: JOB_CRASHED };
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error && error.message.trim() !== '' ? error.message : JOB_CRASHED };
    }
    if (signal.aborted) return;
    if (outcome.ok) {
      if (await repo.markDone(item.id)) await this.report({ kind: 'rewrite-done', id: item.id, rewrite, label: describeRewrite(stored) });
      await repo.clearDone();
      return;
    }
    if (outcome.cancelled === true || outcome.queued === true) {
      await repo.remove(item.id);
      return;
    }
    const permanent = outcome.retryable === false;
    const marked = await repo.markFailed(item.id, outcome.error, { permanent });
    if (marked && permanent) await this.report({ kind: 'failed', id: item.id, payload: item.payload, error: outcome.error });
  }

  private async runJob(request: DeckJobRequest, signal: AbortSignal): Promise<DeckJobOutcome> {
    try {
      return await this.deps.runJob(request, { signal, generation: this.deps.createGeneration() });
    } catch (error) {
      // A throw is not a refusal: only a clear 'retryable: false' stops the retries.
      const message = error instanceof Error && error.message.trim() !== '' ? error.message : JOB_CRASHED;
      return { ok: false, deckId: request.deckId, error: message, retryable: true };
    }
  }

  private async settle(item: OutboxItem, request: DeckJobRequest, outcome: DeckJobOutcome): Promise<void> {
    const { repo } = this.deps;
    if (outcome.ok) {
      if (await repo.markDone(item.id)) {
        await this.report({ kind: 'done', id: item.id, request, deckId: outcome.deckId, slides: outcome.slides });
      }
      await repo.clearDone();
      return;
    }
    const permanent = !outcome.retryable;
    const marked = await repo.markFailed(item.id, outcome.error, { permanent });
    if (marked && permanent) await this.report({ kind: 'failed', id: item.id, request, payload: item.payload, error: outcome.error });
  }

  private async report(report: OutboxReport): Promise<void> {
    try {
      await this.deps.onReport?.(report);
    } catch (error) {
      // A toast that failed must not stop the queue.
      this.onError(error);
    }
  }

  /** Wakes the loop when the soonest backoff ends (or, lock busy, to look again). */
  private async schedule(busy: boolean): Promise<void> {
    this.clearTimer();
    if (this.stopped || !this.isOnline()) return;
    let at: number | undefined;
    try {
      at = await this.deps.repo.soonestAttemptAt();
    } catch (error) {
      this.onError(error);
      return;
    }
    if (at === undefined || this.stopped) return;
    const delay = Math.max(at - this.clock.now(), busy ? LOCK_BUSY_RETRY_MS : MIN_TIMER_MS);
    this.clearTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      void this.drain();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
