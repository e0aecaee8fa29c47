import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_FILTERS,
  compareForFilter,
  countByFilter,
  emptyStateFor,
  matchesQuery,
  normalizeQuery,
  selectDecks,
  slideCountText,
  summarizeSlides,
  toDashboardDeck,
  type DashboardDeck,
  type DashboardSource,
} from './dashboard';
import { createSavedPresentation } from './saved';

const NOW = Date.UTC(2025, 2, 10, 12, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function source(overrides: Partial<DashboardSource> & { id: string }): DashboardSource {
  return {
    title: `Deck ${overrides.id}`,
    description: 'A deck',
    theme: 'aurora-borealis',
    createdAt: NOW - DAY,
    updatedAt: NOW - DAY,
    lastViewed: NOW - DAY,
    favorite: false,
    isComplete: true,
    settings: { selectedTitleFont: 'font-playfair' },
    slideCount: 2,
    firstSlideTitle: 'Cover',
    ...overrides,
  };
}

const deck = (overrides: Partial<DashboardSource> & { id: string }): DashboardDeck => toDashboardDeck(source(overrides));

describe('toDashboardDeck', () => {
  it('keeps what a card shows and drops the slides', () => {
    const card = deck({ id: 'a', title: 'Ocean Plastic', description: 'Why It Matters', ...summarizeSlides([{ title: 'Cover' }, { title: 'x' }, { title: 'y' }]) });
    expect(card).toMatchObject({ id: 'a', title: 'Ocean Plastic', coverTitle: 'Cover', slideCount: 3, titleFont: 'font-playfair', theme: 'aurora-borealis' });
    expect(card.searchTitle).toBe('ocean plastic');
    expect(card.searchDescription).toBe('why it matters');
  });

  it('gives blank titles and descriptions their default texts', () => {
    const card = deck({ id: 'b', title: '  ', description: '', ...summarizeSlides([]) });
    expect(card.title).toBe('Untitled Presentation');
    expect(card.description).toBe('No description available');
    // No first slide (or a blank title on it): the thumbnail shows the deck's title.
    expect(card.coverTitle).toBe('Untitled Presentation');
    expect(card.slideCount).toBe(0);
  });

  it('reads a saved presentation once its slides are summed up', () => {
    const saved = createSavedPresentation({ id: 's', createdAt: 1, updatedAt: 2, lastViewed: 3 });
    expect(toDashboardDeck({ ...saved, ...summarizeSlides(saved.slides) })).toMatchObject({ id: 's', title: 'Untitled Presentation', description: 'No description available', favorite: false, isComplete: false });
  });
});

describe('search', () => {
  it('normalises the query: trimmed and lower-cased', () => {
    expect(normalizeQuery('  OcEan ')).toBe('ocean');
    expect(normalizeQuery('   ')).toBe('');
  });

  it('matches the title or the description, in any case; an empty search matches all', () => {
    const card = deck({ id: 'a', title: 'Ocean Plastic', description: 'Microbeads in the GYRE' });
    expect(matchesQuery(card, 'plastic')).toBe(true);
    expect(matchesQuery(card, 'gyre')).toBe(true);
    expect(matchesQuery(card, 'forest')).toBe(false);
    expect(matchesQuery(card, '')).toBe(true);
    // Title and description are matched apart: a term never spans the two.
    expect(matchesQuery(card, 'plasticmicro')).toBe(false);
  });

  it('searches through selectDecks with the raw text the user typed', () => {
    const decks = [deck({ id: 'a', title: 'Ocean' }), deck({ id: 'b', title: 'Forest', description: 'ocean-side woods' }), deck({ id: 'c', title: 'Desert' })];
    expect(selectDecks(decks, { filter: 'all', query: ' OCEAN ', now: NOW }).map((d) => d.id).sort()).toEqual(['a', 'b']);
    expect(selectDecks(decks, { filter: 'all', query: 'tundra', now: NOW })).toEqual([]);
  });
});

describe('filters', () => {
  const decks = [
    deck({ id: 'today', lastViewed: NOW - 2 * HOUR, updatedAt: NOW - 10 * DAY }),
    deck({ id: 'week', lastViewed: NOW - 7 * DAY, updatedAt: NOW - 2 * DAY, favorite: true }),
    deck({ id: 'old', lastViewed: NOW - 8 * DAY, updatedAt: NOW - HOUR }),
  ];

  it("'Recently viewed' keeps decks viewed within 7 days, most recently viewed first", () => {
    expect(selectDecks(decks, { filter: 'recent', query: '', now: NOW }).map((d) => d.id)).toEqual(['today', 'week']);
  });

  it("'All' and 'Created by you' hold every local deck, newest change first", () => {
    expect(selectDecks(decks, { filter: 'all', query: '', now: NOW }).map((d) => d.id)).toEqual(['old', 'week', 'today']);
    expect(selectDecks(decks, { filter: 'mine', query: '', now: NOW }).map((d) => d.id)).toEqual(['old', 'week', 'today']);
  });

  it("'Favorites' holds the starred decks", () => {
    expect(selectDecks(decks, { filter: 'favorites', query: '', now: NOW }).map((d) => d.id)).toEqual(['week']);
  });

  it('does not reorder its input', () => {
    selectDecks(decks, { filter: 'all', query: '', now: NOW });
    expect(decks.map((d) => d.id)).toEqual(['today', 'week', 'old']);
  });

  it('counts each tab for the current search', () => {
    expect(countByFilter(decks, '', NOW)).toEqual({ all: 3, recent: 2, mine: 3, favorites: 1 });
    expect(countByFilter(decks, 'deck week', NOW)).toEqual({ all: 1, recent: 1, mine: 1, favorites: 1 });
    expect(countByFilter([], '', NOW)).toEqual({ all: 0, recent: 0, mine: 0, favorites: 0 });
  });

  it('orders ties by id, so the list never shuffles between renders', () => {
    const tied = [deck({ id: 'b', updatedAt: 5 }), deck({ id: 'a', updatedAt: 5 })];
    expect([...tied].sort(compareForFilter('all')).map((d) => d.id)).toEqual(['a', 'b']);
  });

  it('lists the tabs All, Recently viewed, Created by you, Favorites, in order', () => {
    expect(DASHBOARD_FILTERS.map((f) => f.label)).toEqual(['All', 'Recently viewed', 'Created by you', 'Favorites']);
  });
});

describe('empty states', () => {
  it("says 'No presentations found' whenever a search is active", () => {
    expect(emptyStateFor('all', 'zzz', 0)).toEqual({ kind: 'no-results', title: 'No presentations found', hint: 'Try adjusting your search terms' });
    expect(emptyStateFor('favorites', ' x ', 12).kind).toBe('no-results');
  });

  it('invites to create the first deck when there is none', () => {
    expect(emptyStateFor('all', '  ', 0)).toEqual({ kind: 'no-decks', title: 'Create your first presentation to get started' });
    expect(emptyStateFor('favorites', '', 0).kind).toBe('no-decks');
  });

  it('explains an empty Favorites or Recently viewed tab when decks exist', () => {
    expect(emptyStateFor('favorites', '', 3)).toMatchObject({ kind: 'empty-tab', title: 'No favorites yet' });
    expect(emptyStateFor('recent', '', 3)).toMatchObject({ kind: 'empty-tab', title: 'Nothing viewed in the last 7 days' });
  });
});

it('writes slide counts in words', () => {
  expect(slideCountText(1)).toBe('1 slide');
  expect(slideCountText(0)).toBe('0 slides');
  expect(slideCountText(12)).toBe('12 slides');
});

it('filters and counts a thousand decks', () => {
  const many = Array.from({ length: 1000 }, (_, i) => deck({ id: `d${i}`, title: `Deck number ${i}`, updatedAt: i, lastViewed: NOW - i * HOUR }));
  expect(selectDecks(many, { filter: 'all', query: 'number 99', now: NOW }).map((d) => d.id)).toEqual(['d999', 'd998', 'd997', 'd996', 'd995', 'd994', 'd993', 'd992', 'd991', 'd990', 'd99']);
  expect(countByFilter(many, '', NOW).recent).toBe(169);
});
