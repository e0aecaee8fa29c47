/**
 * Slide images from any OpenAI-compatible images endpoint (OpenAI, LocalAI,
 * a self-hosted diffusion server...). The API key goes only to that one URL
 * (redirects are refused so it cannot follow one elsewhere), and errors name
 * the HTTP status, never the upstream body, which may echo secrets.
 */
import { IMAGE_RESPONSE_MISSING_IMAGES, imageHttpError } from '../../../src/core/errors';
import type { ImageStyle } from '../../../src/core/schemas/catalog';
import { ImageProviderError, type ImageProvider } from './types';

export interface OpenAiImagesConfig {
  /** e.g. https://api.openai.com/v1; the call goes to `${baseURL}/images/generations`. */
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Whole-request time limit; default 120 s (image models are slow). */
  timeoutMs?: number;
  /** Injectable for tests and proxies. */
  fetch?: typeof globalThis.fetch;
}

/** How each style is asked of a model: appended to the prompt. */
export const STYLE_PHRASES: Record<ImageStyle, string> = {
  photorealistic: 'photorealistic photograph, natural light, high detail',
  illustration: 'digital art illustration, flat shapes, bold colours',
  abstract: 'abstract art, geometric forms, bold composition',
  line_art: 'minimalist line art, clean thin strokes, plain background',
  '3d_render': '3D render, soft studio lighting, glossy materials',
  sketch: 'hand-drawn pencil sketch on paper',
};

export const DEFAULT_IMAGE_TIMEOUT_MS = 120_000;

function sniffMime(b64: string): string {
  if (b64.startsWith('/9j/')) return 'image/jpeg';
  if (b64.startsWith('UklGR')) return 'image/webp';
  return 'image/png';
}

/** Turns `{data:[{b64_json}|{url}]}` into data URLs or http(s) URLs; anything else is malformed. */
export function imagesFromAnswer(answer: unknown, apiKey?: string): string[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new ImageProviderError(IMAGE_RESPONSE_MISSING_IMAGES);
  const images: string[] = [];
  for (const item of data as Array<{ b64_json?: unknown; url?: unknown } | null>) {
    const b64 = typeof item?.b64_json === 'string' ? item.b64_json.replace(/\s+/g, '') : '';
    if (b64 && /^[A-Za-z0-9+/]+={0,2}$/.test(b64)) images.push(`data:${sniffMime(b64)};base64,${b64}`);
    else if (typeof item?.url === 'string' && /^https?:\/\//i.test(item.url) && !(apiKey && item.url.includes(apiKey))) images.push(item.url);
  }
  if (images.length === 0) throw new ImageProviderError(IMAGE_RESPONSE_MISSING_IMAGES);
  return images;
}

function failure(error: unknown, timedOut: boolean, timeoutMs: number): ImageProviderError {
  if (timedOut) return new ImageProviderError(`Image generation failed: no answer from the image service within ${Math.round(timeoutMs / 1000)} s`);
  if (error instanceof ImageProviderError) return error;
  if ((error as Error | null)?.name === 'AbortError') return new ImageProviderError('Image generation failed: the request was cancelled', { cause: error });
  return new ImageProviderError('Image generation failed: the image service could not be reached', { cause: error });
}

/** An ImageProvider that calls `${baseURL}/images/generations`. */
export function createOpenAiImagesProvider(config: OpenAiImagesConfig): ImageProvider {
  const endpoint = `${config.baseURL.replace(/\/+$/, '')}/images/generations`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const doFetch = config.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  return {
    name: 'openai-compatible',
    async generate({ prompt, style }, signal) {
      const timer = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timer]) : timer;
      const body = { model: config.model, prompt: `${prompt}, ${STYLE_PHRASES[style]}`, n: 1, size: '1024x1024', response_format: 'b64_json' };
      try {
        const res = await doFetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body), signal: combined, redirect: 'error' });
        if (!res.ok) {
          await res.body?.cancel().catch(() => {});
          throw new ImageProviderError(imageHttpError(res.status, res.statusText.slice(0, 100)));
        }
        let answer: unknown;
        try {
          answer = await res.json();
        } catch (error) {
          if (combined.aborted) throw error;
          throw new ImageProviderError(IMAGE_RESPONSE_MISSING_IMAGES, { cause: error });
        }
        return imagesFromAnswer(answer, config.apiKey);
      } catch (error) {
        throw failure(error, timer.aborted, timeoutMs);
      }
    },
  };
}
