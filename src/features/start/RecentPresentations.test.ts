import { describe, expect, it } from 'vitest';
import { RECENT_EMPTY_TEXT, RECENT_LIMIT, recentItems, slideCountLabel, type RecentDeck } from './RecentPresentations';

const NOW = Date.UTC(2025, 2, 10, 12);
const HOUR = 3_600_000;

function deck(n: number, hoursAgo: number, slides = 5): RecentDeck {
  return { id: `deck-${n}`, title: `Deck ${n}`, updatedAt: NOW - hoursAgo * HOUR, slides: Array.from({ length: slides }) };
}

describe('recentItems', () => {
  it('lists at most six decks in the given (newest first) order, with slides and relative time', () => {
    const decks = Array.from({ length: 8 }, (_, i) => deck(i, i * 3));
    const items = recentItems(decks, NOW);
    expect(RECENT_LIMIT).toBe(6);
    expect(items.map((i) => i.id)).toEqual(['deck-0', 'deck-1', 'deck-2', 'deck-3', 'deck-4', 'deck-5']);
    expect(items[0]).toEqual({ id: 'deck-0', title: 'Deck 0', meta: '5 slides · Just now' });
    expect(items[1]!.meta).toBe('5 slides · 3 hours ago');
  });

  it('says one slide in the singular, and nothing at all for no decks', () => {
    expect(recentItems([deck(1, 30, 1)], NOW)[0]!.meta).toBe('1 slide · Yesterday');
    expect(slideCountLabel(0)).toBe('0 slides');
    expect(recentItems([], NOW)).toEqual([]);
  });

  it('keeps the placeholder text for no recent decks', () => {
    expect(RECENT_EMPTY_TEXT).toBe('Your recent presentations will appear here');
  });
});
