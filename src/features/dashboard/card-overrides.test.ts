import { describe, expect, it } from 'vitest';
import { toDashboardDeck, type DashboardDeck } from '../../core/deck/dashboard';
import { applyOverrides, NO_OVERRIDES, settleOverrides, withHidden, withTitle } from './card-overrides';

function deck(id: string, title: string): DashboardDeck {
  return toDashboardDeck({
    id,
    title,
    description: '',
    theme: 'aurora-borealis',
    createdAt: 0,
    updatedAt: 0,
    lastViewed: 0,
    favorite: false,
    isComplete: true,
    settings: { selectedTitleFont: 'font-inter' },
    slideCount: 1,
    firstSlideTitle: '',
  });
}

describe('card overrides', () => {
  it('shows a new title and hides a deleted deck at once, searchable by the new title', () => {
    const decks = [deck('a', 'Tides'), deck('b', 'Rivers')];
    const o = withHidden(withTitle(NO_OVERRIDES, 'a', 'Océans'), 'b', true);
    const shown = applyOverrides(decks, o);
    expect(shown?.map((d) => [d.id, d.title, d.searchTitle])).toEqual([['a', 'Océans', 'oceans']]);
    expect(applyOverrides(decks, NO_OVERRIDES)).toBe(decks);
  });

  it('drops an override once the database shows the same, and keeps it while it does not', () => {
    const o = withHidden(withTitle(NO_OVERRIDES, 'a', 'New'), 'b', true);
    const stale = [deck('a', 'Old'), deck('b', 'Rivers')];
    expect(settleOverrides(o, stale)).toBe(o);
    const fresh = settleOverrides(o, [deck('a', 'New')]);
    expect(fresh.titles.size).toBe(0);
    expect(fresh.hidden.size).toBe(0);
    // Undo of a delete shows the deck again before the database is read.
    expect(withHidden(o, 'b', false).hidden.has('b')).toBe(false);
  });
});
