/**
 * Getting one picture for one prompt: from the media cache
 * when it holds it, else charged (an image costs a credit; icons
 * are free), asked of the server and stored as a blob under the prompt's
 * key (a cached row). A real failure makes the row failed (and the credit
 * goes back), so the prompt is not asked again until the user clears it. A
 * failure that may pass (no network, time-out, busy server) leaves no trace
 * so it is asked again later. An icon or image the server says does not
 * exist for the prompt (nothing fits) is settled as `none`: cached so it is
 * not asked again, not a failure (an image's credit goes back), and the
 * slide shows no picture. A found photo keeps its credit (author, licence)
 * in the cache and on the slide. Lookups
 * asked in the same task share one read ({@link coalescedLookups}).
 */
import { MediaCallError, type MediaCalls } from '../api/media';
import { mediaNotRetried } from '../core/errors';
import type { CreditsRepository } from '../data/credits';
import { decodeDataUrl } from '../lib/image-bytes';
import { isNoPicture, type MediaEntry, type MediaRepository } from '../data/media';
import type { PictureCredit } from '../core/schemas/slide';
import type { MediaWant } from './media';

/**
 * The cache's `get`, with the lookups asked in one task answered by one
 * read: the media job starts several pictures at once, and a deck opened
 * again asks for hundreds that are all cached.
 */
export function coalescedLookups(repo: Pick<MediaRepository, 'getMany'>): Pick<MediaRepository, 'get'> {
  let waiting: Array<{ key: string; resolve: (entry: MediaEntry | undefined) => void; reject: (error: unknown) => void }> = [];
  const read = async (): Promise<void> => {
    const batch = waiting;
    waiting = [];
    try {
      const entries = await repo.getMany(batch.map((w) => w.key));
      batch.forEach((w, i) => w.resolve(entries[i]));
    } catch (error) {
      batch.forEach((w) => w.reject(error));
    }
  };
  return {
    get: (key) =>
      new Promise((resolve, reject) => {
        if (waiting.length === 0) setTimeout(() => void read(), 0);
        waiting.push({ key, resolve, reject });
      }),
  };
}

export interface MediaFetchDeps {
  calls: MediaCalls;
  repo: Pick<MediaRepository, 'get' | 'put' | 'markFailed' | 'markNone' | 'remove'>;
  credits: Pick<CreditsRepository, 'charge' | 'refund'>;
  /** The picture's bytes, to keep on the device (undefined when they cannot be read, e.g. CORS). */
  fetchBlob?: (url: string) => Promise<Blob | undefined>;
  signal?: AbortSignal;
}

/** How getting a picture ended. */
export type MediaOutcome =
  | { kind: 'ready'; url: string; fromCache: boolean; credit?: PictureCredit }
  /** The server said no picture fits the prompt (now, or in an earlier run): settled, shown as nothing, not asked again. */
  | { kind: 'none'; fromCache: boolean }
  /** Failed for good (now, or in an earlier run): shown with Retry, not asked again. */
  | { kind: 'failed'; message: string; earlier: boolean }
  /** Could not be had now; asking later may work (`retryAfterS` when the server said). */
  | { kind: 'later'; message: string; retryAfterS?: number };

/**
 * Reads a picture's bytes with no cookies; undefined when it cannot be read.
 * A data: URL is decoded here: the page's CSP (connect-src) forbids fetching one.
 */
