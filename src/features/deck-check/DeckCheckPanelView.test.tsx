/** The deck check panel's markup: findings per slide with their fixes, and the empty result. (react-dom/server: this suite has no DOM.) */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkDeck } from '../../core/deck-check';
import { bakeryDeck, deckOf } from '../../core/deck-check/fixtures';
import { DeckCheckPanelView, bySlide, summary } from './DeckCheckPanelView';

const noop = () => undefined;
const render = (findings: ReturnType<typeof checkDeck>, editable = true) =>
  renderToStaticMarkup(<DeckCheckPanelView id="dc" findings={findings} editable={editable} onShow={noop} onFix={noop} onClose={noop} />);

describe('DeckCheckPanelView', () => {
  it('lists each finding under its slide with its one-click fixes', () => {
    const findings = checkDeck(bakeryDeck());
    const html = render(findings);
    expect(html).toContain('1 problem on 1 slide');
    expect(html).toContain('>Slide 3</h3>');
    expect(html).toContain('Slide 3: the text of &#x27;Ingredients and energy&#x27; does not fit its card; shorten it or split the slide.');
    expect(html).toContain('>Move extra text to the notes</button>');
    expect(html).toContain('>Split into two slides</button>');
    expect(html).toContain('aria-labelledby="dc-heading"');
  });

  it('says "No problems found" for a clean deck', () => {
    const clean = deckOf('Q4 plan', [{ heading: 'Priorities', overview: 'Three things for the winter.', points: [
      { heading: 'Christmas orders', overview: 'Open bûche orders on 1 November, a month earlier than last year, and take deposits online.' },
      { heading: 'Two new stores', overview: 'Annecy and Chambéry open in December with a smaller range of twenty breads.' },
      { heading: 'Bread prices', overview: 'A 3% rise on bread from January, the first in two years, explained on a card at the till.' },
    ] }]);
    const findings = checkDeck(clean);
    expect(findings).toEqual([]);
    const html = render(findings);
    expect(html).toContain('No problems found');
    expect(html).not.toContain('data-testid="deck-check-finding"');
  });

  it('disables the fixes when the deck on screen is not the one being edited', () => {
    expect(render(checkDeck(bakeryDeck()), false)).toMatch(/<button[^>]*disabled=""[^>]*>Split into two slides/);
  });

  it('groups and counts by slide', () => {
    let n = 0;
    const f = (slideIndex: number) => ({ key: `k${slideIndex}-${(n += 1)}`, slideId: slideIndex, slideIndex, kind: 'overflow' as const, message: '', fixes: [] });
    expect(bySlide([f(3), f(1), f(3)]).map((g) => [g.slideIndex, g.findings.length])).toEqual([[1, 1], [3, 2]]);
    expect(summary([f(3), f(1), f(3)])).toBe('3 problems on 2 slides');
  });
});
