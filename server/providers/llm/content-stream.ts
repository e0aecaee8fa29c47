/**
 * Turns a model's streamed content JSON into provider events: the `content`
 * event (title slide) as soon as its fields are known, then one `topic` event
 * with subtopics as soon as each slide object has closed.
 */
import type { ContentRequest, WireTopic } from '../../../src/protocol/requests';
import { incompleteAnswerError, settledDeckFields, type AnswerState } from './answer';
import { StreamingJson } from './json-stream';
import type { ModelText } from './model-text';
import { isSettled, type PartialJson } from './partial-json';
import { ALIASES, contentSchema, contentSlideSchema, findListKey, listAt, SLIDE_SHAPES, type ContentSlide } from './schemas';
import type { ProviderEvent } from './types';
import { modelData } from './data-schemas';

const TITLE_FIELDS = ['title', 'description', 'image_prompt'] as const;

function has(result: PartialJson, key: string): boolean {
  const value = result.value;
  return typeof value === 'object' && value !== null && key in value && isSettled(result, [key]);
}

/** The N of topic_N, so subtopic ids match the topic ids the client already has. */
function topicNumber(topic: WireTopic, index: number): number {
  const match = /^topic_(\d+)$/.exec(topic.topic_id ?? '');
  return match ? Number(match[1]) : index + 1;
}

/** The topic event of one slide: the outline's fields plus the model's text. */
export function slideEvent(topic: WireTopic, index: number, slide: ContentSlide | undefined): ProviderEvent {
  const n = topicNumber(topic, index);
  const subtopics = (slide?.subtopics ?? [])
    .filter((s) => s.heading || s.overview)
    .map((s, j) => ({
      id: `subtopic_${n}_${j + 1}`,
      heading: s.heading || `Point ${j + 1}`,
      overview: s.overview,
      icon_prompt: s.icon_prompt,
    }));
  return {
    type: 'topic',
    topic_id: topic.topic_id ?? `topic_${n}`,
    heading: topic.heading.trim() || slide?.heading || `Slide ${n}`,
    overview: slide?.overview || topic.overview || '',
    visual_mode: topic.visual_mode ?? 'icon',
    icon_prompt: topic.icon_prompt ?? '',
    image_prompt: topic.image_prompt ?? '',
    subtopics,
    ...layoutHint(slide),
    ...(slide ? modelData(slide) : {}),
  };
}

/** The layout the model's word for the slide's shape names, as advice to the app's chooser. */
function layoutHint(slide: ContentSlide | undefined): { layout?: string } {
  const layout = slide?.layout === undefined ? undefined : SLIDE_SHAPES[slide.layout];
  return layout === undefined ? {} : { layout };
}

class SlideCollector {
  titleSent = false;
  emitted = 0;

  constructor(
    private readonly req: ContentRequest,
    private readonly topics: WireTopic[],
  ) {}

  *take(snapshot: PartialJson, final: boolean): Generator<ProviderEvent> {
    const key = findListKey(snapshot.value, ALIASES.slides);
    if (!this.titleSent && (final || this.titleReady(snapshot, key))) yield this.titleEvent(snapshot);
    const list = listAt(snapshot.value, key);
    while (key !== undefined && this.emitted < Math.min(list.length, this.topics.length)) {
      if (!isSettled(snapshot, [key, this.emitted])) return;
      yield this.slide(contentSlideSchema.parse(list[this.emitted]));
    }
  }

  /** Topic events for slides the model left out, from the outline alone. */
  *rest(): Generator<ProviderEvent> {
    while (this.emitted < this.topics.length) yield this.slide(undefined);
  }

  private slide(slide: ContentSlide | undefined): ProviderEvent {
    const topic = this.topics[this.emitted] as WireTopic;
    const event = slideEvent(topic, this.emitted, slide);
    this.emitted++;
    return event;
  }

  /**
   * When the title fields are all known, or the slides have begun (whatever
   * is known by then goes out; the request's title stands in for a missing one).
   */
  private titleReady(snapshot: PartialJson, listKey: string | undefined): boolean {
    return listKey !== undefined || TITLE_FIELDS.every((field) => has(snapshot, field));
  }

  private titleEvent(snapshot: PartialJson): ProviderEvent {
    this.titleSent = true;
    const fields = settledDeckFields(snapshot);
    return {
      type: 'content',
      title: fields.title || this.req.presentation_title.trim(),
      description: fields.description,
      image_prompt: fields.image_prompt,
    };
  }
}

/** Content events of one streamed answer. */
export async function* contentEvents(text: ModelText, req: ContentRequest, topics: WireTopic[]): AsyncGenerator<ProviderEvent> {
  const collector = new SlideCollector(req, topics);
  const json = new StreamingJson();
  for await (const delta of text.deltas) {
    yield* collector.take(json.push(delta), false);
    // Leaving the loop stops the model: nothing it writes now can change the slides.
    if (json.finished) break;
  }
  const final = json.finish();
  const state: AnswerState = { ...final, ending: text.ending };
  if (final.result.value !== undefined) yield* collector.take(final.result, true);
  if (!final.result.complete || final.syntaxError) {
    const done = collector.emitted;
    throw incompleteAnswerError(state, done === 0 ? 'before any slide was complete' : `after ${done} of ${topics.length} slides`);
  }
  const parsed = contentSchema.safeParse(final.result.value);
  if (!parsed.success) {
    throw new Error(`The model's answer is not a set of slides: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}.`);
  }
  yield* collector.rest();
}
