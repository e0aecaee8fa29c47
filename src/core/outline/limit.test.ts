import { describe, it, expect } from 'vitest';
import { headingKey, limitOutlineTopics } from './limit';

const list = (n: number) => Array.from({ length: n }, (_, i) => ({ heading: `Topic ${i + 1}` }));

describe('limitOutlineTopics', () => {
  it.each([
    [1, 0],
    [2, 1],
    [5, 4],
    [20, 19],
    [100, 99],
    [150, 99],
  ])('a %s-slide deck keeps %s topics', (slides, kept) => {
    expect(limitOutlineTopics(list(200), slides)).toHaveLength(kept);
  });

  it('keeps the first topics in order', () => {
    expect(limitOutlineTopics(list(10), 4).map((t) => t.heading)).toEqual(['Topic 1', 'Topic 2', 'Topic 3']);
  });

  it('keeps everything when there are fewer topics than room', () => {
    expect(limitOutlineTopics(list(2), 20)).toHaveLength(2);
  });

  it('uses the default 5 slides for a NaN count', () => {
    expect(limitOutlineTopics(list(10), Number.NaN)).toHaveLength(4);
  });

  it('skips duplicate headings regardless of case and whitespace, then fills from later topics', () => {
    const topics = [{ heading: 'Intro' }, { heading: '  intro ' }, { heading: 'Deep   Dive' }, { heading: 'deep dive' }, { heading: 'End' }];
    expect(limitOutlineTopics(topics, 4).map((t) => t.heading)).toEqual(['Intro', 'Deep   Dive', 'End']);
  });

  it('never treats blank headings as duplicates', () => {
    expect(limitOutlineTopics([{ heading: '' }, { heading: ' ' }, { heading: '' }], 10)).toHaveLength(3);
  });

  it('keeps the extra fields of each topic', () => {
    const [first] = limitOutlineTopics([{ heading: 'A', overview: 'x' }], 5);
    expect(first).toEqual({ heading: 'A', overview: 'x' });
  });

  it('folds case and whitespace in the comparison key', () => {
    expect(headingKey('  Hello\n  World ')).toBe('hello world');
  });
});
