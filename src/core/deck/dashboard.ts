/**
 * The dashboard's view of saved decks: the card
 * summary of a deck, the filter tabs, the search and the order. Pure, so the
 * rules are tested without a browser and the card list stays cheap to derive
 * for a thousand decks on every keystroke.
 */
import { isRecentlyViewed } from '../format';
import { foldText } from '../search/text';
import { DEFAULT_PRESENTATION_DESCRIPTION, DEFAULT_PRESENTATION_TITLE, type SavedPresentation } from '../schemas/presentation';

export type DashboardFilter = 'all' | 'recent' | 'mine' | 'favorites';

/** The tabs in order, with their labels. */
export const DASHBOARD_FILTERS: readonly { id: DashboardFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'recent', label: 'Recently viewed' },
  { id: 'mine', label: 'Created by you' },
  { id: 'favorites', label: 'Favorites' },
];

/** Every deck on the device belongs to the signed-in user. */
export const DECK_CREATOR_LABEL = 'You';

/** What a dashboard card shows of a deck; no slides, so a thousand of them stay small. */
export interface DashboardDeck {
  id: string;
  title: string;
  description: string;
  theme: string;
  titleFont: string;
  /** The first slide's title (the thumbnail's text), else the deck's title. */
  coverTitle: string;
  slideCount: number;
  createdAt: number;
  updatedAt: number;
  lastViewed: number;
  favorite: boolean;
  isComplete: boolean;
  /** Streamed before the user committed with Generate PPT: a draft to finish on /generate, not a finished deck. */
  uncommitted?: boolean;
  /** Folded once here (lower case, no diacritics: core/search/text.ts), so a keystroke does not fold a thousand strings. */
  searchTitle: string;
  searchDescription: string;
}

/**
 * The parts of a saved deck a card needs. The slides are summed up (count
 * and first title) so a list can be read without validating every slide.
 */
export type DashboardSource = Pick<
  SavedPresentation,
  'id' | 'title' | 'description' | 'theme' | 'createdAt' | 'updatedAt' | 'lastViewed' | 'favorite' | 'isComplete' | 'uncommitted'
> & {
  settings: Pick<SavedPresentation['settings'], 'selectedTitleFont'>;
  slideCount: number;
  firstSlideTitle: string;
};

/** The slide summary of {@link DashboardSource} for a deck that has its slides. */
export function summarizeSlides(slides: readonly Pick<SavedPresentation['slides'][number], 'title'>[]): Pick<DashboardSource, 'slideCount' | 'firstSlideTitle'> {
  return { slideCount: slides.length, firstSlideTitle: slides[0]?.title ?? '' };
}

/**
 * The card summary of a saved deck. Blank titles and descriptions get the
 * defaults ('Untitled Presentation', 'No description available').
 */
export function toDashboardDeck(deck: DashboardSource): DashboardDeck {
  const title = deck.title.trim() === '' ? DEFAULT_PRESENTATION_TITLE : deck.title;
  const description = deck.description.trim() === '' ? DEFAULT_PRESENTATION_DESCRIPTION : deck.description;
  const firstTitle = deck.firstSlideTitle.trim();
  return {
    id: deck.id,
    title,
    description,
    theme: deck.theme,
    titleFont: deck.settings.selectedTitleFont,
    coverTitle: firstTitle === '' ? title : firstTitle,
    slideCount: deck.slideCount,
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
    lastViewed: deck.lastViewed,
    favorite: deck.favorite,
    isComplete: deck.isComplete,
    uncommitted: deck.uncommitted === true,
    searchTitle: foldText(title),
    searchDescription: foldText(description),
  };
}

/** The search as matched: trimmed and folded like the titles; '' means no search. */
export function normalizeQuery(query: string): string {
  return foldText(query.trim());
}

/** Whether the deck's title or description contains `needle` (already normalised); '' matches all. */
export function matchesQuery(deck: Pick<DashboardDeck, 'searchTitle' | 'searchDescription'>, needle: string): boolean {
  return needle === '' || deck.searchTitle.includes(needle) || deck.searchDescription.includes(needle);
}

/**
 * Whether the deck belongs in a tab seen at `now`: 'recent' is last viewed
 * within 7 days, 'favorites' is starred, 'all' and 'mine' hold every local deck.
 */
export function inFilter(deck: Pick<DashboardDeck, 'lastViewed' | 'favorite'>, filter: DashboardFilter, now: number): boolean {
  switch (filter) {
    case 'recent':
      return isRecentlyViewed(deck.lastViewed, now);
    case 'favorites':
      return deck.favorite;
    case 'all':
    case 'mine':
      return true;
  }
}

/**
 * The order of a tab: 'Recently viewed' by last view, newest first; the
 * others by last change, newest first. Ties go by id so the order is stable.
 */
export function compareForFilter(filter: DashboardFilter): (a: DashboardDeck, b: DashboardDeck) => number {
  const key = filter === 'recent' ? 'lastViewed' : 'updatedAt';
  return (a, b) => b[key] - a[key] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface DashboardQuery {
  filter: DashboardFilter;
  /** What the user typed; normalised here. */
  query: string;
  now: number;
}

/** The decks a tab shows for a search, in the tab's order (a new array). */
export function selectDecks(decks: readonly DashboardDeck[], { filter, query, now }: DashboardQuery): DashboardDeck[] {
  const needle = normalizeQuery(query);
  return decks.filter((deck) => matchesQuery(deck, needle) && inFilter(deck, filter, now)).sort(compareForFilter(filter));
}

/** How many decks each tab would show for the search: the numbers beside the tab labels. */
export function countByFilter(decks: readonly DashboardDeck[], query: string, now: number): Record<DashboardFilter, number> {
  const needle = normalizeQuery(query);
  const counts: Record<DashboardFilter, number> = { all: 0, recent: 0, mine: 0, favorites: 0 };
  for (const deck of decks) {
    if (!matchesQuery(deck, needle)) continue;
    counts.all += 1;
    counts.mine += 1;
    if (inFilter(deck, 'recent', now)) counts.recent += 1;
    if (deck.favorite) counts.favorites += 1;
  }
  return counts;
}

/** '1 slide', '12 slides'. */
export function slideCountText(count: number): string {
  return count === 1 ? '1 slide' : `${count} slides`;
}

export type DashboardEmptyState =
  | { kind: 'no-results'; title: 'No presentations found'; hint: 'Try adjusting your search terms' }
  | { kind: 'no-decks'; title: 'Create your first presentation to get started' }
  | { kind: 'empty-tab'; title: string; hint: string };

/**
 * What an empty list says: with a search active, 'No
 * presentations found'; with no deck at all, the invitation to create one;
 * a tab that is empty while decks exist says why in its own words.
 */
export function emptyStateFor(filter: DashboardFilter, query: string, totalDecks: number): DashboardEmptyState {
  if (normalizeQuery(query) !== '') return { kind: 'no-results', title: 'No presentations found', hint: 'Try adjusting your search terms' };
  if (totalDecks === 0) return { kind: 'no-decks', title: 'Create your first presentation to get started' };
  if (filter === 'favorites') {
    return { kind: 'empty-tab', title: 'No favorites yet', hint: 'Star a presentation to keep it here.' };
  }
  return { kind: 'empty-tab', title: 'Nothing viewed in the last 7 days', hint: 'Presentations you open show up here for a week.' };
}
