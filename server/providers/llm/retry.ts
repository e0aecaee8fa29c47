/**
 * One more try for an answer that is not usable JSON: prose with no JSON in
 * it, an empty answer, a wrong shape, or an answer that stopped mid-object.
 * Small local models do this now and then and usually get it right the
 * second time. What the first try delivered stays on the page: the second
 * one is asked only for what is missing (the topics after those received,
 * the slides not yet written) and anything it repeats is dropped, so the
 * page never gets a topic twice. A second failure is an error naming the
 * model.
 *
 * Failures of the request itself (HTTP errors, a cancelled generation, an
 * answer stopped for looping, stalling or growing too long) are not retried
 * here: the HTTP layer already retries what a retry can fix, and the others
 * would only happen again.
 */
import type { ContentRequest, OutlineRequest, WireTopic } from '../../../src/protocol/requests';
import { contentEvents } from './content-stream';
import type { ModelText } from './model-text';
import { outlineEvents } from './outline-stream';
import { topicCount } from './prompts';
import type { ProviderEvent } from './types';

type TopicEvent = Extract<ProviderEvent, { type: 'topic' }>;
type CompleteEvent = Extract<ProviderEvent, { type: 'outline_complete' }>;

/** Starts one model answer; `after` lists headings already received (outline only). */
export type AskOutline = (req: OutlineRequest, after: readonly string[]) => ModelText;
export type AskContent = (topics: WireTopic[]) => ModelText;

/** Errors thrown by the model's text stream itself, which a second try cannot fix. */
class Attempt {
  private readonly failures = new WeakSet<object>();
  readonly ending: ModelText['ending'];
  readonly text: ModelText;

  constructor(text: ModelText) {
    this.ending = text.ending;
    const failures = this.failures;
    async function* deltas(): AsyncGenerator<string> {
      try {
        yield* text.deltas;
      } catch (error) {
        if (typeof error === 'object' && error !== null) failures.add(error);
        throw error;
      }
    }
    this.text = { deltas: deltas(), ending: text.ending };
  }

  /** True when `error` is about the answer's JSON, not about the request. */
  retryable(error: unknown): error is Error {
    if (!(error instanceof Error) || error.name === 'AbortError') return false;
    return !this.failures.has(error);
  }

  /**
   * True when a second try can do better: not when the first one hit the
   * output token limit before delivering anything (the same request would
   * hit it again; its message says to ask for less).
   */
  worthRetrying(received: number): boolean {
    return received > 0 || this.ending.finishReason !== 'length';
  }
}

function twice(model: string, reason: string): string {
  const clean = reason.replace(/^The model('s answer)? /, (_, answer: string | undefined) => (answer ? 'its answer ' : 'it '));
  return `The model ${model} returned no usable JSON twice: ${clean}`;
}

const headingKey = (heading: string) => heading.trim().toLowerCase().replace(/\s+/g, ' ');

/** Outline events with one more try for an unusable answer; topics are never sent twice. */
export async function* outlineWithRetry(req: OutlineRequest, ask: AskOutline, model: string): AsyncGenerator<ProviderEvent> {
  const asked = topicCount(req.number_of_slides);
  const sent: TopicEvent[] = [];
  const first = new Attempt(ask(req, []));
  let complete: CompleteEvent | undefined;
  let failure: Error | undefined;
  try {
    for await (const event of outlineEvents(first.text, req)) {
      if (event.type === 'outline_complete') complete = event;
      else {
        if (event.type === 'topic') sent.push(event);
        yield event;
      }
    }
  } catch (error) {
    if (!first.retryable(error)) throw error;
    failure = error;
  }
  if (complete?.outline.is_complete === true || (complete && sent.length >= asked)) {
    yield complete;
    return;
  }
  if (!first.worthRetrying(sent.length)) {
    if (complete) yield complete;
    else throw failure as Error;
    return;
  }

  // The prompt asks for the topics after those received; the parser takes up to the
  // whole count, as models often start over, and the repeats are dropped below.
  const second = new Attempt(ask(req, sent.map((t) => t.heading)));
  const seen = new Set(sent.map((t) => headingKey(t.heading)));
  let last: CompleteEvent | undefined;
  try {
    for await (const event of outlineEvents(second.text, req)) {
      if (event.type === 'outline_complete') last = event;
      else if (event.type !== 'topic') yield event;
      else if (sent.length < asked && !seen.has(headingKey(event.heading))) {
        seen.add(headingKey(event.heading));
        const topic: TopicEvent = { ...event, topic_id: `topic_${sent.length + 1}` };
        sent.push(topic);
        yield topic;
      }
    }
  } catch (error) {
    if (!second.retryable(error)) throw error;
    if (sent.length === 0) throw new Error(twice(model, error.message), { cause: error });
    failure = error;
  }
  yield mergedOutline(complete, last, sent, asked, model, failure);
}

/** The outline_complete of both tries: the first one's deck fields, every topic in order. */
function mergedOutline(
  first: CompleteEvent | undefined,
  second: CompleteEvent | undefined,
  topics: TopicEvent[],
  asked: number,
  model: string,
  failure: Error | undefined,
): CompleteEvent {
  const field = (name: string): unknown => {
    const a = first?.outline[name];
    return typeof a === 'string' && a ? a : second?.outline[name];
  };
  const outline: Record<string, unknown> = {
    title: field('title'),
    description: field('description'),
    image_prompt: field('image_prompt'),
    topics_array: topics.map((t) => t.heading),
  };
  for (const { type: _type, ...topic } of topics) outline[topic.topic_id] = topic;
  const complete = second?.outline.is_complete === true;
  outline.is_complete = complete;
  outline.streaming_completed = true;
  if (!complete) {
    const reason = typeof second?.outline.error === 'string' ? second.outline.error : (failure?.message ?? 'it stopped early.');
    // The reason's own count is of the second try's request; the deck's count follows it.
    const own = reason.replace(/,? (?:after|before) (?:\d+ of \d+|any slide) topics?(?: (?:was|were) complete)?/, '');
    outline.error = `${twice(model, own)} ${topics.length} of ${asked} topics arrived.`;
  }
  return { type: 'outline_complete', outline };
}

/** Content events with one more try for an unusable answer, asking only for the slides not yet sent. */
export async function* contentWithRetry(
  req: ContentRequest,
  topics: WireTopic[],
  ask: AskContent,
  model: string,
): AsyncGenerator<ProviderEvent> {
  // Ids fixed up front, so the slides of a second try keep their places.
  const numbered = topics.map((t, i) => ({ ...t, topic_id: t.topic_id ?? `topic_${i + 1}` }));
  let titleSent = false;
  let done = 0;
  const first = new Attempt(ask(numbered));
  try {
    for await (const event of contentEvents(first.text, req, numbered)) {
      if (event.type === 'content') titleSent = true;
      if (event.type === 'topic') done++;
      yield event;
    }
    return;
  } catch (error) {
    if (!first.retryable(error) || !first.worthRetrying(done)) throw error;
  }
  const rest = numbered.slice(done);
  // Every slide arrived and only the end of the answer was wrong: the deck is whole.
  if (rest.length === 0) return;
  const second = new Attempt(ask(rest));
  try {
    for await (const event of contentEvents(second.text, req, rest)) {
      if (event.type === 'content' && titleSent) continue;
      yield event;
    }
  } catch (error) {
    if (!second.retryable(error)) throw error;
    throw new Error(twice(model, error.message), { cause: error });
  }
}
