/**
 * The title slide's decorative art as a picture the media job gets
 * (core/slide/title-art.ts says when the title slide asks for it): an image
 * asked with purpose 'decorative', keyed by the deck's title, the theme's
 * colours and the image style, placed on the title slide.
 */
import type { MediaTarget } from '../core/deck/media';
import type { PresentationSettings } from '../core/schemas/config';
import type { Slide } from '../core/schemas/slide';
import { titleArtRequest } from '../core/slide/title-art';
import { mediaKey } from '../data/media';
import type { MediaWant } from './media';

type ArtSettings = Pick<PresentationSettings, 'selectedImageStyle' | 'selectedTheme' | 'disablePhotos'>;

/** The title slide's art the deck wants now, where it goes, and whether it repaints art of another theme; undefined when it wants none. */
export function titleArtWant(slides: readonly Slide[], settings: ArtSettings): { want: MediaWant; target: MediaTarget; repaint: boolean } | undefined {
  const request = titleArtRequest(slides, settings);
  if (request === undefined) return undefined;
  const { slideId, theme, prompt, orientation, palette } = request;
  const style = settings.selectedImageStyle;
  // The theme is part of the key: another theme's art is another picture.
  const key = mediaKey('image', `title-art\u0000${palette.join(',')}\u0000${prompt}`, style);
  return {
    want: { kind: 'image', prompt, style, key, context: { purpose: 'decorative', orientation, palette } },
    target: { slideId, place: 'title', prompt, theme },
    // The title slide has art already, painted in another theme.
    repaint: slides.some((s) => s.id === slideId && s.picture?.url !== undefined),
  };
}
