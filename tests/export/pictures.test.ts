/**
 * Pictures in a real client: a 60-slide deck with 30 photo-like pictures
 * (one of them on two slides, some credited, one cropped by the user) is
 * exported through the picture encoder the CLI uses, opened by LibreOffice
 * and printed to PDF. The file must stay under 8 MB, store the shared
 * picture once, hold JPEGs at most twice their slot's pixels, and every
 * photo slide's page must draw its picture; the credits slide comes last.
 */
import JSZip from 'jszip';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodePictureEncoder } from '../../cli/canvas-node';
import type { Slide } from '../../src/core/schemas/slide';
import { exportPptx } from '../../src/export/pptx';
import { imageSize, sniffImage } from '../../src/lib/image-bytes';
import { validatePptx } from '../../src/export/pptx/validate';
import type { ExportDeck } from '../../src/export/types';
import { normalise, pdfImages, pdfPages, pdfPageTexts } from './client';
import { useOffice } from './session';
import { buildDeck } from './decks';
import { photoDataUrl } from './photos';

const PHOTOS = 30;
const LIMIT = 8 * 1024 * 1024;
/** Twice the topic picture's 448 x 704 canvas px. */
const SLOT_2X = { width: 896, height: 1408 };
const CREDIT = {
  title: 'Harbour at dawn',
  author: 'Test Photographer',
  license: 'CC BY 2.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/2.0/',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Harbour.jpg',
  provider: 'wikimedia',
};

/** Topic slides 1, 3, ... 57 get photos 0-28; slide 59 shows photo 0 again (stored once); slides 1-3 are credited, slide 5 cropped. */
async function photoDeck(): Promise<{ deck: ExportDeck; photoSlides: number[] }> {
  const photos = await Promise.all(Array.from({ length: PHOTOS - 1 }, (_, i) => photoDataUrl(500 + i)));
  const photoSlides = Array.from({ length: PHOTOS }, (_, i) => 1 + i * 2);
  const { deck } = buildDeck({ name: 'Photo check', slides: 60, theme: 'oceanic-depth', imagesOn: photoSlides, picture: (n) => photos[((n - 1) / 2) % (PHOTOS - 1)]! });
  const slides = deck.slides.map((slide, i): Slide => {
    if (i === 1 || i === 3) return Object.assign(structuredClone(slide), { picture: { source: 'search', credit: CREDIT } });
    if (i === 5) return Object.assign(structuredClone(slide), { picture: { crop: { x: 0, y: 0, w: 0.5, h: 1 }, focus: { x: 0.2, y: 0.5 } } });
    // The plan ends on the chart layout, which draws the slide's data and no photo: slide 59 must show its photo.
    if (i === 59) return Object.assign(structuredClone(slide), { layout: { type: 'grid', config: {} } });
    return slide;
  });
  return { deck: { ...deck, slides }, photoSlides };
}

async function media(bytes: Uint8Array): Promise<Uint8Array[]> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => /^ppt\/media\/[^/]+$/.test(name));
  return Promise.all(names.map((name) => zip.file(name)!.async('uint8array')));
}

describe('a 60-slide deck with 30 photos in a real client (LibreOffice)', () => {
  const session = useOffice('pictures');

  it('is under 8 MB, stores each picture once at slot size, and LibreOffice draws every photo', async () => {
    const encodePicture = await nodePictureEncoder();
    expect(encodePicture, 'the Node canvas (@napi-rs/canvas) must load').toBeDefined();
    const { deck, photoSlides } = await photoDeck();
    const result = await exportPptx(deck, { encodePicture: encodePicture! });
    expect(result.report.issues.filter((i) => i.kind === 'image-skipped' || i.kind === 'slide-skipped')).toEqual([]);
    expect(await validatePptx(result.bytes)).toEqual([]);
    expect(result.bytes.length).toBeLessThan(LIMIT);

    // 29 distinct photos in the topic slot, and the first once more in the title slide's own slot.
    const stored = await media(result.bytes);
    expect(stored).toHaveLength(PHOTOS);
    for (const bytes of stored) {
      expect(sniffImage(bytes)).toBe('jpeg');
      const size = imageSize(bytes, 'jpeg')!;
      expect(size.width).toBeLessThanOrEqual(SLOT_2X.width);
      expect(size.height).toBeLessThanOrEqual(SLOT_2X.height);
    }
    expect(result.report.issues.find((i) => i.kind === 'pictures')?.message).toMatch(/copy of a picture used on several slides was left out/);

    const office = session.office();
    const { dir } = session;
    const file = join(dir, result.fileName);
    await writeFile(file, result.bytes);
    const pdf = await office.toPdf(file, dir);
    // The deck's 60 slides and the closing credits slide.
    expect(await pdfPages(pdf)).toBe(61);
    const pages = new Set((await pdfImages(pdf)).map((image) => image.page));
    const missing = [1, ...photoSlides.map((n) => n + 1)].filter((page) => !pages.has(page));
    expect(missing).toEqual([]);
    const texts = (await pdfPageTexts(pdf)).map(normalise);
    expect(texts[60]).toContain('picture credits');
    // Photo 0 is on the title slide, slide 2 and slide 60; photo 1 on slide 4.
    expect(texts[60]).toContain(normalise('Slides 1, 2, 60. Photo: Harbour at dawn by Test Photographer, CC BY 2.0, via Wikimedia Commons'));
    expect(texts[60]).toContain(normalise('Slide 4. Photo: Harbour at dawn'));
    expect(texts[60]).toContain(normalise('CC BY 2.0: https://creativecommons.org/licenses/by/2.0/'));
  });
});
