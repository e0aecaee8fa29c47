import { describe, expect, it } from 'vitest';
import { navigatorTitle, showScrollHint, showScrollTop, slidesFooter, thumbnailPoints } from './thumbnail';

describe('thumbnailPoints', () => {
  it('shows at most two points and counts the rest', () => {
    expect(thumbnailPoints(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B'], more: '+3 more points' });
    expect(thumbnailPoints(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B'], more: '+1 more points' });
  });

  it('has no "more" line when every point fits', () => {
    expect(thumbnailPoints(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: null });
    expect(thumbnailPoints(['A'])).toEqual({ shown: ['A'], more: null });
    expect(thumbnailPoints([])).toEqual({ shown: [], more: null });
  });

  it('names a blank point by its number', () => {
    expect(thumbnailPoints(['  ', 'B']).shown).toEqual(['Point 1', 'B']);
  });
});

describe('navigator texts', () => {
  const topic = (heading: string) => ({ type: 'topic' as const, title: 'Slide title', description: '', topic: { heading, subtopics: [] } });

  it('titles a topic by its heading, the title slide by its title', () => {
    expect(navigatorTitle(topic('Roots'))).toBe('Roots');
    expect(navigatorTitle(topic(''))).toBe('Slide title');
    expect(navigatorTitle({ type: 'title', title: 'Deck', description: '' })).toBe('Deck');
    expect(navigatorTitle({ type: 'title', title: ' ', description: '' })).toBe('Untitled slide');
  });

  it('hints at scrolling above five slides and offers scroll-to-top past 100 px', () => {
    expect(showScrollHint(5)).toBe(false);
    expect(showScrollHint(6)).toBe(true);
    expect(showScrollTop(100)).toBe(false);
    expect(showScrollTop(101)).toBe(true);
    expect(slidesFooter(12)).toBe('12 slides');
  });
});
