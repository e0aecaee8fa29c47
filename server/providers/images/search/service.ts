/**
 * The picture service: which source a slide's picture comes from, within
 * one time budget, and what the Replace panel's search and fetch calls do.
 *
 * A content slide asks the sources in the configured order and takes the
 * first relevant candidate (rank.ts) whose bytes download as a real picture
 * and that the deck does not show already (the request names those photos:
 * the server keeps no memory of a deck);
 * a generator, when configured, takes its turn in the same order; when none
 * answers the slide gets no picture (a wrong picture is worse than none).
 * A decorative slot (title slide, section break) gets the builtin abstract
 * art, with no network at all.
 *
 * A service that failed (no connection, a time-out, 429, 5xx, a refused key)
 * is skipped for a while: a deck asks for all its pictures at once, and with
 * the internet unreachable only the first batch waits for the time limit.
 */
import type { ImageStyle } from '../../../../src/core/schemas/catalog';
import type {
  ImageResponse,
  PictureCredit,
  PictureFetchRequest,
  PictureFetchResponse,
  PictureOrientation,
  PicturePurpose,
  PictureResult,
  PictureSearchRequest,
  PictureSearchResponse,
  PictureSource,
} from '../../../../src/protocol/pictures';
import type { ImageProvider } from '../types';
import { imageDataUrl } from './http';
import { buildQuery, termOf, wordsOf } from './query';
import { rankCandidates } from './rank';
import { PictureSourceError, type FetchedImage, type PictureCandidate, type PictureHttp, type PictureSearchSource } from './types';

/** One picture to find or make for a slide. */
export interface PictureRequest {
  prompt: string;
  style: ImageStyle;
  heading?: string;
  orientation?: PictureOrientation;
  purpose?: PicturePurpose;
  language?: string;
  /** Theme colours (#rrggbb) for decorative art. */
  palette?: string[];
  /** Source pages of photos the deck already shows: none of them is picked again. */
  avoid?: readonly string[];
}

/** One step of the content-picture order: a search source or the generator. */
export type PictureStep = { kind: 'search'; source: PictureSearchSource } | { kind: 'generate'; generator: ImageProvider };

export interface PictureServiceDeps {
  steps: PictureStep[];
  /** Draws decorative art (the builtin artist). */
  decorative: ImageProvider;
  http: PictureHttp;
  /** Time all steps together may take for one picture or one search. */
  budgetMs: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface PictureService {
  /** For /api/health: the steps in order, e.g. "openverse+wikimedia+builtin". */
  readonly name: string;
  /** The search sources in order (the Replace panel's). */
  readonly sources: readonly PictureSource[];
  picture(request: PictureRequest, signal: AbortSignal): Promise<ImageResponse>;
  search(request: PictureSearchRequest, signal: AbortSignal): Promise<PictureSearchResponse>;
  /** One search result's picture, or null when its source does not know the id. @throws PictureSourceError */
  fetch(request: PictureFetchRequest, signal: AbortSignal): Promise<PictureFetchResponse | null>;
}

/** Results one source is asked for; the panel shows at most MAX_RESULTS of all. */
const PER_PAGE = 20;
const MAX_RESULTS = 24;
/** Thumbnails for the panel: small, or they are left out. */
const THUMB_MAX_BYTES = 300_000;
const THUMB_CONCURRENCY = 6;
/** How many relevant candidates a slide tries before giving up on a source (dead links happen). */
const DOWNLOAD_TRIES = 3;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 500;
const KNOWN_MAX = 5000;
/** How long a failing source is skipped, unless it said (Retry-After). */
const COOLDOWN_MS = 60_000;
const BAD_KEY_COOLDOWN_MS = 10 * 60_000;

/** The credit of a candidate, in the wire shape. */
export function creditOf(c: PictureCandidate): PictureCredit {
  return { title: c.title, author: c.author, license: c.license, ...(c.licenseUrl ? { licenseUrl: c.licenseUrl } : {}), sourceUrl: c.sourceUrl, provider: c.provider };
}

function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/** Runs `work` over `items` with at most `limit` at once, keeping order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function createPictureService({ steps, decorative, http, budgetMs, now = Date.now, log = (line) => console.warn(line) }: PictureServiceDeps): PictureService {
  const downUntil = new Map<PictureSource, number>();
  const searches = new Map<string, { at: number; candidates: PictureCandidate[] }>();
  const known = new Map<string, PictureCandidate>();
  const sources = steps.flatMap((s) => (s.kind === 'search' ? [s.source] : []));
  const byName = new Map(sources.map((s) => [s.name, s]));

  const isDown = (name: PictureSource) => (downUntil.get(name) ?? 0) > now();

  /** Notes a failure; the ones that will not pass by themselves take the source out for a while. */
  function failed(name: PictureSource, error: unknown, what: string): void {
    if (!(error instanceof PictureSourceError)) {
      log(`[pictures] ${name}: ${what} failed unexpectedly: ${error instanceof Error ? error.name : 'error'}`);
      return;
    }
    const { kind, status, retryAfterS } = error;
    let cooldown = 0;
    if (kind === 'unreachable' || kind === 'timeout' || kind === 'malformed' || kind === 'too-large') cooldown = COOLDOWN_MS;
    else if (kind === 'status' && status === 429) cooldown = (retryAfterS ?? 60) * 1000;
    else if (kind === 'status' && (status === 401 || status === 403)) cooldown = BAD_KEY_COOLDOWN_MS;
    else if (kind === 'status' && status !== undefined && status >= 500) cooldown = COOLDOWN_MS;
    if (cooldown) downUntil.set(name, now() + cooldown);
    const hint = status === 401 || status === 403 ? ' (check its API key)' : '';
    log(`[pictures] ${name}: ${what} failed: ${error.message}${hint}${cooldown ? `; skipped for ${Math.round(cooldown / 1000)} s` : ''}`);
  }

