/**
 * Readers for the services' untyped JSON: a field of the wrong type reads as
 * absent, so a changed or hostile answer drops the result, never the server.
 */

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A trimmed string cut to `max`, or '' when the value is not text. */
export function str(value: unknown, max = 300): string {
  if (typeof value !== 'string') return '';
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A whole number 0..100000 (pixel sizes), or 0. */
export function int(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.min(100_000, Math.round(n)) : 0;
}

/** An id as text: numbers and strings (Pexels and Pixabay ids are numbers). */
export function idOf(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.length <= 300 ? value : '';
}

/** An http(s) address, or '' (a javascript: link must never reach a credit). */
export function webUrl(value: unknown): string {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) && value.length <= 2000 ? value : '';
}

/** "coral, reef, sea life" or ["coral", ...] as words. */
export function tagList(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(/[,|]/) : arr(value).map((t) => (typeof t === 'string' ? t : str(obj(t)?.name)));
  return items.map((t) => str(t, 80).toLowerCase()).filter(Boolean).slice(0, 40);
}
