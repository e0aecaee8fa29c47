/** The colours and fonts a slide is drawn with: the deck's theme and font settings, resolved once per change. */
import { resolveFont } from '../../core/fonts';
import type { PresentationSettings } from '../../core/schemas/config';
import { resolveTheme, themeBackgroundCss } from '../../core/themes';

export interface SlideLook {
  /** CSS `background` (a colour or a gradient). */
  background: string;
  title: string;
  body: string;
  card: string;
  cardText: string;
  accent: string;
  titleFont: string;
  bodyFont: string;
}

/** The look of a deck's settings; unknown themes and fonts fall back as the catalogues say. */
export function slideLook(settings: Pick<PresentationSettings, 'selectedTheme' | 'selectedTitleFont' | 'selectedBodyFont'>): SlideLook {
  const theme = resolveTheme(settings.selectedTheme);
  const { title, body, card, cardText, accent } = theme.colors;
  return {
    background: themeBackgroundCss(theme),
    title,
    body,
    card,
    cardText,
    accent,
    titleFont: resolveFont(settings.selectedTitleFont).stack,
    bodyFont: resolveFont(settings.selectedBodyFont).stack,
  };
}
