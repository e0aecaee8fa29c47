/**
 * One whole NDJSON line -> one parse event. Kept apart from the incremental
 * machinery in parser.ts so the byte handling and the validation can be read
 * (and tested) on their own.
 */
import type { z } from 'zod';
import { streamLineSchema } from './lines';
import type { StreamLine } from './lines';
import { fastValidate } from './parser-fast';
import { cleanJsonInPlace, jsonMayHaveControls } from './text-controls';

/** What the parser hands to its caller, in stream order. */
export type ParseEvent =
  | { kind: 'line'; line: StreamLine }
  /** The whole body was one complete JSON document (the seed's "complete-JSON response"). */
  | { kind: 'document'; value: unknown }
  | { kind: 'error'; message: string; raw: string; lineNumber: number };

/** Result of JSON.parse kept as data, so callers can branch without try/catch. */
export type JsonResult = { ok: true; value: unknown } | { ok: false; reason: string };

// Looking the member schema up by `type` ourselves gives a clearer message for
// an unknown type than the union's "invalid discriminator" and skips the
// union's dispatch on the hot path.
const schemaByType = new Map<string, z.ZodType<StreamLine>>(
  streamLineSchema.options.map((schema) => [schema.shape.type.value, schema]),
);

/** Line types the protocol knows, in schema order. */
export const STREAM_LINE_TYPES: readonly string[] = [...schemaByType.keys()];

// Error messages quote at most this much of a value the sender got wrong.
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

/** True for a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `value` carries a string `type`, i.e. it is meant as a stream line. */
export function hasTypeField(value: unknown): boolean {
  return isJsonObject(value) && typeof value.type === 'string';
}

function quote(text: string): string {
  const short = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text;
  return JSON.stringify(short);
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, ISSUES_MAX).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  const more = issues.length > ISSUES_MAX ? ` (+${issues.length - ISSUES_MAX} more)` : '';
  return parts.join('; ') + more;
}

function errorEvent(message: string, raw: string, lineNumber: number): ParseEvent {
  return { kind: 'error', message: `Line ${lineNumber}: ${message}`, raw, lineNumber };
}

/**
 * Validates an already JSON-parsed line against the stream line schemas.
 * Defaults of the schema are applied and unknown keys dropped, as zod does.
 * Every string in it is cleaned of bidi and invisible control characters
 * first (text-controls.ts): whichever provider wrote the line, no text
 * reaches a slide with a direction override in it. `value` must be the
 * caller's own, parsed from `raw` (fresh from JSON.parse): it is cleaned in
 * place, and only walked when `raw` may hold such a character at all.
 */
export function validateLine(value: unknown, raw: string, lineNumber: number): ParseEvent {
  if (jsonMayHaveControls(raw)) cleanJsonInPlace(value);
  if (!isJsonObject(value)) {
    const what = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    return errorEvent(`expected a JSON object, got ${what}`, raw, lineNumber);
  }
  const type = value.type;
  if (typeof type !== 'string') {
    return errorEvent('missing the string field "type"', raw, lineNumber);
  }
  const fast = fastValidate(value);
  if (fast !== null) return { kind: 'line', line: fast };
  const schema = schemaByType.get(type);
  if (schema === undefined) {
    return errorEvent(`unknown line type ${quote(type)} (expected one of ${STREAM_LINE_TYPES.join(', ')})`, raw, lineNumber);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    return errorEvent(`invalid "${type}" line: ${describeIssues(result.error.issues)}`, raw, lineNumber);
  }
  return { kind: 'line', line: result.data };
}

/** Turns an already attempted JSON.parse of a line into its event. */
export function lineEvent(json: JsonResult, raw: string, lineNumber: number): ParseEvent {
  if (!json.ok) return errorEvent(`not valid JSON (${json.reason})`, raw, lineNumber);
  return validateLine(json.value, raw, lineNumber);
}

/** Parses and validates one whole line (without its '\n'). */
export function parseLine(raw: string, lineNumber: number): ParseEvent {
  return lineEvent(parseJson(raw), raw, lineNumber);
}

/** True for an empty or whitespace-only line; cheap for the usual `{...}` line. */
export function isBlank(line: string): boolean {
  // A stream line almost always starts with '{' (code 123): skip trim() then.
  return line.length === 0 || (line.charCodeAt(0) !== 123 && line.trim() === '');
}
