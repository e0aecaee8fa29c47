/**
 * The decks whose slides hold a search's words, from the search index in
 * IndexedDB (data/search-index.ts), live: a deck saved or deleted in any tab
 * changes the answer. Only the index is read, never the decks themselves.
 */
import { useEffect, useState } from 'react';
import { isEmptySearch, searchTerms } from '../../core/search/text';
import { getDb } from '../../data/db';
import { watch } from '../../data/live';
import { repairSearchIndex, searchDeckIds } from '../../data/search-index';
import { whenIdle } from '../../ui/useWhenIdle';

interface Hits {
  query: string;
  ids: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The hits for `query`, or undefined while the index has not answered this
 * query yet (the cards then match on title and description alone). A query
 * with no word has no hits and needs no read.
 */
export function useSearchHits(query: string): ReadonlySet<string> | undefined {
  const [hits, setHits] = useState<Hits>();
  const empty = isEmptySearch(searchTerms(query));
  useEffect(() => {
    if (empty) return undefined;
    return watch(
      () => searchDeckIds(getDb(), query),
      (ids) => setHits({ query, ids }),
      (error) => {
        // A broken index costs the slide-text matches, not the search: titles still match.
        console.error('The search index could not be read', error);
        setHits({ query, ids: NONE });
      },
    );
  }, [query, empty]);
  if (empty) return NONE;
  return hits?.query === query ? hits.ids : undefined;
}

/**
 * Brings the search index up to date once the dashboard is idle: decks
 * written without it (by a tool or a test straight into the table) or under
 * older word rules get their rows. The check reads keys only; decks are read
 * only when they need a row, a few dozen per transaction.
 */
export function useSearchIndexRepair(): void {
  useEffect(
    () =>
      whenIdle(() => {
        repairSearchIndex(getDb()).catch((error: unknown) => console.error('The search index could not be brought up to date', error));
      }, 2_000),
    [],
  );
}
