import { describe, expect, it } from 'vitest';
import { DEFAULT_PRESENTATION_TITLE } from '../schemas/presentation';
import { parseDeckFile, serializeDeckFile } from './index';
import { MAX_INPUT_CHARS, MAX_TEXT_CHARS } from './limits';
import { DECK_FILE_NOT_OBJECT, DECK_FILE_WRONG_FORMAT } from './messages';
import { sampleDeckFileDeck } from './testing';

/** What the `presentations` store keeps (favorite as 0/1), as older builds wrote it out. */
function savedRow(overrides: Record<string, unknown> = {}) {
  const deck = sampleDeckFileDeck('Saved deck', 2);
  return {
    id: 'deck-1',
    title: deck.title,
    description: 'A saved deck',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_100_000,
    lastViewed: 1_700_000_100_000,
    theme: 'golden-hour',
    slides: deck.slides,
    config: { input_text: 'x', description_size: 'long' },
    settings: { selectedTitleFont: 'font-montserrat' },
    isComplete: true,
    favorite: 1,
    schemaVersion: 1,
    ...overrides,
  };
}

describe('version 0: a bare saved presentation', () => {
  it('migrates to the current deck: slides, notes, theme from the record, text amount from its config', () => {
    const result = parseDeckFile(JSON.stringify(savedRow()));
    if (!result.ok) throw new Error(result.error);
    expect(result.version).toBe(0);
    expect(result.deck.title).toBe('Saved deck');
    expect(result.deck.description).toBe('A saved deck');
    expect(result.deck.slides).toEqual(sampleDeckFileDeck('Saved deck', 2).slides);
    expect(result.deck.settings.selectedTheme).toBe('golden-hour');
    expect(result.deck.settings.selectedTitleFont).toBe('font-montserrat');
    expect(result.deck.descriptionSize).toBe('long');
    expect(result.exportedAt).toBe(new Date(1_700_000_100_000).toISOString());
  });

  it('reads the older slide shapes: string ids, content slides, subtopic title/description', () => {
    const row = savedRow({
      title: undefined,
      settings: undefined,
      slides: [
        { id: 'a', type: 'title', title: 'Old deck' },
        { id: 'b', type: 'content', title: 'Old topic', topic: { heading: 'Old topic', subtopics: [{ id: 7, title: 'Old point', description: 'Old detail' }] } },
      ],
    });
    const result = parseDeckFile(JSON.stringify(row));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.title).toBe(DEFAULT_PRESENTATION_TITLE);
    expect(result.deck.slides.map((s) => [s.id, s.type])).toEqual([[0, 'title'], [1, 'topic']]);
    expect(result.deck.slides[1]?.topic?.subtopics[0]).toMatchObject({ id: 'subtopic_1_1', heading: 'Old point', overview: 'Old detail' });
    expect(result.deck.settings.selectedTheme).toBe('golden-hour');
  });

  it('a v0 file and the same deck written as v1 read the same', () => {
    const v0 = parseDeckFile(JSON.stringify(savedRow()));
    if (!v0.ok) throw new Error(v0.error);
    const v1 = parseDeckFile(serializeDeckFile(v0.deck));
    if (!v1.ok) throw new Error(v1.error);
    expect(v1.deck).toEqual(v0.deck);
  });

  it('opens a deck made from a long document: its source text may be as long as a generation input', () => {
    const inputText = 'word '.repeat(30_000); // 150,000 characters, over the 100,000 of other text fields
    const row = savedRow({ config: { input_text: inputText, topics_array: JSON.stringify([{ heading: inputText.slice(0, 120_000) }]), description_size: 'long' } });
    const result = parseDeckFile(JSON.stringify(row));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides).toEqual(sampleDeckFileDeck('Saved deck', 2).slides);
    expect(result.deck.descriptionSize).toBe('long');
  });

  it('still bounds the source text, and other text fields keep their own limit', () => {
    const tooLong = parseDeckFile(JSON.stringify(savedRow({ config: { input_text: 'x'.repeat(MAX_INPUT_CHARS + 1) } })));
    expect(tooLong.ok).toBe(false);
    if (tooLong.ok) return;
    expect(tooLong.error).toContain(MAX_INPUT_CHARS.toLocaleString('en-US'));
    const longTitle = parseDeckFile(JSON.stringify(savedRow({ config: { input_text: 'x', title: 'x'.repeat(MAX_TEXT_CHARS + 1) } })));
    expect(longTitle.ok).toBe(false);
    const nested = parseDeckFile(JSON.stringify(savedRow({ settings: { input_text: 'x'.repeat(MAX_TEXT_CHARS + 1) } })));
    expect(nested.ok).toBe(false);
  });
});

