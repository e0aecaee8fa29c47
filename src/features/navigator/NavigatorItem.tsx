/**
 * One slide in the navigator: a cheap text thumbnail in the deck's theme
 * colours (filmstrip) or a numbered title (list), never a full slide render,
 * so a 100-slide deck stays light. Memoized, and it snapshots only its own
 * slide, so typing in one slide re-renders one item (a valtio snapshot of
 * the whole deck would re-render every item on each keystroke).
 * The button is the drag source and drop target, and takes Alt+Arrow keys
 * to move its slide.
 */
import { memo, useEffect, useRef, type DragEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { countRender } from '../../ui/render-probe';
import type { NavigatorView } from '../../state/studio';
import type { DeckStore } from '../../state/deck';
import { navigatorTitle, thumbnailPoints } from './thumbnail';

/** The theme colours a thumbnail is drawn with. */
export interface ThumbLook {
  background: string;
  title: string;
  body: string;
}

/** What items call back into the navigator (one stable object for every item). */
export interface ItemHandlers {
  go(index: number): void;
  /** Alt+ArrowUp/Down: move the slide by `delta` and keep focus on it. */
  step(index: number, delta: -1 | 1): void;
  /** Plain ArrowUp/Down: focus the neighbouring item. */
  focus(index: number): void;
  dragStart(index: number, event: DragEvent): void;
  dragOver(index: number, event: DragEvent): void;
  drop(index: number, event: DragEvent): void;
  dragEnd(): void;
}

export interface NavigatorItemProps {
  store: DeckStore;
  index: number;
  current: boolean;
  view: NavigatorView;
  look: ThumbLook;
  /** The slide may be dragged and moved (not the title slide, not while read-only). */
  movable: boolean;
  /** A dragged slide would land here. */
  dropTarget: boolean;
  handlers: ItemHandlers;
}

/**
 * Scrolls the navigator's own list so `item` shows, leaving the page where
 * it is (scrollIntoView would scroll the window too, against the slide
 * cards' own scrolling to the current slide).
 */
function revealInList(item: HTMLElement): void {
  const list = item.closest('ol');
  if (!list) return;
  const top = item.offsetTop - list.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top - 8;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight + 8;
}

function onKey(e: KeyboardEvent, index: number, handlers: ItemHandlers, movable: boolean): void {
  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
  const delta = e.key === 'ArrowUp' ? -1 : 1;
  e.preventDefault();
  // Handled here: an app-wide Alt+Arrow binding must not move the slide a second time.
  e.stopPropagation();
  if (e.altKey && !e.ctrlKey && !e.metaKey) {
    if (movable) handlers.step(index, delta);
  } else if (!e.altKey) {
    handlers.focus(index + delta);
  }
}

/**
 * Items scrolled out of the panel skip style, layout and paint; they keep
 * their height (a thumbnail is h-24, a list row about 32 px), so scrolling
 * and revealing the current item measure right.
 */
const THUMB_VISIBILITY = { contentVisibility: 'auto', containIntrinsicSize: 'auto 96px' } as const;
const LIST_ITEM_VISIBILITY = { contentVisibility: 'auto', containIntrinsicSize: 'auto 32px' } as const;

export const NavigatorItem = memo(function NavigatorItem({ store, index, current, view, look, movable, dropTarget, handlers }: NavigatorItemProps) {
  const slide = useSnapshot(store.state).slides[index];
  countRender('navigator-item', index);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!current) return undefined;
    // After the frame is laid out, not in the middle of React's commit (reading offsets there forces a layout).
    const frame = requestAnimationFrame(() => ref.current && revealInList(ref.current));
    return () => cancelAnimationFrame(frame);
  }, [current]);
  if (slide === undefined) return null;

  const number = index + 1;
  const title = navigatorTitle(slide);
  const ring = current ? 'ring-2 ring-indigo-500' : dropTarget ? 'ring-2 ring-amber-500' : 'ring-1 ring-slate-200';
  const common = {
    ref,
    type: 'button' as const,
    'data-nav-index': index,
    'aria-current': current ? ('true' as const) : undefined,
    'aria-keyshortcuts': movable ? 'Alt+ArrowUp Alt+ArrowDown' : undefined,
    draggable: movable,
    onClick: () => handlers.go(index),
    onKeyDown: (e: KeyboardEvent) => onKey(e, index, handlers, movable),
    onDragStart: (e: DragEvent) => handlers.dragStart(index, e),
    onDragOver: (e: DragEvent) => handlers.dragOver(index, e),
    onDrop: (e: DragEvent) => handlers.drop(index, e),
    onDragEnd: () => handlers.dragEnd(),
  };

  if (view === 'list') {
    return (
      <li style={LIST_ITEM_VISIBILITY}>
        <button {...common} className={`flex w-full items-baseline gap-2 rounded-md px-2 py-1.5 text-left text-sm ${current ? 'bg-indigo-50 font-semibold text-indigo-900' : 'text-slate-700 hover:bg-slate-100'} ${dropTarget ? 'ring-2 ring-amber-500' : ''}`}>
          <span className="w-6 shrink-0 text-right tabular-nums text-slate-500">
            <span className="sr-only">Slide </span>
            {number}.
          </span>
          <span className="min-w-0 truncate" data-nav-title="">
            {title}
          </span>
        </button>
      </li>
    );
  }

  const headings = (slide.topic?.subtopics ?? []).map((s) => s.heading);
  const points = slide.type === 'title' ? { shown: [], more: null } : thumbnailPoints(headings);
  return (
    <li style={THUMB_VISIBILITY}>
      <button {...common} className={`relative block h-24 w-full overflow-hidden rounded-lg p-2 text-left ${ring}`} style={{ background: look.background }}>
        <span className="absolute right-1 top-1 rounded bg-black/50 px-1 text-[10px] font-semibold text-white">
          <span className="sr-only">Slide </span>
          {number}
        </span>
        <span className="block truncate pr-5 text-xs font-bold" style={{ color: look.title }} data-nav-title="">
          {title}
        </span>
        {slide.type === 'title' && slide.description && (
          <span className="mt-0.5 line-clamp-2 block text-[10px] leading-tight" style={{ color: look.body }}>
            {slide.description}
          </span>
        )}
        {points.shown.map((point, i) => (
          <span key={i} className="mt-0.5 block truncate text-[10px] leading-tight" style={{ color: look.body }}>
            • {point}
          </span>
        ))}
        {points.more && (
          <span className="mt-0.5 block text-[10px] font-medium leading-tight" style={{ color: look.body }}>
            {points.more}
          </span>
        )}
      </button>
    </li>
  );
});
