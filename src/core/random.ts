/**
 * One seeded PRNG for everything that must give the same numbers for the
 * same seed on every machine: the builtin image artist (same prompt, same
 * picture), the benchmarks' and property tests' generated inputs.
 */

/** mulberry32: a small, fast PRNG in [0, 1); the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