export async function fetchPictureBlob(url: string): Promise<Blob | undefined> {
  if (/^data:/i.test(url)) {
    const decoded = decodeDataUrl(url);
    return decoded ? new Blob([decoded.data as Uint8Array<ArrayBuffer>], { type: decoded.mime }) : undefined;
  }
  try {
    // No cookies and no referrer: the picture's host learns nothing about the user or the deck.
    const response = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer' });
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

async function fromCache(deps: MediaFetchDeps, want: MediaWant): Promise<MediaOutcome | undefined> {
  const entry = await deps.repo.get(want.key).catch(() => undefined);
  // A kept photo the deck already shows on another slide is not taken again: the server is asked for another.
  if (entry?.credit && want.context?.avoid?.includes(entry.credit.sourceUrl)) return undefined;
  if (entry?.status === 'cached' && entry.url) return { kind: 'ready', url: entry.url, fromCache: true, ...(entry.credit ? { credit: entry.credit } : {}) };
  if (entry !== undefined && isNoPicture(entry)) return { kind: 'none', fromCache: true };
  if (entry?.status === 'failed') return { kind: 'failed', message: entry.error || mediaNotRetried(want.kind), earlier: true };
  return undefined;
}

/** Whether the picture costs a credit: images do, except the builtin art of a decorative place (drawn on the server, no source asked). */
function costsCredit(want: MediaWant): boolean {
  return want.kind === 'image' && want.context?.purpose !== 'decorative';
}

async function charge(deps: MediaFetchDeps, want: MediaWant): Promise<MediaOutcome | undefined> {
  if (!costsCredit(want)) return undefined;
  const paid = await deps.credits.charge(1, { reason: 'Slide image', idempotencyKey: `media:${want.key}` });
  // Shown like a failure, but not stored as one: with credits it may be asked again.
  return paid.ok ? undefined : { kind: 'failed', message: paid.error, earlier: false };
}

async function ask(deps: MediaFetchDeps, want: MediaWant): Promise<{ url: string; credit?: PictureCredit } | null> {
  if (want.kind === 'image') return deps.calls.image(want.prompt, want.style, deps.signal, want.context);
  const url = await deps.calls.icon(want.prompt, deps.signal);
  return url === null ? null : { url };
}

/** Gets the picture `want` asks for; never throws except for the caller's abort. */
export async function fetchMedia(deps: MediaFetchDeps, want: MediaWant): Promise<MediaOutcome> {
  const cached = await fromCache(deps, want);
  if (cached) return cached;
  const refused = await charge(deps, want).catch((error: unknown) => ({ kind: 'later' as const, message: String((error as Error).message) }));
  if (refused) return refused;
  const base = { key: want.key, kind: want.kind, prompt: want.prompt, style: want.style };
  // No 'pending' row first: nothing reads one (a pending row counts as a miss), and a write per picture
  // is a transaction on the main thread, some 300 of them while a 60-slide deck streams.
  try {
    const answer = await ask(deps, want);
    if (answer === null) {
      // The answer is kept so the prompt is not asked again; a picture that was not given is not paid for.
      await deps.repo.markNone(want.key, want.kind).catch(() => undefined);
      if (costsCredit(want)) await deps.credits.refund(1, { reason: 'No slide image fits', idempotencyKey: `refund:media:${want.key}` }).catch(() => undefined);
      return { kind: 'none', fromCache: false };
    }
    const { url, credit } = answer;
    const blob = await (deps.fetchBlob ?? fetchPictureBlob)(url).catch(() => undefined);
    await deps.repo.put({ ...base, status: 'cached', url, ...(blob ? { blob } : {}), ...(credit ? { credit } : {}) }).catch(() => undefined);
    return { kind: 'ready', url, fromCache: false, ...(credit ? { credit } : {}) };
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof MediaCallError && error.transient) {
      await deps.repo.remove(want.key).catch(() => undefined);
      return { kind: 'later', message, ...(error.retryAfterS === undefined ? {} : { retryAfterS: error.retryAfterS }) };
    }
    await deps.repo.markFailed(want.key, want.kind, message).catch(() => undefined);
    // A picture that was never made is not paid for (the key makes this happen once).
    if (costsCredit(want)) await deps.credits.refund(1, { reason: 'Slide image failed', idempotencyKey: `refund:media:${want.key}` }).catch(() => undefined);
    return { kind: 'failed', message, earlier: false };
  }
}
