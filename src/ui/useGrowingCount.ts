/**
 * Long lists that mount in stages, so no mount is one long task: the first
 * items come with the list, the rest a few per frame. A step renders in one
 * task (an update from a timer is not time-sliced), so a step is kept
 * small; and the next step waits for a frame to be drawn, so each step's
 * style and layout are a frame's own (steps a task apart would all be laid
 * out in the same frame). Not a transition: a transition is started over
 * whenever a store update comes first, and a streaming deck updates its
 * store many times a second, so the list could wait seconds and then mount
 * all at once.
 */
import { useEffect, useState } from 'react';
import { afterNextFrame } from './next-frame';

export interface GrowthOptions {
  /** Items shown with the first render. */
  first: number;
  /** Items added per step. */
  step: number;
  /** Never fewer than this many (clamped to the total): an item that must be there, such as the current one. */
  atLeast?: number;
  /** None with the first render: the first items come a frame later (the list mounts in a task busy enough). */
  deferred?: boolean;
}

/**
 * How many of `total` items to show, given how far growth has come:
 * `grown`, or everything once no more than a step is missing (a streamed
 * batch of a few items comes at once), and never fewer than `atLeast`.
 */
export function shownCount(total: number, grown: number, step: number, atLeast = 0): number {
  return Math.min(total, Math.max(total - grown <= step ? total : grown, atLeast));
}

/**
 * How many of `total` items to show now: `first`, then `step` more per
 * frame until all are. It does not go back while `total` does not, so
 * an item once shown stays mounted.
 */
export function useGrowingCount(total: number, { first, step, atLeast = 0, deferred = false }: GrowthOptions): number {
  const [started, setStarted] = useState(!deferred);
  const [grown, setGrown] = useState(first);
  const shown = started ? shownCount(total, grown, step, atLeast) : 0;
  // Derived state kept in step during render (React re-renders at once): the next step counts from here.
  if (shown > grown) setGrown(shown);
  useEffect(() => {
    if (shown >= total) return undefined;
    return afterNextFrame(() => (started ? setGrown((n) => n + step) : setStarted(true)));
  }, [started, shown, total, step]);
  return shown;
}
