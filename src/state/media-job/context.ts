/** What the media job's steps run over: its deps, what it knows of each prompt, and its counters and timers. */
import type { StreamingStats } from '../../core/schemas/telemetry';
import type { MediaWant } from '../media';
import { coalescedLookups, type MediaFetchDeps } from '../media-fetch';
import { MEDIA_PLACE_MS, MEDIA_STORE_MS } from './limits';
import { MediaPlacer } from './placer';
import type { MediaJobDeps, Wanted } from './types';

export interface MediaJobContext {
  deps: MediaJobDeps;
  /** Aborted when the job stops: calls under way end, nothing new starts. */
  controller: AbortController;
  /** Every prompt asked for, by key. */
  known: Map<string, Wanted>;
  /** Pictures being asked now, by kind. */
  active: { image: number; icon: number };
  now: () => number;
  /** The cache as fetchMedia sees it: the lookups of pictures started together are one read. */
  fetchRepo: MediaFetchDeps['repo'];
  placer: MediaPlacer;
  scanTimer: ReturnType<typeof setTimeout> | undefined;
  /** Retries whose forgetting of the failed answer is still under way. */
  retrying: number;
  /** The deck whose title art was last decided on (a deck opened since may have its art painted again). */
  artDecided: string | null | undefined;
  /** Who waits for idle(). */
  waiters: Array<() => void>;
  /** The timers of pictures to ask again later. */
  timers: Set<ReturnType<typeof setTimeout>>;
}

export function createMediaJobContext(deps: MediaJobDeps): MediaJobContext {
  const { get } = coalescedLookups(deps.repo);
  const fetchRepo: MediaFetchDeps['repo'] = {
    get,
    put: (input) => deps.repo.put(input),
    markFailed: (key, kind, error) => deps.repo.markFailed(key, kind, error),
    markNone: (key, kind) => deps.repo.markNone(key, kind),
    remove: (key) => deps.repo.remove(key),
  };
  return {
    deps,
    controller: new AbortController(),
    known: new Map(),
    active: { image: 0, icon: 0 },
    now: deps.now ?? Date.now,
    fetchRepo,
    placer: new MediaPlacer(deps.deck, deps.presentations, deps.placeMs ?? MEDIA_PLACE_MS, deps.storeMs ?? MEDIA_STORE_MS),
    scanTimer: undefined,
    retrying: 0,
    artDecided: undefined,
    waiters: [],
    timers: new Set(),
  };
}

/** Moves one of the generation panel's counters, never below zero. */
export function bump(ctx: MediaJobContext, field: keyof StreamingStats, by: number): void {
  const stats = ctx.deps.stats();
  stats[field] = Math.max(0, stats[field] + by);
}

export const loadingField = (w: MediaWant): keyof StreamingStats => (w.kind === 'image' ? 'imagesLoading' : 'iconsLoading');
