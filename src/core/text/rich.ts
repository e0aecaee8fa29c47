/**
 * Slide text is plain text, always: what a model wrote, what the user typed,
 * with every '<', '&' and quote meaning itself. The one exception is the
 * user's own formatting from the inline editor's toolbar (bold, lists,
 * colours...), and it is never found by looking for markup in a string: it
 * is kept beside the plain text, explicitly, as a {@link FormattedText}:
 * the editor's sanitized HTML together with the plain text it formats.
 *
 * The plain field stays the truth. The formatting is drawn only while its
 * `text` equals the field's value, so anything that changes the text without
 * knowing about formatting (a regenerated slide, an outline edit, the Edit
 * Slide form) makes the old formatting fall away by itself instead of
 * showing stale words.
 */
import { z } from 'zod';

export const formattedTextSchema = z.object({
  /** The plain text this formatting was made for (equal to the field's value while it applies). */
  text: z.string(),
  /** The inline editor's HTML: untrusted, sanitized again wherever it is drawn. */
  html: z.string(),
});
export type FormattedText = z.infer<typeof formattedTextSchema>;

/** The formatting of a slide's main texts: title/heading and description/overview. */
export const slideFormattingSchema = z.object({
  title: formattedTextSchema.optional(),
  description: formattedTextSchema.optional(),
});
export type SlideFormatting = z.infer<typeof slideFormattingSchema>;

/** The formatting of a subtopic's texts. */
export const subtopicFormattingSchema = z.object({
  heading: formattedTextSchema.optional(),
  overview: formattedTextSchema.optional(),
});
export type SubtopicFormatting = z.infer<typeof subtopicFormattingSchema>;

/**
 * The formatting HTML to draw for `value`, or undefined when `value` is to
 * be drawn as plain text (no formatting, or formatting made for other text).
 */
export function formattingFor(value: string, formatted: FormattedText | undefined): string | undefined {
  return formatted !== undefined && formatted.text === value ? formatted.html : undefined;
}

/** Whether two formattings are the same (both absent counts as the same). */
export function sameFormatting(a: FormattedText | undefined, b: FormattedText | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.text === b.text && a.html === b.html);
}

/**
 * `owner` with its formatting of `key` set to `formatted`, or removed when
 * undefined (an empty formatting record is dropped too). The same object
 * back when nothing changes.
 */
export function withFormatting<K extends string, T extends { rich?: Partial<Record<K, FormattedText>> | undefined }>(
  owner: T,
  key: K,
  formatted: FormattedText | undefined,
): T {
  const current = owner.rich?.[key];
  if (sameFormatting(current, formatted)) return owner;
  const rich: Partial<Record<K, FormattedText>> = { ...owner.rich };
  if (formatted === undefined) delete rich[key];
  else rich[key] = formatted;
  const next = { ...owner };
  if (Object.keys(rich).length === 0) delete next.rich;
  else next.rich = rich;
  return next;
}
