/**
 * Which deck store shows the deck of /home?deck=<id>, and filling it from
 * Dexie. The app's deck store is used (loading the saved deck into it)
 * unless the app is streaming another deck into it: loading over that
 * stream would mix two decks, so the saved deck then goes into a viewer
 * store of the page's own. A deck streamed by a job in a private store
 * (a resume of another deck, the outbox) is followed through its saved row.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SavedPresentation } from '../../core/schemas/presentation';
import { presentationsRepository } from '../../data/presentations';
import { createDeckStore, type DeckStore } from '../../state/deck';
import type { GenerationState } from '../../state/generation';
import { useServices } from '../../state/services';

/** What useSavedDeck reads: undefined while loading, `{ row: undefined }` when there is none. */
export type SavedDeck = { row: SavedPresentation | undefined } | undefined;

/**
 * Reads the saved row of `deckId`, unless `frozen` and a row of that deck was
 * read already: then that answer is kept, without a read. While the app's own
 * stream writes the deck (every ~400 ms) /home shows the store, not the row,
 * and reading back a deck of 60 slides each time (structured clone and schema
 * check) was a long task and much of the garbage collected while it streams.
 */
export async function readSavedDeck(
  deckId: string | undefined,
  frozen: boolean,
  last: { deckId: string | undefined; value: SavedDeck },
  get: (id: string) => Promise<SavedPresentation | undefined> = (id) => presentationsRepository().get(id),
): Promise<{ row: SavedPresentation | undefined }> {
  if (frozen && last.deckId === deckId && last.value?.row !== undefined) return last.value;
  return { row: deckId === undefined ? undefined : await get(deckId) };
}

/**
 * The saved row, following every write (any tab): undefined while loading,
 * `{ row: undefined }` when there is none. `frozen` (the app's store streams
 * this deck) keeps the last row read; the next write after it is read again.
 */
export function useSavedDeck(deckId: string | undefined, frozen = false): SavedDeck {
  const last = useRef<{ deckId: string | undefined; value: SavedDeck }>({ deckId: undefined, value: undefined });
  const value = useLiveQuery(() => readSavedDeck(deckId, frozen, last.current), [deckId, frozen]);
  useEffect(() => {
    // Only a row of this deck is kept (right after a switch useLiveQuery still answers the previous deck's).
    if (value?.row !== undefined && value.row.id === deckId) last.current = { deckId, value };
  }, [deckId, value]);
  return value;
}

const streaming = (generation: GenerationState): boolean => generation.status === 'streaming-outline' || generation.status === 'streaming-content';

function follow(store: DeckStore, row: SavedPresentation): void {
  store.state.title = row.title;
  store.commit(row.slides);
}

function open(store: DeckStore, row: SavedPresentation): void {
  store.load({ deckId: row.id, title: row.title, slides: row.slides, settings: row.settings });
}

export interface DeckOnScreenInput {
  deckId: string | undefined;
  row: SavedPresentation | undefined;
  /** A job runs for the deck. */
  live: boolean;
  /** That job streams into the app's deck store itself. */
  appLive: boolean;
}

/** The store holding the deck (null until one does). */
export function useDeckOnScreen({ deckId, row, live, appLive }: DeckOnScreenInput): DeckStore | null {
  const { deck: appDeck, generation } = useServices();
  const [viewer] = useState(createDeckStore);
  const openId = useSnapshot(appDeck.state).deckId;
  const viewerId = useSnapshot(viewer.state).deckId;
  const busy = useSnapshot(generation.state).status.startsWith('streaming');

  useEffect(() => {
    if (deckId === undefined || row === undefined || appLive) return;
    if (appDeck.state.deckId === deckId) {
      if (live) follow(appDeck, row);
      return;
    }
    if (!streaming(generation.state)) {
      open(appDeck, row);
      void presentationsRepository().markViewed(deckId).catch(() => undefined);
      return;
    }
    if (viewer.state.deckId !== deckId) open(viewer, row);
    else if (live) follow(viewer, row);
  }, [appDeck, generation, deckId, row, live, appLive, busy, viewer]);

  if (deckId === undefined || openId === deckId) return appDeck;
  return viewerId === deckId ? viewer : null;
}
