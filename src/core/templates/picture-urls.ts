/**
 * A template theme is stored with its pictures named by their part path in
 * the package ('ppt/media/image1.png'); whoever loads the pictures (the app
 * from its storage, the command line from the file) gives each a URL.
 */
import type { TemplateLook, TemplateTitleSlide, Theme } from '../themes/types';

/** The theme with each picture's part path replaced by the URL `urlOf` gives; a picture without one is left out. */
export function themeWithPictureUrls(theme: Theme, urlOf: (part: string) => string | undefined): Theme {
  const look = theme.template;
  if (!look) return theme;
  const background = look.backgroundPicture === undefined ? undefined : urlOf(look.backgroundPicture);
  const pictures = look.pictures.flatMap((p) => {
    const src = urlOf(p.src);
    return src ? [{ ...p, src }] : [];
  });
  const { backgroundPicture: _part, titleSlide, ...rest } = look;
  const template: TemplateLook = { ...rest, pictures, ...(background ? { backgroundPicture: background } : {}) };
  if (titleSlide) template.titleSlide = titleSlideWithUrl(titleSlide, urlOf);
  return { ...theme, template };
}

/** The title slide's picture by its URL; without one the slide keeps its background colours. */
function titleSlideWithUrl(slide: TemplateTitleSlide, urlOf: (part: string) => string | undefined): TemplateTitleSlide {
  const { backgroundPicture: part, ...rest } = slide;
  const url = part === undefined ? undefined : urlOf(part);
  return url ? { ...rest, backgroundPicture: url } : rest;
}
