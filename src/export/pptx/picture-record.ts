/**
 * What the export reads from a slide's picture record (core/schemas/slide.ts
 * `picture`): the user's crop and focal point, and the credit of a found
 * photo, by the picture's address. The record sits beside the address: a
 * topic slide's picture is `topic.image_url`, the title slide's own picture
 * is the record's `url`. Read structurally, so decks saved before the record
 * existed (no `picture`) export as before.
 */
import type { Slide } from '../../core/schemas/slide';
import type { PictureFramingInput } from '../types';

/** Who made a found picture and under which licence (the picture calls' credit). */
export interface PictureCreditInput {
  title: string;
  author: string;
  license: string;
  licenseUrl?: string | undefined;
  sourceUrl: string;
  provider: string;
}

interface PictureRecordShape {
  credit?: PictureCreditInput | undefined;
  crop?: PictureFramingInput['crop'];
  focus?: PictureFramingInput['focus'];
  url?: string | undefined;
  removed?: boolean | undefined;
}

/** The slide's picture record, when it has one. */
export function pictureRecord(slide: Slide): PictureRecordShape | undefined {
  const record = (slide as Slide & { picture?: PictureRecordShape | undefined }).picture;
  return typeof record === 'object' && record !== null ? record : undefined;
}

/** The address of the picture the slide's record describes. */
function recordUrl(slide: Slide, record: PictureRecordShape): string | undefined {
  const url = slide.type === 'title' ? record.url : slide.topic?.image_url;
  return typeof url === 'string' && url.trim() !== '' ? url : undefined;
}

/** Framing and credit of each recorded picture, by address (the first record of an address wins). */
export interface PictureRecords {
  framing: Map<string, PictureFramingInput>;
  credits: Map<string, PictureCreditInput>;
}

/** Reads every slide's picture record once for the export. */
export function pictureRecords(slides: readonly Slide[]): PictureRecords {
  const framing = new Map<string, PictureFramingInput>();
  const credits = new Map<string, PictureCreditInput>();
  for (const slide of slides) {
    const record = pictureRecord(slide);
    if (!record || record.removed) continue;
    const url = recordUrl(slide, record);
    if (url === undefined) continue;
    if ((record.crop || record.focus) && !framing.has(url)) framing.set(url, { crop: record.crop, focus: record.focus });
    if (record.credit && !credits.has(url)) credits.set(url, record.credit);
  }
  return { framing, credits };
}
