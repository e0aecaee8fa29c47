/**
 * The media job (seed 000 §4, §5): watches the open deck and gets every
 * picture its finished slides ask for (topic images in image mode,
 * subtopic icons, subtopic images), a few at a time, while the deck streams
 * and after. Each prompt is asked once per key (prompt + style): all the
 * places that want it get the same address. A picture is placed on the
 * open deck and on its stored copy, so a saved deck keeps it offline.
 *
 * One slide's failure is logged and the others go on; the run says so once
 * (`mediaState.notice`). A failure that may pass (offline, busy server) is
 * asked again when the device is back online or when the server said to.
 */
import { snapshot, subscribe } from 'valtio';
import { placeMedia, type MediaTarget } from '../core/deck/media';
import { mediaNotRetried } from '../core/errors';
import type { PictureCredit, Slide } from '../core/schemas/slide';
import type { StreamingStats } from '../core/schemas/telemetry';
import type { MediaRepository } from '../data/media';
import type { PresentationsRepository } from '../data/presentations';
import type { DeckStore } from './deck';
import { setMediaRetryHandler, subtopicWant, topicImageWant, type MediaState, type MediaWant } from './media';
import { coalescedLookups, fetchMedia, type MediaFetchDeps, type MediaOutcome } from './media-fetch';
import { deckPhotos, isDuplicate, isPhotoWant, withAvoid, type DeckPhotos } from './media-distinct';
import { titleArtWant } from './title-art';
import { createWriteBatch, onPageHidden } from './write-batch';

/** Pictures asked for at once, by kind (images are slow and costly, icons small). */
export const MEDIA_PARALLEL = { image: 2, icon: 4 } as const;
/**
 * And while the open deck is still being written: the text comes first. Each
 * picture is main-thread work (its answer, bytes, cache write and the card
 * drawn again), and with the stream's own work that left no idle moment.
 */
export const MEDIA_PARALLEL_STREAMING = { image: 1, icon: 2 } as const;
/** Between a deck change and the look for new wants. */
export const MEDIA_SCAN_MS = 150;
/** A picture that could not be had is asked again after this, when nothing better is known. */
export const MEDIA_LATER_MS = 30_000;
/**
 * Stored copies get their pictures at most this often: each write reads and
 * writes the whole deck, and a 60-slide deck brings some 300 pictures. (The
 * open deck gets them within MEDIA_PLACE_MS.)
 */
export const MEDIA_STORE_MS = 1_000;
/** Pictures that arrive within this of each other go on the open deck in one update (cache hits come a few ms apart). */
export const MEDIA_PLACE_MS = 50;
/** Slides that get their pictures in one task (each is a card drawn again, some 15 ms here); more wait for the next. */
export const MEDIA_PLACE_SLIDES = 1;

export interface MediaJobDeps extends Omit<MediaFetchDeps, 'signal' | 'repo'> {
  repo: MediaFetchDeps['repo'] & Pick<MediaRepository, 'getMany'>;
  deck: DeckStore;
  presentations: Pick<PresentationsRepository, 'updateSlides'>;
  state: MediaState;
  /** The generation panel's counters (generationState.stats, which a new generation replaces). */
  stats: () => StreamingStats;
  now?: () => number;
  /** Where one slide's failure is logged. */
  log?: (message: string) => void;
  /** The open deck is being written (fewer pictures at once, MEDIA_PARALLEL_STREAMING). */
  streaming?: () => boolean;
  /** Listens for the device coming back online (default: window 'online'). */
  onOnline?: (listener: () => void) => () => void;
  /** How long pictures wait to go on the open deck together, and on stored copies (defaults MEDIA_PLACE_MS, MEDIA_STORE_MS). */
  placeMs?: number;
  storeMs?: number;
  /** Listens for the page going hidden, when pictures still to be stored are written (default: document 'visibilitychange'). */
  onHidden?: (listener: () => void) => () => void;
}

/** A picture for some places of one deck, with its credit when it is a found photo. */
interface Placement {
  targets: MediaTarget[];
  url: string;
  credit?: PictureCredit;
}

function placeAll(slides: readonly Slide[], batch: readonly Placement[]): readonly Slide[] {
  return batch.reduce((next, b) => placeMedia(next, b.targets, b.url, b.credit), slides);
}


interface Wanted {
  want: MediaWant;
  places: Array<{ deckId: string | null; target: MediaTarget }>;
  /** none: the server said no picture fits the prompt; settled like ready, with nothing to place. */
  status: 'queued' | 'running' | 'ready' | 'none' | 'failed' | 'later';
  url?: string;
  credit?: PictureCredit;
  /** The decks it was asked for (its places go once placed): a found photo there is one the deck has. */
  decks: Set<string | null>;
}

