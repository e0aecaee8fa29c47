/**
 * The deck model: slides, their topic and subtopics (seed 000 §3, seed 001
 * §3.4). Slide ids are numbers; the title slide is 0 and topic N is slide N.
 */
import { z } from 'zod';
import { slideFormattingSchema, subtopicFormattingSchema } from '../text/rich';
import { visualModeSchema } from './outline';

export const SUBTOPIC_ID_PATTERN = /^subtopic_\d+_\d+$/;

export const subtopicSchema = z.object({
  id: z.string().regex(SUBTOPIC_ID_PATTERN, 'subtopic id must look like subtopic_1_1'),
  heading: z.string().default(''),
  overview: z.string().default(''),
  icon_prompt: z.string().default(''),
  image_prompt: z.string().default(''),
  image_url: z.string().optional(),
  visual_mode: visualModeSchema.default('icon'),
  /** The user's formatting of heading and overview (core/text/rich.ts); the fields themselves are plain text. */
  rich: subtopicFormattingSchema.optional(),
});
export type Subtopic = z.infer<typeof subtopicSchema>;
export type SubtopicInput = z.input<typeof subtopicSchema>;

export const slideTopicSchema = z.object({
  heading: z.string().default(''),
  overview: z.string().default(''),
  visual_mode: visualModeSchema.default('icon'),
  icon_prompt: z.string().default(''),
  /** What the picture should show, as text for the image service; an address written here is never loaded. */
  image_prompt: z.string().default(''),
  image_url: z.string().optional(),
  subtopics: z.array(subtopicSchema).default([]),
});
export type SlideTopic = z.infer<typeof slideTopicSchema>;

/** Layout ids belong to the layout registry; here only the shape is fixed. */
export const slideLayoutSchema = z.object({
  type: z.string().min(1),
  config: z.record(z.string(), z.unknown()).default({}),
});
export type SlideLayout = z.infer<typeof slideLayoutSchema>;

export const SLIDE_TYPES = ['title', 'topic'] as const;

export const slideSchema = z.object({
  id: z.number().int().nonnegative(),
  type: z.enum(SLIDE_TYPES),
  title: z.string().default(''),
  description: z.string().default(''),
  /** Present on topic slides; the title slide has none. */
  topic: slideTopicSchema.optional(),
  isComplete: z.boolean().default(false),
  isStreaming: z.boolean().default(false),
  streamingText: z
    .object({ title: z.string().default(''), description: z.string().default('') })
    .default({ title: '', description: '' }),
  hasImage: z.boolean().default(false),
  hasIcon: z.boolean().default(false),
  backgroundImage: z.string().optional(),
  layout: slideLayoutSchema.optional(),
  /** Speaker notes. */
  notes: z.string().default(''),
  /**
   * The user's formatting of the main texts: `title` for the title or heading,
   * `description` for the description or overview (core/text/rich.ts). Every
   * text field above is plain text.
   */
  rich: slideFormattingSchema.optional(),
});
export type Slide = z.infer<typeof slideSchema>;
export type SlideInput = z.input<typeof slideSchema>;

/** Id of subtopic `m` (1-based) of topic slide `n`. */
export function subtopicId(slideNumber: number, subtopicNumber: number): string {
  return `subtopic_${slideNumber}_${subtopicNumber}`;
}
