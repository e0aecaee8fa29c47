/**
 * Length caps of the text a command stores. The editor shows no limits;
 * Decksmith caps each field well above what a slide
 * can show so a runaway paste cannot bloat a saved deck, its undo history
 * or the export, while no realistic edit is ever cut.
 *
 * Fields hold plain text, always; the caps count its characters. The user's
 * formatting (the inline editor's sanitized HTML, core/text/rich.ts) is kept
 * beside a field only while the whole text fits its cap, and its HTML may be
 * at most {@link FORMATTING_HTML_FACTOR} times the cap long: past either,
 * the text is kept and the formatting dropped, since cut HTML would format
 * other words than the ones kept.
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

/** Formatting HTML may be this many times its field's text cap (tags and styles take room). */
export const FORMATTING_HTML_FACTOR = 8;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * `value` cut to at most `max` characters. The cut never splits a surrogate
 * pair (an emoji would turn into a replacement character). The value is
 * plain text: a '<' or '&' near the cut is a character like any other.
 */
export function capText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, Math.max(0, max));
  return cut.length > 0 && isHighSurrogate(cut.charCodeAt(cut.length - 1)) ? cut.slice(0, -1) : cut;
}
