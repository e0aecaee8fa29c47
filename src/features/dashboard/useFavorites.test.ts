import { describe, expect, it } from 'vitest';
import { toDashboardDeck, type DashboardDeck } from '../../core/deck/dashboard';
import { stillPending, withPendingStars } from './useFavorites';

const deck = (id: string, favorite: boolean): DashboardDeck =>
  toDashboardDeck({
    id, title: id, description: '', theme: 'aurora-borealis', createdAt: 1, updatedAt: 1, lastViewed: 1,
    favorite, isComplete: true, settings: { selectedTitleFont: 'font-inter' }, slideCount: 1, firstSlideTitle: id,
  });

describe('optimistic stars', () => {
  const decks = [deck('a', false), deck('b', true)];

  it('shows the stars the user set before the database does', () => {
    const shown = withPendingStars(decks, new Map([['a', true], ['b', false]]));
    expect(shown?.map((d) => d.favorite)).toEqual([true, false]);
    // Untouched decks keep their identity, so their cards do not re-render.
    expect(withPendingStars(decks, new Map([['a', true]]))?.[1]).toBe(decks[1]);
    expect(withPendingStars(decks, new Map())).toBe(decks);
    expect(withPendingStars(undefined, new Map([['a', true]]))).toBeUndefined();
  });

  it('drops a pending star once the database shows it, and keeps one for a deck not read yet', () => {
    const pending = new Map([['a', true], ['b', false], ['zzz', true]]);
    const left = stillPending(pending, [deck('a', true), deck('b', true)]);
    expect([...left]).toEqual([['b', false], ['zzz', true]]);
    // Nothing settled: the same map, so no state change.
    expect(stillPending(left, [deck('b', true)])).toBe(left);
  });
});
