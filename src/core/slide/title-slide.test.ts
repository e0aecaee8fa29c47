import { describe, expect, it } from 'vitest';
import { slideSchema } from '../schemas/slide';
import { balancedLines, bylineText, titleSlideLayout } from './title-slide';

describe('the title slide', () => {
  it('balances a two-line title so the second line is no lone word', () => {
    // Greedy wrapping at 40 characters leaves 'away' alone on the second line.
    const title = 'Stash the changes in a dirty working directory away';
    expect(balancedLines(title, 48)).toEqual(['Stash the changes in a', 'dirty working directory away']);
    expect(balancedLines('Short title', 40)).toBeUndefined();
    expect(balancedLines('one two three four five six seven eight nine ten eleven twelve thirteen fourteen', 20)).toBeUndefined();
  });

  it('joins the byline parts that have text', () => {
    expect(bylineText({ presenter: ' Ada  Lovelace ', organisation: '', date: '1 May 2026' })).toBe('Ada Lovelace  ·  1 May 2026');
    expect(bylineText({})).toBe('');
    expect(bylineText(undefined)).toBe('');
  });

  it('places the byline under the description, above the 14 pt floor (19 px of 1280)', () => {
    const layout = titleSlideLayout('Quarterly results', 'Bakery chain, third quarter', { presenter: 'Ada' });
    expect(layout.byline?.text).toBe('Ada');
    expect(layout.byline!.size).toBeGreaterThanOrEqual(19);
    expect(layout.byline!.box.y).toBeGreaterThanOrEqual(layout.description!.box.y + layout.description!.box.h);
    expect(titleSlideLayout('Quarterly results', '').byline).toBeUndefined();
  });

  it('reads a title slide saved before bylines existed, and one with a byline', () => {
    const old = slideSchema.parse({ id: 0, type: 'title', title: 'Old deck', description: 'Saved last year' });
    expect(old.byline).toBeUndefined();
    const withByline = slideSchema.parse({ id: 0, type: 'title', title: 'New', byline: { presenter: 'Ada', date: 'May' } });
    expect(withByline.byline).toEqual({ presenter: 'Ada', date: 'May' });
    expect(() => slideSchema.parse({ id: 0, type: 'title', byline: { presenter: 'x'.repeat(201) } })).toThrow();
  });
});