  async function searchSource(source: PictureSearchSource, text: string, orientation: PictureOrientation | undefined, style: ImageStyle | undefined, page: number, signal: AbortSignal) {
    const key = [source.name, text.toLowerCase(), orientation ?? '', style === 'photorealistic' || !style ? 'photo' : 'drawn', page].join('|');
    const cached = searches.get(key);
    if (cached && now() - cached.at < CACHE_TTL_MS) return cached.candidates;
    const candidates = (await source.search({ text, orientation, style, page, perPage: PER_PAGE }, signal)).filter((c) => c.license.trim() !== '');
    setBounded(searches, key, { at: now(), candidates }, CACHE_MAX);
    for (const c of candidates) setBounded(known, `${c.provider}:${c.id}`, c, KNOWN_MAX);
    return candidates;
  }

  /** The picture of a candidate: its slide-sized version, or the thumbnail when that is over the size cap. */
  async function download(c: PictureCandidate, signal: AbortSignal): Promise<FetchedImage> {
    try {
      return await http.getImage(c.imageUrl, signal);
    } catch (error) {
      if (error instanceof PictureSourceError && error.kind === 'too-large' && c.thumbnailUrl !== c.imageUrl) return http.getImage(c.thumbnailUrl, signal);
      throw error;
    }
  }

  async function take(c: PictureCandidate, signal: AbortSignal): Promise<FetchedImage> {
    const image = await download(c, signal);
    const source = byName.get(c.provider);
    if (source?.taken) void source.taken(c, AbortSignal.timeout(5000)).catch(() => undefined);
    return image;
  }

