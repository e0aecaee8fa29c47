/** The generation API client: the outline, content and rewrite calls sharing one set of deps (the app's is made by the composition root, src/app). */
import type { ApiDeps } from './call';
import { createContentCall, type ContentCall } from './content';
import { createEditCall, type EditCall } from './edit';
import { createOutlineCall, type OutlineCall } from './outline';

export interface ApiClient {
  outline: OutlineCall;
  content: ContentCall;
  /** Rewrites of one slide (Ask the deck). */
  edit: EditCall;
}

/** Creates a client; each client has its own coalescing table and content cache. */
export function createApiClient(deps: ApiDeps = {}): ApiClient {
  return { outline: createOutlineCall(deps), content: createContentCall(deps), edit: createEditCall(deps) };
}
