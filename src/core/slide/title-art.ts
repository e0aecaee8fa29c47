/**
 * When the title slide asks for decorative art, and what it asks. The title
 * slide shows the deck's first topic photo; a deck that got none (no photo
 * source answered for any slide, photo search switched off, every slide in
 * icon mode) would open on a bare title. Then, and only then, the title
 * slide asks for decorative art: the builtin artist's abstract picture in
 * the theme's colours, which depicts nothing and so cannot be a wrong
 * picture. Content slides never get it: no picture is better than a wrong
 * one there. The app's media job and the command line share this rule.
 */
import type { PictureOrientation } from '../../protocol/pictures';
import { resolveTheme } from '../themes';
import { isTitleArt, titlePicture, TITLE_PICTURE, type PictureSlide } from './title-slide';

/** The title picture's band is taller than it is wide: the art is drawn in its shape. */
export const TITLE_ART_SHAPE: PictureOrientation = TITLE_PICTURE.w < TITLE_PICTURE.h ? 'portrait' : 'landscape';

/** Chroma of #rrggbb, 0..1: near 0 for white, greys, black and the near-black navies of text. */
function chroma(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return Math.max(...channels) - Math.min(...channels);
}

/**
 * The theme's colours the artist paints with: the background first, then
 * the theme's colours that have a hue (#rrggbb). A theme's near-white or
 * grey text colour painted as a large form reads as fog, not as the theme;
 * it is used only when the theme has no other colour.
 */
export function titleArtPalette(themeId: string): string[] {
  const { colors } = resolveTheme(themeId, () => undefined);
  const forms = [colors.primary, colors.secondary, colors.accent];
  const coloured = forms.filter((c) => chroma(c) >= 0.2);
  if (coloured.length === 0) return [colors.backgroundStops[0] ?? colors.background, ...forms];
  // One hue alone paints a wash of one colour: the theme's mid-tone neutral (its secondary text colour) joins it.
  const neutral = coloured.length === 1 && chroma(colors.secondary) < 0.2 ? [colors.secondary] : [];
  return [colors.backgroundStops[0] ?? colors.background, ...coloured, ...neutral];
}

/** The decorative picture call of a title slide (purpose 'decorative'). */
export interface TitleArtRequest {
  slideId: number;
  /** The theme (canonical id) it is painted in. */
  theme: string;
  /** The deck's title: the art is seeded by it (same title, same art), and draws no word of it. */
  prompt: string;
  orientation: PictureOrientation;
  palette: string[];
}

interface ArtSlide extends PictureSlide {
  readonly id: number;
  readonly title: string;
  readonly isComplete: boolean;
}

/**
 * The title slide's art call, when the deck is written (every slide
 * complete) and shows no picture on its title slide: none of the user's, no
 * background, no topic photo; undefined otherwise. Whether photos are still
 * on their way is the caller's to know (it waits for them).
 */
export function titleArtRequest(slides: readonly ArtSlide[], settings: { selectedTheme: string; disablePhotos: boolean }): TitleArtRequest | undefined {
  if (settings.disablePhotos || slides.length < 2 || !slides.every((s) => s.isComplete)) return undefined;
  const title = slides.find((s) => s.type === 'title');
  if (title === undefined || title.picture?.removed === true || title.backgroundImage) return undefined;
  const theme = resolveTheme(settings.selectedTheme, () => undefined).id;
  // Art painted for another theme is painted again (art from before themes were noted is kept).
  const stale = isTitleArt(title.picture) && title.picture?.theme !== undefined && title.picture.theme !== theme;
  if (title.picture?.url && !stale) return undefined;
  const others = stale ? slides.map((s) => (s === title ? { ...s, picture: undefined } : s)) : slides;
  if (titlePicture(others) !== undefined) return undefined;
  return { slideId: title.id, theme, prompt: title.title.trim() || 'Presentation', orientation: TITLE_ART_SHAPE, palette: titleArtPalette(theme) };
}
