import { describe, expect, it } from 'vitest';
import { toDashboardDeck, type DashboardDeck } from '../deck/dashboard';
import { countRanked, rankDecks, selectRanked } from './select';

const NOW = 1_000_000_000_000;
function deck(id: string, title: string, description: string, updatedAt: number, favorite = false): DashboardDeck {
  return toDashboardDeck({
    id,
    title,
    description,
    theme: 'aurora-borealis',
    createdAt: 0,
    updatedAt,
    lastViewed: NOW - 30 * 86_400_000,
    favorite,
    isComplete: true,
    settings: { selectedTitleFont: 'font-inter' },
    slideCount: 3,
    firstSlideTitle: '',
  });
}

describe('search results', () => {
  const decks = [
    deck('slides-new', 'Weather', 'Clouds', 40),
    deck('desc', 'Oceans', 'All about Volcanoes', 30),
    deck('title-old', 'Volcano tour', 'Lava', 10, true),
    deck('title-new', 'Volcanoes of Iceland', 'Ash', 20),
    deck('none', 'Gardens', 'Roses', 50),
  ];

  it('puts title hits first, then description hits, then decks found in their slides; newest first within each', () => {
    const ranked = rankDecks(decks, 'volcan', new Set(['slides-new', 'title-old']));
    expect(selectRanked(ranked, 'all', NOW).map((d) => d.id)).toEqual(['title-new', 'title-old', 'desc', 'slides-new']);
    expect(countRanked(ranked, NOW)).toEqual({ all: 4, recent: 0, mine: 4, favorites: 1 });
  });

  it('matches titles without the index answer yet, and ignores case and accents', () => {
    expect(selectRanked(rankDecks(decks, 'VOLCÁN', undefined), 'all', NOW).map((d) => d.id)).toEqual(['title-new', 'title-old', 'desc']);
    expect(selectRanked(rankDecks(decks, 'volcan', undefined), 'favorites', NOW).map((d) => d.id)).toEqual(['title-old']);
  });
});
