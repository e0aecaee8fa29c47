/**
 * The dashboard's search results: which cards a search shows, in which
 * order, and how many each tab would show. Title hits come first, then
 * description hits, then decks found only through their slides' text and
 * notes (the ids the search index returned); within a rank, the tab's order.
 */
import { compareForFilter, inFilter, normalizeQuery, type DashboardDeck, type DashboardFilter } from '../deck/dashboard';
import { rankMatch, searchTerms, type SearchRank } from './text';

export interface RankedDeck {
  deck: DashboardDeck;
  rank: SearchRank;
}

/**
 * Each deck that matches `query`, with its rank; the others are left out.
 * `slideHits`: the decks whose slides hold the terms (from the search
 * index); undefined while unknown, when only titles and descriptions match.
 */
export function rankDecks(decks: readonly DashboardDeck[], query: string, slideHits: ReadonlySet<string> | undefined): RankedDeck[] {
  const needle = normalizeQuery(query);
  const terms = searchTerms(query);
  const out: RankedDeck[] = [];
  for (const deck of decks) {
    const rank = rankMatch({ title: deck.searchTitle, description: deck.searchDescription }, needle, terms, slideHits?.has(deck.id) ?? false);
    if (rank !== undefined) out.push({ deck, rank });
  }
  return out;
}

/** The cards of a tab among the ranked results, best matches first, then in the tab's order (a new array). */
export function selectRanked(ranked: readonly RankedDeck[], filter: DashboardFilter, now: number): DashboardDeck[] {
  const compare = compareForFilter(filter);
  return ranked
    .filter(({ deck }) => inFilter(deck, filter, now))
    .sort((a, b) => a.rank - b.rank || compare(a.deck, b.deck))
    .map(({ deck }) => deck);
}

/** How many of the ranked results each tab would show. */
export function countRanked(ranked: readonly RankedDeck[], now: number): Record<DashboardFilter, number> {
  const counts: Record<DashboardFilter, number> = { all: 0, recent: 0, mine: 0, favorites: 0 };
  for (const { deck } of ranked) {
    counts.all += 1;
    counts.mine += 1;
    if (inFilter(deck, 'recent', now)) counts.recent += 1;
    if (deck.favorite) counts.favorites += 1;
  }
  return counts;
}
