/**
 * Request bodies of the generation API (DESIGN.md "The calls"). The server
 * validates every body with these schemas; the client builds its payloads
 * from the same types so both ends agree on the wire format.
 */
import { z } from 'zod';

/** Hard cap on slides in one deck (creation-flow seed, section 5). */
export const MAX_SLIDES = 100;
/** Largest input text accepted in one request, in characters (1 MB body limit). */
export const MAX_INPUT_CHARS = 900_000;

/** Wire values of the text amount after the seed's mapping (concise goes out as short). */
export const WIRE_DESCRIPTION_SIZES = ['short', 'medium', 'long'] as const;
export type WireDescriptionSize = (typeof WIRE_DESCRIPTION_SIZES)[number];

/** Tones the server understands on the wire (technical-* is sent as technical). */
export const WIRE_TONES = ['casual', 'formal', 'motivational', 'educational', 'technical'] as const;
export type WireTone = (typeof WIRE_TONES)[number];

const slideCount = z.coerce
  .number({ error: 'number_of_slides must be a number' })
  .int('number_of_slides must be a whole number')
  .min(1, 'number_of_slides must be at least 1')
  .max(MAX_SLIDES, `number_of_slides must be at most ${MAX_SLIDES}`);

const common = {
  tone: z.enum(WIRE_TONES, { error: `tone must be one of ${WIRE_TONES.join(', ')}` }).default('casual'),
  description_size: z
    .enum(WIRE_DESCRIPTION_SIZES, { error: `description_size must be one of ${WIRE_DESCRIPTION_SIZES.join(', ')}` })
    .default('medium'),
  pretty_json: z.boolean().optional(),
  model_key: z.string().max(100).default('default'),
  /** Output language as a BCP 47 tag (en-US, fr-FR ...). */
  language: z.string().min(2).max(35).default('en-US'),
};

/** POST /api/ppt/generate-outline-test */
export const outlineRequestSchema = z.object({
  input_text: z
    .string({ error: 'input_text is required' })
    .max(MAX_INPUT_CHARS, `input_text must be at most ${MAX_INPUT_CHARS} characters`)
    .refine((s) => s.trim().length > 0, 'input_text must not be blank'),
  number_of_slides: slideCount.default(5),
  presentation_title: z.string().max(500).optional(),
  ...common,
});
export type OutlineRequest = z.infer<typeof outlineRequestSchema>;
export type OutlineRequestInput = z.input<typeof outlineRequestSchema>;

/** One topic as the content call receives it (inside the JSON-stringified topics_array). */
export const wireTopicSchema = z.object({
  topic_id: z.string().max(50).optional(),
  heading: z.string().max(500),
  overview: z.string().max(5000).optional(),
  visual_mode: z.enum(['icon', 'image']).optional(),
  icon_prompt: z.string().max(1000).optional(),
  image_prompt: z.string().max(2000).optional(),
});
export type WireTopic = z.infer<typeof wireTopicSchema>;

/** POST /api/ppt/generate-content-test */
export const contentRequestSchema = z.object({
  presentation_title: z
    .string({ error: 'presentation_title is required' })
    .max(500, 'presentation_title must be at most 500 characters')
    .refine((s) => s.trim().length > 0, 'presentation_title must not be blank'),
  /** JSON-stringified array of topics (the seed's wire shape); an array is accepted too. */
  topics_array: z.union([z.string().max(MAX_INPUT_CHARS), z.array(wireTopicSchema).max(MAX_SLIDES)], {
    error: 'topics_array is required (a JSON array of topics)',
  }),
  number_of_slides: slideCount.optional(),
  /** The source text, when the deck is made from a document: lets the generator quote it. */
  input_text: z.string().max(MAX_INPUT_CHARS).optional(),
  ...common,
});
export type ContentRequest = z.infer<typeof contentRequestSchema>;
export type ContentRequestInput = z.input<typeof contentRequestSchema>;

/** POST /api/flux/generate-images-test */
export const imageRequestSchema = z.object({
  prompt: z.string({ error: 'prompt is required' }).min(1, 'prompt must not be empty').max(2000),
  style: z.string().max(50).optional(),
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;

/** POST /api/icon/icon-generation */
export const iconRequestSchema = z.object({
  prompt: z.string({ error: 'prompt is required' }).min(1, 'prompt must not be empty').max(1000),
});
export type IconRequest = z.infer<typeof iconRequestSchema>;

/** POST /api/v1/extract/extract-text: multipart form with one `file` field. */
export const EXTRACT_MAX_BYTES = 10_485_760;
export const EXTRACT_FIELD = 'file';

/** Parses topics_array whether it came as JSON text or as an array. */
export function parseWireTopics(value: ContentRequest['topics_array']): WireTopic[] {
  const raw: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return z.array(wireTopicSchema).max(MAX_SLIDES).parse(raw);
}

/** Answers of the non-streaming calls. */
export const imageResponseSchema = z.object({ images: z.array(z.string()) });
export const iconResponseSchema = z.object({ iconurl: z.string().optional(), url: z.string().optional() });
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  providers: z.object({ llm: z.string(), images: z.string(), icons: z.string() }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
