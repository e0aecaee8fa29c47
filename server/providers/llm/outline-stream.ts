/**
 * Turns a model's streamed outline JSON into provider events: one `topic`
 * event as soon as each topic object has closed, then `outline_complete`.
 */
import type { OutlineRequest } from '../../../src/protocol/requests';
import { StreamingJson } from './json-stream';
import type { ModelText } from './model-text';
import { isSettled, type PartialJson } from './partial-json';
import { topicCount } from './prompts';
import { ALIASES, deckFieldsSchema, findListKey, listAt, outlineSchema, outlineTopicSchema } from './schemas';
import { incompleteAnswerError, settledDeckFields, type AnswerState } from './answer';
import type { ProviderEvent } from './types';
import { modelData } from './data-schemas';

type TopicEvent = Extract<ProviderEvent, { type: 'topic' }>;
type OutlineTopicEvent = TopicEvent & { topic_id: string; heading: string };

/** Collects settled topics of a partial outline, capped and without duplicate headings. */
class TopicCollector {
  readonly topics: OutlineTopicEvent[] = [];
  private examined = 0;
  private readonly headings = new Set<string>();

  constructor(private readonly max: number) {}

  *take(snapshot: PartialJson): Generator<ProviderEvent> {
    const key = findListKey(snapshot.value, ALIASES.topics);
    const list = listAt(snapshot.value, key);
    while (key !== undefined && this.examined < list.length && this.topics.length < this.max) {
      if (!isSettled(snapshot, [key, this.examined])) return;
      const topic = this.accept(list[this.examined]);
      this.examined++;
      if (topic) yield topic;
    }
  }

  private accept(raw: unknown): OutlineTopicEvent | undefined {
    const topic = outlineTopicSchema.parse(raw);
    if (!topic.heading && !topic.overview) return undefined;
    const n = this.topics.length + 1;
    const heading = topic.heading || `Slide ${n}`;
    const key = heading.toLowerCase().replace(/\s+/g, ' ');
    if (this.headings.has(key)) return undefined;
    this.headings.add(key);
    const { kind, table, ...fields } = topic;
    const event: OutlineTopicEvent = { type: 'topic', topic_id: `topic_${n}`, ...fields, heading, ...modelData({ kind, table }) };
    this.topics.push(event);
    return event;
  }
}

/** Outline events of one streamed answer. */
export async function* outlineEvents(text: ModelText, req: OutlineRequest): AsyncGenerator<ProviderEvent> {
  const collector = new TopicCollector(topicCount(req.number_of_slides));
  const json = new StreamingJson();
  for await (const delta of text.deltas) {
    yield* collector.take(json.push(delta));
    // Leaving the loop stops the model: nothing it writes now can change the outline.
    if (json.finished) break;
  }
  const final = json.finish();
  yield* collector.take(final.result);
  const state: AnswerState = { ...final, ending: text.ending };
  yield completeOutline(state, collector.topics, req);
}

function completeOutline(state: AnswerState, topics: OutlineTopicEvent[], req: OutlineRequest): ProviderEvent {
  const complete = state.result.complete && state.syntaxError === null;
  if (complete) {
    const parsed = outlineSchema.safeParse(state.result.value);
    if (!parsed.success) {
      throw new Error(`The model's answer is not an outline: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}.`);
    }
    if (topics.length === 0) throw new Error("The model's answer contained no slide topics. Try again or use another model.");
  } else if (topics.length === 0) {
    throw incompleteAnswerError(state, 'before any slide topic was complete');
  }
  const fields = complete ? deckFieldsSchema.parse(state.result.value) : settledDeckFields(state.result);
  const title = fields.title || req.presentation_title?.trim() || fallbackTitle(req.input_text);
  const outline: Record<string, unknown> = {
    title,
    description: fields.description,
    image_prompt: fields.image_prompt,
    topics_array: topics.map((t) => t.heading),
  };
  for (const { type: _type, ...topic } of topics) outline[topic.topic_id] = topic;
  outline.is_complete = complete;
  outline.streaming_completed = true;
  // Why the outline is short, for the user: "...ended early (...), after 1 of 4 topics."
  if (!complete) {
    const asked = topicCount(req.number_of_slides);
    outline.error = incompleteAnswerError(state, `after ${topics.length} of ${asked} topic${asked === 1 ? '' : 's'}`).message;
  }
  return { type: 'outline_complete', outline };
}

/** A missing title falls back to the input's first line, cut to 80 characters. */
function fallbackTitle(input: string): string {
  const line = input.trim().split('\n')[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 77).trimEnd()}...` : line;
}
