import { describe, expect, it } from 'vitest';
import { parseDeckFile, serializeDeckFile } from './index';
import { MAX_DECK_FILE_CHARS, MAX_DEPTH, MAX_TEXT_CHARS } from './limits';
import { DECK_FILE_EMPTY, DECK_FILE_NO_SLIDES, DECK_FILE_TOO_DEEP } from './messages';
import { PIXEL_PNG, sampleDeckFileDeck } from './testing';

/** A valid file as plain data, to break in one place. */
function fileData(): { deck: { title: string; slides: Record<string, unknown>[] } } & Record<string, unknown> {
  return JSON.parse(serializeDeckFile(sampleDeckFileDeck('Hostile', 2))) as never;
}

function errorOf(text: string): string {
  const result = parseDeckFile(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.error;
}

describe('refused files', () => {
  it('refuses a file over the size cap, saying the limit', () => {
    expect(errorOf(' '.repeat(MAX_DECK_FILE_CHARS + 1))).toMatch(/too large to open \(50\.0 MB\)\. Deck files can be at most 50 MB\./);
  });

  it('refuses malformed JSON, quoting the parser', () => {
    expect(errorOf('{"format": "decksmith-deck", ')).toMatch(/^This file is not a Decksmith deck file: it is not valid JSON \(.+\)\.$/);
  });

  it('refuses an empty file', () => {
    expect(errorOf('  \n')).toBe(DECK_FILE_EMPTY);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a file with a "%s" key anywhere, without polluting anything', (key) => {
    const text = serializeDeckFile(sampleDeckFileDeck()).replace('"notes": "Welcome everyone"', `"notes": "x", "${key}": {"polluted": true, "isAdmin": true}`);
    expect(text).toContain(key);
    expect(errorOf(text)).toBe(`This deck file was refused: it contains the key "${key}", which no deck file uses.`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses a __proto__ key in the embedded media', () => {
    const text = serializeDeckFile(sampleDeckFileDeck()).replace('"media": {}', `"media": {"__proto__": {"x": "${PIXEL_PNG}"}}`);
    expect(errorOf(text)).toMatch(/"__proto__"/);
  });

  it('refuses more than 500 slides', () => {
    const data = fileData();
    const slide = data.deck.slides[1];
    data.deck.slides = Array.from({ length: 501 }, (_, i) => ({ ...slide, id: i }));
    expect(errorOf(JSON.stringify(data))).toBe('This deck file has 501 slides; Decksmith opens decks of at most 500 slides.');
  });

  it('refuses a text field over the per-string cap, naming the slide', () => {
    const data = fileData();
    data.deck.slides[2] = { ...data.deck.slides[2], notes: 'x'.repeat(MAX_TEXT_CHARS + 1) };
    expect(errorOf(JSON.stringify(data))).toBe('This deck file was refused: slide 3, notes is longer than 100,000 characters.');
  });

  it('refuses data nested too deeply (a parser bomb)', () => {
    const data = fileData();
    const deep = `${'['.repeat(MAX_DEPTH + 5)}${']'.repeat(MAX_DEPTH + 5)}`;
    const text = JSON.stringify(data).replace('"columns":2', `"columns":${deep}`);
    expect(errorOf(text)).toBe(DECK_FILE_TOO_DEEP);
    expect(errorOf('['.repeat(200_000) + ']'.repeat(200_000))).toBe(DECK_FILE_TOO_DEEP);
  });

  it('refuses a damaged deck, naming where', () => {
    const data = fileData();
    data.deck.slides[1] = { ...data.deck.slides[1], type: 'video' };
    expect(errorOf(JSON.stringify(data))).toMatch(/^This deck file is damaged and cannot be opened: slide 2, type: /);
    delete (data as Record<string, unknown>).deck;
    expect(errorOf(JSON.stringify(data))).toMatch(/damaged and cannot be opened: deck: /);
  });

  it('refuses a deck with no slides', () => {
    const data = fileData();
    data.deck.slides = [];
    expect(errorOf(JSON.stringify(data))).toBe(DECK_FILE_NO_SLIDES);
  });
});

describe('opened with something left out', () => {
  it('drops javascript: and other unsafe image links with a warning, keeping the slide', () => {
    const data = fileData();
    const slide = data.deck.slides[1] as { topic: Record<string, unknown>; backgroundImage?: string };
    slide.backgroundImage = 'javascript:window.__xss=1';
    slide.topic.image_url = ' JavaScript:alert(1)';
    const result = parseDeckFile(JSON.stringify(data));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides[1]?.backgroundImage).toBeUndefined();
    expect(result.deck.slides[1]?.topic?.image_url).toBeUndefined();
    expect(result.deck.slides[1]?.topic?.heading).toBe('Topic 1');
    expect(result.warnings).toEqual(['Slide 2: an image link that is not http(s), data:image or blob was removed.']);
  });

  it('keeps only image data URLs of the allowed types in the media', () => {
    const data = fileData();
    (data.deck.slides[1] as { topic: Record<string, unknown> }).topic.image_url = 'https://img.example/a.png';
    data.media = {
      'https://img.example/a.png': 'data:text/html;base64,PHNjcmlwdD4=',
      'https://img.example/b.png': 'data:image/tiff;base64,AAAA',
      'javascript:alert(1)': PIXEL_PNG,
      'https://img.example/c.svg': 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    const result = parseDeckFile(JSON.stringify(data));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides[1]?.topic?.image_url).toBe('https://img.example/a.png');
    expect(result.warnings).toEqual(['3 embedded files were left out: only PNG, JPEG, GIF, WebP and SVG images are kept.']);
  });

  it('falls back to the default settings when they cannot be read, keeping the slides', () => {
    const data = fileData();
    (data.deck as Record<string, unknown>).settings = { selectedTheme: 42 };
    const result = parseDeckFile(JSON.stringify(data));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.settings.selectedTheme).toBe('aurora-borealis');
    expect(result.deck.slides).toHaveLength(3);
    expect(result.warnings).toEqual(["The deck's theme and font settings could not be read, so the defaults are used."]);
  });

  it('numbers slides again when their ids repeat', () => {
    const data = fileData();
    data.deck.slides = data.deck.slides.map((s) => ({ ...s, id: 1 }));
    const result = parseDeckFile(JSON.stringify(data));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.slides.map((s) => s.id)).toEqual([0, 1, 2]);
  });

  it('drops unknown fields rather than carrying them into the deck', () => {
    const data = fileData();
    data.deck.slides[0] = { ...data.deck.slides[0], onload: 'alert(1)', html: '<script>' };
    const result = parseDeckFile(JSON.stringify(data));
    if (!result.ok) throw new Error(result.error);
    const keys = Object.keys(result.deck.slides[0] ?? {});
    expect(keys).toContain('title');
    expect(keys).not.toContain('onload');
    expect(keys).not.toContain('html');
  });
});
