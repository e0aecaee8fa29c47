import { describe, expect, it } from 'vitest';
import type { Slide } from '../schemas/slide';
import { DECK_FILE_FORMAT, DECK_FILE_VERSION, buildDeckFile, deckFileName, parseDeckFile, serializeDeckFile } from './index';
import { PIXEL_PNG, sampleDeckFileDeck } from './testing';

function withImages(slides: readonly Slide[]): Slide[] {
  return slides.map((s, i) =>
    i === 1 && s.topic
      ? {
          ...s,
          backgroundImage: 'https://img.example/bg.png',
          topic: { ...s.topic, image_url: 'https://img.example/topic.png', subtopics: s.topic.subtopics.map((sub) => ({ ...sub, image_url: 'blob:https://app/1' })) },
        }
      : s,
  );
}

describe('serializeDeckFile / parseDeckFile', () => {
  it('round trips a deck: same slides, notes, settings, title and text amount', () => {
    const deck = sampleDeckFileDeck('Ocean currents', 3);
    const result = parseDeckFile(serializeDeckFile(deck));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck).toEqual(deck);
    expect(result.warnings).toEqual([]);
    expect(result.version).toBe(DECK_FILE_VERSION);
    expect(result.deck.slides[2]?.notes).toBe('Notes for topic 2');
  });

  it('writes the format marker, the version, the app and the export time', () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    const file = JSON.parse(serializeDeckFile(sampleDeckFileDeck(), { exportedAt: at, appVersion: '0.1.0' })) as Record<string, unknown>;
    expect(file).toMatchObject({ format: DECK_FILE_FORMAT, version: 3, exportedAt: at.toISOString(), app: { name: 'Decksmith', version: '0.1.0' }, media: {} });
  });

  it('embeds only the images the slides use, and points the slides at them on the way back', () => {
    const deck = { ...sampleDeckFileDeck(), slides: withImages(sampleDeckFileDeck().slides) };
    const media = { 'https://img.example/topic.png': PIXEL_PNG, 'https://img.example/bg.png': PIXEL_PNG, 'https://unused.example/x.png': PIXEL_PNG };
    const doc = buildDeckFile(deck, { media });
    expect(Object.keys(doc.media).sort()).toEqual(['https://img.example/bg.png', 'https://img.example/topic.png']);
    const result = parseDeckFile(serializeDeckFile(deck, { media }));
    if (!result.ok) throw new Error(result.error);
    const slide = result.deck.slides[1];
    expect(slide?.backgroundImage).toBe(PIXEL_PNG);
    expect(slide?.topic?.image_url).toBe(PIXEL_PNG);
    // Not embedded: the reference stays as it was.
    expect(slide?.topic?.subtopics[0]?.image_url).toBe('blob:https://app/1');
  });

  it('does not embed a media value that is not an image data URL', () => {
    const deck = { ...sampleDeckFileDeck(), slides: withImages(sampleDeckFileDeck().slides) };
    const doc = buildDeckFile(deck, { media: new Map([['https://img.example/topic.png', 'data:text/html,<script>1</script>']]) });
    expect(doc.media).toEqual({});
  });

  it('keeps HTML in text as text', () => {
    const deck = sampleDeckFileDeck('<img src=x onerror="window.__xss=1"> & <b>bold</b>');
    const result = parseDeckFile(serializeDeckFile(deck));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.title).toBe('<img src=x onerror="window.__xss=1"> & <b>bold</b>');
    expect(result.deck.slides[0]?.title).toBe(deck.slides[0]?.title);
  });

  it('settles slides that were saved mid-stream', () => {
    const deck = sampleDeckFileDeck();
    const streaming = { ...deck, slides: deck.slides.map((s) => ({ ...s, isStreaming: true })) };
    const result = parseDeckFile(serializeDeckFile(streaming));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides.every((s) => !s.isStreaming)).toBe(true);
  });
});

describe('deckFileName', () => {
  it('sanitises the title like the .pptx and ends in .decksmith.json', () => {
    expect(deckFileName('Ocean Currents: 2026!')).toBe('ocean_currents_2026.decksmith.json');
    expect(deckFileName('  ***  ')).toBe('presentation.decksmith.json');
    expect(deckFileName(undefined)).toBe('presentation.decksmith.json');
  });
});

describe('a deck file with slide data', () => {
  it('round trips a slide\'s table and chart', () => {
    const deck = sampleDeckFileDeck('Sales', 1);
    const data = {
      table: { columns: ['Quarter', 'Revenue'], rows: [['Q1', '1,2 M€'], ['Q2', '1,4 M€']] },
      chart: { kind: 'column' as const, title: 'Revenue', categories: ['Q1', 'Q2'], series: [{ name: 'Revenue', values: [1.2, 1.4], unit: 'M€' }], xTitle: '', yTitle: 'M€' },
    };
    const slides = deck.slides.map((s, i) => (i === 1 ? { ...s, layout: { type: 'chart', config: {} }, data } : s));
    const result = parseDeckFile(serializeDeckFile({ ...deck, slides }));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides[1]?.data).toEqual(data);
  });
});
