/**
 * The images a deck uses (background, topic and subtopic images, and a
 * topic image prompt that is itself an image URL), so the file can embed
 * them, drop unsafe links on the way in, and point slides back at the
 * embedded copies. An address in an image prompt is the model's text, not
 * a picture the app made or the user picked: it is never fetched to be
 * embedded (the slide does not show it either).
 */
import { safeImageUrl } from '../slide/geometry';
import type { Slide, SlidePicture, SlideTopic, Subtopic } from '../schemas/slide';

/** Which field an image reference sits in; a prompt is text unless it is a URL. */
export type ImageField = 'backgroundImage' | 'image_url' | 'image_prompt';

/** Maps one reference to its replacement; undefined removes the field (prompts become ''). */
export type ImageMapper = (url: string, field: ImageField) => string | undefined;

const DATA_IMAGE = /^data:image\//i;
/** The embedded image types kept: raster formats every client shows, and SVG (shown through <img>, so no script runs). */
const EMBEDDABLE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;[a-z0-9=.+-]*)*,/i;

/** Whether `value` is a data URL of an image type a deck file may embed. */
export function isEmbeddableDataUrl(value: string): boolean {
  return EMBEDDABLE.test(value);
}

function mapSubtopic(sub: Subtopic, fn: ImageMapper): Subtopic {
  if (sub.image_url === undefined) return sub;
  const { image_url, ...rest } = sub;
  const next = fn(image_url, 'image_url');
  return next === undefined ? rest : { ...rest, image_url: next };
}

function mapTopic(topic: SlideTopic, fn: ImageMapper): SlideTopic {
  const { image_url, ...rest } = topic;
  const next = image_url === undefined ? undefined : fn(image_url, 'image_url');
  const prompt = safeImageUrl(topic.image_prompt) === undefined ? topic.image_prompt : (fn(topic.image_prompt, 'image_prompt') ?? '');
  return { ...rest, ...(next !== undefined && { image_url: next }), image_prompt: prompt, subtopics: topic.subtopics.map((s) => mapSubtopic(s, fn)) };
}

/** The title slide's own picture (its picture record's `url`) is a picture the user chose, like a topic's image_url. */
function mapPicture(picture: SlidePicture, fn: ImageMapper): SlidePicture {
  if (picture.url === undefined) return picture;
  const { url, ...rest } = picture;
  const next = fn(url, 'image_url');
  return next === undefined ? rest : { ...rest, url: next };
}

/** The slide with every image reference passed through `fn` (a new object; the input is not touched). */
export function mapSlideImages(slide: Slide, fn: ImageMapper): Slide {
  const { backgroundImage, topic, picture, ...rest } = slide;
  const background = backgroundImage === undefined ? undefined : fn(backgroundImage, 'backgroundImage');
  return {
    ...rest,
    ...(background !== undefined && { backgroundImage: background }),
    ...(topic !== undefined && { topic: mapTopic(topic, fn) }),
    ...(picture !== undefined && { picture: mapPicture(picture, fn) }),
  };
}

/** The distinct image URLs the slides use that are not already data URLs: what a deck file embeds. */
export function embeddableUrls(slides: readonly Slide[]): string[] {
  const urls = new Set<string>();
  for (const slide of slides) {
    mapSlideImages(slide, (url, field) => {
      const safe = safeImageUrl(url);
      if (field !== 'image_prompt' && safe !== undefined && !DATA_IMAGE.test(safe)) urls.add(url);
      return url;
    });
  }
  return [...urls];
}

/**
 * Drops image links that are not http(s), data:image or blob (a
 * `javascript:` link, say); prompts that are not URLs stay as text.
 * Returns the slides and the 1-based numbers of the slides that lost one.
 */
export function dropUnsafeImages(slides: readonly Slide[]): { slides: Slide[]; touched: number[] } {
  const touched: number[] = [];
  const next = slides.map((slide, i) => {
    let dropped = false;
    const out = mapSlideImages(slide, (url, field) => {
      if (field === 'image_prompt' || safeImageUrl(url) !== undefined) return url;
      dropped = true;
      return undefined;
    });
    if (dropped) touched.push(i + 1);
    return out;
  });
  return { slides: next, touched };
}

/** Points every reference found in `media` at its embedded data URL. */
export function resolveImages(slides: readonly Slide[], media: ReadonlyMap<string, string>): Slide[] {
  if (media.size === 0) return [...slides];
  return slides.map((slide) => mapSlideImages(slide, (url) => media.get(url) ?? url));
}
