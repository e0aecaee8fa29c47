import { describe, expect, it } from 'vitest';
import { TEXT_FIT, fitText, textFits, textHeight, wrappedLineCount } from './text-fit';

const box = { x: 0, y: 0, w: 400, h: 200 };
const WORDS = 'Renewable energy adoption accelerates as storage costs fall and grids modernise across regions'.split(' ');

describe('wrappedLineCount', () => {
  it('wraps greedily at word boundaries', () => {
    expect(wrappedLineCount('a b c', 3)).toBe(2);
    expect(wrappedLineCount('a b c', 5)).toBe(1);
    expect(wrappedLineCount('alpha beta', 5)).toBe(2);
  });

  it('breaks words longer than a line and counts paragraphs', () => {
    expect(wrappedLineCount('abcdefghij', 4)).toBe(3);
    expect(wrappedLineCount('ab\ncd', 10)).toBe(2);
    expect(wrappedLineCount('ab\n\ncd', 10)).toBe(3);
  });

  it('gives blank text no lines', () => {
    expect(wrappedLineCount('   ', 10)).toBe(0);
  });
});

describe('fitText', () => {
  it('stays within 14..48 px', () => {
    expect(fitText('', box)).toBe(48);
    expect(fitText('Hi', box)).toBe(48);
    expect(fitText(WORDS.join(' ').repeat(40), box)).toBe(14);
    for (let n = 1; n <= WORDS.length; n += 1) {
      const size = fitText(WORDS.slice(0, n).join(' '), box);
      expect(size).toBeGreaterThanOrEqual(TEXT_FIT.min);
      expect(size).toBeLessThanOrEqual(TEXT_FIT.max);
    }
  });

  it('gives longer text a smaller or equal size', () => {
    let previous = Number.POSITIVE_INFINITY;
    const seen = new Set<number>();
    let text = '';
    for (let round = 0; round < 6; round += 1) {
      for (const word of WORDS) {
        text = text === '' ? word : `${text} ${word}`;
        const size = fitText(text, box);
        expect(size).toBeLessThanOrEqual(previous);
        previous = size;
        seen.add(size);
      }
    }
    // The walk must actually cross the range, or the check above proves nothing.
    expect(seen.has(48)).toBe(true);
    expect(seen.has(14)).toBe(true);
  });

  it('gives a larger box a larger or equal size', () => {
    const text = WORDS.join(' ');
    let previous = 0;
    for (let w = 100; w <= 1200; w += 50) {
      const size = fitText(text, { x: 0, y: 0, w, h: w / 2 });
      expect(size).toBeGreaterThanOrEqual(previous);
      previous = size;
    }
  });

  it('returns the largest size that fits, with the padding', () => {
    const text = WORDS.join(' ');
    const size = fitText(text, box);
    expect(size).toBeGreaterThan(14);
    expect(size).toBeLessThan(48);
    expect(textFits(text, box, size)).toBe(true);
    expect(textFits(text, box, size + 1)).toBe(false);
    // The padding is kept: the same text at that size needs more than the unpadded box would.
    expect(textHeight(text, box.w, size)).toBeGreaterThan(textHeight(text, box.w, size, { padding: 0 }));
  });

  it('honours other bounds', () => {
    expect(fitText('Hi', box, { max: 24 })).toBe(24);
    expect(fitText(WORDS.join(' ').repeat(40), box, { min: 18 })).toBe(18);
  });
});
