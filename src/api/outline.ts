/** The outline call: POST /api/ppt/generate-outline-test, an NDJSON stream. */
import type { OutlineRequestInput } from '../protocol/requests';
import { createStreamingCall, type ApiDeps, type StreamingCall } from './call';
import { OUTLINE_TIMEOUT_MS } from './http';

export const OUTLINE_PATH = '/ppt/generate-outline-test';

export type OutlineCall = StreamingCall<OutlineRequestInput>;

/**
 * Creates the outline call: 60 s budget ('Outline request timed out. Please
 * try again.'), HTTP failures as 'Outline generation failed: ...', identical
 * requests in flight coalesced, no cache (asking again should give a fresh
 * outline). The log prompt is the input text.
 */
export function createOutlineCall(deps: ApiDeps = {}): OutlineCall {
  return createStreamingCall<OutlineRequestInput>(deps, {
    call: 'outline',
    path: OUTLINE_PATH,
    timeoutMs: deps.timeouts?.outlineMs ?? OUTLINE_TIMEOUT_MS,
    cacheMs: 0,
    prompt: (body) => body.input_text,
  });
}
