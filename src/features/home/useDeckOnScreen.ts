/**
 * Which deck store shows the deck of /home?deck=<id>, and filling it from
 * Dexie. The app's deck store is used (loading the saved deck into it)
 * unless the app is streaming another deck into it: loading over that
 * stream would mix two decks, so the saved deck then goes into a viewer
 * store of the page's own. A deck streamed by a job in a private store
 * (a resume of another deck, the outbox) is followed through its saved row.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SavedPresentation } from '../../core/schemas/presentation';
import { presentationsRepository } from '../../data/presentations';
import { createDeckStore, deck as appDeck, deckState, type DeckStore } from '../../state/deck';
import { generationState } from '../../state/generation';

/** The saved row: undefined while loading, `{ row: undefined }` when there is none. */
export function useSavedDeck(deckId: string | undefined): { row: SavedPresentation | undefined } | undefined {
  return useLiveQuery(async () => ({ row: deckId === undefined ? undefined : await presentationsRepository().get(deckId) }), [deckId]);
}

const appStreaming = (): boolean => generationState.status === 'streaming-outline' || generationState.status === 'streaming-content';

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
  const [viewer] = useState(createDeckStore);
  const openId = useSnapshot(deckState).deckId;
  const viewerId = useSnapshot(viewer.state).deckId;
  const busy = useSnapshot(generationState).status.startsWith('streaming');

  useEffect(() => {
    if (deckId === undefined || row === undefined || appLive) return;
    if (deckState.deckId === deckId) {
      if (live) follow(appDeck, row);
      return;
    }
    if (!appStreaming()) {
      open(appDeck, row);
      void presentationsRepository().markViewed(deckId).catch(() => undefined);
      return;
    }
    if (viewer.state.deckId !== deckId) open(viewer, row);
    else if (live) follow(viewer, row);
  }, [deckId, row, live, appLive, busy, viewer]);

  if (deckId === undefined || openId === deckId) return appDeck;
  return viewerId === deckId ? viewer : null;
}
