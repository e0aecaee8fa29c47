import { describe, expect, it } from 'vitest';
import { parseDeckFile, serializeDeckFile } from './index';
import { MAX_TEXT_CHARS } from './limits';
import { sampleDeckFileDeck } from './testing';

const report = { name: 'report.pdf', text: `# Report\n\n${'Revenue grew. '.repeat(MAX_TEXT_CHARS / 10)}`, pages: ['Report', 'Revenue grew.'] };

describe('the source document in a deck file', () => {
  it('travels with the deck, longer than any slide text may be', () => {
    expect(report.text.length).toBeGreaterThan(MAX_TEXT_CHARS);
    const result = parseDeckFile(serializeDeckFile({ ...sampleDeckFileDeck(), source: report }));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.source).toEqual(report);
  });

  it('is left out when it does not read, and the deck still opens', () => {
    const file = JSON.parse(serializeDeckFile(sampleDeckFileDeck())) as { deck: Record<string, unknown> };
    file.deck.source = { name: 'x.pdf', text: 42 };
    const result = parseDeckFile(JSON.stringify(file));
    if (!result.ok) throw new Error(result.error);
    expect(result.deck.source).toBeUndefined();
    expect(result.deck.slides.length).toBeGreaterThan(0);
  });

  it('is absent for a deck without one, as in files written before', () => {
    const result = parseDeckFile(serializeDeckFile(sampleDeckFileDeck()));
    if (!result.ok) throw new Error(result.error);
    expect('source' in result.deck).toBe(false);
  });
});
