/**
 * Calls to photo services with hard limits: every call has a time limit (a
 * slide must not wait on an unreachable service), every answer a size limit
 * (a JSON page or a picture read past its cap is dropped mid-stream), and a
 * picture is kept only when its first bytes say JPEG, PNG, WebP or GIF, so
 * an HTML error page or an SVG (which can carry script) is never passed on
 * as a picture. Picture addresses come from the services' answers, so they
 * are checked before each request and each redirect: https on a public host,
 * or the configured service origin itself (a proxy or a test double).
 * Errors name the kind of failure and the status only: a URL may carry a
 * key (Pixabay's rides in the query).
 */
import { sniffImage as sniffBytes } from '../../../../src/lib/image-bytes';
import { addressAllowed, getFollowingCheckedRedirects, readCapped } from '../../../http/safe-fetch';
import { PictureSourceError, type FetchedImage, type PictureHttp } from './types';

export interface PictureHttpConfig {
  /** Time limit of one call, headers and body together. */
  timeoutMs: number;
  /** Largest picture read, in bytes. */
  maxImageBytes: number;
  /** Largest JSON answer read, in bytes. */
  maxJsonBytes?: number;
  userAgent: string;
  /** Origins of the configured services: trusted even on http or a private address. */
  trustedOrigins?: readonly string[];
  fetch?: typeof globalThis.fetch;
}

export const MAX_JSON_BYTES = 2_000_000;
const MAX_REDIRECTS = 3;

/** The picture type its first bytes prove, as a MIME type, or undefined (SVG, HTML, anything else). */
export function sniffImage(bytes: Uint8Array): FetchedImage['mime'] | undefined {
  const kind = sniffBytes(bytes);
  // SVG can carry script: a photo service's answer is taken as a bitmap only.
  return kind === undefined || kind === 'svg' ? undefined : `image/${kind}`;
}

/** `data:<mime>;base64,...` of fetched bytes. */
export function imageDataUrl(image: FetchedImage): string {
  return `data:${image.mime};base64,${Buffer.from(image.bytes).toString('base64')}`;
}

/**
 * Whether the server may fetch `url` for a picture: a configured service
 * origin, or https on a host that is not a private or loopback address
 * (an answer must not make the server probe its own network).
 */
export function pictureAddressAllowed(url: string, trusted: readonly string[] = []): boolean {
  return addressAllowed(url, { schemes: ['https:'], trusted });
}

const tooLargeFor = (max: number) => () => new PictureSourceError('too-large', `the answer is larger than ${max} bytes`);

function retryAfterOf(res: Response): number | undefined {
  const value = Number(res.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.min(value, 3600) : undefined;
}

async function statusFailure(res: Response): Promise<PictureSourceError> {
  await res.body?.cancel().catch(() => undefined);
  return new PictureSourceError('status', `the service answered HTTP ${res.status}`, res.status, retryAfterOf(res));
}

/** A failure of fetch itself: the time limit, the caller's abort, or no connection. */
function transportFailure(error: unknown, timer: AbortSignal, caller: AbortSignal): unknown {
  if (error instanceof PictureSourceError) return error;
  if (caller.aborted) return caller.reason ?? error;
  if (timer.aborted) return new PictureSourceError('timeout', 'no answer in time');
  return new PictureSourceError('unreachable', 'the service could not be reached');
}

/** The limited HTTP client the sources share. */
export function createPictureHttp(config: PictureHttpConfig): PictureHttp {
  const doFetch = config.fetch ?? globalThis.fetch;
  const trusted = config.trustedOrigins ?? [];
  const maxJson = config.maxJsonBytes ?? MAX_JSON_BYTES;

  async function withLimit<T>(signal: AbortSignal, run: (joined: AbortSignal) => Promise<T>): Promise<T> {
    const timer = AbortSignal.timeout(config.timeoutMs);
    const joined = AbortSignal.any([signal, timer]);
    try {
      return await run(joined);
    } catch (error) {
      throw transportFailure(error, timer, signal);
    }
  }

  return {
    getJson: (url, headers, signal) =>
      withLimit(signal, async (joined) => {
        // No redirects: a key in a header or the query must not follow one elsewhere.
        const res = await doFetch(url, { headers: { accept: 'application/json', 'user-agent': config.userAgent, ...headers }, signal: joined, redirect: 'error' });
        if (!res.ok) throw await statusFailure(res);
        const bytes = await readCapped(res, maxJson, tooLargeFor(maxJson));
        try {
          return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
        } catch {
          throw new PictureSourceError('malformed', 'the answer is not JSON');
        }
      }),

    getImage: (url, signal, maxBytes = config.maxImageBytes) =>
      withLimit(signal, async (joined) => {
        const { res } = await getFollowingCheckedRedirects(url, {
          fetch: doFetch,
          headers: { accept: 'image/jpeg,image/png,image/webp,image/gif', 'user-agent': config.userAgent },
          signal: joined,
          allowed: (address) => pictureAddressAllowed(address, trusted),
          maxRedirects: MAX_REDIRECTS,
          refused: () => new PictureSourceError('refused-address', 'the picture address is not a public https address'),
          tooManyRedirects: () => new PictureSourceError('status', 'too many redirects'),
        });
        if (!res.ok) throw await statusFailure(res);
        const bytes = await readCapped(res, maxBytes, tooLargeFor(maxBytes));
        const mime = sniffImage(bytes);
        if (!mime) throw new PictureSourceError('not-image', 'the answer is not a JPEG, PNG, WebP or GIF picture');
        return { mime, bytes };
      }),

    ping: async (url, headers, signal) => {
      try {
        await withLimit(signal, async (joined) => {
          const res = await doFetch(url, { headers: { 'user-agent': config.userAgent, ...headers }, signal: joined, redirect: 'error' });
          await res.body?.cancel().catch(() => undefined);
        });
      } catch {
        // The ping is a courtesy to the service; the picture is already ours.
      }
    },
  };
}
