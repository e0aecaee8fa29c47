/**
 * NDJSON stream lines of the outline and content calls: one JSON object per
 * line, UTF-8, `\n` separated (DESIGN.md "The calls").
 */
import { z } from 'zod';

export const subtopicLineSchema = z.object({
  id: z.string().optional(),
  heading: z.string(),
  overview: z.string().default(''),
  icon_prompt: z.string().optional(),
  image_prompt: z.string().optional(),
  visual_mode: z.enum(['icon', 'image']).optional(),
});
export type SubtopicLine = z.infer<typeof subtopicLineSchema>;

/**
 * A layout id the writer suggests for the slide ('process-flow',
 * 'pyramid'...). Advice only: the client's layout chooser uses it when it
 * fits the slide's content, and anything unusable (an unknown id, a
 * number, an overlong text) reads as no hint rather than failing the line.
 */
export const layoutHintSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,40}$/)
  .optional()
  .catch(undefined);

export const statusLineSchema = z.object({ type: z.literal('status'), message: z.string() });
export const topicLineSchema = z.object({
  type: z.literal('topic'),
  topic_id: z.string(),
  heading: z.string(),
  overview: z.string().default(''),
  visual_mode: z.enum(['icon', 'image']).default('icon'),
  icon_prompt: z.string().default(''),
  image_prompt: z.string().default(''),
  subtopics: z.array(subtopicLineSchema).optional(),
  /** Speaker notes for the slide (plain text). */
  notes: z.string().optional(),
  layout: layoutHintSchema,
});
/** Title-slide fields of the content call. */
export const contentLineSchema = z.object({
  type: z.literal('content'),
  title: z.string(),
  description: z.string().default(''),
  image_prompt: z.string().optional(),
  /** Speaker notes for the title slide (plain text). */
  notes: z.string().optional(),
  /** Who wrote the deck: the text generator's name (builtin, local, openai...), for the studio's badge. */
  writer: z.string().max(100).optional(),
});
export const outlineCompleteLineSchema = z.object({
  type: z.literal('outline_complete'),
  /** The whole outline: title, description, image_prompt, topics_array, topic_N entries. */
  outline: z.record(z.string(), z.unknown()),
});
export const errorLineSchema = z.object({ type: z.literal('error'), message: z.string() });
export const doneLineSchema = z.object({ type: z.literal('done') });

export const streamLineSchema = z.discriminatedUnion('type', [
  statusLineSchema,
  topicLineSchema,
  contentLineSchema,
  outlineCompleteLineSchema,
  errorLineSchema,
  doneLineSchema,
]);

export type StatusLine = z.infer<typeof statusLineSchema>;
export type TopicLine = z.infer<typeof topicLineSchema>;
export type TopicLineInput = z.input<typeof topicLineSchema>;
export type ContentLine = z.infer<typeof contentLineSchema>;
export type OutlineCompleteLine = z.infer<typeof outlineCompleteLineSchema>;
export type ErrorLine = z.infer<typeof errorLineSchema>;
export type DoneLine = z.infer<typeof doneLineSchema>;
export type StreamLine = z.infer<typeof streamLineSchema>;

/** Serialises one line for the wire (JSON + newline). */
export function encodeLine(line: StreamLine): string {
  return `${JSON.stringify(line)}\n`;
}

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';
/** Heartbeat period of status lines while a stream is open (seed: every 2 s). */
export const HEARTBEAT_MS = 2_000;
