import { describe, expect, it } from 'vitest';
import { FLOOR_PX, TEXT_FIT, TYPE_SCALE, balancedWidth, fitText, lineCount, textFits, textWidthEm, wrappedLineCount } from './text-fit';

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
  const onScale = (size: number): boolean => (TYPE_SCALE as readonly number[]).includes(size);

  it('picks steps of the type scale between the floor and the cap', () => {
    expect(fitText('', box)).toBe(44);
    expect(fitText('Hi', box)).toBe(44);
    expect(fitText(WORDS.join(' ').repeat(40), box)).toBe(FLOOR_PX);
    for (let n = 1; n <= WORDS.length; n += 1) {
      const size = fitText(WORDS.slice(0, n).join(' '), box);
      expect(onScale(size)).toBe(true);
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
    expect(seen.has(44)).toBe(true);
    expect(seen.has(FLOOR_PX)).toBe(true);
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

  it('returns the largest step that fits', () => {
    const text = WORDS.join(' ');
    const size = fitText(text, box);
    expect(size).toBeGreaterThan(FLOOR_PX);
    expect(size).toBeLessThan(44);
    expect(textFits(text, box, size)).toBe(true);
    const next = TYPE_SCALE[TYPE_SCALE.indexOf(size as (typeof TYPE_SCALE)[number]) + 1]!;
    expect(textFits(text, box, next)).toBe(false);
  });

  it('honours other bounds', () => {
    expect(fitText('Hi', box, { max: 24 })).toBe(22);
    expect(fitText(WORDS.join(' ').repeat(40), box, { min: 26 })).toBe(26);
  });

  it('never fits a word by splitting it: "September" in a narrow column needs a smaller size', () => {
    const narrow = { x: 0, y: 0, w: 130, h: 200 };
    // Nine characters at 0.55 em would pass at 26 px (129 px); its capital and m make it wider.
    expect(0.55 * 9 * 26).toBeLessThan(130);
    expect(textWidthEm('September') * 26).toBeGreaterThan(130);
    expect(Number.isFinite(lineCount('September 1501', 130, 26))).toBe(false);
    expect(textFits('September 1501', narrow, 26)).toBe(false);
    const size = fitText('September 1501', narrow);
    expect(textWidthEm('September') * size).toBeLessThanOrEqual(130);
    expect(lineCount('September 1501', 130, size)).toBe(2);
  });

  it('reports a word too wide for its line at the floor as not fitting', () => {
    const tiny = { x: 0, y: 0, w: 60, h: 400 };
    expect(fitText('Internationalisation', tiny)).toBe(FLOOR_PX);
    expect(textFits('Internationalisation', tiny, FLOOR_PX)).toBe(false);
  });
});

describe('balancedWidth', () => {
  it('narrows a two-line title until its lines are even, keeping the line count', () => {
    const title = 'How the printing press changed Europe';
    const total = textWidthEm(title) * 44;
    const full = total * 0.9;
    // Greedy wrapping at the full width leaves one word on the second line.
    expect(lineCount(title, full, 44)).toBe(2);
    const w = balancedWidth(title, full, 44);
    expect(w).toBeLessThan(total * 0.6);
    expect(lineCount(title, w, 44)).toBe(2);
    expect(lineCount(title, w - 8, 44)).toBe(3);
  });

  it('leaves one-line text at its width', () => {
    expect(balancedWidth('Short', 700, 44)).toBe(700);
  });
});
