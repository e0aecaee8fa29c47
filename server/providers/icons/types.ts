/**
 * The icon provider interface. Icons are chosen, not drawn, so a provider is
 * one small call; the route wraps it in validation and HTTP errors, and a new
 * source of icons (another set, a model) is one more file behind this shape.
 */

/** One chosen icon: its name in the set and a standalone SVG document. */
export interface IconResult {
  /** Name of the icon in its set, e.g. 'trending-up' (for logs and tests). */
  name: string;
  /** A complete `<svg xmlns=...>` document that renders on its own (as an <img>). */
  svg: string;
}

/**
 * The provider's considered answer that no icon suits the prompt (the best
 * match was weak): the slide shows its point without one. Not a failure, and
 * asking again gives the same answer.
 */
export interface NoIcon {
  readonly none: true;
}

export const NO_ICON: NoIcon = Object.freeze({ none: true });

/**
 * Turns an icon prompt into an icon. Implementations: builtin (best Iconify
 * lucide match). `icon` resolves to NO_ICON when no icon fits the prompt, to
 * null when the provider could not make the icon it chose, and throws an
 * Error whose message is safe to show when it fails.
 */
export interface IconProvider {
  readonly name: string;
  icon(prompt: string, signal?: AbortSignal): Promise<IconResult | NoIcon | null>;
}
