/**
 * The picture menu's edits (Replace, Upload, Crop and focal point, Remove,
 * Regenerate) and the image-style change that makes the deck's pictures
 * again. A topic slide's picture address stays in `topic.image_url` (where
 * the media job, the exports and older decks look); what else is known about
 * it sits in `slide.picture` (schemas/slide.ts). The title slide has no
 * topic, so its own picture's address is `picture.url`.
 *
 * Every edit the user makes marks the picture `chosen`, so a later image
 * style change leaves it alone; a removed picture is marked `removed`, so
 * the media job does not bring a new one.
 */
import { imageStyleSchema } from '../schemas/catalog';
import type { PictureCredit, PictureCrop, PictureFocus, PictureSource, Slide, SlidePicture } from '../schemas/slide';
import { normalizeImageUrl } from './set-background-image';
import { patchSettings, replaceSlide, withSlides } from './deck-ops';
import type { Command, DeckDoc, SlideTarget } from './types';

/** What is known of a picture put on a slide by the user. */
export interface PictureInfo {
  readonly source: PictureSource;
  readonly credit?: PictureCredit | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  readonly name?: string | undefined;
}

/** Arguments of {@link setSlidePicture}. */
export interface SetSlidePictureArgs extends SlideTarget {
  /** An http(s) or data:image address (anything else changes nothing). */
  readonly url: string;
  readonly info: PictureInfo;
}

/** Arguments of {@link cropSlidePicture}; undefined clears that part. */
export interface CropSlidePictureArgs extends SlideTarget {
  readonly crop: PictureCrop | undefined;
  readonly focus: PictureFocus | undefined;
  /** The picture's own size, measured where the crop was drawn (a crop is drawn undistorted only with it). */
  readonly size?: { readonly width: number; readonly height: number } | undefined;
}

/** The address of a slide's main picture: the topic picture, or the title slide's own. */
export function slidePictureUrl(slide: Pick<Slide, 'type' | 'topic' | 'picture'>): string | undefined {
  if (slide.picture?.removed === true) return undefined;
  return slide.type === 'title' ? slide.picture?.url : slide.topic?.image_url || undefined;
}

/** JSON with keys sorted at every level: two records equal in content compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function setOn(slide: Slide, url: string, picture: SlidePicture): Slide {
  if (slide.type === 'title') return { ...slide, picture: { ...picture, url } };
  if (slide.topic === undefined) return slide;
  return { ...slide, hasImage: true, picture, topic: { ...slide.topic, image_url: url } };
}

/** Puts a picture the user picked, uploaded or pasted on the slide at `index` (crop and focus start over). */
export const setSlidePicture = {
  id: 'slide.setPicture',
  label: 'Replace picture',
  perform(doc: DeckDoc, args: SetSlidePictureArgs): DeckDoc {
    const slide = doc.slides[args.index];
    const url = normalizeImageUrl(args.url);
    if (slide === undefined || url === undefined || url === '') return doc;
    const { source, credit, width, height, name } = args.info;
    const picture: SlidePicture = withoutUndefined({ source, credit: credit && { ...credit }, width, height, name, chosen: true });
    if (slidePictureUrl(slide) === url && canonical(slide.picture) === canonical(slide.type === 'title' ? { ...picture, url } : picture)) return doc;
    return replaceSlide(doc, args.index, setOn(slide, url, picture));
  },
} as const satisfies Command<SetSlidePictureArgs>;

/** Takes the picture off the slide at `index`; none is asked for again until the user adds one. */
export const removeSlidePicture = {
  id: 'slide.removePicture',
  label: 'Remove picture',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    const slide = doc.slides[args.index];
    if (slide === undefined || slide.picture?.removed === true) return doc;
    const picture: SlidePicture = { removed: true, chosen: true };
    if (slide.type === 'title' || slide.topic === undefined) return replaceSlide(doc, args.index, { ...slide, picture });
    const { image_url: _gone, ...topic } = slide.topic;
    return replaceSlide(doc, args.index, { ...slide, hasImage: false, picture, topic });
  },
} as const satisfies Command<SlideTarget>;

