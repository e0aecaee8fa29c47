/**
 * The deck model: slides, their topic and subtopics. Slide ids are numbers;
 * the title slide is 0 and topic N is slide N.
 */
import { z } from 'zod';
import { slideFormattingSchema, subtopicFormattingSchema } from '../text/rich';
import { visualModeSchema } from './outline';
import { slideDataSchema } from './slide-data';

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

/** Where a slide's picture came from: a photo search, the user's own file, an image model, the built-in artist. */
export const PICTURE_SOURCES = ['search', 'upload', 'generated', 'builtin'] as const;
export type PictureSource = (typeof PICTURE_SOURCES)[number];

/**
 * Who made a found picture and under which licence, as the licence asks to
 * be named ("Photo: Title by Author, CC BY 2.0, Wikimedia Commons"). Kept
 * with the deck so every export can credit it. Lengths are capped: the
 * texts come from remote search services.
 */
export const pictureCreditSchema = z.object({
  title: z.string().max(300).catch(''),
  author: z.string().max(200).catch(''),
  license: z.string().max(80).catch(''),
  licenseUrl: z.string().max(2_048).optional().catch(undefined),
  sourceUrl: z.string().max(2_048).catch(''),
  /** The search service it was found with ('openverse', 'wikimedia'...). */
  provider: z.string().max(40).catch(''),
});
export type PictureCredit = z.infer<typeof pictureCreditSchema>;

const fraction = z.number().min(0).max(1);

/**
 * The part of the picture to show, as fractions of its width and height
 * (x, y: top-left corner). The slot is filled from this part as
 * `object-fit: cover` fills it from the whole picture.
 */
export const pictureCropSchema = z
  .object({ x: fraction, y: fraction, w: z.number().gt(0).max(1), h: z.number().gt(0).max(1) })
  .refine((c) => c.x + c.w <= 1.000001 && c.y + c.h <= 1.000001, 'the crop must lie inside the picture');
export type PictureCrop = z.infer<typeof pictureCropSchema>;

/** The point of the picture that must stay in view when a slot cuts it (fractions; 0.5, 0.5 is the centre). */
export const pictureFocusSchema = z.object({ x: fraction, y: fraction });
export type PictureFocus = z.infer<typeof pictureFocusSchema>;

/**
 * What is known about a slide's main picture besides its address: where it
 * came from, its credit, how it is cropped, and whether the user chose it.
 * The address itself stays where it always was (`topic.image_url` on a topic
 * slide), except on the title slide, which has no topic: there `url` is the
 * picture the user gave the title slide (otherwise it shows the deck's first
 * topic picture). Every field is optional and a malformed one is dropped, so
 * decks saved before this existed, or by a newer build, parse.
 */
export const slidePictureSchema = z.object({
  source: z.enum(PICTURE_SOURCES).optional().catch(undefined),
  credit: pictureCreditSchema.optional().catch(undefined),
  crop: pictureCropSchema.optional().catch(undefined),
  focus: pictureFocusSchema.optional().catch(undefined),
  /** The picture's own size in pixels, so a crop can be drawn without distortion. */
  width: z.number().int().positive().max(100_000).optional().catch(undefined),
  height: z.number().int().positive().max(100_000).optional().catch(undefined),
  /**
   * The user picked, uploaded, cropped or removed this picture: a change of
   * the deck's image style does not make it again.
   */
  chosen: z.boolean().optional().catch(undefined),
  /** The user removed the picture: the slide shows none and none is asked for. */
  removed: z.boolean().optional().catch(undefined),
  /** The title slide's own picture (http(s) or data:image); unused on topic slides. */
  url: z.string().max(5_000_000).optional().catch(undefined),
  /** An uploaded file's name, shown in the menu. */
  name: z.string().max(200).optional().catch(undefined),
  /** The theme the builtin art on the title slide was painted in: in another theme it is painted again. */
  theme: z.string().max(100).optional().catch(undefined),
});
export type SlidePicture = z.infer<typeof slidePictureSchema>;

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
   * The slide's main picture record (the topic picture, or the title slide's
   * own picture): source, credit, crop and focal point, whether the user
   * chose it. Optional, and dropped when malformed, so older decks parse.
   */
  picture: slidePictureSchema.optional().catch(undefined),
  /**
   * The title slide's byline: who presents, for which organisation, when.
   * Optional, so decks saved before it existed parse unchanged.
   */
  byline: bylineSchema.optional(),
  layout: slideLayoutSchema.optional(),
  /**
   * The figures a table, chart or big-number slide draws (slide-data.ts).
   * Optional, so decks saved before slides carried data parse unchanged; a
   * malformed part is dropped rather than failing the whole deck.
   */
  data: slideDataSchema.optional().catch(undefined),
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
