import { describe, expect, it } from 'vitest';
import type { MeasuredSlide } from '../types';
import { bakeryDeck } from '../fixtures';
import { problemsOf } from '../test-helpers';
import type { DeckView } from '../types';
import { belowFloorRule } from './below-floor';

describe('below-floor rule', () => {
  it('finds nothing on a deck the type scale laid out', () => {
    const deck = bakeryDeck();
    expect(deck.slides.flatMap((_, i) => problemsOf(belowFloorRule, deck, i))).toEqual([]);
  });

  it('reports a label drawn at 14 px (10.5 pt) in points, with the 14 pt floor', () => {
    const deck = bakeryDeck();
    const slide = deck.slides[1]!;
    // A timeline's year label sized by an older layout file, under the floor.
    const label = { part: 'label' as const, index: 0, text: '1450', box: { x: 100, y: 400, w: 80, h: 20 }, size: 14, charWidth: 0.55, color: '#000000', picked: [], backgrounds: ['#ffffff'], overflows: false };
    const measured: MeasuredSlide = { slide, layout: 'timeline', texts: [label], cards: [] };
    const view: DeckView = { slides: deck.slides, measured: (i) => (i === 1 ? measured : undefined), measure: () => measured };
    expect(belowFloorRule.check(view, 1).map((x) => x.message)).toEqual([
      "Slide 2: the label '1450' is drawn at 10.5 pt, under the 14 pt that reads from the back of a room; shorten it or pick another layout.",
    ]);
  });
});
