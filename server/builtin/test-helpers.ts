/** Helpers shared by the builtin composer's tests. */
import type { ContentRequestInput, OutlineRequestInput, WireTopic } from '../../src/protocol/requests';
import { contentRequestSchema, outlineRequestSchema } from '../../src/protocol/requests';
import type { ProviderEvent } from '../providers/llm/types';
import { createBuiltinProvider } from './index';

type RawTopic = Extract<ProviderEvent, { type: 'topic' }>;
type RawSubtopic = NonNullable<RawTopic['subtopics']>[number];

/** A topic event with the defaults the wire schema would fill in. */
export type TopicEvent = Omit<RawTopic, 'overview' | 'subtopics'> & {
  overview: string;
  subtopics?: Array<Omit<RawSubtopic, 'overview'> & { overview: string }>;
};

export const provider = createBuiltinProvider();

export async function collect(events: AsyncIterable<ProviderEvent>): Promise<ProviderEvent[]> {
  const out: ProviderEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

export function topicsOf(events: readonly ProviderEvent[]): TopicEvent[] {
  return events.flatMap((e) =>
    e.type === 'topic'
      ? [{ ...e, overview: e.overview ?? '', subtopics: e.subtopics?.map((s) => ({ ...s, overview: s.overview ?? '' })) }]
      : [],
  );
}

export async function outlineOf(input: OutlineRequestInput): Promise<ProviderEvent[]> {
  return collect(provider.outline(outlineRequestSchema.parse(input), new AbortController().signal));
}

/** Outline then content, as the app calls them; returns the content call's events. */
export async function deckOf(input: OutlineRequestInput): Promise<ProviderEvent[]> {
  const outline = await outlineOf(input);
  const topics: WireTopic[] = topicsOf(outline).map((t) => ({
    topic_id: t.topic_id,
    heading: t.heading,
    overview: t.overview,
    visual_mode: t.visual_mode,
    icon_prompt: t.icon_prompt,
    image_prompt: t.image_prompt,
  }));
  const done = outline.find((e) => e.type === 'outline_complete');
  const title = done?.type === 'outline_complete' ? String(done.outline.title) : 'Deck';
  const req: ContentRequestInput = {
    presentation_title: title,
    topics_array: JSON.stringify(topics),
    tone: input.tone,
    description_size: input.description_size,
    input_text: input.input_text,
    // The app sends the language on both calls.
    ...(input.language === undefined ? {} : { language: input.language }),
  };
  return collect(provider.content(contentRequestSchema.parse(req), topics, new AbortController().signal));
}
