import { describe, expect, it } from 'vitest';
import type { DeckDoc } from '../../commands/types';
import { bakeryDeck, withSlide } from '../fixtures';
import { problemsOf } from '../test-helpers';
import { lowContrastRule } from './low-contrast';

/** The bakery deck with the first point of slide 2 coloured `color` by the user (the formatting toolbar's span). */
function coloured(doc: DeckDoc, color: string, extra = ''): DeckDoc {
  return withSlide(doc, 1, (s) => ({
    ...s,
    topic: {
      ...s.topic!,
      subtopics: s.topic!.subtopics.map((sub, i) => (i === 0 ? { ...sub, rich: { overview: { text: sub.overview, html: `Revenue <span style="color: ${color};${extra}">up 8%</span>` } } } : sub)),
    },
  }));
}

describe('low-contrast rule', () => {
  it('passes every theme colour of a catalogue theme', () => {
    const deck = bakeryDeck({ selectedTheme: 'minimal-paper' });
    expect(deck.slides.flatMap((_, i) => problemsOf(lowContrastRule, deck, i))).toEqual([]);
  });

  it('finds light grey a user picked on the light paper theme, with the colours and the ratio', () => {
    const deck = coloured(bakeryDeck({ selectedTheme: 'minimal-paper' }), '#a8a29e');
    expect(problemsOf(lowContrastRule, deck, 1).map((x) => x.message)).toEqual([
      "Slide 2: the text of 'Stores' is hard to read (#a8a29e on #f5f5f4, contrast 2.3:1, under the 4.5:1 text needs); pick a stronger text colour.",
    ]);
  });

  it('judges a highlighted span against its highlight', () => {
    const deck = coloured(bakeryDeck({ selectedTheme: 'minimal-paper' }), 'rgb(168, 162, 158)', ' background-color: #1c1917');
    expect(problemsOf(lowContrastRule, deck, 1)).toEqual([]);
  });

  it('does not judge text standing on a background picture, only the card text over it', () => {
    const deck = withSlide(coloured(bakeryDeck({ selectedTheme: 'minimal-paper' }), '#a8a29e'), 1, (s) => ({ ...s, backgroundImage: 'https://example.com/bakery.jpg' }));
    // The card still stands between the picture and its text.
    expect(problemsOf(lowContrastRule, deck, 1)).toHaveLength(1);
    const title = withSlide(deck, 1, (s) => ({ ...s, rich: { title: { text: s.title, html: '<span style="color:#eeeeee">Costs</span>' } } }));
    expect(problemsOf(lowContrastRule, title, 1)).toHaveLength(1);
  });
});
