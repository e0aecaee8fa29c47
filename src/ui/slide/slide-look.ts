/**
 * The colours and fonts a slide is drawn with: the deck's theme and font
 * settings resolved once per change (not once per slide), shared by every
 * place that draws slides (/home cards, thumbnails, the layout gallery).
 */
import { resolveFont } from '../../core/fonts';
import type { DescriptionSize } from '../../core/schemas/catalog';
import type { ShapeTone } from '../../core/layouts';
import { resolveTheme, themeBackgroundCss } from '../../core/themes';
import { categoryWidth } from '../../core/slide/drawing';
import type { FontWidths } from '../../core/slide/geometry';

export interface SlideLook {
  /** CSS `background` (a colour or a gradient). */
  background: string;
  title: string;
  body: string;
  card: string;
  cardText: string;
  accent: string;
  primary: string;
  secondary: string;
  titleFont: string;
  bodyFont: string;
  /** Average glyph widths of the two fonts, for the fit estimate. */
  widths: FontWidths;
  /** The deck's text amount: longer overviews start smaller. Unknown: 'concise'. */
  descriptionSize?: DescriptionSize;
  /** The deck's photos are off: topic images are not drawn. */
  hidePhotos?: boolean;
}

export interface SlideLookSettings {
  selectedTheme: string;
  selectedTitleFont: string;
  selectedBodyFont: string;
  descriptionSize?: DescriptionSize;
  disablePhotos?: boolean;
}

/**
 * The look of a deck's settings; unknown themes and fonts fall back as the
 * catalogues say (`warn` hears about an unknown theme).
 */
export function slideLook(settings: SlideLookSettings, warn?: (message: string) => void): SlideLook {
  const theme = resolveTheme(settings.selectedTheme, warn);
  const { title, body, card, cardText, accent, primary, secondary } = theme.colors;
  const titleFont = resolveFont(settings.selectedTitleFont);
  const bodyFont = resolveFont(settings.selectedBodyFont);
  const look: SlideLook = {
    background: themeBackgroundCss(theme),
    title,
    body,
    card,
    cardText,
    accent,
    primary,
    secondary,
    titleFont: titleFont.stack,
    bodyFont: bodyFont.stack,
    widths: { title: categoryWidth(titleFont.category), body: categoryWidth(bodyFont.category) },
  };
  if (settings.descriptionSize) look.descriptionSize = settings.descriptionSize;
  if (settings.disablePhotos) look.hidePhotos = true;
  return look;
}

/** The colour of a layout decoration's tone; 'muted' is the body colour, faded where it is drawn. */
export function toneColor(look: SlideLook, tone: ShapeTone): string {
  if (tone === 'muted') return look.body;
  return look[tone];
}