/** Sets the crop and the focal point of the picture on the slide at `index`. */
export const cropSlidePicture = {
  id: 'slide.cropPicture',
  label: 'Crop picture',
  perform(doc: DeckDoc, args: CropSlidePictureArgs): DeckDoc {
    const slide = doc.slides[args.index];
    if (slide === undefined || slidePictureUrl(slide) === undefined) return doc;
    const before = slide.picture ?? {};
    const { crop: _c, focus: _f, ...rest } = before;
    const size = args.size && args.size.width > 0 && args.size.height > 0 ? { width: Math.round(args.size.width), height: Math.round(args.size.height) } : {};
    const picture: SlidePicture = withoutUndefined({ ...rest, ...size, crop: args.crop && { ...args.crop }, focus: args.focus && { ...args.focus }, chosen: true });
    if (canonical(picture) === canonical(before)) return doc;
    return replaceSlide(doc, args.index, { ...slide, picture });
  },
} as const satisfies Command<CropSlidePictureArgs>;

/**
 * Whether the media job may make this slide's topic picture again: it asks
 * for one (image mode, a prompt), the user never touched it, and it was not
 * a file of the user's.
 */
export function isRedrawable(slide: Slide): boolean {
  const topic = slide.topic;
  if (topic === undefined || topic.visual_mode !== 'image' || topic.image_prompt.trim() === '') return false;
  return slide.picture?.chosen !== true && slide.picture?.removed !== true && slide.picture?.source !== 'upload';
}

/** The positions of the topic pictures an image style change would make again (pictures there now, not touched by the user). */
export function picturesToRedraw(slides: readonly Slide[]): number[] {
  return slides.flatMap((slide, i) => (isRedrawable(slide) && slide.topic?.image_url ? [i] : []));
}

/** The slide without its topic picture and its record: the media job then asks for a new one. */
function withPictureCleared(slide: Slide): Slide {
  if (slide.topic === undefined) return slide;
  const { picture: _dropped, ...rest } = slide;
  const { image_url: _gone, ...topic } = slide.topic;
  return { ...rest, hasImage: false, topic };
}

/** Arguments of {@link redrawPictures}. */
export interface RedrawPicturesArgs {
  /** The new image style; 'realistic' is read as photorealistic; an unknown one changes nothing. */
  readonly style: string;
}

/**
 * Sets the image style and takes off every picture the user did not choose
 * (see {@link picturesToRedraw}), so the media job asks for them again in
 * the new style. One undo step brings style and pictures back.
 */
export const redrawPictures = {
  id: 'deck.redrawPictures',
  label: 'Change image style and redraw pictures',
  perform(doc: DeckDoc, args: RedrawPicturesArgs): DeckDoc {
    const parsed = imageStyleSchema.safeParse(args.style);
    if (!parsed.success) return doc;
    const redraw = new Set(picturesToRedraw(doc.slides));
    const styled = patchSettings(doc, { selectedImageStyle: parsed.data });
    if (redraw.size === 0) return styled;
    return withSlides(styled, doc.slides.map((slide, i) => (redraw.has(i) ? withPictureCleared(slide) : slide)));
  },
} as const satisfies Command<RedrawPicturesArgs>;

/**
 * Takes a generated picture off the slide at `index` so the media job makes
 * a new one (the caller forgets the cached answer first). Only generated
 * pictures: a found photo or the user's own file has nothing to make again.
 */
export const regenerateSlidePicture = {
  id: 'slide.regeneratePicture',
  label: 'Regenerate picture',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    const slide = doc.slides[args.index];
    if (slide === undefined || !canRegenerate(slide)) return doc;
    return replaceSlide(doc, args.index, withPictureCleared(slide));
  },
} as const satisfies Command<SlideTarget>;

/** Whether the slide's picture came from an image model or the built-in artist and can be made again. */
export function canRegenerate(slide: Slide): boolean {
  const topic = slide.topic;
  if (topic === undefined || topic.visual_mode !== 'image' || topic.image_prompt.trim() === '' || !topic.image_url) return false;
  const source = slide.picture?.source;
  // Pictures from before the record existed all came from the image call.
  return source === undefined || source === 'generated' || source === 'builtin';
}
