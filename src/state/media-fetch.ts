/**
 * Getting one picture for one prompt (seed 000 §5): from the media cache
 * when it holds it, else charged (an image costs a credit, DESIGN.md; icons
 * are free), asked of the server and stored as a blob under the prompt's
 * key. The cache row goes pending -> cached; a real failure makes it
 * failed (and the credit goes back), so the prompt is not asked again until the user clears it. A
 * failure that may pass (no network, time-out, busy server) leaves no trace
 * so it is asked again later.
 */
import { MediaCallError, type MediaCalls } from '../api/media';
import { mediaNotRetried } from '../core/errors';
import type { CreditsRepository } from '../data/credits';
import { decodeDataUrl } from '../export/pptx/image-bytes';
import type { MediaRepository } from '../data/media';
import type { MediaWant } from './media';

export interface MediaFetchDeps {
  calls: MediaCalls;
  repo: Pick<MediaRepository, 'get' | 'put' | 'markFailed' | 'remove'>;
  credits: Pick<CreditsRepository, 'charge' | 'refund'>;
  /** The picture's bytes, to keep on the device (undefined when they cannot be read, e.g. CORS). */
  fetchBlob?: (url: string) => Promise<Blob | undefined>;
  signal?: AbortSignal;
}

/** How getting a picture ended. */
export type MediaOutcome =
  | { kind: 'ready'; url: string; fromCache: boolean }
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
    const response = await fetch(url, { credentials: 'omit' });
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

async function fromCache(deps: MediaFetchDeps, want: MediaWant): Promise<MediaOutcome | undefined> {
  const entry = await deps.repo.get(want.key).catch(() => undefined);
  if (entry?.status === 'cached' && entry.url) return { kind: 'ready', url: entry.url, fromCache: true };
  if (entry?.status === 'failed') return { kind: 'failed', message: entry.error || mediaNotRetried(want.kind), earlier: true };
  return undefined;
}

async function charge(deps: MediaFetchDeps, want: MediaWant): Promise<MediaOutcome | undefined> {
  if (want.kind !== 'image') return undefined;
  const paid = await deps.credits.charge(1, { reason: 'Slide image', idempotencyKey: `media:${want.key}` });
  // Shown like a failure, but not stored as one: with credits it may be asked again.
  return paid.ok ? undefined : { kind: 'failed', message: paid.error, earlier: false };
}

async function ask(deps: MediaFetchDeps, want: MediaWant): Promise<string> {
  return want.kind === 'image' ? deps.calls.image(want.prompt, want.style, deps.signal) : deps.calls.icon(want.prompt, deps.signal);
}

/** Gets the picture `want` asks for; never throws except for the caller's abort. */
export async function fetchMedia(deps: MediaFetchDeps, want: MediaWant): Promise<MediaOutcome> {
  const cached = await fromCache(deps, want);
  if (cached) return cached;
  const refused = await charge(deps, want).catch((error: unknown) => ({ kind: 'later' as const, message: String((error as Error).message) }));
  if (refused) return refused;
  const base = { key: want.key, kind: want.kind, prompt: want.prompt, style: want.style };
  await deps.repo.put({ ...base, status: 'pending' }).catch(() => undefined);
  try {
    const url = await ask(deps, want);
    const blob = await (deps.fetchBlob ?? fetchPictureBlob)(url).catch(() => undefined);
    await deps.repo.put({ ...base, status: 'cached', url, ...(blob ? { blob } : {}) }).catch(() => undefined);
    return { kind: 'ready', url, fromCache: false };
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof MediaCallError && error.transient) {
      await deps.repo.remove(want.key).catch(() => undefined);
      return { kind: 'later', message, ...(error.retryAfterS === undefined ? {} : { retryAfterS: error.retryAfterS }) };
    }
    await deps.repo.markFailed(want.key, want.kind, message).catch(() => undefined);
    // A picture that was never made is not paid for (the key makes this happen once).
    if (want.kind === 'image') await deps.credits.refund(1, { reason: 'Slide image failed', idempotencyKey: `refund:media:${want.key}` }).catch(() => undefined);
    return { kind: 'failed', message, earlier: false };
  }
}
