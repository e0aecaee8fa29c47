/**
 * The row the search index keeps for one deck: its folded words and the media
 * it references. Pure, and a leaf of the data folder: the schema upgrade
 * (db.ts) builds these rows for decks saved before the index existed, and the
 * index's reads and writes (search-index.ts) build them on each save.
 */
import { deckWords, type SearchableDeck } from '../core/search/text';
import { shouldGenerateMedia } from '../core/media-rules';
import { mediaKey } from './media-key';

/** A deck row as stored (the `presentations` table's row); any other part may be unreadable. */
interface StoredDeck {
  id: string;
  [key: string]: unknown;
}

/** Bumped when the word rules change: `repairSearchIndex` rebuilds older rows. */
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
export function searchIndexRowOf(row: StoredDeck): SearchIndexRow {
  return { deckId: row.id, words: deckWords(row as SearchableDeck), media: deckMediaRefs(row as MediaDeck), v: SEARCH_INDEX_VERSION };
}