export interface MediaJob {
  /** Looks at the deck now for pictures to get. */
  scan(): void;
  /** Forgets a failed prompt and asks again (the widget's Retry). */
  retry(key: string): void;
  /** Forgets everything known (the media cache was cleared). */
  reset(): void;
  /** Settles when nothing is queued or running (tests). */
  idle(): Promise<void>;
  stop(): void;
}

function noticeText(kind: MediaWant['kind'], message: string): string {
  const what = kind === 'image' ? 'images' : 'icons';
  return `Some slide ${what} could not be generated (${message}). The rest of the deck is complete; failed pictures are not retried until you press Retry or clear the media cache.`;
}

/** Every picture the finished slides still lack, with where it goes. */
export function wantsOf(slides: readonly Slide[], settings: Parameters<typeof topicImageWant>[1]): Array<{ want: MediaWant; target: MediaTarget }> {
  const out: Array<{ want: MediaWant; target: MediaTarget }> = [];
  for (const slide of slides) {
    const topic = slide.topic;
    if (!slide.isComplete || topic === undefined) continue;
    // A picture the user removed stays away: nothing is asked for it.
    const image = topic.image_url || slide.picture?.removed === true ? undefined : topicImageWant(topic, settings);
    if (image) out.push({ want: image, target: { slideId: slide.id, place: 'topic', prompt: image.prompt } });
    for (const sub of topic.subtopics) {
      const w = sub.image_url ? undefined : subtopicWant(sub, settings);
      if (w) out.push({ want: w, target: { slideId: slide.id, place: sub.id, prompt: w.prompt } });
    }
  }
  return out;
}

