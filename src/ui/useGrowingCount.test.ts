import { describe, expect, it } from 'vitest';
import { shownCount } from './useGrowingCount';

describe('shownCount', () => {
  it('shows what has grown while more than a step is missing', () => {
    expect(shownCount(60, 3, 3)).toBe(3);
    expect(shownCount(60, 57, 3)).toBe(60);
    expect(shownCount(60, 56, 3)).toBe(56);
  });

  it('shows a short list, or the last few items of a batch, at once', () => {
    expect(shownCount(2, 3, 3)).toBe(2);
    expect(shownCount(6, 3, 3)).toBe(6);
    expect(shownCount(7, 3, 3)).toBe(3);
  });

  it('never shows fewer than atLeast, nor more than there are', () => {
    expect(shownCount(60, 3, 3, 41)).toBe(41);
    expect(shownCount(10, 3, 3, 41)).toBe(10);
    expect(shownCount(0, 3, 3)).toBe(0);
  });
});
