/**
 * The title slide's decorative art. The title slide shows the deck's first
 * topic photo; a deck that got none (no photo source answered for any
 * slide, photo search switched off, every slide in icon mode) would open on
 * a bare title. Then, and only then, the title slide asks for decorative
 * art: the builtin artist's abstract picture in the theme's colours, which
 * depicts nothing and so cannot be a wrong picture. Content slides never get
 * it: no picture is better than a wrong one there.
 */
import type { MediaTarget } from '../core/deck/media';
import type { PresentationSettings } from '../core/schemas/config';
import type { Slide } from '../core/schemas/slide';
import { titlePicture, TITLE_PICTURE } from '../core/slide/title-slide';
import { resolveTheme } from '../core/themes';
import { mediaKey } from '../data/media';
import type { PictureOrientation } from '../protocol/pictures';
import type { MediaWant } from './media';

/** The title picture's band is taller than it is wide. */
const TITLE_ART_SHAPE: PictureOrientation = TITLE_PICTURE.w < TITLE_PICTURE.h ? 'portrait' : 'landscape';

/** The theme's colours the artist paints with: the background first, then its accents (#rrggbb). */
export function titleArtPalette(themeId: string): string[] {
  const { colors } = resolveTheme(themeId, () => undefined);
  return [colors.backgroundStops[0] ?? colors.background, colors.primary, colors.secondary, colors.accent];
}

type ArtSettings = Pick<PresentationSettings, 'selectedImageStyle' | 'selectedTheme' | 'disablePhotos'>;

/**
 * The title slide's art, when the deck is written (every slide complete)
 * and shows no picture on its title slide: none of the user's, no
 * background, no topic photo. `undefined` otherwise. Whether photos are
 * still on their way is the caller's to know (the media job waits for them).
 */
export function titleArtWant(slides: readonly Slide[], settings: ArtSettings): { want: MediaWant; target: MediaTarget } | undefined {
  if (settings.disablePhotos || slides.length < 2 || !slides.every((s) => s.isComplete)) return undefined;
  const title = slides.find((s) => s.type === 'title');
  if (title === undefined || title.picture?.url || title.picture?.removed === true || title.backgroundImage) return undefined;
  if (titlePicture(slides) !== undefined) return undefined;
  const prompt = title.title.trim() || 'Presentation';
  const style = settings.selectedImageStyle;
  const palette = titleArtPalette(settings.selectedTheme);
  // The theme is part of the key: another theme's art is another picture.
  const key = mediaKey('image', `title-art\u0000${palette.join(',')}\u0000${prompt}`, style);
  return {
    want: { kind: 'image', prompt, style, key, context: { purpose: 'decorative', orientation: TITLE_ART_SHAPE, palette } },
    target: { slideId: title.id, place: 'title', prompt },
  };
}
