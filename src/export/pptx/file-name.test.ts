import { describe, expect, it } from 'vitest';
import { deckFileName } from '../../core/deck-file';
import { sanitizeFileName } from '../../core/format';
import { pptxFileName } from './file-name';

const stem = (name: string, extension: string): string => name.slice(0, -extension.length);

describe('pptxFileName', () => {
  it('folds accents and keeps lowercase letters, digits and underscores', () => {
    expect(pptxFileName('Café Ölçü')).toBe('cafe_olcu.pptx');
    expect(pptxFileName('')).toBe('presentation.pptx');
    expect(pptxFileName('B'.repeat(300))).toBe(`${'b'.repeat(120)}.pptx`);
  });

  it.each(['Café Ölçü', 'Q3 Results: Café & Co!', 'Ünïcödé — Straße 2026', '  ', 'x'.repeat(200)])(
    'gives the .pptx and the deck file the same stem: %s',
    (title) => {
      expect(pptxFileName(title)).toBe(sanitizeFileName(title));
      expect(stem(deckFileName(title), '.decksmith.json')).toBe(stem(pptxFileName(title), '.pptx'));
    },
  );
});
