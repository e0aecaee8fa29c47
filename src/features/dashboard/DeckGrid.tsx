/**
 * The deck cards in their own scroll container, windowed by row (virtual.ts):
 * a thousand decks put a few dozen cards in the DOM. Rows just outside the
 * viewport are rendered too, so Tab always has a next card to move to, and
 * the browser's scroll-into-view on focus moves the window along with it.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { DashboardDeck } from '../../core/deck/dashboard';
import type { CardActionId } from './card-actions';
import { DeckCard } from './DeckCard';
import { rememberScrollerSize, rememberedScrollerSize } from './scroller-size';
import { CARD_GAP, rowLayout, visibleWindow, type DeckView } from './virtual';

export interface DeckGridProps {
  decks: readonly DashboardDeck[];
  view: DeckView;
  now: number;
  /** Changes when the tab or the search changes: the list goes back to its top. */
  resetKey: string;
  onOpen: (id: string) => void;
  onToggleFavorite: (id: string, favorite: boolean) => void;
  /** The card whose title is being edited, if any. */
  renamingId: string | null;
  mac: boolean;
  onAction: (id: string, action: CardActionId) => void;
  onRenameEnd: (id: string, title: string | undefined) => void;
}

interface Viewport {
  width: number;
  height: number;
  scrollTop: number;
  measured: boolean;
}

/** Room around the cards inside the scroller, so a focused card's ring is not clipped. */
const EDGE = 4;

/** The first render's guess: the size remembered for this window, else nothing until measured. */
function firstViewport(): Viewport {
  const size = rememberedScrollerSize(window.innerWidth, window.innerHeight);
  return size ? { ...size, scrollTop: 0, measured: true } : { width: 0, height: 0, scrollTop: 0, measured: false };
}

/** Size and scroll position of the scroller, kept current (one state update per frame at most). */
function useViewport(ref: RefObject<HTMLDivElement | null>): Viewport {
  const [viewport, setViewport] = useState<Viewport>(firstViewport);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const next = { width: el.clientWidth - 2 * EDGE, height: el.clientHeight, scrollTop: el.scrollTop, measured: true };
      rememberScrollerSize({ windowWidth: window.innerWidth, windowHeight: window.innerHeight, width: next.width, height: next.height });
      setViewport((prev) => (prev.measured && prev.width === next.width && prev.height === next.height && prev.scrollTop === next.scrollTop ? prev : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    // Measured before the first paint, so the first frame already holds the right rows.
    read();
    const observer = new ResizeObserver(schedule);
    observer.observe(el);
    el.addEventListener('scroll', schedule, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return viewport;
}

export function DeckGrid({ decks, view, now, resetKey, onOpen, onToggleFavorite, renamingId, mac, onAction, onRenameEnd }: DeckGridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const viewport = useViewport(scrollerRef);
  const { columns, rowHeight } = rowLayout(view, viewport.width);
  const win = visibleWindow({ itemCount: decks.length, columns, rowHeight, scrollTop: Math.max(0, viewport.scrollTop - EDGE), viewportHeight: viewport.height });

  // A new tab or search starts at the top of its list. Not on mount: writing
  // scrollTop forces a layout, and a new scroller is at the top anyway.
  const lastReset = useRef(resetKey);
  useLayoutEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
  }, [resetKey]);

  // Switching grid/list (or a resize that changes the columns) keeps the first visible card in view.
  // Only that case touches the DOM: reading scrollTop on every render would force a layout each time.
  const anchor = useRef({ columns, rowHeight, firstIndex: 0 });
  useLayoutEffect(() => {
    const prev = anchor.current;
    let top = viewport.scrollTop;
    if (prev.columns !== columns || prev.rowHeight !== rowHeight) {
      top = Math.floor(prev.firstIndex / columns) * rowHeight;
      if (top !== viewport.scrollTop && scrollerRef.current) scrollerRef.current.scrollTop = top;
    }
    anchor.current = { columns, rowHeight, firstIndex: Math.floor(top / rowHeight) * columns };
  }, [columns, rowHeight, viewport.scrollTop]);

  // Nothing before the first measurement: cards laid out at a guessed width would be laid out twice.
  const items = viewport.measured ? decks.slice(win.start, win.end) : [];
  return (
    <div
      ref={scrollerRef}
      data-testid="deck-scroller"
      className="min-h-0 flex-1 overflow-y-auto"
      style={{ padding: EDGE }}
    >
      <div className="relative" style={{ height: win.totalHeight }}>
        <ul
          aria-label="Presentations"
          className="absolute inset-x-0 m-0 grid list-none p-0"
          style={{
            top: win.offsetTop,
            gap: CARD_GAP,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: rowHeight - CARD_GAP,
          }}
        >
          {items.map((deck, i) => (
            <li key={deck.id} aria-posinset={win.start + i + 1} aria-setsize={decks.length} className="min-w-0">
              <DeckCard
                deck={deck}
                view={view}
                now={now}
                onOpen={onOpen}
                onToggleFavorite={onToggleFavorite}
                renaming={renamingId === deck.id}
                mac={mac}
                onAction={onAction}
                onRenameEnd={onRenameEnd}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
