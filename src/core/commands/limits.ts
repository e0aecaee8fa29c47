/**
 * Length caps of the text a command stores. The seed's editor declares no
 * limits (seed 001 §5); Decksmith caps each field well above what a slide
 * can show so a runaway paste cannot bloat a saved deck, its undo history
 * or the export, while no realistic edit is ever cut.
 *
 * Fields hold plain text or the sanitized HTML the inline editor produces
 * (bold, lists...). Sanitising is the UI's job (DOMPurify, before the value
 * reaches a command); commands store what they are given, and the caps count
 * characters of that string, markup included.
 */

/** Characters kept per field. */
export const TEXT_LIMITS = {
  /** Deck title (the save dialog's proposal, dashboard cards). */
  deckTitle: 200,
  /** Title of the title slide, heading of a topic slide. */
  heading: 300,
  /** Description of the title slide, overview of a topic slide. */
  body: 5_000,
  subtopicHeading: 300,
  subtopicOverview: 2_000,
  /** Speaker notes are for the presenter only and may be long. */
  notes: 20_000,
  /** An http(s) address. URLs are refused past their cap, never cut: half a URL points elsewhere. */
  url: 2_048,
  /** A data:image URL (the builtin image provider makes them): about 3.7 MB of image. */
  dataUrl: 5_000_000,
} as const;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * `value` cut to at most `max` characters. The cut never splits a surrogate
 * pair (an emoji would turn into a replacement character) and never leaves a
 * half tag or half entity at the end, so cut editor HTML still parses; open
 * elements left unclosed are closed by any HTML parser.
 */
export function capText(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, Math.max(0, max));
  if (cut.length > 0 && isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  const openTag = cut.lastIndexOf('<');
  if (openTag > cut.lastIndexOf('>')) cut = cut.slice(0, openTag);
  const entity = /&#?[a-z0-9]*$/i.exec(cut);
  return entity ? cut.slice(0, entity.index) : cut;
}
