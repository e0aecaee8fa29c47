import { describe, expect, it } from 'vitest';
import { bakeryDeck, withSlide } from '../fixtures';
import { problemsOf } from '../test-helpers';
import { overflowRule } from './overflow';

describe('overflow rule', () => {
  it("names the card whose text does not fit ('Costs' of a bakery's Q3)", () => {
    const problems = problemsOf(overflowRule, bakeryDeck(), 2);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe("Slide 3: the text of 'Ingredients and energy' does not fit its card; shorten it or split the slide.");
    expect(problems[0]!.text).toMatchObject({ part: 'body', index: 0, field: 'subtopics.0.overview' });
  });

  it('finds nothing on slides whose text fits', () => {
    const deck = bakeryDeck();
    expect([0, 1, 3].flatMap((i) => problemsOf(overflowRule, deck, i))).toEqual([]);
  });

  it('reports a title too long for the title area, asking to shorten it', () => {
    const long = 'How a family bakery from Lyon grew into forty-two stores across the Rhône-Alpes region while keeping every recipe, every supplier and every baker it started with in 1987, what it learned on the way about flour, butter, rent and people, and what the next ten years could bring to its customers';
    const deck = withSlide(bakeryDeck(), 1, (s) => ({ ...s, title: long, topic: { ...s.topic!, heading: long } }));
    const [problem] = problemsOf(overflowRule, deck, 1);
    expect(problem?.message).toBe('Slide 2: the title does not fit its space; shorten it.');
  });

  it('leaves a text whose only trouble is one over-long word to the mid-word rule', () => {
    const deck = withSlide(bakeryDeck(), 1, (s) => ({
      ...s,
      topic: { ...s.topic!, subtopics: s.topic!.subtopics.map((sub, i) => (i === 0 ? { ...sub, heading: 'Donaudampfschifffahrtsgesellschaftskapitänsmütze' } : sub)) },
    }));
    expect(problemsOf(overflowRule, deck, 1)).toEqual([]);
  });
});
