/**
 * The image and icon calls:
 * POST /api/flux/generate-images-test {prompt, style} -> the first of
 * `images` with its credit (a found photo's author and licence), or null
 * when `images` is empty (no picture fits the slide: settled, not a failure), POST /api/icon/icon-generation {prompt} -> `iconurl` or `url`,
 * or null when the server answered `iconurl: null` (no icon fits the prompt:
 * a settled answer, not a failure).
 * Plain JSON calls on the main thread (small answers), with the shared
 * headers and error texts, a time limit, and one call-log entry each.
 *
 * A failure says whether asking again later could help (`transient`: no
 * network, a time-out, a busy server) or not (the server refused or
 * answered nonsense), because a prompt that really failed is never asked
 * again until the user clears it, while one that met no network is.
 */
import { ICON_RESPONSE_MISSING_URL, IMAGE_RESPONSE_MISSING_IMAGES, NETWORK_ERROR, iconHttpError, imageHttpError } from '../core/errors';
import { pickIconUrl, pickImageAnswer, type ImageAnswer } from '../core/media-rules';
import type { ImageContext } from '../protocol/pictures';
import { API_BASE } from './call';
import { appendToLog, truncatePrompt, type CallLogSink } from './call-log';
import { systemClock, type Clock } from '../lib/clock';
import { requestHeaders } from './http';

export const IMAGE_PATH = '/flux/generate-images-test';
export const ICON_PATH = '/icon/icon-generation';
/** One picture may take this long (an image model can be slow). */
export const MEDIA_TIMEOUT_MS = 60_000;
/** Texts of a picture call that ran out of time. */
export const IMAGE_TIMEOUT = 'Image generation timed out.';
export const ICON_TIMEOUT = 'Icon generation timed out.';

export type MediaCallKind = 'image' | 'icon';

/** A failed picture call; `message` is ready to show. */
export class MediaCallError extends Error {
  override readonly name = 'MediaCallError';
  constructor(
    message: string,
    /** Asking again later may work (offline, time-out, 429/503): the prompt is not marked failed. */
    readonly transient: boolean,
    /** Seconds the server asked to wait (429), when it said. */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export interface MediaCallDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  callLog?: CallLogSink;
  clock?: Clock;
  timeoutMs?: number;
}

export interface MediaCalls {
  /** The picture for a prompt in a style, with its credit; null when no picture fits. @throws MediaCallError */
  image(prompt: string, style: string, signal?: AbortSignal, context?: ImageContext): Promise<ImageAnswer | null>;
  /** The icon address for a prompt, or null when no icon fits it. @throws MediaCallError */
  icon(prompt: string, signal?: AbortSignal): Promise<string | null>;
}

const SPEC = {
  image: { path: IMAGE_PATH, http: imageHttpError, pick: pickImageAnswer, missing: IMAGE_RESPONSE_MISSING_IMAGES, timeout: IMAGE_TIMEOUT },
  icon: { path: ICON_PATH, http: iconHttpError, pick: pickIconUrl, missing: ICON_RESPONSE_MISSING_URL, timeout: ICON_TIMEOUT },
} as const;

/** 408, 429 and 503 say "not now", not "never". */
function transientStatus(status: number): boolean {
  return status === 408 || status === 429 || status === 503;
}

function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

async function send(kind: MediaCallKind, body: object, deps: MediaCallDeps, signal: AbortSignal | undefined): Promise<ImageAnswer | string | null> {
  const spec = SPEC[kind];
  const timeout = AbortSignal.timeout(deps.timeoutMs ?? MEDIA_TIMEOUT_MS);
  const joined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    response = await doFetch(`${deps.baseUrl ?? API_BASE}${spec.path}`, { method: 'POST', headers: requestHeaders(), body: JSON.stringify(body), signal: joined });
  } catch {
    if (signal?.aborted) throw signal.reason;
    throw new MediaCallError(timeout.aborted ? spec.timeout : NETWORK_ERROR, true);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new MediaCallError(spec.http(response.status, response.statusText), transientStatus(response.status), retryAfter(response));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    // A body cut short is the network's fault, not the prompt's: only nonsense JSON is final.
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new MediaCallError(spec.timeout, true);
    if (!(error instanceof SyntaxError)) throw new MediaCallError(NETWORK_ERROR, true);
  }
  try {
    return spec.pick(json);
  } catch {
    throw new MediaCallError(spec.missing, false);
  }
}

/** Creates the two calls; each logs one entry (type image or icon) when it ends. */
export function createMediaCalls(deps: MediaCallDeps = {}): MediaCalls {
  const clock = deps.clock ?? systemClock;
  const run = async (kind: MediaCallKind, body: { prompt: string; style?: string } & ImageContext, signal?: AbortSignal): Promise<ImageAnswer | string | null> => {
    const started = clock.now();
    const log = (status: 'success' | 'error', details: Record<string, unknown>): void =>
      appendToLog(deps.callLog, {
        timestamp: started,
        type: kind,
        endpoint: `${deps.baseUrl ?? API_BASE}${SPEC[kind].path}`,
        prompt: truncatePrompt(body.prompt),
        status,
        responseTime: Math.max(0, clock.now() - started),
        details,
      });
    try {
      const answer = await send(kind, body, deps, signal);
      const url = typeof answer === 'string' ? answer : answer?.url;
      log('success', url === undefined ? { bytes: 0, none: true } : { bytes: url.length, ...(typeof answer === 'object' && answer?.credit ? { provider: answer.credit.provider } : {}) });
      return answer;
    } catch (error) {
      log('error', { error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };
  return {
    image: async (prompt, style, signal, context) => {
      const answer = await run('image', { prompt, ...(style ? { style } : {}), ...context }, signal);
      // pickImageAnswer never answers a bare address; the check keeps the image call's type honest.
      if (typeof answer === 'string') throw new MediaCallError(IMAGE_RESPONSE_MISSING_IMAGES, false);
      return answer;
    },
    icon: async (prompt, signal) => {
      const answer = await run('icon', { prompt }, signal);
      if (answer !== null && typeof answer !== 'string') throw new MediaCallError(ICON_RESPONSE_MISSING_URL, false);
      return answer;
    },
  };
}
