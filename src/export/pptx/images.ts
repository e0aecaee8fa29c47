/**
 * Images for the file: loaded once per address (the loader of the options,
 * by default the device's media cache for an http(s) picture it holds, so an
 * export made offline still has it, else a GET with fetch; data: URLs are
 * decoded here), checked by their bytes, and embedded as PNG, JPEG or GIF
 * data. With a picture encoder (the browser's canvas, the CLI's) a bitmap is
 * stored cut to what its slot shows, at most twice the slot's pixels, as
 * JPEG or PNG (picture-encode.ts): a 1.8 MB PNG photo becomes a JPEG of a
 * tenth of that. An SVG is rasterised to PNG first by the options'
 * rasteriser (pptxgenjs's own SVG handling needs the DOM and ends up in
 * files PowerPoint repairs), then, unless it is an icon, encoded as any
 * bitmap; with no rasteriser it is skipped and reported, like an image that
 * cannot be had.
 */
import type { EncodedPicture, ImageLoader, PictureEncoder, PictureFramingInput, SvgRasterizer } from '../types';
import { safeImageUrl } from '../../core/slide/geometry';
import { dataUrlBase64, decodeDataUrl, imageSize, sniffImage, toBase64 } from '../../lib/image-bytes';

/** An image ready for pptxgenjs: `data` is 'image/<type>;base64,...'. */
export interface EmbeddedImage {
  data: string;
  width?: number;
  height?: number;
  /** Drawn from a vector image (SVG) as PNG pixels: no longer a shape PowerPoint can recolour. */
  rasterised?: true;
  /** How the encoder stored it; absent when it went in as it came. */
  stored?: Pick<EncodedPicture, 'kind' | 'cut' | 'reencoded'>;
  /** The bitmap already has its slot's shape and framing: placed in the box as it is. */
  fitted?: true;
}

/** Where a picture goes: its box (inches), how it fills it (default 'contain') and the user's framing. */
export interface ImageTarget {
  w: number;
  h: number;
  fit?: 'cover' | 'contain';
  framing?: PictureFramingInput | undefined;
  /**
   * A colour (#rrggbb) every painted part of an SVG takes before it becomes a
   * PNG: icons are one-colour shapes the screen draws in the theme's accent
   * (its shape masks an accent fill), and the file must show the same.
   */
  tint?: string | undefined;
}

