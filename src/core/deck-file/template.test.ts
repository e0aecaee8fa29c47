import { describe, expect, it } from 'vitest';
import { createDefaultPresentationSettings } from '../schemas/config';
import { MAX_TEMPLATE_CHARS, TEMPLATE_UNREADABLE, parseDeckFile, serializeDeckFile } from './index';
import type { DeckFileDeck } from './schema';
import { sampleDeckFileDeck } from './testing';

const carried = { id: 'template-3f2a', name: 'Acme brand', fileName: 'acme.potx', package: 'UEsDBBQAAAAIAA==' };

function inTemplate(template = carried): DeckFileDeck {
  const deck = sampleDeckFileDeck();
  return { ...deck, settings: createDefaultPresentationSettings({ ...deck.settings, selectedTheme: template.id }), template };
}

function reparse(text: string) {
  const result = parseDeckFile(text);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('the company template a deck file carries', () => {
  it('travels with the deck drawn in it, whole, and comes back as it went', () => {
    const { deck, warnings } = reparse(serializeDeckFile(inTemplate()));
    expect(deck.template).toEqual(carried);
    expect(deck.settings.selectedTheme).toBe(carried.id);
    expect(warnings).toEqual([]);
  });

  it('is left out when the deck is not drawn in it', () => {
    const deck = { ...sampleDeckFileDeck(), template: carried };
    expect(JSON.parse(serializeDeckFile(deck))).not.toHaveProperty('template');
    const file = { ...JSON.parse(serializeDeckFile(sampleDeckFileDeck())), template: carried };
    expect(reparse(JSON.stringify(file)).deck.template).toBeUndefined();
  });

  it('one that does not read is dropped with a warning; the deck still opens', () => {
    const base = JSON.parse(serializeDeckFile(inTemplate()));
    for (const template of [
      { ...carried, package: 'not base64 at all!' },
      { ...carried, id: 'classic-dark' },
      { ...carried, fileName: 'acme.exe' },
      { ...carried, name: '' },
      'a string',
    ]) {
      const { deck, warnings } = reparse(JSON.stringify({ ...base, template }));
      expect(deck.template).toBeUndefined();
      expect(deck.slides).toHaveLength(3);
      expect(warnings).toEqual([TEMPLATE_UNREADABLE]);
    }
  });

  it('a package over the cap refuses the file, naming the field; text fields keep their own cap', () => {
    const base = JSON.parse(serializeDeckFile(inTemplate()));
    const huge = parseDeckFile(JSON.stringify({ ...base, template: { ...carried, package: 'A'.repeat(MAX_TEMPLATE_CHARS + 4) } }));
    expect(huge.ok).toBe(false);
    expect(!huge.ok && huge.error).toBe(`This deck file was refused: template.package is longer than ${MAX_TEMPLATE_CHARS.toLocaleString('en-US')} characters.`);
    const longName = parseDeckFile(JSON.stringify({ ...base, template: { ...carried, name: 'A'.repeat(200_000) } }));
    expect(!longName.ok && longName.error).toBe('This deck file was refused: template.name is longer than 100,000 characters.');
  });

  it('a version 2 file, which carries none, still opens', () => {
    const v2 = { ...JSON.parse(serializeDeckFile(sampleDeckFileDeck())), version: 2 };
    const result = reparse(JSON.stringify(v2));
    expect(result.version).toBe(2);
    expect(result.deck.template).toBeUndefined();
  });
});
