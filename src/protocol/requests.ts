/**
 * Request bodies of the generation API. The server
 * validates every body with these schemas; the client builds its payloads
 * from the same types so both ends agree on the wire format.
 */
import { z } from 'zod';
import { filledText, missingOrWrongType, text, tooLong } from './fields';
import { layoutHintSchema, topicDataLineSchema } from './lines';

/** Hard cap on slides in one deck. */
export const MAX_SLIDES = 100;
/** Largest input text accepted in one request, in characters (1 MB body limit). */
export const MAX_INPUT_CHARS = 900_000;

/** Wire values of the text amount after its mapping (concise goes out as short). */
export const WIRE_DESCRIPTION_SIZES = ['short', 'medium', 'long'] as const;
export type WireDescriptionSize = (typeof WIRE_DESCRIPTION_SIZES)[number];

/** Tones the server understands on the wire (technical-* is sent as technical). */
export const WIRE_TONES = ['casual', 'formal', 'motivational', 'educational', 'technical'] as const;
export type WireTone = (typeof WIRE_TONES)[number];

/**
 * Longest text each generated or forwarded field may hold. The requests
 * refuse longer values, and the server cuts a model's longer text to these
 * (at a word boundary) before it forwards it, so what one call returns is
 * always a valid input of the next.
 */
export const FIELD_LIMITS = {
  title: 500,
  heading: 500,
  overview: 5000,
  description: 5000,
  icon_prompt: 1000,
  image_prompt: 2000,
  topic_id: 50,
  /** Speaker notes: a paragraph or two of quotes per slide. */
  notes: 20_000,
} as const;

/**
 * A JSON number and nothing else: the client sends numbers, and reading
 * `true`, `[5]` or `"0x10"` as a count would only hide a broken caller.
 */
const slideCount = z
  .number({ error: missingOrWrongType('number_of_slides', 'a number (like 5), not text, true/false or a list') })
  .int('number_of_slides must be a whole number')
  .min(1, 'number_of_slides must be at least 1')
  .max(MAX_SLIDES, `number_of_slides must be at most ${MAX_SLIDES}`);

/** Settings every generation request carries: tone, text amount, model and output language. */
export const requestSettings = {
  tone: z.enum(WIRE_TONES, { error: `tone must be one of ${WIRE_TONES.join(', ')}` }).default('casual'),
  description_size: z
    .enum(WIRE_DESCRIPTION_SIZES, { error: `description_size must be one of ${WIRE_DESCRIPTION_SIZES.join(', ')}` })
    .default('medium'),
  pretty_json: z.boolean({ error: 'pretty_json must be true or false' }).optional(),
  model_key: text('model_key', 100).default('default'),
  /** Output language as a BCP 47 tag (en-US, fr-FR ...). */
  language: text('language', 35).min(2, 'language must be a language tag like en-US').default('en-US'),
};

/** POST /api/ppt/generate-outline-test */
export const outlineRequestSchema = z.object({
  input_text: text('input_text', MAX_INPUT_CHARS).refine((s) => s.trim().length > 0, 'input_text must not be blank'),
  number_of_slides: slideCount.default(5),
  presentation_title: text('presentation_title', FIELD_LIMITS.title).optional(),
  ...requestSettings,
});
export type OutlineRequest = z.infer<typeof outlineRequestSchema>;
export type OutlineRequestInput = z.input<typeof outlineRequestSchema>;

/** One topic as the content call receives it (inside the JSON-stringified topics_array). */
export const wireTopicSchema = z.object(
  {
    topic_id: text('topic_id', FIELD_LIMITS.topic_id).optional(),
    heading: text('heading', FIELD_LIMITS.heading),
    overview: text('overview', FIELD_LIMITS.overview).optional(),
    visual_mode: z.enum(['icon', 'image'], { error: 'visual_mode must be icon or image' }).optional(),
    icon_prompt: text('icon_prompt', FIELD_LIMITS.icon_prompt).optional(),
    image_prompt: text('image_prompt', FIELD_LIMITS.image_prompt).optional(),
    /** A layout the outline's writer suggests; unusable values read as none (see lines.ts). */
    layout: layoutHintSchema,
    /** A data slide's figures, as the outline offered them: the content call passes them on unchanged. */
    data: topicDataLineSchema,
  },
  { error: 'each topic must be an object with a heading' },
);
export type WireTopic = z.infer<typeof wireTopicSchema>;