/** Starts the job over `deps.deck`; it registers the app's Retry. */
export function startMediaJob(deps: MediaJobDeps): MediaJob {
  const controller = new AbortController();
  const known = new Map<string, Wanted>();
  const active = { image: 0, icon: 0 };
  const now = deps.now ?? Date.now;
  let scanTimer: ReturnType<typeof setTimeout> | undefined;
  /** Retries whose forgetting of the failed answer is still under way. */
  let retrying = 0;
  /** The deck whose title art was last decided on (a deck opened since may have its art painted again). */
  let artDecided: string | null | undefined;
  // The cache as fetchMedia sees it: the lookups of pictures started together are one read.
  const { get } = coalescedLookups(deps.repo);
  const fetchRepo: MediaFetchDeps['repo'] = {
    get,
    put: (input) => deps.repo.put(input),
    markFailed: (key, kind, error) => deps.repo.markFailed(key, kind, error),
    markNone: (key, kind) => deps.repo.markNone(key, kind),
    remove: (key) => deps.repo.remove(key),
  };
  let waiters: Array<() => void> = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const bump = (field: keyof StreamingStats, by: number): void => {
    const stats = deps.stats();
    stats[field] = Math.max(0, stats[field] + by);
  };
  const loadingField = (w: MediaWant): keyof StreamingStats => (w.kind === 'image' ? 'imagesLoading' : 'iconsLoading');

  // Pictures on their way to the open deck: those of MEDIA_PLACE_MS go on together (a cached deck's hundreds would
  // otherwise be as many snapshots and re-renders), MEDIA_PLACE_SLIDES per task (each slide placed re-renders its card).
  // `after` runs once its picture is on.
  let openBatch: Array<Placement & { deckId: string | null; slideId: number | undefined; after?: () => void }> = [];
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  const flushOpen = (all = false): void => {
    if (openTimer !== undefined) clearTimeout(openTimer);
    openTimer = undefined;
    const open = deps.deck.state.deckId;
    const slides = new Set<number | undefined>();
    const due: typeof openBatch = [];
    const later: typeof openBatch = [];
    for (const b of openBatch) {
      if (b.deckId !== open || b.targets.length === 0) due.push({ ...b, targets: [] });
      else if (all || slides.has(b.slideId) || slides.size < MEDIA_PLACE_SLIDES) {
        slides.add(b.slideId);
        due.push(b);
      } else later.push(b);
    }
    openBatch = later;
    const here = due.filter((b) => b.targets.length > 0);
    if (here.length > 0) deps.deck.update((s) => placeAll(s, here));
    due.forEach((b) => b.after?.());
    if (later.length > 0) openTimer = setTimeout(flushOpen, 0);
  };
  // And to stored copies: one write per deck every MEDIA_STORE_MS, one after the other.
  const stored = createWriteBatch<Placement & { deckId: string }>(deps.storeMs ?? MEDIA_STORE_MS, async (items) => {
    const byDeck = new Map<string, Placement[]>();
    for (const { deckId, ...placement } of items) {
      const batch = byDeck.get(deckId) ?? [];
      batch.push(placement);
      byDeck.set(deckId, batch);
    }
    for (const [deckId, batch] of byDeck) await deps.presentations.updateSlides(deckId, (slides) => placeAll(slides, batch)).catch(() => undefined);
  });

  const place = (entry: Wanted, url: string, after?: () => void): void => {
    const open = deps.deck.state.deckId;
    const here = entry.places.filter((p) => p.deckId === open).map((p) => p.target);
    // One entry per slide, so a task's share is counted in slides; `after` goes with the last.
    const bySlide = new Map<number, MediaTarget[]>();
    for (const t of here) bySlide.set(t.slideId, [...(bySlide.get(t.slideId) ?? []), t]);
    const credit = entry.credit ? { credit: entry.credit } : {};
    if (bySlide.size === 0) openBatch.push({ deckId: open, slideId: undefined, targets: [], url, after });
    [...bySlide].forEach(([slideId, targets], i) => openBatch.push({ deckId: open, slideId, targets, url, ...credit, ...(i === bySlide.size - 1 ? { after } : {}) }));
    openTimer ??= setTimeout(flushOpen, deps.placeMs ?? MEDIA_PLACE_MS);
    for (const p of entry.places) if (p.deckId !== null) stored.add({ deckId: p.deckId, targets: [p.target], url, ...credit });
    entry.places = [];
  };

  const settle = (entry: Wanted, outcome: MediaOutcome): void => {
    const { want } = entry;
    // A photo that did not come changes nothing on the deck, yet the title slide may now want its art.
    if (outcome.kind !== 'ready' && isPhotoWant(want)) scan();
    if (outcome.kind === 'ready') {
      Object.assign(entry, { status: 'ready', url: outcome.url, credit: outcome.credit });
      bump(want.kind === 'image' ? 'imagesGenerated' : 'iconsGenerated', 1);
      // The widget goes once the picture is on: the slide keeps its image box throughout.
      place(entry, outcome.url, () => delete deps.state.items[want.key]);
      return;
    }
    if (outcome.kind === 'none') {
      // Not a failure: no notice, no Retry, nothing placed; the slide draws the point without an icon.
      // Nor a picture still to come: the panel's "N of M ready" no longer counts it.
      entry.status = 'none';
      bump(want.kind === 'image' ? 'totalImagesRequested' : 'totalIconsRequested', -1);
      delete deps.state.items[want.key];
      return;
    }
    if (outcome.kind === 'failed') {
      entry.status = 'failed';
      deps.state.items[want.key] = { kind: want.kind, status: 'error', startedAt: now(), error: outcome.message };
      const slides = entry.places.map((p) => p.target.slideId).join(', ');
      // A prompt that failed before is not asked again: the log says so in the seed's words.
      deps.log?.(outcome.earlier ? `${mediaNotRetried(want.kind)} (slide ${slides}: ${outcome.message})` : `Failed ${want.kind} for slide ${slides}: ${outcome.message}`);
      deps.state.notice ??= noticeText(want.kind, outcome.message);
      return;
    }
    entry.status = 'later';
    delete deps.state.items[want.key];
    const timer = setTimeout(() => requeue(want.key), (outcome.retryAfterS ?? MEDIA_LATER_MS / 1000) * 1000);
    timers.add(timer);
  };

  /** The photos the open deck shows, or will once placed, at places other than `entry`'s. */
  const photosElsewhere = (entry: Wanted): DeckPhotos => {
    const deckId = deps.deck.state.deckId;
    const mine = new Set(entry.places.filter((p) => p.deckId === deckId).map((p) => p.target.slideId));
    const coming = [...known.values()].filter((other) => other !== entry && other.status === 'ready' && isPhotoWant(other.want) && other.decks.has(deckId));
    return deckPhotos(snapshot(deps.deck.state).slides as readonly Slide[], mine, coming);
  };

  const run = async (entry: Wanted): Promise<void> => {
    const { want } = entry;
    entry.status = 'running';
    active[want.kind]++;
    bump(loadingField(want), 1);
    deps.state.items[want.key] = { kind: want.kind, status: 'generating', startedAt: now() };
    try {
      const ask = (also?: string) => fetchMedia({ ...deps, repo: fetchRepo, signal: controller.signal }, withAvoid(want, photosElsewhere(entry), also));
      let outcome = await ask();
      if (isDuplicate(want, outcome, photosElsewhere(entry))) {
        // Another slide has this photo (got meanwhile, or the same one under another service's page): ask once more
        // without it, else none; never the same photo twice.
        outcome = await ask(outcome.kind === 'ready' ? outcome.credit?.sourceUrl : undefined);
        if (isDuplicate(want, outcome, photosElsewhere(entry))) outcome = { kind: 'none', fromCache: false };
      }
      settle(entry, outcome);
    } catch {
      // Aborted: the job stopped.
    } finally {
      active[want.kind]--;
      bump(loadingField(want), -1);
      pump();
    }
  };

  function pump(): void {
    if (controller.signal.aborted) return;
    const limits = deps.streaming?.() === true ? MEDIA_PARALLEL_STREAMING : MEDIA_PARALLEL;
    for (const entry of known.values()) {
      if (entry.status !== 'queued' || active[entry.want.kind] >= limits[entry.want.kind]) continue;
      void run(entry);
    }
    // A look still due may find more to get (the title slide's art once the photos are settled): idle waits for it.
    if (active.image + active.icon === 0 && scanTimer === undefined && retrying === 0 && ![...known.values()].some((e) => e.status === 'queued')) {
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
    }
  }

  function requeue(key: string): void {
    const entry = known.get(key);
    if (entry?.status !== 'later') return;
    entry.status = 'queued';
    pump();
  }

  const scanNow = (): void => {
    scanTimer = undefined;
    if (controller.signal.aborted) return;
    const state = snapshot(deps.deck.state);
    const deckId = state.deckId;
    const slides = state.slides as readonly Slide[];
    for (const wanted of wantsOf(slides, state.settings)) add(wanted, deckId);
    // The title slide's art only once the deck is written and its photos have all come or not come.
    if (deps.streaming?.() !== true && !photosPending(deckId)) {
      const art = titleArtWant(slides, state.settings);
      // Art of another theme is painted again when the deck is opened, not at the theme change itself: a
      // picture placed on the open deck starts its undo history over, and the change would no longer undo.
      if (art !== undefined && (!art.repaint || artDecided !== deckId)) add(art, deckId);
      artDecided = deckId;
    }
    pump();
  };

  function add({ want, target }: { want: MediaWant; target: MediaTarget }, deckId: string | null): void {
    let entry = known.get(want.key);
    if (entry === undefined) {
      entry = { want, places: [], status: 'queued', decks: new Set() };
      known.set(want.key, entry);
      bump(want.kind === 'image' ? 'totalImagesRequested' : 'totalIconsRequested', 1);
    }
    entry.decks.add(deckId);
    const same = entry.places.some((p) => p.deckId === deckId && p.target.slideId === target.slideId && p.target.place === target.place);
    if (!same) entry.places.push({ deckId, target });
    if (entry.status === 'ready' && entry.url !== undefined) place(entry, entry.url);
  }

  /** Whether photos of deck `deckId` are still asked for (the title slide may yet show one). */
  function photosPending(deckId: string | null): boolean {
    for (const e of known.values()) {
      if ((e.status === 'queued' || e.status === 'running') && isPhotoWant(e.want) && e.places.some((p) => p.deckId === deckId)) return true;
    }
    return false;
  }

  const scan = (): void => {
    scanTimer ??= setTimeout(scanNow, MEDIA_SCAN_MS);
  };

  const unsubscribe = subscribe(deps.deck.state, scan);
  const onOnline = deps.onOnline ?? ((listener: () => void) => {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  });
  const offOnline = onOnline(() => [...known.keys()].forEach(requeue));
  const offHidden = (deps.onHidden ?? onPageHidden)(() => void stored.flush());

  const job: MediaJob = {
    scan,
    retry(key) {
      const entry = known.get(key);
      delete deps.state.items[key];
      // idle() waits for the retry: the failed answer is forgotten first, then the prompt is asked again.
      retrying++;
      void deps.repo.remove(key).catch(() => undefined).then(() => {
        retrying--;
        if (entry) entry.status = 'queued';
        deps.state.notice = null;
        scanNow();
      });
    },
    reset() {
      for (const [key, entry] of known) if (entry.status !== 'running') known.delete(key);
      for (const key of Object.keys(deps.state.items)) if (deps.state.items[key]?.status === 'error') delete deps.state.items[key];
      deps.state.notice = null;
      scan();
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        if (scanTimer === undefined && retrying === 0) pump();
      }).then(() => {
        flushOpen(true);
        return stored.flush();
      }),
    stop() {
      controller.abort();
      unsubscribe();
      offOnline();
      offHidden();
      if (openTimer !== undefined) clearTimeout(openTimer);
      void stored.flush();
      if (scanTimer !== undefined) clearTimeout(scanTimer);
      timers.forEach(clearTimeout);
      setMediaRetryHandler(null);
    },
  };
  setMediaRetryHandler(job.retry);
  scan();
  return job;
}
