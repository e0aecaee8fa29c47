import { describe, expect, it } from 'vitest';
import { placeMedia } from '../deck/media';
import { titlePicture } from '../slide/title-slide';
import { getCommand } from './registry';
import { canRegenerate, cropSlidePicture, picturesToRedraw, redrawPictures, regenerateSlidePicture, removeSlidePicture, setSlidePicture, slidePictureUrl } from './slide-picture';
import { picturedDoc } from './picture-fixtures';
import { makeDoc } from './test-fixtures';
import type { DeckDoc } from './types';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const credit = { title: 'Harbour', author: 'Ann Lee', license: 'CC BY 2.0', licenseUrl: 'https://creativecommons.org/licenses/by/2.0/', sourceUrl: 'https://commons.wikimedia.org/wiki/File:H.jpg', provider: 'wikimedia' };

const pictured = (): DeckDoc => picturedDoc(3);

describe('slide.setPicture', () => {
  it('puts the picture on a topic slide with its credit, marked chosen', () => {
    const doc = pictured();
    const next = setSlidePicture.perform(doc, { index: 1, url: PNG, info: { source: 'search', credit, width: 800, height: 600 } });
    expect(next.slides[1]?.topic?.image_url).toBe(PNG);
    expect(next.slides[1]?.picture).toEqual({ source: 'search', credit, width: 800, height: 600, chosen: true });
    expect(next.slides[2]).toBe(doc.slides[2]);
  });

  it("keeps the title slide's own picture in picture.url", () => {
    const doc = pictured();
    const next = setSlidePicture.perform(doc, { index: 0, url: PNG, info: { source: 'upload', name: 'me.png' } });
    expect(next.slides[0]?.picture).toMatchObject({ url: PNG, source: 'upload', name: 'me.png', chosen: true });
    expect(slidePictureUrl(next.slides[0]!)).toBe(PNG);
  });

  it('refuses addresses that are not pictures, and the same picture twice', () => {
    const doc = pictured();
    expect(setSlidePicture.perform(doc, { index: 1, url: 'javascript:alert(1)', info: { source: 'upload' } })).toBe(doc);
    expect(setSlidePicture.perform(doc, { index: 9, url: PNG, info: { source: 'upload' } })).toBe(doc);
    const once = setSlidePicture.perform(doc, { index: 1, url: PNG, info: { source: 'upload' } });
    expect(setSlidePicture.perform(once, { index: 1, url: PNG, info: { source: 'upload' } })).toBe(once);
  });

  it('is registered', () => {
    expect(getCommand('slide.setPicture')).toBe(setSlidePicture);
    expect(getCommand('deck.redrawPictures')).toBe(redrawPictures);
  });
});

describe('slide.removePicture', () => {
  it('takes the topic picture off and marks it removed', () => {
    const doc = pictured();
    const next = removeSlidePicture.perform(doc, { index: 2 });
    expect(next.slides[2]?.topic?.image_url).toBeUndefined();
    expect(next.slides[2]?.picture).toEqual({ removed: true, chosen: true });
    expect(slidePictureUrl(next.slides[2]!)).toBeUndefined();
    expect(removeSlidePicture.perform(next, { index: 2 })).toBe(next);
  });
});

describe('slide.cropPicture', () => {
  it('stores crop and focus and marks the picture chosen', () => {
    const doc = pictured();
    const next = cropSlidePicture.perform(doc, { index: 1, crop: { x: 0.1, y: 0.2, w: 0.5, h: 0.5 }, focus: { x: 0.3, y: 0.4 } });
    expect(next.slides[1]?.picture).toEqual({ crop: { x: 0.1, y: 0.2, w: 0.5, h: 0.5 }, focus: { x: 0.3, y: 0.4 }, chosen: true });
    expect(cropSlidePicture.perform(next, { index: 1, crop: { x: 0.1, y: 0.2, w: 0.5, h: 0.5 }, focus: { x: 0.3, y: 0.4 } })).toBe(next);
  });

  it('changes nothing on a slide with no picture', () => {
    const doc = makeDoc(2);
    expect(cropSlidePicture.perform(doc, { index: 1, crop: undefined, focus: { x: 0.5, y: 0.5 } })).toBe(doc);
  });
});

describe('image style change', () => {
  it('counts and clears only the pictures the user did not choose', () => {
    let doc = pictured();
    doc = setSlidePicture.perform(doc, { index: 1, url: PNG, info: { source: 'upload' } });
    expect(picturesToRedraw(doc.slides)).toEqual([2, 3]);
    const next = redrawPictures.perform(doc, { style: 'sketch' });
    expect(next.settings.selectedImageStyle).toBe('sketch');
    expect(next.slides[1]?.topic?.image_url).toBe(PNG);
    expect(next.slides[2]?.topic?.image_url).toBeUndefined();
    expect(next.slides[3]?.topic?.image_url).toBeUndefined();
    expect(redrawPictures.perform(doc, { style: 'no-such-style' })).toBe(doc);
  });
});

describe('slide.regeneratePicture', () => {
  it('clears a generated picture and leaves found or uploaded ones', () => {
    const doc = pictured();
    expect(canRegenerate(doc.slides[1]!)).toBe(true);
    expect(regenerateSlidePicture.perform(doc, { index: 1 }).slides[1]?.topic?.image_url).toBeUndefined();
    const found = setSlidePicture.perform(doc, { index: 1, url: PNG, info: { source: 'search', credit } });
    expect(canRegenerate(found.slides[1]!)).toBe(false);
    expect(regenerateSlidePicture.perform(found, { index: 1 })).toBe(found);
  });
});

describe('a removed picture stays removed', () => {
  it('is not placed when a picture asked for earlier arrives', () => {
    const doc = removeSlidePicture.perform(pictured(), { index: 1 });
    expect(placeMedia(doc.slides, [{ slideId: 1, place: 'topic', prompt: 'picture 1' }], PNG)).toBe(doc.slides);
  });

  it("and on the title slide hides the deck's picture; its own picture wins over the first topic's", () => {
    const doc = pictured();
    expect(titlePicture(doc.slides)).toBe('https://img.test/1.png');
    expect(titlePicture(setSlidePicture.perform(doc, { index: 0, url: PNG, info: { source: 'upload' } }).slides)).toBe(PNG);
    expect(titlePicture(removeSlidePicture.perform(doc, { index: 0 }).slides)).toBeUndefined();
  });
});
