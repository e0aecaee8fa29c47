/**
 * The dashboard's search index (table `searchIndex`, schema v5): one row per
 * saved deck with the deck's distinct folded words (core/search/text.ts)
 * under a multiEntry index, so a search over the slide text and notes of a
 * thousand decks is a few index range reads instead of reading every deck.
 *
 * The row also lists the deck's media references (the media cache keys of its
 * prompts and the http(s) picture addresses it shows), indexed too: deleting a
 * deck can then ask which of its cache entries another deck still uses
 * without reading every other deck.
 *
 * Kept current by the presentations repository, in the same transaction as
 * each write of a deck (save, updateSlides, delete). Rows written by the
 * upgrade carry the tokeniser version; `repairSearchIndex` indexes decks that
 * have no row or an older one (decks written by a test or a tool straight
 * into the table, or before a change of the word rules).
 */
import { searchTerms, isEmptySearch } from '../core/search/text';
import type { DecksmithDB, PresentationRow } from './db';
import { SEARCH_INDEX_VERSION, searchIndexRowOf } from './search-row';

/** Writes the index row of a deck; call inside the transaction that writes the deck (it must include `searchIndex`). */
export async function putSearchEntry(db: DecksmithDB, row: PresentationRow): Promise<void> {
  await db.searchIndex.put(searchIndexRowOf(row));
}

/** Removes the index rows of deleted decks; call inside the transaction that deletes them. */
export async function removeSearchEntries(db: DecksmithDB, deckIds: readonly string[]): Promise<void> {
  if (deckIds.length > 0) await db.searchIndex.bulkDelete([...deckIds]);
}

/**
 * The ids of the decks whose words hold every term of `query` (whole words,
 * the last one typed as a prefix); empty for a query with no word. Reads
 * only the index: each term is one range of the `words` index, and the
 * ranges are intersected. Run inside a live query, it follows every write.
 */
export async function searchDeckIds(db: DecksmithDB, query: string): Promise<Set<string>> {
  const terms = searchTerms(query);
  if (isEmptySearch(terms)) return new Set();
  const reads = terms.whole.map((word) => db.searchIndex.where('words').equals(word).primaryKeys());
  if (terms.prefix !== undefined) reads.push(db.searchIndex.where('words').startsWith(terms.prefix).primaryKeys());
  const lists = await Promise.all(reads);
  // Smallest first: the intersection never grows past the rarest term.
  lists.sort((a, b) => a.length - b.length);
  let hits = new Set(lists[0] ?? []);
  for (const list of lists.slice(1)) {
    const next = new Set(list);
    hits = new Set([...hits].filter((id) => next.has(id)));
    if (hits.size === 0) break;
  }
  return hits;
}

/** The ids of the decks, other than `exceptId`, that use media reference `ref`. */
export async function otherDecksUsing(db: DecksmithDB, ref: string, exceptId: string): Promise<string[]> {
  const ids = await db.searchIndex.where('media').equals(ref).primaryKeys();
  return ids.filter((id) => id !== exceptId);
}

/**
 * How many decks {@link repairSearchIndex} indexes per transaction: short
 * transactions keep other writers waiting little, and reading and cutting
 * a few dozen decks stays a short task when this runs on the main thread.
 */
const REPAIR_BATCH = 25;

/**
 * Indexes every deck that has no index row, or one written by older word
 * rules; returns how many were (re)indexed. Safe to run at any time and in
 * any tab: each batch re-reads its decks in its own transaction. The check
 * reads keys only; decks are read only when they need indexing.
 */
export async function repairSearchIndex(db: DecksmithDB): Promise<number> {
  // Keys only: with every deck indexed (the usual case) nothing is deserialised but ids.
  const deckIds = (await db.presentations.toCollection().primaryKeys()) as string[];
  const indexed = (await db.searchIndex.toCollection().primaryKeys()) as string[];
  const current = new Set((await db.searchIndex.where('v').equals(SEARCH_INDEX_VERSION).primaryKeys()) as string[]);
  const missing = deckIds.filter((id) => !current.has(id));
  for (let i = 0; i < missing.length; i += REPAIR_BATCH) {
    const batch = missing.slice(i, i + REPAIR_BATCH);
    await db.transaction('rw', db.presentations, db.searchIndex, async () => {
      const rows = await db.presentations.bulkGet(batch);
      await db.searchIndex.bulkPut(rows.filter((r): r is PresentationRow => r !== undefined).map(searchIndexRowOf));
    });
  }
  // Rows of decks deleted by a writer that did not know the index.
  const decks = new Set(deckIds);
  const orphans = indexed.filter((id) => !decks.has(id));
  if (orphans.length > 0) await db.searchIndex.bulkDelete(orphans);
  return missing.length;
}
