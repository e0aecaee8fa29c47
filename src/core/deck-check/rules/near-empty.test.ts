import { describe, expect, it } from 'vitest';
import { bakeryDeck, deckOf } from '../fixtures';
import { problemsOf } from '../test-helpers';
import { nearEmptyRule } from './near-empty';

const p = (heading: string, overview: string) => ({ heading, overview });

describe('near-empty rule', () => {
  it('finds a slide with a single point', () => {
    const deck = deckOf('The printing press', [{ heading: 'Gutenberg', overview: 'The man behind the press.', points: [p('Mainz', 'Born around 1400 in Mainz.')] }]);
    expect(problemsOf(nearEmptyRule, deck, 1).map((x) => x.message)).toEqual(['Slide 2 has only one point; add another point or merge it into a neighbouring slide.']);
  });

  it('counts only points with text', () => {
    const deck = deckOf('The printing press', [{ heading: 'Gutenberg', overview: '', points: [p('', ''), p('', '')] }]);
    expect(problemsOf(nearEmptyRule, deck, 1).map((x) => x.message)).toEqual(['Slide 2 has no points; add another point or merge it into a neighbouring slide.']);
  });

  it("finds big cards with a few words ('Manuscript vs print' in two cards)", () => {
    const deck = deckOf('Manuscript vs print', [{ heading: 'Manuscript and print', overview: 'Two ways to make a book.', points: [p('Manuscript', 'Copied by hand.'), p('Print', 'Set in metal type.')] }]);
    const [problem] = problemsOf(nearEmptyRule, deck, 1);
    expect(problem?.message).toMatch(/^Slide 2: its cards are mostly empty \(the text fills about \d+% of them\); another layout uses the space better\.$/);
  });

  it('leaves the title slide and well-filled slides alone', () => {
    const deck = bakeryDeck();
    expect(problemsOf(nearEmptyRule, deck, 0)).toEqual([]);
    expect(problemsOf(nearEmptyRule, deck, 2)).toEqual([]);
  });
});
