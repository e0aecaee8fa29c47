/**
 * The dashboard's data: every saved deck as a card summary (live, from every
 * tab), the tab and search the user chose, and the cards they select.
 */
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { countByFilter, normalizeQuery, selectDecks, toDashboardDeck, type DashboardDeck, type DashboardFilter } from '../../core/deck/dashboard';
import { countRanked, rankDecks, selectRanked } from '../../core/search/select';
import { watch } from '../../data/live';
import { presentationsRepository, type PresentationSummary } from '../../data/presentations';
import { watchAllDecks } from './decks-source';
import { readFirstScreen, writeFirstScreen } from './first-screen-cache';
import { useSearchHits } from './useSearchHits';
import { cardsOnScreen } from './virtual';

/** The fewest decks the first screen reads, whatever the window. */
const MIN_FIRST_PAGE = 12;

export interface DashboardDecks {
  /** Newest first; undefined until the first screen is read. */
  decks: readonly DashboardDeck[] | undefined;
  /** False while `decks` is only the first screen: counts, other tabs and search wait for the rest. */
  complete: boolean;
}

const toCards = (list: readonly PresentationSummary[]) => list.map(toDashboardDeck);

/**
 * The newest `limit` decks, live. Read at once in a layout effect, before the
 * page's first paint: a live query runs its first read only in a task after
 * that paint. The live query then keeps the list current.
 */
function useFirstScreen(limit: number): readonly DashboardDeck[] | undefined {
  // The cards of the last visit paint at once; the read below replaces them a moment later.
  const [decks, setDecks] = useState<readonly DashboardDeck[] | undefined>(() => readFirstScreen(limit));
  useLayoutEffect(() => {
    let live = false;
    const read = async () => toCards(await presentationsRepository().listSummaries(limit));
    const keep = (next: readonly DashboardDeck[]) => {
      setDecks(next);
      writeFirstScreen(limit, next);
    };
    read().then(
      (first) => !live && keep(first),
      () => undefined, // the live query below reports failures
    );
    const stop = watch(read, (next) => {
      live = true;
      keep(next);
    });
    return () => {
      live = true;
      stop();
    };
  }, [limit]);
  return decks;
}

/** True from the task after the frame that follows `ready`: the first cards are on screen by then. */
function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

/** Every deck's summary, live, read off the main thread while `enabled`. */
function useAllDecks(enabled: boolean): readonly DashboardDeck[] | undefined {
  const [decks, setDecks] = useState<readonly DashboardDeck[]>();
  useEffect(() => (enabled ? watchAllDecks(setDecks) : undefined), [enabled]);
  return decks;
}

/**
 * Live card summaries of the saved decks, from every tab. The first screen
 * comes first (the newest decks through the updatedAt index, a few dozen
 * rows at most); the whole list is read in a worker once that screen is
 * painted, so neither the first cards nor the search box wait for it.
 */
export function useDashboardDecks(): DashboardDecks {
  const [firstPage] = useState(() => Math.max(MIN_FIRST_PAGE, cardsOnScreen(window.innerWidth, window.innerHeight)));
  const first = useFirstScreen(firstPage);
  const firstIsAll = first !== undefined && first.length < firstPage;
  const painted = usePaintedAfter(first !== undefined);
  const all = useAllDecks(painted && !firstIsAll);
  if (firstIsAll) return { decks: first, complete: true };
  if (all !== undefined) return { decks: all, complete: true };
  return { decks: first, complete: false };
}

/** How often 'N hours ago' and 'Recently viewed' are brought up to date while the page stays open. */
const CLOCK_TICK_MS = 60_000;

/** The time the page reads relative dates against; renders must not read the clock themselves. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface DeckQueryResult {
  /** The cards of the chosen tab for the search, in order; undefined while they cannot be known yet. */
  visible: readonly DashboardDeck[] | undefined;
  /** Per tab; undefined until every deck is read. */
  counts: Record<DashboardFilter, number> | undefined;
  /** How many decks are saved at all (for the empty state). */
  total: number;
  /** The search the list shows (it may trail the box by a frame while React catches up). */
  appliedQuery: string;
  /** False while the search index has not answered `appliedQuery`: decks found only by their slides may still come. */
  searchSettled: boolean;
}

/**
 * The cards for a tab and a search. The search is deferred rather than
 * debounced: the box answers every key at once, and the list follows in the
 * next idle frame, with no fixed delay to wait out. Before every deck is
 * read only 'All' and 'Created by you' without a search can show the newest
 * decks (their order is the first screen's); the rest waits.
 */
export function useDeckQuery({ decks, complete }: DashboardDecks, filter: DashboardFilter, query: string, now: number): DeckQueryResult {
  const appliedQuery = useDeferredValue(query);
  const partialOk = (filter === 'all' || filter === 'mine') && normalizeQuery(appliedQuery) === '';
  const usable = decks !== undefined && (complete || partialOk) ? decks : undefined;
  const searching = normalizeQuery(appliedQuery) !== '';
  const slideHits = useSearchHits(searching ? appliedQuery : '');
  // A search ranks every deck once; the tab's cards and the counts both read that ranking.
  const ranked = useMemo(() => (searching && decks && complete ? rankDecks(decks, appliedQuery, slideHits) : undefined), [searching, decks, complete, appliedQuery, slideHits]);
  const visible = useMemo(() => {
    if (!usable) return undefined;
    return ranked ? selectRanked(ranked, filter, now) : selectDecks(usable, { filter, query: appliedQuery, now });
  }, [usable, ranked, filter, appliedQuery, now]);
  const counts = useMemo(() => {
    if (!decks || !complete) return undefined;
    return ranked ? countRanked(ranked, now) : countByFilter(decks, appliedQuery, now);
  }, [decks, complete, ranked, appliedQuery, now]);
  return { visible, counts, total: decks?.length ?? 0, appliedQuery, searchSettled: !searching || slideHits !== undefined };
}
