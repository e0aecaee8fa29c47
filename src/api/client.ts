/** The app's generation API client: the outline and content calls sharing one set of deps. */
import type { CallLogSink } from './call-log';
import type { ApiDeps } from './call';
import { createContentCall, type ContentCall } from './content';
import { createOutlineCall, type OutlineCall } from './outline';
import { createMediaCalls, type MediaCalls } from './media';
// Temporary: goes with the apiClient singleton below once the composition root creates both.
// eslint-disable-next-line layers/imports
import { createStreamClient } from '../workers/stream-client';

export interface ApiClient {
  outline: OutlineCall;
  content: ContentCall;
}

/** Creates a client; each client has its own coalescing table and content cache. */
export function createApiClient(deps: ApiDeps = {}): ApiClient {
  return { outline: createOutlineCall(deps), content: createContentCall(deps) };
}

let sink: CallLogSink | null = null;

/**
 * Routes the default client's log entries (e.g. to the Dexie call log once
 * storage is up); null stops logging.
 */
export function setCallLogSink(next: CallLogSink | null): void {
  sink = next;
}

/** The client the app uses: same-origin /api, the stream worker, the settable log sink. */
export const apiClient: ApiClient = createApiClient({ callLog: { append: (entry) => sink?.append(entry) }, transport: createStreamClient() });

/** The app's image and icon calls, logging to the same sink. */
export const mediaCalls: MediaCalls = createMediaCalls({ callLog: { append: (entry) => sink?.append(entry) } });