/** Paint attributes and style values an SVG may colour its shapes with. */
const PAINT = /\b(fill|stroke|stop-color|color)\s*(=\s*"|=\s*'|:\s*)(?!none\b|transparent\b|url\()([^"';]+)/gi;

/**
 * `svg` with every painted part in `color`, as the screen's mask shows it:
 * fills and strokes keep where they are and how opaque, only their colour
 * changes; 'none' stays none.
 */
export function tintSvg(svg: string, color: string): string {
  return svg.replace(PAINT, (_m, prop: string, sep: string) => `${prop}${sep}${color}`);
}

export type ImageOutcome = { ok: true; image: EmbeddedImage } | { ok: false; reason: string };

/** Larger downloads are refused (a slide picture has no use for more). */
const MAX_BYTES = 30 * 1024 * 1024;
/** Longest side an SVG is rasterised to, px. */
const MAX_RASTER = 2048;

/** How long one image may take to download before it is left out. */
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;

/** Looks a picture up in a cache by the URL the server gave; undefined when it is not there. */
export type CachedImageLookup = (url: string) => Promise<Blob | undefined>;

/**
 * The device's media cache (src/data/media), when this runtime has one: the
 * browser does, the CLI in Node does not (and never loads the database code).
 */
export const mediaCacheLookup: CachedImageLookup = async (url) => {
  if (typeof indexedDB === 'undefined') return undefined;
  const { mediaRepository } = await import('../../data/media');
  return (await mediaRepository().findByUrl(url))?.blob;
};

export interface ImageFetcherOptions {
  /** Asked first for http(s) URLs (default {@link mediaCacheLookup}; null: never). */
  cached?: CachedImageLookup | null;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

async function fromCache(url: string, cached: CachedImageLookup | null): Promise<{ data: Uint8Array; mime: string } | null> {
  if (cached === null || !/^https?:/i.test(url)) return null;
  // A cache that cannot be read is no worse than no cache: the network is tried.
  const blob = await cached(url).catch(() => undefined);
  if (blob === undefined || blob.size === 0 || blob.size > MAX_BYTES) return null;
  return { data: new Uint8Array(await blob.arrayBuffer()), mime: blob.type };
}

/**
 * A loader that takes an http(s) picture from the media cache when it holds
 * it, else GETs it (no cookies, no referrer) and gives up after `timeoutMs`;
 * the export then leaves it out and says so.
 */
export function imageFetcher(timeoutMs = IMAGE_FETCH_TIMEOUT_MS, options: ImageFetcherOptions = {}): ImageLoader {
  const cached = options.cached === undefined ? mediaCacheLookup : options.cached;
  return async (url, signal) => {
    if (/^data:/i.test(url)) return decodeDataUrl(url);
    const hit = await fromCache(url, cached);
    if (hit !== null) return hit;
    const get = options.fetch ?? globalThis.fetch;
    // A host that never answers must not hold the export.
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await get(url, { method: 'GET', credentials: 'omit', referrerPolicy: 'no-referrer', signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!response.ok) return null;
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_BYTES) return null;
    const data = new Uint8Array(await response.arrayBuffer());
    return data.length > MAX_BYTES ? null : { data, mime: response.headers.get('content-type') ?? '' };
  };
}

/** The default loader: data: URLs decoded here, cached pictures from the media cache, anything else a GET with the timeout above. */
export const fetchImage: ImageLoader = imageFetcher();

export interface ImageDeps {
  loadImage: ImageLoader;
  rasterizeSvg?: SvgRasterizer | undefined;
  encodePicture?: PictureEncoder | undefined;
  signal?: AbortSignal | undefined;
}

/** True for a cancellation (an AbortError), not for a timeout. */
export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/** Pixel size to rasterise an SVG at for a box of `w` x `h` inches (twice the canvas px, for sharp print). */
export function rasterSize(w: number, h: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_RASTER / Math.max(1, w * 256, h * 256));
  return { width: Math.max(1, Math.round(w * 256 * scale)), height: Math.max(1, Math.round(h * 256 * scale)) };
}

async function rasterise(svg: Uint8Array, box: ImageTarget, deps: ImageDeps): Promise<ImageOutcome> {
  if (!deps.rasterizeSvg) return { ok: false, reason: 'is an SVG, which cannot be converted to PNG here' };
  const { width, height } = rasterSize(box.w, box.h);
  const text = new TextDecoder().decode(svg);
  const png = await deps.rasterizeSvg(box.tint ? tintSvg(text, box.tint) : text, width, height);
  if (!png || sniffImage(png) !== 'png') return { ok: false, reason: 'is an SVG that could not be converted to PNG' };
  // A picture that came as an SVG (the title slide's abstract art, a user's drawing) is pixels from here on: cut to its
  // slot and stored as JPEG or PNG like any bitmap (soft artwork as a PNG is ten times the JPEG). An icon, drawn
  // in one colour, stays the small PNG it was rasterised as.
  const fitted = box.tint === undefined ? await encoded(png, 'png', box, deps) : undefined;
  if (fitted) return { ok: true, image: { ...fitted, rasterised: true } };
  return { ok: true, image: { data: `image/png;base64,${toBase64(png)}`, ...imageSize(png, 'png'), rasterised: true } };
}

async function encoded(data: Uint8Array, kind: 'png' | 'jpeg' | 'gif' | 'webp', target: ImageTarget, deps: ImageDeps): Promise<EmbeddedImage | undefined> {
  if (!deps.encodePicture) return undefined;
  const request = { box: { w: target.w, h: target.h }, fit: target.fit ?? 'contain', framing: target.framing };
  // A picture the encoder cannot decode goes in as it came, which is no worse than before it existed.
  const picture = await deps.encodePicture(data, kind, request).catch(() => null);
  if (!picture || sniffImage(picture.data) !== picture.kind) return undefined;
  const { kind: stored, cut, reencoded, width, height } = picture;
  return { data: `image/${stored};base64,${toBase64(picture.data)}`, width, height, stored: { kind: stored, cut, reencoded }, fitted: true };
}

/** Loads one image for its target box (inches) and makes it embeddable, or says why not. */
export async function loadEmbeddable(url: string, box: ImageTarget, deps: ImageDeps): Promise<ImageOutcome> {
  const safe = safeImageUrl(url);
  if (safe === undefined) return { ok: false, reason: 'has an address that is not an image address' };
  let loaded: Awaited<ReturnType<ImageLoader>>;
  try {
    loaded = await deps.loadImage(safe, deps.signal);
  } catch (error) {
    if (isAbort(error) && deps.signal?.aborted) throw error;
    loaded = null;
  }
  if (!loaded || loaded.data.length === 0) return { ok: false, reason: 'could not be downloaded' };
  const kind = sniffImage(loaded.data);
  if (kind === 'svg') return rasterise(loaded.data, box, deps);
  if (kind === undefined) return { ok: false, reason: 'is not a PNG, JPEG, GIF, WebP or SVG image' };
  const fitted = await encoded(loaded.data, kind, box, deps);
  if (fitted) return { ok: true, image: fitted };
  // PowerPoint before 2019 cannot show WebP: without an encoder to turn it into JPEG or PNG it is left out.
  if (kind === 'webp') return { ok: false, reason: 'is a WebP image that could not be converted to JPEG or PNG here' };
  // A base64 data URL whose bytes were just checked is embedded as written: no second encoding.
  const base64 = dataUrlBase64(safe) ?? toBase64(loaded.data);
  return { ok: true, image: { data: `image/${kind};base64,${base64}`, ...imageSize(loaded.data, kind) } };
}

/** Loads each address once per export (an icon used on many slides is fetched once). */
export function imageCache(deps: ImageDeps): (url: string, box: ImageTarget) => Promise<ImageOutcome> {
  const cache = new Map<string, Promise<ImageOutcome>>();
  // One download per address, whatever the sizes it is drawn at (the title slide shows the first topic's picture too).
  const downloads = new Map<string, ReturnType<ImageLoader>>();
  const loadImage: ImageLoader = (url, signal) => {
    let download = downloads.get(url);
    if (!download) {
      download = deps.loadImage(url, signal);
      downloads.set(url, download);
    }
    return download;
  };
  return (url, box) => {
    const size = rasterSize(box.w, box.h);
    // Same address, slot size, fit, framing and tint: the same stored picture (the file then holds it once).
    const key = `${size.width}x${size.height} ${box.fit ?? 'contain'} ${JSON.stringify(box.framing ?? {})} ${box.tint ?? ''} ${url}`;
    let outcome = cache.get(key);
    if (!outcome) {
      outcome = loadEmbeddable(url, box, { ...deps, loadImage });
      cache.set(key, outcome);
    }
    return outcome;
  };
}
