import { describe, expect, it } from 'vitest';
import { checkDeck } from './check';
import { deckOf } from './fixtures';

const p = (heading: string, overview: string) => ({ heading, overview });

describe('deck check of table and chart slides', () => {
  it('counts points shown as a table as drawn, not as hidden text', () => {
    const deck = deckOf('Energy', [{ heading: 'Three moves', overview: 'What changes first.', points: [p('Solar', 'Cheaper each year.'), p('Wind', 'Larger turbines.'), p('Storage', 'Evens out the day.')] }]);
    const table = { ...deck.slides[1]!, layout: { type: 'table', config: {} } };
    const findings = checkDeck({ ...deck, slides: [deck.slides[0]!, table] });
    expect(findings.filter((f) => f.kind === 'overflow')).toEqual([]);
  });
});
