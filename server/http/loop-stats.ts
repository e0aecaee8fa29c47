/**
 * The server's own event-loop delay, for benchmarks that throw hostile input
 * at it: how long the loop was held up, measured inside the process, so the
 * figure is not mixed with the delays of the process that measures. Shown in
 * /api/health only when HEALTH_LOOP_STATS=1 (see server/main.ts); off by
 * default, because a figure about the server's load is nobody else's business.
 */
export interface LoopStats {
  /** Longest and 99th-percentile delay since the last reset, in ms; `reset` starts a new window after reading. */
  read(reset: boolean): { maxMs: number; p99Ms: number };
}

/** How often the loop is checked: a delay shorter than this is not seen. */
const TICK_MS = 5;
/** Delays kept for the percentile (a window of about a minute at most). */
const KEEP = 12_000;

/**
 * A timer that should fire every TICK_MS: how late each firing is, is how
 * long the loop was held. (perf_hooks' monitorEventLoopDelay on Node 20 can
 * miss a single long block, so the timer is our own.)
 */
export function createLoopStats(): LoopStats {
  let delays: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    delays.push(Math.max(0, now - last - TICK_MS));
    if (delays.length > KEEP) delays = delays.slice(-KEEP / 2);
    last = now;
  }, TICK_MS);
  timer.unref();
  return {
    read(reset) {
      const sorted = [...delays].sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      const out = { maxMs: round(sorted.at(-1) ?? 0), p99Ms: round(sorted[Math.floor(sorted.length * 0.99)] ?? 0) };
      if (reset) delays = [];
      return out;
    },
  };
}
