/**
 * The look of a deck: its theme and font settings resolved once, by one
 * rule, into the colours, faces and glyph widths every slide is drawn with.
 * The screen and the PowerPoint file each take a projection of it
 * (projections.ts), so an unknown id, a gradient or a pale accent comes out
 * the same in both.
 */
import { resolveFont, type FontEntry } from '../fonts';
import { templateFontEntry } from '../templates/fonts';
import type { ShapeTone } from '../layouts';
import { categoryWidth } from '../slide/drawing';
import type { FontWidths } from '../slide/geometry';
import { resolveTheme } from './catalogue';
import { contrastRatio } from './contrast';
import type { Theme, ThemeColors } from './types';

/** The deck settings a look is made of. */
export interface LookSettings {
  selectedTheme: string;
  selectedTitleFont: string;
  selectedBodyFont: string;
}

/** The theme's colours plus those picked by contrast; all '#rrggbb'. */
export interface LookColors extends ThemeColors {
  /** A key figure and its delta on a card (see {@link figureColor}). */
  figure: string;
}

export interface ResolvedLook {
  /** The theme the settings name, or the fallback theme. */
  theme: Theme;
  colors: LookColors;
  /** The title and body faces (Inter for an unknown id). */
  titleFont: FontEntry;
  bodyFont: FontEntry;
  /** Average glyph widths of the two faces, for the text fit. */
  widths: FontWidths;
}

/** Contrast a figure needs against its card: large text (64 px, and bold deltas of 19 px and up) under WCAG AA. */
export const FIGURE_CONTRAST = 3;

/**
 * The colour of a key figure and its delta on a card: the theme's accent
 * when it reads on the card at large-text contrast, else the card's text
 * colour (a pale accent on a white card would fade the one number that matters).
 */
export function figureColor(colors: Pick<ThemeColors, 'card' | 'cardText' | 'accent'>): string {
  return contrastRatio(colors.accent, colors.card) >= FIGURE_CONTRAST ? colors.accent : colors.cardText;
}

/**
 * The look of a deck's settings. Unknown themes and fonts fall back as the
 * catalogues say; `warn` hears about an unknown theme (console.warn when
 * not given).
 */
export function resolveLook(settings: LookSettings, warn?: (message: string) => void): ResolvedLook {
  const theme = resolveTheme(settings.selectedTheme, warn);
  // A company template's faces are part of its look: they come before the deck's font choice.
  const fonts = theme.template?.fonts;
  const titleFont = fonts ? templateFontEntry(fonts.title) : resolveFont(settings.selectedTitleFont);
  const bodyFont = fonts ? templateFontEntry(fonts.body) : resolveFont(settings.selectedBodyFont);
  return {
    theme,
    colors: { ...theme.colors, figure: figureColor(theme.colors) },
    titleFont,
    bodyFont,
    widths: { title: categoryWidth(titleFont.category), body: categoryWidth(bodyFont.category) },
  };
}

/** The colours a decoration's tone can take, in whichever notation a projection writes them. */
export type ToneColors = Record<Exclude<ShapeTone, 'muted'> | 'body', string>;

/** The colour of a layout decoration's tone; 'muted' is the body colour, faded where it is drawn. */
export function toneColor(colors: ToneColors, tone: ShapeTone): string {
  return tone === 'muted' ? colors.body : colors[tone];
}
