/**
 * Time as a dependency. The generation flow has fixed timeouts (10 s,
 * 20 s, 30 s, 60 s, 120 s) and playback delays; tests drive them with fake
 * timers or a scripted clock instead of waiting.
 */

/** Opaque timer handle: a number in browsers, an object in Node. */
export type TimerHandle = unknown;

/** The few timing primitives the api, workers and stores use. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The real clock. Globals are looked up on every call, not captured at
 * import, so `vi.useFakeTimers()` installed after import still takes effect.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};
