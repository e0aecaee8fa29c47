import { describe, expect, it } from 'vitest';
import { slideInView, type CardBox } from './scroll-follow';

/** Cards of `height` px with 24 px between them, the first at `first` (viewport coordinates). */
const cards = (count: number, height: number, first: number): CardBox[] =>
  Array.from({ length: count }, (_, index) => ({ index, top: first + index * (height + 24), bottom: first + index * (height + 24) + height }));

describe('slideInView', () => {
  it('keeps the current slide while at least half of it is shown', () => {
    // Slide 0 shows 320 of its 600 px; slide 1 shows more, but only peeks past the current one's half.
    expect(slideInView(cards(3, 600, -280), 0, 800, 0)).toBe(0);
  });

  it('moves to the slide showing most once the current one is less than half shown', () => {
    expect(slideInView(cards(3, 600, -320), 0, 800, 0)).toBe(1);
    // Scrolled far: the current slide is not on screen at all.
    expect(slideInView(cards(8, 600, -2500), 0, 800, 0)).toBe(4);
  });

  it('takes the first of two slides showing as much, and none when nothing is on screen', () => {
    expect(slideInView(cards(4, 300, 0), 0, 800, 3)).toBe(0);
    expect(slideInView(cards(2, 300, 900), 0, 800, 0)).toBeNull();
    expect(slideInView([], 0, 800, 0)).toBeNull();
  });

  it('counts half the view for a slide taller than the view', () => {
    // A zoomed slide of 2000 px filling the view stays current; shown less than half the view, it gives way.
    expect(slideInView(cards(2, 2000, -1500), 0, 800, 0)).toBe(0);
    expect(slideInView(cards(2, 2000, -1700), 0, 800, 0)).toBe(1);
  });

  it('keeps a slide the user just picked while any of it is shown, and follows the next scroll as usual', () => {
    // Slide 1 shows 120 of its 600 px: picked, it stays; otherwise slide 0, showing most, takes over.
    expect(slideInView(cards(3, 600, 56), 0, 800, 1, true)).toBe(1);
    expect(slideInView(cards(3, 600, 56), 0, 800, 1)).toBe(0);
    // Not on screen at all, even a picked slide gives way.
    expect(slideInView(cards(3, 600, 900), 0, 800, 1, true)).toBeNull();
    expect(slideInView(cards(8, 600, -2500), 0, 800, 0, true)).toBe(4);
  });
});
