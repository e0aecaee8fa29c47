import { describe, expect, it } from 'vitest';
import { bakeryDeck, deckOf, withSlide } from '../fixtures';
import { problemsOf } from '../test-helpers';
import { midWordBreakRule } from './mid-word-break';

const p = (heading: string, overview: string) => ({ heading, overview });

describe('mid-word break rule', () => {
  it('finds a German compound wider than its card', () => {
    const deck = deckOf('Produktion', [{
      heading: 'Wer plant was',
      overview: 'Die Rollen in der Backstube.',
      points: [p('Produktionsplanungsverantwortlicher', 'Plant die Schichten.'), p('Qualität', 'Prüft jede Charge.'), p('Lager', 'Zählt den Bestand.'), p('Versand', 'Packt die Ware.'), p('Einkauf', 'Kauft Mehl.'), p('Verkauf', 'Verkauft Brot.')],
    }]);
    const problems = problemsOf(midWordBreakRule, deck, 1);
    expect(problems.map((x) => x.message)).toEqual([
      "Slide 2: the heading 'Produktionsplanungsverantwortlicher' is one word that is wider than the card and would break in the middle; use a shorter word or another layout.",
    ]);
  });

  it('names the word inside a longer text', () => {
    const deck = withSlide(bakeryDeck(), 1, (s) => ({
      ...s,
      topic: { ...s.topic!, subtopics: s.topic!.subtopics.map((sub, i) => (i === 1 ? { ...sub, overview: 'Online via https://www.maison-lenotre-boulangeries.fr/commande-en-ligne/retrait' } : sub)) },
    }));
    const [problem] = problemsOf(midWordBreakRule, deck, 1);
    expect(problem?.message).toMatch(/^Slide 2: the word 'https:\/\/www\.maison-lenotre.*' in the text of 'Online' is wider than the card/);
  });

  it('finds nothing when every word wraps at a space', () => {
    const deck = bakeryDeck();
    expect(deck.slides.flatMap((_, i) => problemsOf(midWordBreakRule, deck, i))).toEqual([]);
  });
});
