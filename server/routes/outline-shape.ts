import type { TopicLine } from '../../src/protocol/lines';
import type { OutlineRequest } from '../../src/protocol/requests';

/**
 * The outline in the seed's shape, rebuilt from the topics actually sent so
 * outline_complete never disagrees with the topic lines before it (a
 * provider may have returned more topics than the rules allow).
 */
export function canonicalOutline(
  raw: Record<string, unknown>,
  topics: TopicLine[],
  req: OutlineRequest,
): Record<string, unknown> {
  const title = text(raw.title) || req.presentation_title?.trim() || req.input_text.trim().slice(0, 80);
  const outline: Record<string, unknown> = {
    title,
    description: text(raw.description),
    image_prompt: text(raw.image_prompt) || `A title image for a presentation about ${title}`,
    topics_array: topics.map((t) => t.heading),
  };
  topics.forEach((t, i) => {
    outline[`topic_${i + 1}`] = {
      heading: t.heading,
      overview: t.overview,
      visual_mode: t.visual_mode,
      icon_prompt: t.icon_prompt,
      image_prompt: t.image_prompt,
    };
  });
  outline.is_complete = raw.is_complete !== false;
  outline.streaming_completed = true;
  return outline;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
