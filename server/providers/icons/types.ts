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
 * Turns an icon prompt into an icon. Implementations: builtin (best Iconify
 * lucide match). `icon` resolves to null when the provider has nothing to
 * offer, and throws an Error whose message is safe to show when it fails.
 */
export interface IconProvider {
  readonly name: string;
  icon(prompt: string, signal?: AbortSignal): Promise<IconResult | null>;
}
