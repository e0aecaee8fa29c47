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
import { deckWords, searchTerms, isEmptySearch, type SearchableDeck } from '../core/search/text';
import { shouldGenerateMedia } from '../core/media-rules';
import type { DecksmithDB, PresentationRow } from './db';
import { mediaKey } from './media';

/** Bumped when the word rules change: older rows are rebuilt by {@link repairSearchIndex}. */
export const SEARCH_INDEX_VERSION = 1;

export interface SearchIndexRow {
  deckId: string;
  /** Distinct folded words of the deck (multiEntry index `*words`). */
  words: string[];
  /** `key:<media cache key>` and `url:<address>` references (multiEntry index `*media`). */
  media: string[];
  v: number;
}

/** Longest picture address kept as a reference; data: addresses are never kept (the slide holds the bytes). */
const MAX_REF_URL = 2_048;

interface MediaSource {
  image_prompt?: string;
  icon_prompt?: string;
  image_url?: string;
  visual_mode?: string;
}
interface MediaDeck {
  settings?: { selectedImageStyle?: string; disablePhotos?: boolean };
  slides?: readonly { topic?: MediaSource & { subtopics?: readonly MediaSource[] }; picture?: { url?: string }; backgroundImage?: string }[];
}

/**
 * The media cache entries and picture addresses a deck uses. Both an image
 * and an icon key are listed for each prompt whatever its mode: a deck whose
 * mode changed keeps both entries, and listing one too many only keeps an
 * entry a little longer.
 */
export function deckMediaRefs(deck: MediaDeck): string[] {
  const refs = new Set<string>();
  const style = deck.settings?.selectedImageStyle ?? '';
  const open = { disablePhotos: false };
  const url = (address: unknown) => {
    if (typeof address === 'string' && /^https?:\/\//i.test(address) && address.length <= MAX_REF_URL) refs.add(`url:${address}`);
  };
  const source = (m: MediaSource | undefined) => {
    if (!m) return;
    if (shouldGenerateMedia(m.image_prompt, open)) refs.add(`key:${mediaKey('image', m.image_prompt ?? '', style)}`);
    if (shouldGenerateMedia(m.icon_prompt, open)) refs.add(`key:${mediaKey('icon', m.icon_prompt ?? '', '')}`);
    url(m.image_url);
  };
  for (const slide of Array.isArray(deck.slides) ? deck.slides : []) {
    if (typeof slide !== 'object' || slide === null) continue;
    source(slide.topic);
    for (const sub of slide.topic?.subtopics ?? []) source(sub);
    url(slide.picture?.url);
    url(slide.backgroundImage);
  }
  return [...refs].sort();
}

/** The index row of a stored deck row (any shape: unreadable parts are skipped). */
export function searchIndexRowOf(row: PresentationRow): SearchIndexRow {
  return { deckId: row.id, words: deckWords(row as SearchableDeck), media: deckMediaRefs(row as MediaDeck), v: SEARCH_INDEX_VERSION };
}

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
