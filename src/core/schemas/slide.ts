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

/**
 * The layout a slide is drawn with. Layout ids belong to the layout
 * registry; here only the shape is fixed. `auto` true: the layout chooser
 * picked `type` from the slide's content (and picks again when the content
 * changes), `reason` saying why in a short code ('dated-sequence'); absent
 * or false: the user chose it, and it stays. Slides saved before the
 * chooser recorded its choice have neither field, and only a user's choice
 * was stored then, so they read as the user's. `hint` keeps a layout the
 * text generator suggested, for the chooser to weigh again after edits.
 */
export const slideLayoutSchema = z.object({
  type: z.string().min(1),
  config: z.record(z.string(), z.unknown()).default({}),
  // A malformed annotation is dropped rather than failing the whole deck.
  auto: z.boolean().optional().catch(undefined),
  reason: z.string().max(40).optional().catch(undefined),
  hint: z.string().max(40).optional().catch(undefined),
});
export type SlideLayout = z.infer<typeof slideLayoutSchema>;

/** Who presents a deck, for whom and when (the title slide's foot line); each part up to 200 characters. */
export const bylineSchema = z.object({
  presenter: z.string().max(200).optional(),
  organisation: z.string().max(200).optional(),
  date: z.string().max(200).optional(),
});
export type SlideByline = z.infer<typeof bylineSchema>;

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
  /**
   * The title slide's byline: who presents, for which organisation, when.
   * Optional, so decks saved before it existed parse unchanged.
   */
  byline: bylineSchema.optional(),
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
