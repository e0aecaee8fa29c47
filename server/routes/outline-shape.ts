import { clampSlideCount } from '../../src/core/slide-count';
import type { TopicLine } from '../../src/protocol/lines';
import { FIELD_LIMITS, type OutlineRequest } from '../../src/protocol/requests';
import { capText } from './line-caps';

/**
 * The outline in its wire shape, rebuilt from the topics actually sent so
 * outline_complete never disagrees with the topic lines before it (a
 * provider may have returned more topics than the rules allow).
 *
 * Besides the usual fields it says how many topics were asked for and how
 * many arrived, and, when the writer's answer was cut short (is_complete
 * false), why in `error`: a short outline from a short document and one from
 * a model that stopped half-way look alike otherwise.
 */
export function canonicalOutline(
  raw: Record<string, unknown>,
  topics: TopicLine[],
  req: OutlineRequest,
): Record<string, unknown> {
  const title = capText(text(raw.title) || req.presentation_title?.trim() || req.input_text.trim().slice(0, 80), FIELD_LIMITS.title);
  const outline: Record<string, unknown> = {
    title,
    description: capText(text(raw.description), FIELD_LIMITS.description),
    image_prompt: capText(text(raw.image_prompt) || `A title image for a presentation about ${title}`, FIELD_LIMITS.image_prompt),
    topics_array: topics.map((t) => t.heading),
  };
  topics.forEach((t, i) => {
    outline[`topic_${i + 1}`] = {
      heading: t.heading,
      overview: t.overview,
      visual_mode: t.visual_mode,
      icon_prompt: t.icon_prompt,
      image_prompt: t.image_prompt,
      ...(t.data === undefined ? {} : { data: t.data }),
    };
  });
  const complete = raw.is_complete !== false;
  outline.is_complete = complete;
  outline.streaming_completed = true;
  outline.topics_requested = clampSlideCount(req.number_of_slides) - 1;
  outline.topics_received = topics.length;
  const reason = text(raw.error);
  if (!complete && reason) outline.error = capText(reason, FIELD_LIMITS.description);
  return outline;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
