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

  it('leaves a one-point statement alone when its point is a whole sentence', () => {
    const deck = deckOf('The printing press', [
      { heading: 'Why it mattered', overview: 'One idea.', points: [p('The turning point', 'Within fifty years of Gutenberg, some twenty million books had been printed in Europe.')] },
    ]);
    expect(problemsOf(nearEmptyRule, deck, 1)).toEqual([]);
  });

  it('measures a key-figure card by what it draws: the figure large, its label and context', () => {
    const deck = deckOf('Q3 results', [
      {
        heading: 'Q3 at a Glance',
        overview: 'Our strongest quarter since the chain was founded.',
        points: [p('$38.6M revenue', 'Up 7.4% on Q3 last year, ahead of plan by $1.2M.'), p('31.5% gross margin', '+1.8 pp, thanks to lower flour prices and less waste.')],
      },
    ]);
    expect(deck.slides[1]?.layout?.type).toBe('big-number');
    expect(problemsOf(nearEmptyRule, deck, 1)).toEqual([]);
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

describe('near-empty rule on table and chart slides', () => {
  it('leaves a table or chart of the slide\'s data alone, and still finds a slide with no points and no data', () => {
    const deck = deckOf('Sales', [{ heading: 'Sales by region', overview: 'The south caught up.', points: [] }]);
    const bare = deck.slides[1]!;
    const table = { ...bare, layout: { type: 'table', config: {} }, data: { table: { columns: ['Region', 'Q1'], rows: [['North', '1.2 M€']] } } };
    expect(problemsOf(nearEmptyRule, { ...deck, slides: [deck.slides[0]!, table] }, 1)).toEqual([]);
    expect(problemsOf(nearEmptyRule, deck, 1).map((x) => x.message)).toEqual(['Slide 2 has no points; add another point or merge it into a neighbouring slide.']);
  });
});
