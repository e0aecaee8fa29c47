/**
 * Shared inputs for LLM provider tests: requests, model answers in the shape
 * the prompts ask for, and a collector for provider streams.
 */
import type { ProviderEvent } from '../providers/llm/types';
import {
  contentRequestSchema,
  outlineRequestSchema,
  type ContentRequest,
  type ContentRequestInput,
  type OutlineRequest,
  type OutlineRequestInput,
  type WireTopic,
} from '../../src/protocol/requests';

export function outlineRequest(input: Partial<OutlineRequestInput> = {}): OutlineRequest {
  return outlineRequestSchema.parse({ input_text: 'How honeybees keep a hive alive', number_of_slides: 5, ...input });
}

export function contentRequest(input: Partial<ContentRequestInput> = {}): ContentRequest {
  return contentRequestSchema.parse({ presentation_title: 'Life in the Hive', topics_array: '[]', ...input });
}

/** An outline answer with `count` topics. */
export function outlineAnswer(count = 4) {
  const names = ['Anatomy of a bee', 'Roles in the colony', 'Making honey', 'Pollination', 'Threats', 'What you can do'];
  return {
    title: 'Life in the Hive',
    description: 'How a colony of bees works together.',
    image_prompt: 'a honeycomb glowing in warm light',
    topics: Array.from({ length: count }, (_, i) => ({
      heading: names[i] ?? `Extra topic ${i + 1}`,
      overview: `Overview of ${names[i] ?? `topic ${i + 1}`}.`,
      visual_mode: i % 2 === 0 ? 'image' : 'icon',
      icon_prompt: `icon ${i + 1}`,
      image_prompt: `picture ${i + 1}`,
    })),
  };
}

/** The topics the content call receives (as the client sends them after the outline). */
export function wireTopics(count = 3): WireTopic[] {
  return outlineAnswer(count).topics.map((t, i) => ({
    topic_id: `topic_${i + 1}`,
    heading: t.heading,
    overview: t.overview,
    visual_mode: t.visual_mode as 'icon' | 'image',
    icon_prompt: t.icon_prompt,
    image_prompt: t.image_prompt,
  }));
}

/** A content answer for `topics`, with `subtopics` points per slide. */
export function contentAnswer(topics: WireTopic[], subtopics = 3) {
  return {
    title: 'Life in the Hive',
    description: 'A tour of the colony.',
    image_prompt: 'bees on a frame of honeycomb',
    slides: topics.map((t, i) => ({
      heading: t.heading,
      overview: `Slide ${i + 1} explains ${t.heading.toLowerCase()}.`,
      subtopics: Array.from({ length: subtopics }, (_, j) => ({
        heading: `Point ${i + 1}.${j + 1}`,
        overview: `Detail ${j + 1} of slide ${i + 1}.`,
        icon_prompt: `icon ${i + 1}.${j + 1}`,
      })),
    })),
  };
}

/** Reads a provider stream to the end; `error` is what it threw, if anything. */
export async function collect(events: AsyncIterable<ProviderEvent>): Promise<{ events: ProviderEvent[]; error?: Error }> {
  const out: ProviderEvent[] = [];
  try {
    for await (const event of events) out.push(event);
    return { events: out };
  } catch (error) {
    return { events: out, error: error as Error };
  }
}

/** The user message a recorded chat request carried. */
export function userMessage(body: { messages?: Array<{ role: string; content: unknown }> }): string {
  const content = body.messages?.find((m) => m.role === 'user')?.content;
  if (typeof content === 'string') return content;
  return JSON.stringify(content ?? '');
}
