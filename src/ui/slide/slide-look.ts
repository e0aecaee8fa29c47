/**
 * The colours and fonts a slide is drawn with on screen: the deck's look
 * (core/themes resolveLook) in CSS values, resolved once per change (not
 * once per slide), shared by every place that draws slides (/home cards,
 * thumbnails, the layout gallery).
 */
import type { DescriptionSize } from '../../core/schemas/catalog';
import { resolveLook, screenLook, type LookSettings, type ScreenLook } from '../../core/themes';

export interface SlideLook extends ScreenLook {
  /** The deck's text amount: longer overviews start smaller. Unknown: 'concise'. */
  descriptionSize?: DescriptionSize;
  /** The deck's photos are off: topic images are not drawn. */
  hidePhotos?: boolean;
  /** The deck's language (BCP 47): charts write their numbers as it does. Unknown: English. */
  language?: string;
}

export interface SlideLookSettings extends LookSettings {
  descriptionSize?: DescriptionSize;
  disablePhotos?: boolean;
  language?: string | undefined;
}

/**
 * The look of a deck's settings; unknown themes and fonts fall back as the
 * catalogues say (`warn` hears about an unknown theme).
 */
export function slideLook(settings: SlideLookSettings, warn?: (message: string) => void): SlideLook {
  const look: SlideLook = screenLook(resolveLook(settings, warn));
  if (settings.descriptionSize) look.descriptionSize = settings.descriptionSize;
  if (settings.disablePhotos) look.hidePhotos = true;
  if (settings.language) look.language = settings.language;
  return look;
}
