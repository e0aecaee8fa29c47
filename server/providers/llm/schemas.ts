/**
 * The JSON shapes the models are asked for, as zod schemas. They are lenient
 * on purpose: a missing optional field gets a default, a list of sentences
 * becomes one text, and the key names models commonly swap in (title for
 * heading, description for overview, topics for slides...) are accepted.
 */
import { z } from 'zod';
import { SLIDE_SHAPES, type SlideShape } from '../../../src/core/rewrite/slide-shapes';
import { DATA_JSON_FIELDS, modelDataFields } from './data-schemas';

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strings stay, numbers become text, a list of strings becomes one text. */
function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(toText).filter((p): p is string => !!p);
    return parts.length > 0 ? parts.join(' ') : undefined;
  }
  return undefined;
}

/** First present value among `keys`. */
function pick(obj: Loose, keys: readonly string[]): unknown {
  for (const key of keys) if (obj[key] !== undefined && obj[key] !== null) return obj[key];
  return undefined;
}

const text = z.preprocess(toText, z.string().default(''));
const visualMode = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['icon', 'image']))
  .catch('icon');

/** Key names accepted for each field, the canonical one first. */
export const ALIASES = {
  heading: ['heading', 'title', 'name', 'header'],
  overview: ['overview', 'description', 'summary', 'content', 'text', 'body'],
  topics: ['topics', 'slides', 'outline', 'topic_list'],
  slides: ['slides', 'topics', 'content'],
  subtopics: ['subtopics', 'sub_topics', 'points', 'bullets', 'items', 'sections'],
} as const;

function aliasItem(value: unknown, extra: Record<string, readonly string[]>): unknown {
  if (typeof value === 'string') return { heading: value };
  if (!isRecord(value)) return {};
  const out: Loose = { ...value, heading: pick(value, ALIASES.heading), overview: pick(value, ALIASES.overview) };
  for (const [field, keys] of Object.entries(extra)) out[field] = pick(value, keys);
  return out;
}

export const outlineTopicSchema = z.preprocess(
  (v) => aliasItem(v, {}),
  z.object({
    heading: text,
    overview: text,
    visual_mode: visualMode,
    icon_prompt: text,
    image_prompt: text,
    ...modelDataFields,
  }),
);
export type OutlineTopic = z.infer<typeof outlineTopicSchema>;

export const subtopicSchema = z.preprocess(
  (v) => aliasItem(v, {}),
  z.object({ heading: text, overview: text, icon_prompt: text }),
);
export type Subtopic = z.infer<typeof subtopicSchema>;

const listOf = <T extends z.ZodType>(item: T) => z.array(item).catch([]);

export { SLIDE_SHAPES, type SlideShape };
const SHAPE_NAMES = Object.keys(SLIDE_SHAPES) as SlideShape[];

const slideShape = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s_]+/g, '-') : v), z.enum(SHAPE_NAMES as [SlideShape, ...SlideShape[]]))
  .optional()
  .catch(undefined);

export const contentSlideSchema = z.preprocess(
  (v) => aliasItem(v, { subtopics: ALIASES.subtopics }),
  z.object({ heading: text, overview: text, layout: slideShape, subtopics: listOf(subtopicSchema).default([]), ...modelDataFields }),
);
export type ContentSlide = z.infer<typeof contentSlideSchema>;

/** The title-slide fields shared by both answers. */
const deckFields = { title: text, description: text, image_prompt: text };

export const outlineSchema = z.preprocess(
  (v) => (isRecord(v) ? { ...v, topics: pick(v, ALIASES.topics) } : v),
  z.object({ ...deckFields, topics: z.array(outlineTopicSchema, { error: 'the answer has no "topics" list' }) }),
);
export type Outline = z.infer<typeof outlineSchema>;

