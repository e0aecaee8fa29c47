import type { ContentLine, OutlineCompleteLine, StatusLine, TopicLineInput } from '../../../src/protocol/lines';
import type { EditRequest } from '../../../src/protocol/edit';
import type { ContentRequest, OutlineRequest, WireTopic } from '../../../src/protocol/requests';

/** What a provider yields; the route adds heartbeats, `done` and error lines. */
export type ProviderEvent =
  | ({ type: 'topic' } & Omit<TopicLineInput, 'type'>)
  | ContentLine
  | OutlineCompleteLine
  | StatusLine;

/**
 * One text generator behind the outline and content calls. Implementations:
 * builtin (offline composer), openai-compatible, openai, anthropic.
 * Both methods stream: yield each topic as soon as it is ready.
 * They must stop promptly when `signal` aborts and throw an Error whose
 * message is safe to show to the user when generation fails.
 */
export interface LlmProvider {
  readonly name: string;
  /** Topic lines (no subtopics) as each is ready, then one outline_complete. */
  outline(req: OutlineRequest, signal: AbortSignal): AsyncIterable<ProviderEvent>;
  /** One `content` line (title slide), then one topic line with subtopics per topic. */
  content(req: ContentRequest, topics: WireTopic[], signal: AbortSignal): AsyncIterable<ProviderEvent>;
  /**
   * Rewrites the request's slide (edit-slide call): status lines while it
   * works, then the rewritten slide as topic lines (two for a split), sent
   * only once the whole rewrite is known. An action the writer cannot do is
   * an Error saying so and naming the writers that can. Optional only so
   * test doubles of the other calls need not implement it.
   */
  edit?(req: EditRequest, signal: AbortSignal): AsyncIterable<ProviderEvent>;
  /** Optional: pays one-off start-up costs (JIT, caches) before the first user asks. */
  warmUp?(): Promise<void>;
}
