/**
 * NDJSON stream lines of the outline and content calls: one JSON object per
 * line, UTF-8, `\n` separated. The zod schemas are the one definition of a
 * valid line; {@link parseLine} checks one line against them.
 */
import { z } from 'zod';
import { cleanJsonInPlace, jsonMayHaveControls } from './text-controls';

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

/**
 * The figures of a table, chart or big-number slide ({kind, table | chart |
 * figures, source}). Only its envelope is checked on the wire; the app
 * checks the whole against a slide's limits (core/data/topic-data.ts), and
 * anything malformed reads as no data rather than failing the line, so a
 * line from an older or newer writer always parses.
 */
export const topicDataLineSchema = z
  .looseObject({ kind: z.enum(['table', 'chart', 'big-number']) })
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
  /** A data slide's figures: the slide is a table, chart or big-number slide. */
  data: topicDataLineSchema,
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
/** Heartbeat period of status lines while a stream is open: every 2 s. */
export const HEARTBEAT_MS = 2_000;

/** One line checked: the validated line, or why it was refused. */
export type LineEvent =
  | { kind: 'line'; line: StreamLine }
  | { kind: 'error'; message: string; raw: string; lineNumber: number };

/** Result of JSON.parse kept as data, so callers can branch without try/catch. */
export type JsonResult = { ok: true; value: unknown } | { ok: false; reason: string };

// Looking the member schema up by `type` ourselves gives a clearer message for
// an unknown type than the union's "invalid discriminator".
const schemaByType = new Map<string, z.ZodType<StreamLine>>(
  streamLineSchema.options.map((schema) => [schema.shape.type.value, schema]),
);

/** Line types the protocol knows, in schema order. */
export const STREAM_LINE_TYPES: readonly string[] = [...schemaByType.keys()];

// Error messages quote at most this much of a value the sender got wrong, and name at most this many issues.
const QUOTE_MAX = 40;
const ISSUES_MAX = 3;

/** JSON.parse that reports failure as a value instead of throwing. */
export function parseJson(text: string): JsonResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` carries a string `type`, i.e. it is meant as a stream line. */
export function hasTypeField(value: unknown): boolean {
  return isJsonObject(value) && typeof value.type === 'string';
}

function quote(text: string): string {
  return JSON.stringify(text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text);
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, ISSUES_MAX).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  const more = issues.length > ISSUES_MAX ? ` (+${issues.length - ISSUES_MAX} more)` : '';
  return parts.join('; ') + more;
}

function errorEvent(message: string, raw: string, lineNumber: number): LineEvent {
  return { kind: 'error', message: `Line ${lineNumber}: ${message}`, raw, lineNumber };
}

/**
 * Validates an already JSON-parsed line against the stream line schemas:
 * defaults applied, unknown keys dropped. Every string in it is first cleaned
 * of bidi and invisible control characters, so whichever provider wrote the
 * line, no text reaches a slide with a direction override in it. `value` must
 * be the caller's own, fresh from JSON.parse of `raw`: it is cleaned in
 * place, and only walked when `raw` may hold such a character at all.
 */
export function validateLine(value: unknown, raw: string, lineNumber: number): LineEvent {
  if (jsonMayHaveControls(raw)) cleanJsonInPlace(value);
  if (!isJsonObject(value)) {
    const what = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    return errorEvent(`expected a JSON object, got ${what}`, raw, lineNumber);
  }
  const type = value.type;
  if (typeof type !== 'string') return errorEvent('missing the string field "type"', raw, lineNumber);
  const schema = schemaByType.get(type);
  if (schema === undefined) {
    return errorEvent(`unknown line type ${quote(type)} (expected one of ${STREAM_LINE_TYPES.join(', ')})`, raw, lineNumber);
  }
  const result = schema.safeParse(value);
  if (!result.success) return errorEvent(`invalid "${type}" line: ${describeIssues(result.error.issues)}`, raw, lineNumber);
  return { kind: 'line', line: result.data };
}

/** Turns an already attempted JSON.parse of a line into its event. */
export function lineEvent(json: JsonResult, raw: string, lineNumber: number): LineEvent {
  if (!json.ok) return errorEvent(`not valid JSON (${json.reason})`, raw, lineNumber);
  return validateLine(json.value, raw, lineNumber);
}

/** Parses and validates one whole line (without its '\n'). */
export function parseLine(raw: string, lineNumber: number): LineEvent {
  return lineEvent(parseJson(raw), raw, lineNumber);
}
