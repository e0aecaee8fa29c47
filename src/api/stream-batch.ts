/**
 * Batching of parse events on their way to the main thread, about every
 * 50 ms. One valtio update
 * per batch instead of one per line keeps a 60-slide stream from flooding
 * React with renders; the first batch goes out at once so the first heading
 * appears without waiting a period.
 */
import type { ParseEvent } from '../protocol/parser';
import type { Clock, TimerHandle } from '../lib/clock';

/** How often events are handed over while a stream runs. */
export const STREAM_BATCH_MS = 50;

/** Events of one period and the byte count of the body so far. */
export interface StreamBatch {
  events: ParseEvent[];
  bytesReceived: number;
}

export interface BatcherOptions {
  intervalMs: number;
  clock: Clock;
  emit(batch: StreamBatch): void;
}

export interface Batcher {
  /** Adds the events of one chunk; `bytesReceived` is the running total. */
  push(events: readonly ParseEvent[], bytesReceived: number): void;
  /** Emits whatever is pending now (end of stream, error). */
  flush(): void;
  /** Drops pending events and the timer (the consumer went away). */
  cancel(): void;
}

/**
 * Milliseconds to wait before the next emit may happen: 0 when a full
 * period has passed since the last one (or nothing was emitted yet).
 */
export function flushDelay(now: number, lastEmit: number | null, intervalMs: number): number {
  if (lastEmit === null) return 0;
  return Math.max(0, intervalMs - (now - lastEmit));
}

/**
 * Creates a batcher: events pushed within one period leave together, at
 * most one batch per `intervalMs`, in arrival order; a batch is also sent
 * when only the byte count moved, so progress keeps showing.
 */
export function createBatcher({ intervalMs, clock, emit }: BatcherOptions): Batcher {
  let pending: ParseEvent[] = [];
  let bytes = 0;
  let sentBytes = 0;
  let lastEmit: number | null = null;
  let timer: TimerHandle | undefined;

  const stopTimer = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const flush = (): void => {
    stopTimer();
    if (pending.length === 0 && bytes === sentBytes) return;
    const batch: StreamBatch = { events: pending, bytesReceived: bytes };
    pending = [];
    sentBytes = bytes;
    lastEmit = clock.now();
    emit(batch);
  };
  return {
    push(events, bytesReceived) {
      // A loop, not push(...events): a huge chunk must not overflow the argument stack.
      for (const event of events) pending.push(event);
      bytes = bytesReceived;
      const wait = flushDelay(clock.now(), lastEmit, intervalMs);
      if (wait === 0) flush();
      else if (timer === undefined) timer = clock.setTimeout(flush, wait);
    },
    flush,
    cancel() {
      stopTimer();
      pending = [];
    },
  };
}
