/**
 * The rewrite runner's side of the outbox (`RewriteQueue`): a rewrite asked
 * with no network becomes an outbox row of kind 'rewrite', replayed by the
 * outbox loop under its rules (one tab at a time, each row claimed once,
 * backoff, refusals kept), and dropped when the user edits the slide instead.
 */
import { watch } from '../../data/live';
import type { OutboxItem, OutboxRepository } from '../../data/outbox';
import type { QueuedRewrite, RewriteQueue } from '../rewrite/types';
import { parseQueuedRewrite, type StoredRewrite } from './rewrite-payload';

export interface RewriteQueueDeps {
  /** Asked on each use: the database may be opened later than the queue is made. */
  repo: () => OutboxRepository;
  /** The slide's place in the saved deck (1-based), for the queue panel; undefined when unknown. */
  slideNumber?: (deckId: string, slideId: number) => Promise<number | undefined>;
  /** After a rewrite is queued: ask for a Background Sync wake and try a drain (skipped offline). */
  queued?: () => void;
  /** Stops the row's replay if this tab runs it. */
  abort?: (id: number) => void;
  /** After a row was removed: gives back the credit an earlier attempt held under its key. */
  removed?: (idempotencyKey: string) => void;
}

/**
 * The row's key: the same rewrite added twice (a double press) is queued
 * once, and the runner charges under it, so a replay is charged once.
 */
export function rewriteKey(rewrite: QueuedRewrite): string {
  const { request } = rewrite;
  const target = 'kind' in request ? `deck-${request.kind}` : `slide-${request.slideId}`;
  return `rewrite:${rewrite.deckId}:${target}:${rewrite.requestedAt}`;
}

/** The queued rewrite of `item` when it is one for this slide of this deck (its deck action when `slideId` is undefined). */
function rewriteOfSlide(item: OutboxItem, deckId: string, slideId: number | undefined): StoredRewrite | undefined {
  const parsed = parseQueuedRewrite(item.payload);
  if (!parsed.ok || parsed.rewrite.deckId !== deckId) return undefined;
  const { request } = parsed.rewrite;
  if ('kind' in request) return slideId === undefined ? parsed.rewrite : undefined;
  return request.slideId === slideId ? parsed.rewrite : undefined;
}

/** The rewrites of `items` still to run (queued or running), as the runner asked them. */
export function waitingRewrites(items: readonly OutboxItem[]): StoredRewrite[] {
  const out: StoredRewrite[] = [];
  for (const item of items) {
    if (item.status !== 'queued' && item.status !== 'running') continue;
    const parsed = parseQueuedRewrite(item.payload);
    if (parsed.ok) out.push(parsed.rewrite);
  }
  return out;
}

export function createRewriteQueue(deps: RewriteQueueDeps): RewriteQueue {
  async function place(rewrite: QueuedRewrite): Promise<number | undefined> {
    if ('kind' in rewrite.request || deps.slideNumber === undefined) return undefined;
    // The number is only a label: a deck that cannot be read still gets its rewrite queued.
    return deps.slideNumber(rewrite.deckId, rewrite.request.slideId).catch(() => undefined);
  }

  return {
    async add(rewrite) {
      const slideNumber = await place(rewrite);
      // Parsing also copies: a valtio proxy would not survive IndexedDB.
      const checked = parseQueuedRewrite({ ...rewrite, ...(slideNumber === undefined ? {} : { slideNumber }) });
      if (!checked.ok) throw new Error(checked.error);
      await deps.repo().enqueue(checked.rewrite, rewriteKey(rewrite));
      deps.queued?.();
    },

    async remove(deckId, slideId) {
      const repo = deps.repo();
      const waiting = (await repo.list()).filter((item) => item.status !== 'done' && rewriteOfSlide(item, deckId, slideId) !== undefined);
      for (const item of waiting) {
        await repo.remove(item.id);
        deps.abort?.(item.id);
        deps.removed?.(item.idempotencyKey);
      }
      return waiting.length > 0;
    },

    watch(listener) {
      return watch(
        () => deps.repo().list(),
        (items) => listener(waitingRewrites(items)),
      );
    },
  };
}
