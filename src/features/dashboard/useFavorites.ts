/**
 * The star, optimistic: it flips on the click, before the write commits and
 * the deck list is read again (with a thousand decks, a read of the whole
 * list). A flip the database does not confirm is undone with a message.
 */
import { useCallback, useMemo, useState } from 'react';
import type { DashboardDeck } from '../../core/deck/dashboard';
import { SAVE_PRESENTATION_FAILED } from '../../core/errors';
import { presentationsRepository } from '../../data/presentations';
import { showToast } from '../../state/toast';

type Pending = ReadonlyMap<string, boolean>;

/** `decks` with the stars the user set and the database has not shown yet. */
export function withPendingStars(decks: readonly DashboardDeck[] | undefined, pending: Pending): readonly DashboardDeck[] | undefined {
  if (!decks || pending.size === 0) return decks;
  return decks.map((deck) => {
    const favorite = pending.get(deck.id);
    return favorite === undefined || favorite === deck.favorite ? deck : { ...deck, favorite };
  });
}

/** The pending stars the database does not show yet (a deck missing from `decks` stays pending). */
export function stillPending(pending: Pending, decks: readonly DashboardDeck[]): Pending {
  const byId = new Map(decks.map((deck) => [deck.id, deck.favorite]));
  const left = new Map([...pending].filter(([id, favorite]) => byId.get(id) !== favorite));
  return left.size === pending.size ? pending : left;
}

export function useOptimisticFavorites(decks: readonly DashboardDeck[] | undefined) {
  const [pending, setPending] = useState<Pending>(() => new Map());
  const [seen, setSeen] = useState(decks);
  // New rows from the database: a star they already show is no longer pending.
  if (decks !== seen) {
    setSeen(decks);
    if (decks && pending.size > 0) setPending(stillPending(pending, decks));
  }
  const shown = useMemo(() => withPendingStars(decks, pending), [decks, pending]);

  /** `favorite` is the state the user asked for (the card knows the one it shows). */
  const setFavorite = useCallback((id: string, favorite: boolean) => {
    setPending((map) => new Map(map).set(id, favorite));
    presentationsRepository()
      .toggleFavorite(id)
      .catch((error: unknown) => {
        setPending((map) => {
          const next = new Map(map);
          next.delete(id);
          return next;
        });
        showToast('error', error instanceof Error ? error.message : SAVE_PRESENTATION_FAILED);
      });
  }, []);
  return { decks: shown, setFavorite };
}