describe('version 1: text fields that held the editor HTML', () => {
  function v1File(slides: unknown[]) {
    return JSON.stringify({ ...JSON.parse(serializeDeckFile(sampleDeckFileDeck())), version: 1, deck: { title: 'Old', slides, settings: {} } });
  }

  it("moves the old editor's HTML beside the plain text and keeps generated '<' text as it is", () => {
    const result = parseDeckFile(
      v1File([
        { id: 0, type: 'title', title: 'Vec<T> & Option<T>', description: '<b>Bold</b> &amp; <i>more</i>' },
        { id: 1, type: 'topic', title: 'if a<b then x', topic: { heading: 'if a<b then x', subtopics: [{ id: 'subtopic_1_1', heading: '<span>&lt;b&gt;</span>' }] } },
      ]),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.version).toBe(1);
    const [title, topic] = result.deck.slides;
    expect(title).toMatchObject({ title: 'Vec<T> & Option<T>', description: 'Bold & more', rich: { description: { text: 'Bold & more', html: '<b>Bold</b> &amp; <i>more</i>' } } });
    expect(topic?.topic?.heading).toBe('if a<b then x');
    expect(topic?.topic?.subtopics[0]?.heading).toBe('<b>');
  });

  it('a bare saved presentation of schema 2 keeps "<b>" typed as text', () => {
    const result = parseDeckFile(JSON.stringify(savedRow({ schemaVersion: 2, slides: [{ id: 0, type: 'title', title: '<b>typed</b>' }] })));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides[0]?.title).toBe('<b>typed</b>');
    expect(result.deck.slides[0]?.rich).toBeUndefined();
  });
});

describe('imported text', () => {
  it('loses bidi overrides and invisible characters, in the text and in its formatting alike', () => {
    const deck = sampleDeckFileDeck();
    const slides = deck.slides.map((s, i) =>
      i === 0 ? { ...s, title: 'Invoice \u202Egnp.exe', description: 'a\u200Bb', rich: { description: { text: 'a\u200Bb', html: '<b>a\u200Bb</b>' } } } : s,
    );
    const result = parseDeckFile(serializeDeckFile({ ...deck, title: 'T\u2066itle', slides }));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.title).toBe('Title');
    expect(result.deck.slides[0]).toMatchObject({ title: 'Invoice gnp.exe', description: 'ab', rich: { description: { text: 'ab', html: '<b>ab</b>' } } });
  });
});

describe('versions and markers', () => {
  it('refuses a file from a newer Decksmith with a clear message', () => {
    const file = { ...JSON.parse(serializeDeckFile(sampleDeckFileDeck())), version: 4 };
    const result = parseDeckFile(JSON.stringify(file));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^This deck file was made by a newer version of Decksmith \(format version 4; this app reads up to version 3\)/);
  });

  it.each([
    ['a wrong marker', { format: 'keynote', version: 1, deck: {} }, DECK_FILE_WRONG_FORMAT],
    ['no marker and no slides', { hello: 'world' }, DECK_FILE_WRONG_FORMAT],
    ['an array', [1, 2], DECK_FILE_NOT_OBJECT],
    ['a number', 42, DECK_FILE_NOT_OBJECT],
  ])('refuses %s', (_name, value, message) => {
    expect(parseDeckFile(JSON.stringify(value))).toEqual({ ok: false, error: message });
  });

  it.each([0, -1, 1.5, '1', null])('refuses version %j', (version) => {
    const file = { ...JSON.parse(serializeDeckFile(sampleDeckFileDeck())), version };
    const result = parseDeckFile(JSON.stringify(file));
    expect(!result.ok && result.error).toBe('This deck file has no valid format version, so it cannot be opened.');
  });
});
