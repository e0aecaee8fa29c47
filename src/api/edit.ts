/** The rewrite call: POST /api/ppt/edit-slide, an NDJSON stream of the rewritten slide(s). */
import { EDIT_SLIDE_PATH, type EditRequestInput } from '../protocol/edit';
import { createStreamingCall, type ApiDeps, type StreamingCall } from './call';
import { CONTENT_TIMEOUT_MS } from './http';

export type EditCall = StreamingCall<EditRequestInput>;

/**
 * Creates the rewrite call: the content call's budget and timeout text,
 * identical requests in flight coalesced, and no answer cache (asking again
 * asks for a fresh rewrite). A refused request (4xx) rejects with the
 * server's own text ('Slide not found.'). The log prompt is the action and
 * the slide's heading.
 */
export function createEditCall(deps: ApiDeps = {}): EditCall {
  return createStreamingCall<EditRequestInput>(deps, {
    call: 'edit',
    path: EDIT_SLIDE_PATH,
    timeoutMs: deps.timeouts?.contentMs ?? CONTENT_TIMEOUT_MS,
    cacheMs: 0,
    prompt: (body) => {
      const slide = body.slides.find((s) => s.topic_id === body.slide_id);
      return `${body.action}: ${slide?.heading ?? body.slide_id}`;
    },
  });
}
