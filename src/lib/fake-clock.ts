/**
 * A deterministic clock for tests of timing logic: time only moves when the
 * test calls `advance`, and due timers run in time order.
 */
import type { Clock, TimerHandle } from './clock';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  /** Timers not yet run. */
  pending(): number;
}

/** Creates a fake clock starting at `start` ms. */
export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  // Earliest first; equal times in the order they were set, as real timers do.
  const firstDue = (limit: number) =>
    [...timers.entries()].filter(([, t]) => t.at <= limit).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
  return {
    now: () => now,
    setTimeout(fn, ms): TimerHandle {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const next = firstDue(target);
        if (!next) break;
        timers.delete(next[0]);
        now = Math.max(now, next[1].at);
        next[1].fn();
      }
      now = target;
    },
    pending: () => timers.size,
  };
}
