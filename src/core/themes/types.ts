/**
 * Shapes of the theme catalogue. Every colour is an explicit '#rrggbb' hex so
 * the screen and the PowerPoint exporter render the same deck.
 */

/** Catalogue categories; each one is the tab of the same label. */
export type ThemeCategory = 'default' | 'gradient' | 'vibrant' | 'earthy' | 'pastel';

/** Colours of a theme, all '#rrggbb'. */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  /** Solid background, or the first stop of a gradient one. */
  background: string;
  /** At least two stops for gradient backgrounds, empty for solid ones. */
  backgroundStops: readonly string[];
  /** Slide titles, readable (WCAG AA) on every background stop. */
  title: string;
  /** Body text, readable (WCAG AA) on every background stop. */
  body: string;
  /** Card fill inside slides. */
  card: string;
  /** Text on cards, readable (WCAG AA) on `card`. */
  cardText: string;
}

export interface Theme {
  /** Long, canonical id, e.g. 'aurora-borealis'. */
  id: string;
  name: string;
  category: ThemeCategory;
  /** Short ids that resolve to this theme. */
  aliases: readonly string[];
  /** True when the background is dark and the text light. */
  dark: boolean;
  colors: ThemeColors;
}
