import { describe, expect, it } from 'vitest';
import { findLayout } from '../registry';
import { chooseDeckLayouts } from './deck';
import { FIXTURE_DECKS } from './fixtures';

/** The layout a fixture slide expects: the first of its ids that is registered. */
const expected = (ids: readonly string[]) => ids.find((id) => findLayout(id) !== undefined);

describe('fixture decks', () => {
  it('expect only layouts that exist (or stand in for one that does not yet)', () => {
    for (const deck of FIXTURE_DECKS) for (const slide of deck.slides) expect(expected(slide.expect), slide.heading).toBeDefined();
  });

  it('get the layouts a designer would give them on at least 90% of the slides', () => {
    let agree = 0;
    let total = 0;
    const misses: string[] = [];
    for (const deck of FIXTURE_DECKS) {
      const choices = chooseDeckLayouts([null, ...deck.slides.map((content) => ({ content }))]).slice(1);
      deck.slides.forEach((slide, i) => {
        total += 1;
        if (choices[i]?.type === expected(slide.expect)) agree += 1;
        else misses.push(`${deck.name}: ${slide.heading} -> ${choices[i]?.type}`);
      });
    }
    expect(agree / total, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('use at least eight different layouts in each deck', () => {
    for (const deck of FIXTURE_DECKS) {
      const types = chooseDeckLayouts(deck.slides.map((content) => ({ content }))).map((c) => c?.type);
      expect(new Set(types).size, deck.name).toBeGreaterThanOrEqual(8);
    }
  });
});