const TOPICS_ARRAY_SHAPE = 'a JSON array of topics, or that array as JSON text';
const wireTopicsSchema = z
  .array(wireTopicSchema, { error: `topics_array must be ${TOPICS_ARRAY_SHAPE}` })
  .max(MAX_SLIDES, `topics_array has too many topics: at most ${MAX_SLIDES}`);

/** POST /api/ppt/generate-content-test */
export const contentRequestSchema = z.object({
  presentation_title: filledText('presentation_title', FIELD_LIMITS.title),
  /** JSON-stringified array of topics (the wire shape); an array is accepted too. */
  topics_array: z.union([text('topics_array', MAX_INPUT_CHARS), wireTopicsSchema], {
    error: (issue) =>
      issue.input === undefined ? `topics_array is required (${TOPICS_ARRAY_SHAPE})` : `topics_array must be ${TOPICS_ARRAY_SHAPE}`,
  }),
  number_of_slides: slideCount.optional(),
  /** The source text, when the deck is made from a document: lets the generator quote it. */
  input_text: text('input_text', MAX_INPUT_CHARS).optional(),
  ...requestSettings,
});
export type ContentRequest = z.infer<typeof contentRequestSchema>;
export type ContentRequestInput = z.input<typeof contentRequestSchema>;

/** POST /api/flux/generate-images-test: defined with the other picture calls. */
export { imageRequestSchema, imageResponseSchema, type ImageRequest, type ImageResponse } from './pictures';

/** POST /api/icon/icon-generation */
export const iconRequestSchema = z.object({
  prompt: text('prompt', 1000).min(1, 'prompt must not be empty'),
});
export type IconRequest = z.infer<typeof iconRequestSchema>;

/** POST /api/v1/extract/extract-text: multipart form with one `file` field. */
export const EXTRACT_MAX_BYTES = 10_485_760;
export const EXTRACT_FIELD = 'file';

/** POST /api/v1/import/url: the server reads a web page or document by its address; answers like extract-text. */
export const URL_IMPORT_PATH = '/v1/import/url';
/** Longest address accepted (browsers keep addresses far shorter in practice). */
export const MAX_IMPORT_URL_CHARS = 2048;
export const INVALID_IMPORT_URL = 'Enter a web address that starts with http:// or https://, like https://example.com/article.';

/** An absolute http(s) address, without a user name or password. */
export function isImportableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const urlImportRequestSchema = z.object({
  url: z
    .string({ error: 'url is required: the address of the page or document to import' })
    .trim()
    .max(MAX_IMPORT_URL_CHARS, tooLong('url', MAX_IMPORT_URL_CHARS))
    .refine(isImportableUrl, INVALID_IMPORT_URL),
});
export type UrlImportRequest = z.infer<typeof urlImportRequestSchema>;

/** Parses topics_array whether it came as JSON text or as an array; throws on a bad one. */
export function parseWireTopics(value: ContentRequest['topics_array']): WireTopic[] {
  const raw: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return wireTopicsSchema.parse(raw);
}

/**
 * topics_array read as topics, or the problem with it in words: the JSON
 * text does not parse, or which topic breaks which rule.
 */
export function readWireTopics(value: ContentRequest['topics_array']): { ok: true; topics: WireTopic[] } | { ok: false; error: string } {
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return { ok: false, error: `topics_array must be ${TOPICS_ARRAY_SHAPE}: its text is not valid JSON` };
    }
  }
  const parsed = wireTopicsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, topics: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue || issue.path.length === 0) return { ok: false, error: issue?.message ?? `topics_array must be ${TOPICS_ARRAY_SHAPE}` };
  // The field messages begin with the field's name: "heading is too long..." becomes "topics_array[1].heading is too long...".
  const [index, field] = issue.path;
  const message = typeof field === 'string' && issue.message.startsWith(`${field} `) ? issue.message.slice(field.length) : `: ${issue.message}`;
  return { ok: false, error: `topics_array[${String(index)}]${typeof field === 'string' ? `.${field}` : ''}${message}` };
}

/** Answers of the non-streaming calls (the image answer is in pictures.ts). */
/**
 * The icon answer: `iconurl` (or its alternative name `url`) is the icon's
 * address; `iconurl: null` is the server's considered "no icon fits this
 * prompt", which the slide shows as its point without an icon (not an error).
 */
export const iconResponseSchema = z.object({ iconurl: z.string().nullable().optional(), url: z.string().optional() });
export type IconResponse = z.infer<typeof iconResponseSchema>;
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  providers: z.object({ llm: z.string(), images: z.string(), icons: z.string() }),
  /** What this server offers beyond generation; absent on servers older than the field. */
  features: z.object({ urlImport: z.boolean() }).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
