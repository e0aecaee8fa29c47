/**
 * The navigator items' callbacks as one stable object (so memoized items
 * do not re-render when the navigator does): jump to a slide, move it with
 * Alt+Arrow keys keeping focus on it, and HTML5 drag and drop. A drop on
 * an item puts the dragged slide at that item's position.
 */
import { useMemo, useRef, useState, type DragEvent, type RefObject } from 'react';
import type { DeckStore } from '../../state/deck';
import { useEditor } from '../../state/services';
import { moveSlide } from './deck-edit';
import type { ItemHandlers } from './NavigatorItem';

const DRAG_TYPE = 'application/x-decksmith-slide';

/** Focuses the item button at `index` of `list` (it exists: a move keeps the count). */
function focusItem(list: HTMLElement | null, index: number): void {
  list?.querySelector<HTMLElement>(`[data-nav-index="${index}"]`)?.focus();
}

export interface ItemHandlersResult {
  handlers: ItemHandlers;
  /** Index a dragged slide would land at, for the drop marker. */
  dropAt: number | null;
}

export function useItemHandlers(store: DeckStore, list: RefObject<HTMLElement | null>, canMove: boolean, announce: (text: string) => void): ItemHandlersResult {
  const editor = useEditor();
  const dragFrom = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  const handlers = useMemo<ItemHandlers>(() => {
    const moved = (from: number, to: number): number | null => {
      const at = moveSlide(editor, store, from, to);
      if (at !== null) announce(`Moved slide ${from + 1} to position ${at + 1}.`);
      return at;
    };
    const droppable = (index: number): boolean => {
      const from = dragFrom.current;
      const first = store.state.slides[0]?.type === 'title' ? 1 : 0;
      return canMove && from !== null && index >= first;
    };
    return {
      go: (index) => store.goTo(index),
      step(index, delta) {
        const at = moved(index, index + delta);
        if (at !== null) focusItem(list.current, at);
      },
      focus: (index) => focusItem(list.current, index),
      dragStart(index, e: DragEvent) {
        if (!canMove) return;
        dragFrom.current = index;
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData(DRAG_TYPE, String(index));
        e.dataTransfer.setData('text/plain', String(index + 1));
      },
      dragOver(index, e: DragEvent) {
        if (!droppable(index)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setDropAt(index);
      },
      drop(index, e: DragEvent) {
        const from = dragFrom.current;
        if (from === null || !droppable(index)) return;
        e.preventDefault();
        dragFrom.current = null;
        setDropAt(null);
        moved(from, index);
      },
      dragEnd() {
        dragFrom.current = null;
        setDropAt(null);
      },
    };
  }, [editor, store, list, canMove, announce]);

  return { handlers, dropAt };
}
