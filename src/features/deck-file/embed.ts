/**
 * Getting the images a deck uses as data URLs, so its deck file shows them
 * with no network: from the media cache when it holds the picture (by the
 * URL the server gave, else by the image or icon prompt it was made for),
 * else fetched with a timeout (the service worker answers from its image
 * cache when offline). An image that cannot
 * be had is left out and reported; the file then keeps its link. So is
 * one that would make the file larger than the importer reads
 * (MAX_DECK_FILE_CHARS): every file written here opens again.
 */
import { isEmbeddableDataUrl, MAX_DECK_FILE_CHARS, MAX_IMAGE_CHARS } from '../../core/deck-file';
import type { Slide } from '../../core/schemas/slide';
import { mediaKey, mediaRepository, type MediaEntry, type MediaRepository } from '../../data/media';
import { toBase64 } from '../../lib/image-bytes';

/** How long one image may take to arrive. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
/** Images loaded at once. */
const PARALLEL = 4;
/**
 * An image larger than this is linked, not embedded: base64 grows it by a
 * third, and the data URL (with up to 64 characters of `data:...;base64,`)
 * must stay within the importer's MAX_IMAGE_CHARS.
 */
export const MAX_IMAGE_BYTES = Math.floor(((MAX_IMAGE_CHARS - 64) * 3) / 4);
/** Room left for the deck itself when no {@link EmbedEnv.maxMediaChars} is given. */
export const DECK_JSON_HEADROOM_CHARS = 1024 * 1024;

export interface EmbedResult {
  media: Map<string, string>;
  /** URLs that could not be embedded. */
  failed: string[];
}

export interface EmbedEnv {
  repo?: MediaRepository;
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Most characters the embedded images may add to the file in all (see
   * {@link mediaEntryChars}); an image that would go over it keeps its link.
   * Default: MAX_DECK_FILE_CHARS less {@link DECK_JSON_HEADROOM_CHARS}.
   */
  maxMediaChars?: number;
}

/**
 * The characters one embedded image adds to the written file: its
 * `"url": "data:...",` line in the `media` object (two-space indented JSON),
 * with a little to spare.
 */
export function mediaEntryChars(url: string, dataUrl: string): number {
  return JSON.stringify(url).length + JSON.stringify(dataUrl).length + 16;
}

function addKeys(keys: Map<string, string[]>, url: string | undefined, candidates: readonly string[]): void {
  if (!url) return;
  const list = keys.get(url) ?? [];
  for (const key of candidates) if (!list.includes(key)) list.push(key);
  keys.set(url, list);
}

/**
 * The media cache keys each picture URL may have been stored under, most
 * likely first: image keys (with the deck's style, then none) for topic and
 * subtopic image prompts, the icon key for a subtopic's icon prompt (a
 * subtopic's `image_url` holds its icon when it shows one).
 */
export function cacheKeysByUrl(slides: readonly Slide[], style: string): Map<string, string[]> {
  const imageKeys = (prompt: string): string[] => (prompt.trim() ? [mediaKey('image', prompt, style), mediaKey('image', prompt)] : []);
  const iconKeys = (prompt: string): string[] => (prompt.trim() ? [mediaKey('icon', prompt)] : []);
  const keys = new Map<string, string[]>();
  for (const slide of slides) {
    const topic = slide.topic;
    if (topic === undefined) continue;
    addKeys(keys, topic.image_url, imageKeys(topic.image_prompt));
    for (const sub of topic.subtopics) {
      const image = imageKeys(sub.image_prompt);
      const icon = iconKeys(sub.icon_prompt);
      addKeys(keys, sub.image_url, sub.visual_mode === 'image' ? [...image, ...icon] : [...icon, ...image]);
    }
  }
  return keys;
}

/** The blob as a base64 data URL of its own type (works in workers and Node too). */
export async function blobAsDataUrl(blob: Blob): Promise<string> {
  return `data:${blob.type.toLowerCase()};base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;
}

/** Whether the importer takes `data` as an embedded image (type and length). */
function embeddable(data: string): boolean {
  return data.length <= MAX_IMAGE_CHARS && isEmbeddableDataUrl(data);
}

async function usable(blob: Blob | undefined): Promise<string | null> {
  if (blob === undefined || blob.size === 0 || blob.size > MAX_IMAGE_BYTES) return null;
  const data = await blobAsDataUrl(blob);
  return embeddable(data) ? data : null;
}

/** A cached entry's picture as a data URL, when it is the one at `url` (or says nothing of a URL) and fits. */
async function entryData(entry: MediaEntry | undefined, url: string): Promise<string | null> {
  if (entry?.status !== 'cached' || (entry.url !== undefined && entry.url !== url && !entry.url.startsWith('data:'))) return null;
  if (entry.url?.startsWith('data:') && embeddable(entry.url)) return entry.url;
  return usable(entry.blob);
}

async function fromCache(repo: MediaRepository, url: string, keys: readonly string[]): Promise<string | null> {
  const byUrl = await entryData(await repo.findByUrl(url).catch(() => undefined), url);
  if (byUrl !== null) return byUrl;
  for (const key of keys) {
    const data = await entryData(await repo.get(key).catch(() => undefined), url);
    if (data !== null) return data;
  }
  return null;
}

async function fromNetwork(url: string, env: Required<Pick<EmbedEnv, 'fetch' | 'timeoutMs'>> & { signal?: AbortSignal }): Promise<string | null> {
  const timeout = AbortSignal.timeout(env.timeoutMs);
  const signal = env.signal ? AbortSignal.any([env.signal, timeout]) : timeout;
  const response = await env.fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) return null;
  return usable(await response.blob());
}

/** Loads each URL as an image data URL, a few at a time; never throws. */
export async function embedImages(urls: readonly string[], slides: readonly Slide[], style: string, env: EmbedEnv = {}): Promise<EmbedResult> {
  const repo = env.repo ?? mediaRepository();
  const net = { fetch: env.fetch ?? globalThis.fetch.bind(globalThis), timeoutMs: env.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS, signal: env.signal };
  const keys = cacheKeysByUrl(slides, style);
  const result: EmbedResult = { media: new Map(), failed: [] };
  const budget = env.maxMediaChars ?? MAX_DECK_FILE_CHARS - DECK_JSON_HEADROOM_CHARS;
  let used = 0;
  const queue = [...urls];
  const worker = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const data = await fromCache(repo, url, keys.get(url) ?? [])
        .then((cached) => cached ?? fromNetwork(url, net))
        .catch(() => null);
      // Checked and counted with no await between: the workers cannot both take the last room.
      const chars = data === null ? 0 : mediaEntryChars(url, data);
      if (data === null || used + chars > budget) {
        result.failed.push(url);
        continue;
      }
      used += chars;
      result.media.set(url, data);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, urls.length) }, worker));
  return result;
}
