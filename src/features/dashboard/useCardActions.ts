/**
 * Rename, duplicate and delete from the dashboard's cards, each undoable
 * from its toast: the card state (which card is being renamed, which deck
 * waits for the delete question), the writes (data/deck-actions.ts), the
 * cards shown at once before the list is read again, and where the focus
 * goes after each.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { DashboardDeck } from '../../core/deck/dashboard';
import { DELETE_PRESENTATION_FAILED, SAVE_PRESENTATION_FAILED } from '../../core/errors';
import { getDb } from '../../data/db';
import { deleteDeck, duplicateDeck, renameDeck, restoreDeck } from '../../data/deck-actions';
import { StorageFullError } from '../../data/errors';
import { showToast } from '../../state/toast';
import type { CardActionId } from './card-actions';
import { applyOverrides, NO_OVERRIDES, settleOverrides, withHidden, withTitle, type CardOverrides } from './card-overrides';

/** How long a deleted deck's Undo stays offered. */
const UNDO_DELETE_MS = 10_000;

function failure(error: unknown, fallback: string): string {
  return error instanceof StorageFullError ? error.userMessage : fallback;
}

/** Focuses the title of the card of `id` once it is drawn (a few frames at most), else the search box. */
export function focusCard(id: string | undefined): void {
  let frames = 0;
  const attempt = () => {
    const link = id === undefined ? null : document.querySelector<HTMLElement>(`[data-deck-id="${CSS.escape(id)}"] h2 a`);
    if (link) return link.focus();
    if (++frames < 30) return void requestAnimationFrame(attempt);
    document.querySelector<HTMLElement>('input[type="search"]')?.focus();
  };
  requestAnimationFrame(attempt);
}

/** The card after `id` in `list`, else the one before: where the focus goes when `id` leaves. */
export function neighbourOf(list: readonly Pick<DashboardDeck, 'id'>[], id: string): string | undefined {
  const i = list.findIndex((d) => d.id === id);
  if (i < 0) return undefined;
  return list[i + 1]?.id ?? list[i - 1]?.id;
}

type SetOverrides = Dispatch<SetStateAction<CardOverrides>>;

/** Renames a deck, the card first; `undoable` offers Undo (which renames back, without an Undo of its own). */
async function renameCard(setOverrides: SetOverrides, id: string, title: string, previous: string, undoable: boolean): Promise<void> {
  setOverrides((o) => withTitle(o, id, title));
  try {
    if (!(await renameDeck(getDb(), id, title))) throw new Error(SAVE_PRESENTATION_FAILED);
    if (undoable) {
      showToast('success', `Renamed to "${title}"`, {
        action: { label: 'Undo', run: () => void renameCard(setOverrides, id, previous, title, false) },
      });
    }
  } catch (error) {
    setOverrides((o) => withTitle(o, id, previous));
    showToast('error', failure(error, SAVE_PRESENTATION_FAILED));
  }
}

export function useCardActions(source: readonly DashboardDeck[] | undefined) {
  const [overrides, setOverrides] = useState<CardOverrides>(NO_OVERRIDES);
  const [seen, setSeen] = useState(source);
  if (source !== seen) {
    setSeen(source);
    if (source) setOverrides((o) => settleOverrides(o, source));
  }
  const decks = useMemo(() => applyOverrides(source, overrides), [source, overrides]);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DashboardDeck | null>(null);
  // The handlers below stay the same functions (the cards are memoised); they read the list from here.
  const current = useRef(decks);
  useLayoutEffect(() => {
    current.current = decks;
  }, [decks]);

  const duplicate = useCallback(async (deck: DashboardDeck) => {
    try {
      const result = await duplicateDeck(getDb(), deck.id);
      if (result === undefined) throw new Error(SAVE_PRESENTATION_FAILED);
      if (!result.ok) {
        showToast(
          'error',
          result.reason === 'limit'
            ? `No copy made: this device keeps at most ${result.limit} presentations (Settings). Delete one or raise the limit first.`
            : SAVE_PRESENTATION_FAILED,
        );
        return;
      }
      const copy = result.presentation;
      showToast('success', `Made a copy: "${copy.title}"`, {
        action: {
          label: 'Undo',
          run: () =>
            void deleteDeck(getDb(), copy.id).catch((error: unknown) => showToast('error', failure(error, DELETE_PRESENTATION_FAILED))),
        },
      });
    } catch (error) {
      showToast('error', failure(error, SAVE_PRESENTATION_FAILED));
    }
  }, []);

  const remove = useCallback(async (deck: DashboardDeck, list: readonly DashboardDeck[]) => {
    const next = neighbourOf(list, deck.id);
    setOverrides((o) => withHidden(o, deck.id, true));
    try {
      const deleted = await deleteDeck(getDb(), deck.id);
      focusCard(next);
      if (!deleted) return;
      const undo = async () => {
        try {
          await restoreDeck(getDb(), deleted);
          setOverrides((o) => withHidden(o, deck.id, false));
          focusCard(deck.id);
        } catch (error) {
          showToast('error', failure(error, SAVE_PRESENTATION_FAILED));
        }
      };
      showToast('success', `Deleted "${deck.title}"`, { ms: UNDO_DELETE_MS, action: { label: 'Undo', run: () => void undo() } });
    } catch (error) {
      setOverrides((o) => withHidden(o, deck.id, false));
      showToast('error', failure(error, DELETE_PRESENTATION_FAILED));
    }
  }, []);

  /** A menu item or a shortcut on a card. */
  const onAction = useCallback((id: string, action: CardActionId) => {
    const deck = current.current?.find((d) => d.id === id);
    if (!deck) return;
    if (action === 'rename') setRenamingId(id);
    else if (action === 'duplicate') void duplicate(deck);
    else setPendingDelete(deck);
  }, [duplicate]);

  const onRenameEnd = useCallback((id: string, title: string | undefined) => {
    setRenamingId(null);
    const deck = current.current?.find((d) => d.id === id);
    if (title !== undefined && deck && title !== deck.title) void renameCard(setOverrides, id, title, deck.title, true);
  }, []);

  /** Yes to the delete question; `list` is the cards as shown, for where the focus goes next. */
  const confirmDelete = (list: readonly DashboardDeck[]) => {
    setPendingDelete(null);
    if (pendingDelete) void remove(pendingDelete, list);
  };
  const cancelDelete = () => setPendingDelete(null);

  return { decks, renamingId, pendingDelete, onAction, onRenameEnd, confirmDelete, cancelDelete };
}
