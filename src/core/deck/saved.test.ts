import { describe, it, expect } from 'vitest';
import { confirmedSaveTitle, createSavedPresentation, defaultSaveTitle, pruneSavedPresentations, sortNewestFirst } from './saved';

describe('saving rules', () => {
  it("proposes the first slide's title, else 'Untitled Presentation'", () => {
    expect(defaultSaveTitle([{ title: ' Bees ' }, { title: 'x' }])).toBe('Bees');
    expect(defaultSaveTitle([{ title: ' ' }])).toBe('Untitled Presentation');
    expect(defaultSaveTitle([])).toBe('Untitled Presentation');
  });

  it('cancels on an empty or blank title', () => {
    expect(confirmedSaveTitle(null)).toBeUndefined();
    expect(confirmedSaveTitle('   ')).toBeUndefined();
    expect(confirmedSaveTitle(' Deck ')).toBe('Deck');
  });

  it('sorts newest first without touching the input', () => {
    const list = [{ updatedAt: 1 }, { updatedAt: 3 }, { updatedAt: 2 }];
    expect(sortNewestFirst(list).map((p) => p.updatedAt)).toEqual([3, 2, 1]);
    expect(list[0]?.updatedAt).toBe(1);
  });

  it('drops the oldest beyond the cap', () => {
    const list = [{ updatedAt: 5 }, { updatedAt: 1 }, { updatedAt: 9 }, { updatedAt: 3 }];
    expect(pruneSavedPresentations(list, 2).map((p) => p.updatedAt)).toEqual([9, 5]);
    expect(pruneSavedPresentations(list, 0)).toEqual([]);
  });

  it('creates a saved presentation with defaults', () => {
    const saved = createSavedPresentation({ id: 'a', createdAt: 1, updatedAt: 1, lastViewed: 1, favorite: true });
    expect(saved.favorite).toBe(true);
    expect(saved.title).toBe('Untitled Presentation');
    expect(() => createSavedPresentation({ id: 'a', createdAt: -1, updatedAt: 1, lastViewed: 1 })).toThrow();
  });
});
