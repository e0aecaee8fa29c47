/**
 * Coalescing and the short answer cache of the streaming calls: identical
 * in-flight requests are coalesced; content answers are cacheable for
 * 20 s. A stream is recorded as it arrives, so a caller that
 * joins late, or within the cache window, gets every batch from the start.
 */
import type { StreamSummary } from '../protocol/parser';
import type { Clock } from '../lib/clock';
import type { StreamBatch } from './stream-batch';

/** Where a caller's answer came from. */
export type CallSource = 'network' | 'coalesced' | 'cache';

export interface SharedResult {
  summary: StreamSummary;
  source: CallSource;
}

export interface StreamConsumer {
  onBatch(batch: StreamBatch): void;
  signal?: AbortSignal;
}

/** Starts the one real request for a key; `onBatch` records and fans out. */
export type StreamStarter = (signal: AbortSignal, onBatch: (batch: StreamBatch) => void) => Promise<StreamSummary>;

export interface StreamRegistryOptions {
  clock: Clock;
  /** How long a finished answer is replayed instead of asked again; 0 = never. */
  cacheMs: number;
  /** Whether a finished answer may be cached (e.g. not when it ended with an error line). */
  cacheable?: (batches: readonly StreamBatch[]) => boolean;
}

interface Entry {
  batches: StreamBatch[];
  listeners: Set<(batch: StreamBatch) => void>;
  controller: AbortController;
  promise: Promise<StreamSummary>;
  summary: StreamSummary | null;
  /** Set once the answer is in the cache. */
  expiresAt: number | null;
}

/** The coalescing/cache table of one call type; see {@link createStreamRegistry}. */
export interface StreamRegistry {
  join(key: string, start: StreamStarter, consumer: StreamConsumer): Promise<SharedResult>;
  /** Number of keys held (in flight or cached), for tests and diagnostics. */
  size(): number;
}

/**
 * Creates a registry. `join` runs `start` for a key nobody is fetching,
 * attaches to the request already running for it (replaying what came so
 * far), or replays a cached answer. The request is aborted only when every
 * caller has aborted; one caller's abort or failing callback never stops
 * the others.
 */
export function createStreamRegistry(options: StreamRegistryOptions): StreamRegistry {
  const entries = new Map<string, Entry>();

  const purge = (): void => {
    const now = options.clock.now();
    for (const [key, entry] of entries) if (entry.expiresAt !== null && entry.expiresAt <= now) entries.delete(key);
  };

  function open(key: string, start: StreamStarter): Entry {
    const controller = new AbortController();
    const batches: StreamBatch[] = [];
    const listeners = new Set<(batch: StreamBatch) => void>();
    const promise = start(controller.signal, (batch) => {
      batches.push(batch);
      for (const listener of [...listeners]) listener(batch);
    });
    const entry: Entry = { batches, listeners, controller, promise, summary: null, expiresAt: null };
    entries.set(key, entry);
    entry.promise.then(
      (summary) => {
        entry.summary = summary;
        const keep = options.cacheMs > 0 && (options.cacheable?.(entry.batches) ?? true);
        if (keep) entry.expiresAt = options.clock.now() + options.cacheMs;
        else if (entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function subscribe(key: string, entry: Entry, consumer: StreamConsumer, source: CallSource): Promise<SharedResult> {
    return new Promise((resolve, reject) => {
      const { signal } = consumer;
      let done = false;
      const finish = (outcome: () => void): void => {
        if (done) return;
        done = true;
        entry.listeners.delete(deliver);
        signal?.removeEventListener('abort', onAbort);
        outcome();
        // Nobody is left to read it: stop the request, and let the next caller start afresh.
        if (entry.listeners.size === 0 && entry.summary === null && !entry.controller.signal.aborted) {
          entry.controller.abort(signal?.reason);
          if (entries.get(key) === entry) entries.delete(key);
        }
      };
      const deliver = (batch: StreamBatch): void => {
        try {
          consumer.onBatch(batch);
        } catch (error) {
          finish(() => reject(error));
        }
      };
      const onAbort = (): void => finish(() => reject(signal?.reason));
      for (const batch of entry.batches) if (!done) deliver(batch);
      if (done) return;
      if (entry.expiresAt !== null && entry.summary !== null) {
        const summary = entry.summary;
        return finish(() => resolve({ summary, source }));
      }
      entry.listeners.add(deliver);
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (summary) => finish(() => resolve({ summary, source })),
        (error: unknown) => finish(() => reject(error)),
      );
    });
  }

  return {
    join(key, start, consumer) {
      if (consumer.signal?.aborted) return Promise.reject(consumer.signal.reason);
      purge();
      const existing = entries.get(key);
      if (existing) return subscribe(key, existing, consumer, existing.expiresAt === null ? 'coalesced' : 'cache');
      return subscribe(key, open(key, start), consumer, 'network');
    },
    size: () => entries.size,
  };
}
