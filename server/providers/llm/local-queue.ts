/**
 * One request at a time on the local model, first come first served. A
 * model answers one prompt at a time on its one context (a second context
 * would double the memory and halve the speed of both), so the others wait
 * and are told where they stand; a waiting request whose client goes away
 * leaves the line at once.
 */
import { abortError } from './errors';
import type { ProviderEvent } from './types';

/** Gives the model back to the next request in line. */
export type Release = () => void;

interface Waiter {
  grant: () => void;
}

export class ModelQueue {
  private busy = false;
  private readonly waiting: Waiter[] = [];
  /** Woken (and replaced) whenever the line moves. */
  private moved = deferred();

  /** Requests holding or waiting for the model. */
  get size(): number {
    return this.waiting.length + (this.busy ? 1 : 0);
  }

  /**
   * Waits for the model. Yields the number of requests ahead each time it
   * changes (none when the model is free), and returns the release once it
   * is this request's turn. Throws the abort error when `signal` fires first.
   */
  async *take(signal: AbortSignal): AsyncGenerator<number, Release> {
    if (signal.aborted) throw abortError(signal);
    if (!this.busy) {
      this.busy = true;
      return this.releaser();
    }
    let granted = false;
    let handed = false;
    const waiter: Waiter = { grant: () => (granted = true) };
    this.waiting.push(waiter);
    const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    try {
      let shown = -1;
      for (;;) {
        if (granted) {
          handed = true;
          return this.releaser();
        }
        if (signal.aborted) throw abortError(signal);
        // The one running plus those queued before this one.
        const ahead = this.waiting.indexOf(waiter) + 1;
        if (ahead !== shown) {
          shown = ahead;
          yield ahead;
          continue;
        }
        await Promise.race([this.moved.promise, aborted]);
      }
    } finally {
      if (!granted) {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        this.notify();
      } else if (!handed) {
        // Its turn came as the caller stopped waiting: pass the model on.
        this.releaser()();
      }
    }
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.busy = false;
      this.notify();
    };
  }

  private notify(): void {
    const { resolve } = this.moved;
    this.moved = deferred();
    resolve();
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The status line shown to a request waiting for the model. */
export function waitingMessage(ahead: number): string {
  return `Waiting for the local model: ${ahead} request${ahead === 1 ? '' : 's'} ahead`;
}

/**
 * How often a waiting request's status line is sent again: the route sends
 * its own "Building your outline… (N s)" every 2 s, which would otherwise
 * cover the place in line or the loading note for the rest of the wait.
 */
export const REMIND_MS = 1_000;

/** Yields a status line with `message` now and every REMIND_MS until `promise` settles, then returns its value. */
export async function* remindUntil<T>(promise: Promise<T>, message: string): AsyncGenerator<ProviderEvent, T> {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (;;) {
    yield { type: 'status', message };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), REMIND_MS)));
    const outcome = await Promise.race([settled, tick]);
    clearTimeout(timer);
    if (!outcome) continue;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }
}