export const contentSchema = z.preprocess(
  (v) => (isRecord(v) ? { ...v, slides: pick(v, ALIASES.slides) } : v),
  z.object({ ...deckFields, slides: z.array(contentSlideSchema, { error: 'the answer has no "slides" list' }) }),
);
export type Content = z.infer<typeof contentSchema>;

/** The title-slide fields of a (possibly partial) answer. */
export const deckFieldsSchema = z.preprocess((v) => (isRecord(v) ? v : {}), z.object(deckFields));

/**
 * The key under which a partial answer keeps its list (topics or slides), or
 * undefined while no list has started.
 */
export function findListKey(value: unknown, keys: readonly string[]): string | undefined {
  if (!isRecord(value)) return undefined;
  return keys.find((key) => Array.isArray(value[key]));
}

/** The item list of a partial answer under `key`. */
export function listAt(value: unknown, key: string | undefined): unknown[] {
  if (key === undefined || !isRecord(value)) return [];
  const list = value[key];
  return Array.isArray(list) ? list : [];
}

/**
 * The JSON Schemas sent to servers with a structured-output mode (OpenAI's
 * and compatible servers' response_format, Anthropic's output format), so a
 * constrained decoder can only write the shapes the prompts describe. They
 * are strict: every property listed and required and no others, which is
 * what OpenAI's strict mode and Anthropic demand, and the properties come in
 * the order the streams use them (title-slide fields before the list, so the
 * title slide shows first). Lengths are left to the prompt and the answer's
 * budget: length keywords make some servers refuse the whole schema.
 */
export type JsonSchema = Record<string, unknown>;

const STRING = { type: 'string' } as const;

function strictObject(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

export const OUTLINE_JSON_SCHEMA: JsonSchema = strictObject({
  title: STRING,
  description: STRING,
  image_prompt: STRING,
  topics: {
    type: 'array',
    items: strictObject({
      heading: STRING,
      overview: STRING,
      visual_mode: { type: 'string', enum: ['icon', 'image'] },
      icon_prompt: STRING,
      image_prompt: STRING,
      ...DATA_JSON_FIELDS,
    }),
  },
});

/** The fields of one content slide, as the content call and a slide rewrite both answer them. */
const SLIDE_FIELDS = {
  heading: STRING,
  overview: STRING,
  layout: { type: 'string', enum: SHAPE_NAMES },
  subtopics: { type: 'array', items: strictObject({ heading: STRING, overview: STRING, icon_prompt: STRING }) },
};

export const CONTENT_JSON_SCHEMA: JsonSchema = strictObject({
  title: STRING,
  description: STRING,
  image_prompt: STRING,
  slides: { type: 'array', items: strictObject({ ...SLIDE_FIELDS, ...DATA_JSON_FIELDS }) },
});

/** A schema and the name and description a structured-output request carries with it. */
export interface AnswerSchema {
  /** Letters, digits, _ and - only (OpenAI's rule for the name). */
  name: string;
  description: string;
  schema: JsonSchema;
}

export const OUTLINE_ANSWER: AnswerSchema = {
  name: 'outline',
  description: 'The plan of a slide deck: title-slide fields and one topic per content slide.',
  schema: OUTLINE_JSON_SCHEMA,
};

export const CONTENT_ANSWER: AnswerSchema = {
  name: 'slides',
  description: 'The text of a slide deck: title-slide fields and one slide per topic, with subtopics.',
  schema: CONTENT_JSON_SCHEMA,
};

/** The answer of a slide rewrite: the slide (two for a split) with its picture's description (translated) and speaker notes. */
export const EDIT_JSON_SCHEMA: JsonSchema = strictObject({
  slides: { type: 'array', items: strictObject({ ...SLIDE_FIELDS, image_prompt: STRING, notes: STRING }) },
});

export const EDIT_ANSWER: AnswerSchema = {
  name: 'edited_slides',
  description: 'One rewritten slide (two when a slide is split), with subtopics and speaker notes.',
  schema: EDIT_JSON_SCHEMA,
};
