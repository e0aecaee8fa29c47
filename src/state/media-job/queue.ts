/**
 * The media job's queue: a look at the open deck adds what its slides want,
 * a few prompts are asked at a time, and each answer is settled (placed,
 * left out, reported, or asked again later).
 */
import { snapshot } from 'valtio';
import type { MediaTarget } from '../../core/deck/media';
import { mediaNotRetried } from '../../core/errors';
import type { Slide } from '../../core/schemas/slide';
import type { MediaWant } from '../media';
import { deckPhotos, isDuplicate, isPhotoWant, withAvoid, type DeckPhotos } from '../media-distinct';
import { fetchMedia, type MediaOutcome } from '../media-fetch';
import { titleArtWant } from '../title-art';
import { bump, loadingField, type MediaJobContext } from './context';
import { MEDIA_LATER_MS, MEDIA_PARALLEL, MEDIA_PARALLEL_STREAMING, MEDIA_SCAN_MS } from './limits';
import type { Wanted } from './types';
import { noticeText, wantsOf } from './wants';

/** Looks at the deck soon (deck changes come in bursts: one look for them all). */
export function scan(ctx: MediaJobContext): void {
  ctx.scanTimer ??= setTimeout(() => scanNow(ctx), MEDIA_SCAN_MS);
}

/** Looks at the deck now: every picture its finished slides lack is asked for. */
export function scanNow(ctx: MediaJobContext): void {
  ctx.scanTimer = undefined;
  if (ctx.controller.signal.aborted) return;
  const state = snapshot(ctx.deps.deck.state);
  const deckId = state.deckId;
  const slides = state.slides as readonly Slide[];
  for (const wanted of wantsOf(slides, state.settings)) add(ctx, wanted, deckId);
  // The title slide's art only once the deck is written and its photos have all come or not come.
  if (ctx.deps.streaming?.() !== true && !photosPending(ctx, deckId)) {
    const art = titleArtWant(slides, state.settings);
    // Art of another theme is painted again when the deck is opened, not at the theme change itself: a
    // picture placed on the open deck starts its undo history over, and the change would no longer undo.
    if (art !== undefined && (!art.repaint || ctx.artDecided !== deckId)) add(ctx, art, deckId);
    ctx.artDecided = deckId;
  }
  pump(ctx);
}

function add(ctx: MediaJobContext, { want, target }: { want: MediaWant; target: MediaTarget }, deckId: string | null): void {
  let entry = ctx.known.get(want.key);
  if (entry === undefined) {
    entry = { want, places: [], status: 'queued', decks: new Set() };
    ctx.known.set(want.key, entry);
    bump(ctx, want.kind === 'image' ? 'totalImagesRequested' : 'totalIconsRequested', 1);
  }
  entry.decks.add(deckId);
  const same = entry.places.some((p) => p.deckId === deckId && p.target.slideId === target.slideId && p.target.place === target.place);
  if (!same) entry.places.push({ deckId, target });
  if (entry.status === 'ready' && entry.url !== undefined) ctx.placer.place(entry, entry.url);
}

/** Whether photos of deck `deckId` are still asked for (the title slide may yet show one). */
function photosPending(ctx: MediaJobContext, deckId: string | null): boolean {
  for (const e of ctx.known.values()) {
    if ((e.status === 'queued' || e.status === 'running') && isPhotoWant(e.want) && e.places.some((p) => p.deckId === deckId)) return true;
  }
  return false;
}

/** Starts what the limits allow; when nothing is left to do, those waiting for idle() are told. */
export function pump(ctx: MediaJobContext): void {
  if (ctx.controller.signal.aborted) return;
  const limits = ctx.deps.streaming?.() === true ? MEDIA_PARALLEL_STREAMING : MEDIA_PARALLEL;
  for (const entry of ctx.known.values()) {
    if (entry.status !== 'queued' || ctx.active[entry.want.kind] >= limits[entry.want.kind]) continue;
    void run(ctx, entry);
  }
  // A look still due may find more to get (the title slide's art once the photos are settled): idle waits for it.
  if (ctx.active.image + ctx.active.icon === 0 && ctx.scanTimer === undefined && ctx.retrying === 0 && ![...ctx.known.values()].some((e) => e.status === 'queued')) {
    const done = ctx.waiters;
    ctx.waiters = [];
    done.forEach((resolve) => resolve());
  }
}

/** Asks again for a picture that was to be asked later. */
export function requeue(ctx: MediaJobContext, key: string): void {
  const entry = ctx.known.get(key);
  if (entry?.status !== 'later') return;
  entry.status = 'queued';
  pump(ctx);
}

