import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import type { EncodedPicture, PictureEncoder, PictureRequest } from '../types';
import { exportPptx, slideList } from './index';
import { PNG_DATA_URL, titleSlide, topicSlide } from './test-decks';
import { validatePptx } from './validate';

const PNG_BYTES = Uint8Array.from(atob(PNG_DATA_URL.split(',')[1]!), (c) => c.charCodeAt(0));
/** A wide picture the loader says it is (a real 1 x 1 PNG with a 1600 x 1000 header would not decode; none is decoded here). */
const WIDE = (() => {
  const bytes = PNG_BYTES.slice();
  new DataView(bytes.buffer).setUint32(16, 1600);
  new DataView(bytes.buffer).setUint32(20, 1000);
  return bytes;
})();
const PHOTO_URL = 'https://photos.example/press.jpg';
const CREDIT = {
  title: 'Printing press',
  author: 'Ada Example',
  license: 'CC BY 2.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/2.0/',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Press.jpg',
  provider: 'wikimedia',
};

/** A topic slide with a picture and the picture record the studio writes beside it. */
function pictured(id: number, record: Record<string, unknown>): Slide {
  const slide = topicSlide(id, 'grid', 4);
  slide.topic!.image_url = PHOTO_URL;
  slide.topic!.visual_mode = 'image';
  return Object.assign(slide, { picture: record });
}

async function parts(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).length;
  return { slides, read: (name: string) => zip.file(name)!.async('string') };
}

describe('pictures in the .pptx', () => {
  it('crops a kept-whole picture in the file around the focal point, not the middle', async () => {
    const deck = { title: 'Framing', slides: [titleSlide('Framing'), pictured(1, { focus: { x: 0.1, y: 0.5 } })], settings: createDefaultPresentationSettings() };
    const result = await exportPptx(deck, { loadImage: async () => ({ data: WIDE, mime: 'image/png' }) });
    const xml = await (await parts(result.bytes)).read('ppt/slides/slide2.xml');
    const crop = /<a:srcRect l="(\d+)" r="(\d+)"/.exec(xml)!;
    // The left edge is kept (focus at 10 %), the cut is all on the right.
    expect(Number(crop[1])).toBe(0);
    expect(Number(crop[2])).toBeGreaterThan(50_000);
  });

  it('hands the encoder the slot, its fit and the framing, and places what it returns in the box as it is', async () => {
    const requests: PictureRequest[] = [];
    const encodePicture: PictureEncoder = async (_data, _kind, request) => {
      requests.push(request);
      const picture: EncodedPicture = { data: PNG_BYTES, kind: 'png', width: 1, height: 1, cut: true, reencoded: true };
      return picture;
    };
    const framing = { crop: { x: 0.1, y: 0.1, w: 0.5, h: 0.8 }, focus: { x: 0.3, y: 0.4 } };
    const deck = { title: 'Encoded', slides: [titleSlide('Encoded'), pictured(1, framing)], settings: createDefaultPresentationSettings() };
    const result = await exportPptx(deck, { loadImage: async () => ({ data: WIDE, mime: 'image/png' }), encodePicture });
    expect(requests).toHaveLength(2);
    // The title slide's band is the slide's full height; it shows the first topic's picture centred, as the screen does.
    const [title, topic] = [requests.find((r) => r.box.h === 5.625)!, requests.find((r) => r.box.h < 5.625)!];
    expect(topic).toMatchObject({ fit: 'cover', framing });
    expect(title).toMatchObject({ fit: 'cover' });
    expect(title.framing).toBeUndefined();
    const xml = await (await parts(result.bytes)).read('ppt/slides/slide2.xml');
    expect(xml).not.toMatch(/<a:srcRect l="[1-9]/);
    const note = result.report.issues.find((i) => i.kind === 'pictures')!;
    expect(note.message).toMatch(/stored as PNG.*The file keeps only the part the slide shows of 2 pictures/);
  });

  it('ends with a credits slide naming every found picture once, with its slides', async () => {
    const slides = [titleSlide('Credits'), pictured(1, { credit: CREDIT }), topicSlide(2, 'grid', 3), pictured(3, { credit: CREDIT })];
    const result = await exportPptx({ title: 'Credits', slides, settings: createDefaultPresentationSettings() }, { loadImage: async () => ({ data: PNG_BYTES, mime: 'image/png' }) });
    expect(await validatePptx(result.bytes)).toEqual([]);
    const file = await parts(result.bytes);
    expect(file.slides).toBe(5);
    const last = await file.read('ppt/slides/slide5.xml');
    expect(last).toContain('Picture credits');
    // The title slide shows the first topic's picture too: slides 1, 2 and 4 as the user counts them.
    expect(last).toContain('Slides 1, 2, 4. ');
    expect(last).toContain('Photo: Printing press by Ada Example, CC BY 2.0, via Wikimedia Commons, https://commons.wikimedia.org/wiki/File:Press.jpg');
    expect(last).toContain('CC BY 2.0: https://creativecommons.org/licenses/by/2.0/');
    expect(result.report.slidesTotal).toBe(4);
    expect(result.report.issues.find((i) => i.kind === 'credits')?.message).toBe(
      'Credits: A closing slide names the author, licence and source of the found picture, as its licence asks.',
    );
  });

  it('leaves out a WebP picture it cannot convert, and says so', async () => {
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    const result = await exportPptx({ title: 'WebP', slides: [titleSlide('WebP'), pictured(1, {})], settings: createDefaultPresentationSettings() }, { loadImage: async () => ({ data: webp, mime: 'image/webp' }) });
    expect(result.report.issues.find((i) => i.slide === 2)?.message).toBe(
      'Slide 2: the topic image is a WebP image that could not be converted to JPEG or PNG here, so the slide has no picture there.',
    );
  });

  it('credits no picture that was left out, and adds no credits slide without credits', async () => {
    const slides = [titleSlide('None'), pictured(1, { credit: CREDIT })];
    const result = await exportPptx({ title: 'None', slides, settings: createDefaultPresentationSettings() }, { loadImage: async () => null });
    expect((await parts(result.bytes)).slides).toBe(2);
    expect(result.report.issues.map((i) => i.kind)).not.toContain('credits');
  });
});

describe('slide lists in the report', () => {
  it('shortens runs and ends with "and"', () => {
    expect(slideList([4])).toBe('slide 4');
    expect(slideList([3, 2])).toBe('slides 2 and 3');
    expect(slideList([2, 3, 4, 5, 7, 9, 10])).toBe('slides 2-5, 7, 9 and 10');
  });
});
