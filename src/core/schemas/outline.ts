/**
 * Outline topic and outline result. The result keeps the
 * wire shape: a list of headings in topics_array plus one topic_N
 * entry per topic carrying its overview and visual prompts.
 */
import { z } from 'zod';
import { topicDataSchema } from '../data/topic-data';

export const VISUAL_MODES = ['icon', 'image'] as const;
export const visualModeSchema = z.enum(VISUAL_MODES);
export type VisualMode = z.infer<typeof visualModeSchema>;

/** A subtopic as an outline may already carry it (the `topics` shape). */
export const outlineSubtopicSchema = z.object({
  heading: z.string(),
  overview: z.string().default(''),
  icon_prompt: z.string().optional(),
  image_prompt: z.string().optional(),
  visual_mode: visualModeSchema.optional(),
});
export type OutlineSubtopic = z.infer<typeof outlineSubtopicSchema>;

export const TOPIC_ID_PATTERN = /^topic_(\d+)$/;

export const outlineTopicSchema = z.object({
  topic_id: z.string().regex(TOPIC_ID_PATTERN, 'topic_id must look like topic_1'),
  /** 'Slide n' when the source had none; normalisation fills it. */
  heading: z.string(),
  overview: z.string().default(''),
  visual_mode: visualModeSchema.default('icon'),
  icon_prompt: z.string().default(''),
  image_prompt: z.string().default(''),
  subtopics: z.array(outlineSubtopicSchema).optional(),
  /** A table, chart or big-number slide's figures (core/data/topic-data.ts); malformed reads as none. */
  data: topicDataSchema.optional().catch(undefined),
});
export type OutlineTopic = z.infer<typeof outlineTopicSchema>;
export type OutlineTopicInput = z.input<typeof outlineTopicSchema>;

/** The per-topic entry stored under topic_N in an outline result. */
export const outlineTopicEntrySchema = z.object({
  heading: z.string().optional(),
  overview: z.string().default(''),
  visual_mode: visualModeSchema.default('icon'),
  icon_prompt: z.string().default(''),
  image_prompt: z.string().default(''),
  data: topicDataSchema.optional().catch(undefined),
});
export type OutlineTopicEntry = z.infer<typeof outlineTopicEntrySchema>;

export type TopicKey = `topic_${number}`;

const outlineBaseShape = {
  title: z.string(),
  description: z.string().default(''),
  image_prompt: z.string().default(''),
  /** Topic headings in order. */
  topics_array: z.array(z.string()).default([]),
  is_fallback: z.boolean().optional(),
  parse_error: z.boolean().optional(),
  is_complete: z.boolean().optional(),
  streaming_completed: z.boolean().optional(),
  /** Why the outline is a fallback, when it is one. */
  error: z.string().optional(),
};
const outlineBaseSchema = z.object(outlineBaseShape);
type OutlineBase = z.infer<typeof outlineBaseSchema>;

export type OutlineResult = OutlineBase & { [key: TopicKey]: OutlineTopicEntry | undefined };

function isTopicKey(key: string): key is TopicKey {
  return TOPIC_ID_PATTERN.test(key);
}

/**
 * Validates an outline result; keys other than the known fields and topic_N
 * entries are dropped, so a result never carries an unvalidated value.
 */
export const outlineResultSchema = z.looseObject(outlineBaseShape).transform((value, ctx): OutlineResult => {
  const result: OutlineResult = outlineBaseSchema.parse(value);
  for (const [key, entry] of Object.entries(value)) {
    if (!isTopicKey(key)) continue;
    const parsed = outlineTopicEntrySchema.safeParse(entry);
    if (parsed.success) result[key] = parsed.data;
    else ctx.issues.push({ code: 'custom', message: `${key} is not a valid topic entry`, input: entry, path: [key] });
  }
  return result;
});

/** topic_N key for the topic at zero-based `index`. */
export function topicKey(index: number): TopicKey {
  return `topic_${index + 1}`;
}

/** The N of a topic_N id, or undefined when the id has another form. */
export function topicNumber(topicId: string): number | undefined {
  const match = TOPIC_ID_PATTERN.exec(topicId);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
