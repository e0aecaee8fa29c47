/** The content call: POST /api/ppt/generate-content-test, an NDJSON stream. */
import type { ContentRequestInput } from '../protocol/requests';
import { createStreamingCall, type ApiDeps, type StreamingCall } from './call';
import { CONTENT_TIMEOUT_MS } from './http';

export const CONTENT_PATH = '/ppt/generate-content-test';
/** A finished content answer is replayed for identical requests this long. */
export const CONTENT_CACHE_MS = 20_000;

export type ContentCall = StreamingCall<ContentRequestInput>;

/**
 * Creates the content call: 120 s budget ('Request timed out. Please try
 * again.'), HTTP failures as 'Content API failed: ...', identical requests
 * coalesced, and a finished answer (without an error line) replayed for the
 * same body within 20 s. The log prompt is the presentation title.
 */
export function createContentCall(deps: ApiDeps = {}): ContentCall {
  return createStreamingCall<ContentRequestInput>(deps, {
    call: 'content',
    path: CONTENT_PATH,
    timeoutMs: deps.timeouts?.contentMs ?? CONTENT_TIMEOUT_MS,
    cacheMs: CONTENT_CACHE_MS,
    prompt: (body) => body.presentation_title,
  });
}
