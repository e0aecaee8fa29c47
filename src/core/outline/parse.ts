/**
 * From the raw text of an outline answer to a JSON value: fenced text is
 * unwrapped before parsing; unparseable text falls back to the text outline.
 */
import { fallbackOutline, type OutlineTextOptions } from './fallback';

const FENCE = /```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g;
const OPEN_FENCE = /```[\w-]*[^\S\n]*\n?([\s\S]*)$/;

/**
 * The content of a ```json ... ``` or ``` ... ``` block, prose around it
 * ignored. With several blocks the first that holds JSON wins; an opening
 * fence that never closes (a cut-short answer) is stripped too. Text without
 * fences comes back trimmed.
 */
export function unwrapCodeFences(text: string): string {
  const blocks = [...text.matchAll(FENCE)].map((m) => (m[1] ?? '').trim());
  if (blocks.length > 0) return blocks.find((b) => /^[[{]/.test(b)) ?? blocks[0] ?? '';
  const open = OPEN_FENCE.exec(text);
  return (open ? (open[1] ?? '') : text).trim();
}

/** The span from the first { or [ to the last matching closer, for JSON wrapped in prose. */
function jsonSlice(text: string): string | undefined {
  const start = text.search(/[[{]/);
  if (start < 0) return undefined;
  const closer = text[start] === '{' ? '}' : ']';
  const end = text.lastIndexOf(closer);
  return end > start ? text.slice(start, end + 1) : undefined;
}

function tryJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    let value: unknown = JSON.parse(text);
    // Some models answer with the JSON document encoded as a JSON string.
    if (typeof value === 'string') value = JSON.parse(value);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses the text of an outline answer: fences unwrapped, then JSON.parse
 * (also of JSON wrapped in prose). When nothing parses to an object or an
 * array, returns the fallback outline built from the text's title and
 * headings (is_fallback and parse_error set). Feed the result to
 * normalizeOutline.
 */
export function parseOutlineText(text: string, options: OutlineTextOptions): unknown {
  const body = unwrapCodeFences(text);
  return tryJson(body) ?? tryJson(jsonSlice(body)) ?? fallbackOutline(body, options);
}