  async function contentPicture(request: PictureRequest, signal: AbortSignal): Promise<ImageResponse> {
    const query = buildQuery(request);
    const inDeck = new Set(request.avoid ?? []);
    const budget = AbortSignal.any([signal, AbortSignal.timeout(budgetMs)]);
    const unavailable: PictureSource[] = [];
    let searched = false;
    let generatorError: unknown;
    for (const step of steps) {
      if (budget.aborted) break;
      if (step.kind === 'generate') {
        try {
          const images = await step.generator.generate({ prompt: request.prompt, style: request.style }, budget);
          if (images.length > 0) return { images };
        } catch (error) {
          if (signal.aborted) throw error;
          generatorError = error;
          log(`[pictures] ${step.generator.name}: generation failed: ${error instanceof Error ? error.message : 'error'}`);
        }
        continue;
      }
      const { source } = step;
      if (query.terms.length === 0) continue;
      if (isDown(source.name)) {
        unavailable.push(source.name);
        continue;
      }
      let candidates: PictureCandidate[];
      try {
        candidates = await searchSource(source, query.text, undefined, request.style, 1, budget);
      } catch (error) {
        if (signal.aborted) throw error;
        failed(source.name, error, 'search');
        unavailable.push(source.name);
        continue;
      }
      searched = true;
      // A photo the deck already shows is left out: the next relevant one, or none, beats the same photo twice.
      const relevant = rankCandidates(candidates, query.terms, request.orientation ?? 'landscape').filter((r) => r.relevant && !inDeck.has(r.candidate.sourceUrl));
      for (const { candidate } of relevant.slice(0, DOWNLOAD_TRIES)) {
        if (budget.aborted) break;
        try {
          const image = await take(candidate, budget);
          return { images: [imageDataUrl(image)], credits: [creditOf(candidate)] };
        } catch (error) {
          if (signal.aborted) throw error;
          // One dead picture link says nothing about the search service: no cooldown.
          log(`[pictures] ${source.name}: picture ${candidate.id} skipped: ${error instanceof Error ? error.message : 'error'}`);
        }
      }
    }
    // Only a generator was asked and it failed: its error says what is wrong (a refused key...), not "no picture".
    if (generatorError !== undefined && !searched) throw generatorError;
    return unavailable.length ? { images: [], unavailable } : { images: [] };
  }

  async function thumbnailOf(c: PictureCandidate, signal: AbortSignal): Promise<PictureResult | null> {
    try {
      const thumb = await http.getImage(c.thumbnailUrl, signal, THUMB_MAX_BYTES);
      return {
        id: c.id,
        provider: c.provider,
        thumbnail: imageDataUrl(thumb),
        width: c.width,
        height: c.height,
        title: c.title,
        author: c.author,
        license: c.license,
        ...(c.licenseUrl ? { licenseUrl: c.licenseUrl } : {}),
        sourceUrl: c.sourceUrl,
      };
    } catch {
      return null;
    }
  }

  return {
    name: [...steps.map((s) => (s.kind === 'search' ? s.source.name : s.generator.name)), decorative.name].join('+'),
    sources: sources.map((s) => s.name),

    async picture(request, signal) {
      if (request.purpose === 'decorative') {
        return { images: await decorative.generate({ prompt: request.prompt, style: request.style, orientation: request.orientation, palette: request.palette }, signal) };
      }
      return contentPicture(request, signal);
    },

    async search({ query, orientation, page = 1 }, signal) {
      const budget = AbortSignal.any([signal, AbortSignal.timeout(budgetMs)]);
      const text = wordsOf(query).slice(0, 8).join(' ');
      const terms = wordsOf(query).map(termOf);
      const unavailable: PictureSource[] = [];
      const lists = await Promise.all(
        sources.map(async (source) => {
          if (isDown(source.name)) {
            unavailable.push(source.name);
            return [];
          }
          try {
            return await searchSource(source, text, orientation, undefined, page, budget);
          } catch (error) {
            if (signal.aborted) throw error;
            failed(source.name, error, 'search');
            unavailable.push(source.name);
            return [];
          }
        }),
      );
      // Ranked per source, then taken in turns, so one service cannot fill the panel with its near-misses.
      const ranked = lists.map((list) => rankCandidates(list, terms, orientation).map((r) => r.candidate));
      const merged: PictureCandidate[] = [];
      for (let i = 0; merged.length < MAX_RESULTS && ranked.some((list) => i < list.length); i++) {
        for (const list of ranked) if (list[i] && merged.length < MAX_RESULTS) merged.push(list[i] as PictureCandidate);
      }
      const results = (await mapLimited(merged, THUMB_CONCURRENCY, (c) => thumbnailOf(c, budget))).filter((r): r is PictureResult => r !== null);
      return unavailable.length ? { results, unavailable } : { results };
    },

    async fetch({ provider, id }, signal) {
      const source = byName.get(provider);
      if (!source) return null;
      let candidate = known.get(`${provider}:${id}`) ?? null;
      if (!candidate) {
        try {
          candidate = await source.lookup(id, signal);
        } catch (error) {
          if (error instanceof PictureSourceError && error.kind === 'status' && error.status === 404) return null;
          if (!signal.aborted) failed(provider, error, 'lookup');
          throw error;
        }
      }
      if (!candidate || !candidate.license.trim()) return null;
      const image = await take(candidate, signal);
      return { image: imageDataUrl(image), credit: creditOf(candidate) };
    },
  };
}
