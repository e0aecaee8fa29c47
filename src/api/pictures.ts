/**
 * The Replace panel's calls (protocol/pictures.ts): POST /api/pictures/search
 * for photos from the server's configured sources, POST /api/pictures/fetch
 * for one result's full picture and credit. The server reaches the photo
 * hosts; the page only ever sees data URLs. Answers are validated; a call
 * that cannot finish says so in a sentence, quickly (no stalled panel).
 */
import {
  pictureFetchResponseSchema,
  pictureSearchResponseSchema,
  type PictureFetchResponse,
  type PictureOrientation,
  type PictureSearchResponse,
  type PictureSource,
} from '../protocol/pictures';
import { API_BASE } from './call';
import { requestHeaders } from './http';

export const SEARCH_PATH = '/pictures/search';
export const FETCH_PATH = '/pictures/fetch';
/** A search answers within this, or the panel says the search did not answer. */
export const SEARCH_TIMEOUT_MS = 15_000;
/** One full picture (the server caps its own download well below this). */
export const FETCH_TIMEOUT_MS = 30_000;

export const SEARCH_OFFLINE = 'Searching needs the network. Your uploads and the pictures on this device are below.';
export const SEARCH_TIMED_OUT = 'The picture search did not answer in time. Try again.';
export const SEARCH_BAD_ANSWER = 'The picture search gave an answer this app cannot read.';
export const FETCH_FAILED = 'This picture could not be fetched. Try another one.';
export const FETCH_OFFLINE = 'Getting a found picture needs the network.';

/** A failed picture call; `offline` when the device has no network (the panel then says search needs it). */
export class PictureCallError extends Error {
  override readonly name = 'PictureCallError';
  constructor(
    message: string,
    readonly offline = false,
  ) {
    super(message);
  }
}

export interface PictureCallDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How long a call may take (SEARCH_TIMEOUT_MS or FETCH_TIMEOUT_MS by default). */
  timeoutMs?: number;
  /** Whether the device says it is online (navigator.onLine by default). */
  online?: () => boolean;
}

function isOnline(deps: PictureCallDeps): boolean {
  return (deps.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine)))();
}

/** What a failed call says: `failure` names it, the cause follows in brackets, then `advice`. */
interface Wording {
  failure: string;
  advice: string;
}

const SEARCH_WORDING: Wording = { failure: 'The picture search failed', advice: 'Try again in a moment.' };
const FETCH_WORDING: Wording = { failure: 'This picture could not be fetched', advice: 'Try another one.' };

async function post(path: string, body: object, deps: PictureCallDeps, timeoutMs: number, signal: AbortSignal | undefined, wording: Wording): Promise<unknown> {
  const failure = `${wording.failure}. ${wording.advice}`;
  const offline = path === SEARCH_PATH ? SEARCH_OFFLINE : FETCH_OFFLINE;
  if (!isOnline(deps)) throw new PictureCallError(offline, true);
  const timeout = AbortSignal.timeout(deps.timeoutMs ?? timeoutMs);
  const joined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    response = await doFetch(`${deps.baseUrl ?? API_BASE}${path}`, { method: 'POST', headers: requestHeaders(), body: JSON.stringify(body), signal: joined });
  } catch {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new PictureCallError(path === SEARCH_PATH ? SEARCH_TIMED_OUT : failure);
    throw new PictureCallError(offline, true);
  }
  if (!response.ok) {
    const detail = await response.json().then((j: unknown) => (j as { error?: unknown }).error, () => undefined).catch(() => undefined);
    const cause = typeof detail === 'string' && detail.length < 300 ? detail : `HTTP ${response.status}`;
    throw new PictureCallError(`${wording.failure} (${cause}). ${wording.advice}`);
  }
  try {
    return await response.json();
  } catch {
    if (signal?.aborted) throw signal.reason;
    throw new PictureCallError(failure);
  }
}

/** Photos for `query`, best first. @throws PictureCallError */
export async function searchPictures(
  query: string,
  options: { orientation?: PictureOrientation; page?: number; signal?: AbortSignal } = {},
  deps: PictureCallDeps = {},
): Promise<PictureSearchResponse> {
  const body = { query: query.trim().slice(0, 200), ...(options.orientation ? { orientation: options.orientation } : {}), ...(options.page ? { page: options.page } : {}) };
  const json = await post(SEARCH_PATH, body, deps, SEARCH_TIMEOUT_MS, options.signal, SEARCH_WORDING);
  const parsed = pictureSearchResponseSchema.safeParse(json);
  if (!parsed.success) throw new PictureCallError(SEARCH_BAD_ANSWER);
  return parsed.data;
}

/** One search result's full picture and credit. @throws PictureCallError */
export async function fetchPicture(provider: PictureSource, id: string, options: { signal?: AbortSignal } = {}, deps: PictureCallDeps = {}): Promise<PictureFetchResponse> {
  const json = await post(FETCH_PATH, { provider, id }, deps, FETCH_TIMEOUT_MS, options.signal, FETCH_WORDING);
  const parsed = pictureFetchResponseSchema.safeParse(json);
  if (!parsed.success) throw new PictureCallError(FETCH_FAILED);
  return parsed.data;
}
