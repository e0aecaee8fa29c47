/**
 * What the export reads from a slide's picture record (core/schemas/slide.ts
 * `picture`) across the deck: the credit of a found photo, by the picture's
 * address (the crop and focal point are read per slide by plan.ts). The record sits beside the address: a
 * topic slide's picture is `topic.image_url`, the title slide's own picture
 * is the record's `url`. Decks saved before the record existed (no
 * `picture`) export as before.
 */
import type { PictureCredit, Slide, SlidePicture } from '../../core/schemas/slide';
import { topicImageUrl } from '../../core/slide/geometry';
import { titlePicture } from '../../core/slide/title-slide';

/** Who made a found picture and under which licence (the slide's picture record). */
export type PictureCreditInput = PictureCredit;

/** The slide's picture record, when it has one. */
export function pictureRecord(slide: Slide): SlidePicture | undefined {
  return slide.picture;
}

/** The address of the picture the slide's record describes. */
function recordUrl(slide: Slide, record: SlidePicture): string | undefined {
  const url = slide.type === 'title' ? record.url : slide.topic?.image_url;
  return typeof url === 'string' && url.trim() !== '' ? url : undefined;
}

/** The credit of each recorded picture, by address (the first record of an address wins). */
export interface PictureRecords {
  credits: Map<string, PictureCreditInput>;
}

/** Reads every slide's picture record once for the export. */
export function pictureRecords(slides: readonly Slide[]): PictureRecords {
  const credits = new Map<string, PictureCreditInput>();
  for (const slide of slides) {
    const record = pictureRecord(slide);
    if (!record || record.removed) continue;
    const url = recordUrl(slide, record);
    if (url === undefined) continue;
    if (record.credit && !credits.has(url)) credits.set(url, record.credit);
  }
  return { credits };
}

/**
 * The credited pictures a deck shows, slide by slide (1-based), as the
 * screen draws them: the title slide's picture (titlePicture) and each topic
 * slide's, none when the deck's photos are off. For the print view's
 * credits page; the .pptx counts the pictures it really embedded instead.
 */
export function shownCredits(slides: readonly Slide[], photos = true): { slide: number; url: string; credit: PictureCreditInput }[] {
  const { credits } = pictureRecords(slides);
  if (!photos || credits.size === 0) return [];
  const title = titlePicture(slides, photos);
  return slides.flatMap((slide, i) => {
    const url = slide.type === 'title' ? title : topicImageUrl(slide.topic);
    const credit = url === undefined ? undefined : credits.get(url);
    return url !== undefined && credit ? [{ slide: i + 1, url, credit }] : [];
  });
}