/** The photos the open deck shows, or will once placed, at places other than `entry`'s. */
function photosElsewhere(ctx: MediaJobContext, entry: Wanted): DeckPhotos {
  const deckId = ctx.deps.deck.state.deckId;
  const mine = new Set(entry.places.filter((p) => p.deckId === deckId).map((p) => p.target.slideId));
  const coming = [...ctx.known.values()].filter((other) => other !== entry && other.status === 'ready' && isPhotoWant(other.want) && other.decks.has(deckId));
  return deckPhotos(snapshot(ctx.deps.deck.state).slides as readonly Slide[], mine, coming);
}

async function run(ctx: MediaJobContext, entry: Wanted): Promise<void> {
  const { want } = entry;
  entry.status = 'running';
  ctx.active[want.kind]++;
  bump(ctx, loadingField(want), 1);
  ctx.deps.state.items[want.key] = { kind: want.kind, status: 'generating', startedAt: ctx.now() };
  try {
    settle(ctx, entry, await askDistinct(ctx, entry));
  } catch {
    // Aborted: the job stopped.
  } finally {
    ctx.active[want.kind]--;
    bump(ctx, loadingField(want), -1);
    pump(ctx);
  }
}

/** Asks for the entry's picture; a photo another slide has is asked for once more without it, else none: never the same photo twice. */
async function askDistinct(ctx: MediaJobContext, entry: Wanted): Promise<MediaOutcome> {
  const { want } = entry;
  const ask = (also?: string) => fetchMedia({ ...ctx.deps, repo: ctx.fetchRepo, signal: ctx.controller.signal }, withAvoid(want, photosElsewhere(ctx, entry), also));
  let outcome = await ask();
  // Another slide may have this photo (got meanwhile, or the same one under another service's page).
  if (isDuplicate(want, outcome, photosElsewhere(ctx, entry))) {
    outcome = await ask(outcome.kind === 'ready' ? outcome.credit?.sourceUrl : undefined);
    if (isDuplicate(want, outcome, photosElsewhere(ctx, entry))) outcome = { kind: 'none', fromCache: false };
  }
  return outcome;
}

function settle(ctx: MediaJobContext, entry: Wanted, outcome: MediaOutcome): void {
  const { want } = entry;
  const { state } = ctx.deps;
  // A photo that did not come changes nothing on the deck, yet the title slide may now want its art.
  if (outcome.kind !== 'ready' && isPhotoWant(want)) scan(ctx);
  if (outcome.kind === 'ready') {
    Object.assign(entry, { status: 'ready', url: outcome.url, credit: outcome.credit });
    bump(ctx, want.kind === 'image' ? 'imagesGenerated' : 'iconsGenerated', 1);
    // The widget goes once the picture is on: the slide keeps its image box throughout.
    ctx.placer.place(entry, outcome.url, () => delete state.items[want.key]);
  } else if (outcome.kind === 'none') {
    // Not a failure: no notice, no Retry, nothing placed; the slide draws the point without an icon.
    // Nor a picture still to come: the panel's "N of M ready" no longer counts it.
    entry.status = 'none';
    bump(ctx, want.kind === 'image' ? 'totalImagesRequested' : 'totalIconsRequested', -1);
    delete state.items[want.key];
  } else if (outcome.kind === 'failed') settleFailed(ctx, entry, outcome);
  else {
    entry.status = 'later';
    delete state.items[want.key];
    const timer = setTimeout(() => requeue(ctx, want.key), (outcome.retryAfterS ?? MEDIA_LATER_MS / 1000) * 1000);
    ctx.timers.add(timer);
  }
}

/** A failed picture: its widget shows the error, the log names its slides, and the run's notice says so once. */
function settleFailed(ctx: MediaJobContext, entry: Wanted, outcome: Extract<MediaOutcome, { kind: 'failed' }>): void {
  const { want } = entry;
  entry.status = 'failed';
  ctx.deps.state.items[want.key] = { kind: want.kind, status: 'error', startedAt: ctx.now(), error: outcome.message };
  const slides = entry.places.map((p) => p.target.slideId).join(', ');
  // A prompt that failed before is not asked again: the log says so.
  ctx.deps.log?.(outcome.earlier ? `${mediaNotRetried(want.kind)} (slide ${slides}: ${outcome.message})` : `Failed ${want.kind} for slide ${slides}: ${outcome.message}`);
  ctx.deps.state.notice ??= noticeText(want.kind, outcome.message);
}
