/**
 * Work that can wait for the browser to be idle: a panel's heavy parts (the
 * sidebar's font lists), a route chunk fetched ahead. It runs after the page
 * has painted and the main thread has a gap, or after `timeoutMs` at the
 * latest, so arriving on a page stays a few short tasks instead of one
 * long one.
 */
import { useEffect, useState } from 'react';

type Cancel = () => void;

/** Runs `fn` when idle (requestIdleCallback where there is one, else a timer). */
export function whenIdle(fn: () => void, timeoutMs = 1_000): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(fn, 1);
  return () => clearTimeout(timer);
}

/** False on the first render, true once the browser was idle after it (then for good). */
export function useIdleReady(timeoutMs = 1_000): boolean {
  return useIdleStages(1, timeoutMs) > 0;
}

/**
 * 0 on the first render, then one more each time the browser was idle,
 * up to `last`: parts of a page that come one after the other, each in its
 * own task, so none of them makes the long task all of them would.
 */
export function useIdleStages(last: number, timeoutMs = 1_000): number {
  const [stage, setStage] = useState(0);
  useEffect(() => (stage >= last ? undefined : whenIdle(() => setStage((n) => n + 1), timeoutMs)), [stage, last, timeoutMs]);
  return stage;
}
