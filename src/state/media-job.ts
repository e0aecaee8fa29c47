/**
 * The media job: watches the open deck and gets every picture its finished
 * slides ask for (topic images in image mode, subtopic icons, subtopic
 * images), a few at a time, while the deck streams and after. Each prompt
 * is asked once per key (prompt + style): all the places that want it get
 * the same address. A picture is placed on the open deck and on its stored
 * copy, so a saved deck keeps it offline.
 *
 * One slide's failure is logged and the others go on; the run says so once
 * (`mediaState.notice`). A failure that may pass (offline, busy server) is
 * asked again when the device is back online or when the server said to.
 *
 * Its parts are in media-job/: the queue (queue.ts), the placing of got
 * pictures (placer.ts) and the limits (limits.ts).
 */
import { subscribe } from 'valtio';
import { onPageHidden } from './write-batch';
import { createMediaJobContext, type MediaJobContext } from './media-job/context';
import { pump, requeue, scan, scanNow } from './media-job/queue';
import type { MediaJob, MediaJobDeps } from './media-job/types';

export * from './media-job/limits';
export { wantsOf } from './media-job/wants';
export type { MediaJob, MediaJobDeps } from './media-job/types';

const windowOnline = (listener: () => void): (() => void) => {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
};

/** Forgets a failed prompt and asks again; idle() waits for it: the failed answer is forgotten first. */
function retry(ctx: MediaJobContext, key: string): void {
  const entry = ctx.known.get(key);
  delete ctx.deps.state.items[key];
  ctx.retrying++;
  void ctx.deps.repo.remove(key).catch(() => undefined).then(() => {
    ctx.retrying--;
    if (entry) entry.status = 'queued';
    ctx.deps.state.notice = null;
    scanNow(ctx);
  });
}

/** Forgets all but what runs, and the failures shown; then looks again. */
function reset(ctx: MediaJobContext): void {
  for (const [key, entry] of ctx.known) if (entry.status !== 'running') ctx.known.delete(key);
  for (const key of Object.keys(ctx.deps.state.items)) if (ctx.deps.state.items[key]?.status === 'error') delete ctx.deps.state.items[key];
  ctx.deps.state.notice = null;
  scan(ctx);
}

function idle(ctx: MediaJobContext): Promise<void> {
  return new Promise<void>((resolve) => {
    ctx.waiters.push(resolve);
    if (ctx.scanTimer === undefined && ctx.retrying === 0) pump(ctx);
  }).then(() => {
    ctx.placer.flushOpen(true);
    return ctx.placer.flushStored();
  });
}

/** Starts the job over `deps.deck`; it registers the app's Retry. */
export function startMediaJob(deps: MediaJobDeps): MediaJob {
  const ctx = createMediaJobContext(deps);
  const unsubscribe = subscribe(deps.deck.state, () => scan(ctx));
  const offOnline = (deps.onOnline ?? windowOnline)(() => [...ctx.known.keys()].forEach((key) => requeue(ctx, key)));
  const offHidden = (deps.onHidden ?? onPageHidden)(() => void ctx.placer.flushStored());
  const job: MediaJob = {
    scan: () => scan(ctx),
    retry: (key) => retry(ctx, key),
    reset: () => reset(ctx),
    idle: () => idle(ctx),
    stop() {
      ctx.controller.abort();
      unsubscribe();
      offOnline();
      offHidden();
      ctx.placer.stop();
      if (ctx.scanTimer !== undefined) clearTimeout(ctx.scanTimer);
      ctx.timers.forEach(clearTimeout);
    },
  };
  scan(ctx);
  return job;
}
