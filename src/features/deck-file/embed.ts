/**
 * Getting the images a deck uses as data URLs, so its deck file shows them
 * with no network: from the media cache when it holds the picture (by the
 * prompt it was generated for), else fetched with a timeout (the service
 * worker answers from its image cache when offline). An image that cannot
 * be had is left out and reported; the file then keeps its link. So is
 * one that would make the file larger than the importer reads
 * (MAX_DECK_FILE_CHARS): every file written here opens again.
 */
import { isEmbeddableDataUrl, MAX_DECK_FILE_CHARS, MAX_IMAGE_CHARS } from '../../core/deck-file';
import type { Slide } from '../../core/schemas/slide';
import { mediaKey, mediaRepository, type MediaRepository } from '../../data/media';
import { toBase64 } from '../../export/pptx/image-bytes';

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

/** The image prompt each image URL was generated from (topic and subtopic images). */
export function promptsByUrl(slides: readonly Slide[]): Map<string, string> {
  const prompts = new Map<string, string>();
  for (const slide of slides) {
    const topic = slide.topic;
    if (topic?.image_url && topic.image_prompt) prompts.set(topic.image_url, topic.image_prompt);
    for (const sub of topic?.subtopics ?? []) if (sub.image_url && sub.image_prompt) prompts.set(sub.image_url, sub.image_prompt);
  }
  return prompts;
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

async function fromCache(repo: MediaRepository, url: string, prompt: string | undefined, style: string): Promise<string | null> {
  if (prompt === undefined) return null;
  for (const key of [mediaKey('image', prompt, style), mediaKey('image', prompt)]) {
    const entry = await repo.get(key).catch(() => undefined);
    if (entry?.status !== 'cached' || (entry.url !== undefined && entry.url !== url && !entry.url.startsWith('data:'))) continue;
    if (entry.url?.startsWith('data:') && embeddable(entry.url)) return entry.url;
    const data = await usable(entry.blob);
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
  const prompts = promptsByUrl(slides);
  const result: EmbedResult = { media: new Map(), failed: [] };
  const budget = env.maxMediaChars ?? MAX_DECK_FILE_CHARS - DECK_JSON_HEADROOM_CHARS;
  let used = 0;
  const queue = [...urls];
  const worker = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const data = await fromCache(repo, url, prompts.get(url), style)
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
