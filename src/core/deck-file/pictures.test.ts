/** Slide picture records in deck files: uploads, credits, crops and the title slide's own picture travel with the deck. */
import { describe, expect, it } from 'vitest';
import type { Slide } from '../schemas/slide';
import { buildDeckFile, parseDeckFile, serializeDeckFile } from './index';
import { PIXEL_PNG, sampleDeckFileDeck } from './testing';

/** An uploaded picture as the app keeps it: a data URL far longer than any text field. */
const UPLOAD = `data:image/png;base64,${'A'.repeat(300_000)}`;
const credit = { title: 'Press', author: 'Jo', license: 'CC BY 2.0', sourceUrl: 'https://commons.test/Press.jpg', provider: 'wikimedia' };

function pictured(): Slide[] {
  return sampleDeckFileDeck('Printing', 3).slides.map((s, i): Slide => {
    if (i === 0) return { ...s, picture: { source: 'upload', name: 'cover.png', chosen: true, url: UPLOAD, crop: { x: 0.1, y: 0, w: 0.5, h: 1 } } };
    if (i === 1 && s.topic) return { ...s, picture: { source: 'search', credit, focus: { x: 0.2, y: 0.3 } }, topic: { ...s.topic, image_url: UPLOAD } };
    if (i === 2 && s.topic) return { ...s, picture: { source: 'generated' }, topic: { ...s.topic, image_url: 'https://img.example/t2.png' } };
    return s;
  });
}

describe('deck file pictures', () => {
  it('round trips uploads, credits, crops and focal points', () => {
    const deck = { ...sampleDeckFileDeck('Printing', 3), slides: pictured() };
    const result = parseDeckFile(serializeDeckFile(deck));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides[0]?.picture).toEqual(deck.slides[0]?.picture);
    expect(result.deck.slides[1]?.picture).toEqual(deck.slides[1]?.picture);
    expect(result.deck.slides[1]?.topic?.image_url).toBe(UPLOAD);
  });

  it("embeds the title slide's own remote picture and drops an unsafe one", () => {
    const slides = pictured().map((s, i) => (i === 0 ? { ...s, picture: { ...s.picture, url: 'https://img.example/cover.png' } } : s));
    const deck = { ...sampleDeckFileDeck('Printing', 3), slides };
    const doc = buildDeckFile(deck, { media: { 'https://img.example/cover.png': PIXEL_PNG } });
    expect(Object.keys(doc.media)).toContain('https://img.example/cover.png');
    const back = parseDeckFile(serializeDeckFile(deck, { media: { 'https://img.example/cover.png': PIXEL_PNG } }));
    if (!back.ok) throw new Error(back.error);
    expect(back.deck.slides[0]?.picture?.url).toBe(PIXEL_PNG);

    const hostile = { ...deck, slides: slides.map((s, i) => (i === 0 ? { ...s, picture: { ...s.picture, url: 'javascript:alert(1)' } } : s)) };
    const read = parseDeckFile(serializeDeckFile(hostile));
    if (!read.ok) throw new Error(read.error);
    expect(read.deck.slides[0]?.picture?.url).toBeUndefined();
  });
});
