/**
 * Shared helpers of the benchmarks: a seeded PRNG, a timing loop and
 * throughput. The generated content stream they parse lives in
 * tests/helpers/content-stream.ts, shared with the parser tests.
 */

import { mulberry32 } from '../src/core/random';

export { mulberry32 };

/** Result of {@link measure}. */
export interface Measurement {
  /** Mean milliseconds per call of the measured function. */
  msPerOp: number;
  iterations: number;
}

/**
 * Times `fn`: warms up for `warmupMs`, then runs batches until `targetMs`
 * have passed and returns the best batch mean (the least disturbed by GC and
 * other processes).
 */
export function measure(fn: () => void, targetMs = 600, warmupMs = 200): Measurement {
  const warmEnd = performance.now() + warmupMs;
  while (performance.now() < warmEnd) fn();
  let best = Number.POSITIVE_INFINITY;
  let iterations = 0;
  const end = performance.now() + targetMs;
  while (performance.now() < end) {
    const start = performance.now();
    let batch = 0;
    do {
      fn();
      batch++;
    } while (performance.now() - start < 20);
    best = Math.min(best, (performance.now() - start) / batch);
    iterations += batch;
  }
  return { msPerOp: best, iterations };
}

/**
 * Times several functions in alternating rounds and keeps each one's best
 * round: on a shared machine, load drifts over seconds, and alternating makes
 * the compared figures see the same conditions. Returns ms per call by name.
 */
export function measureInterleaved(
  fns: Readonly<Record<string, () => void>>,
  rounds = 4,
  msEach = 100,
): Record<string, number> {
  const best: Record<string, number> = {};
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(fns)) {
      const { msPerOp } = measure(fn, msEach, round === 0 ? 100 : 20);
      best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, msPerOp);
    }
  }
  return best;
}

/** Throughput in MB/s (10^6 bytes) of `bytes` handled in `ms`. */
export function mbPerSecond(bytes: number, ms: number): number {
  return bytes / 1e6 / (ms / 1000);
}
