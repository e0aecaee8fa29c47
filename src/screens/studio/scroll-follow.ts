/**
 * The slide in view while the user scrolls the studio: the toolbar's
 * 'x of y slides', the navigator and the Layouts panel follow it, because it
 * becomes the deck's current slide. Moves made elsewhere (the arrows, the
 * navigator, auto-advance) scroll their slide into view themselves: the
 * scrolling they cause is not followed, and a slide made current by
 * scrolling is not scrolled to again.
 */
import { subscribe } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { studioState } from '../../state/studio';

/** A card's vertical extent on screen (px, viewport coordinates). */
export interface CardBox {
  index: number;
  top: number;
  bottom: number;
}

/**
 * Which slide is in view: the current one while at least half of it (or, for
 * a card taller than the view, half the view) is still shown, so a slide is
 * not left for a neighbour that merely peeks in; otherwise the card showing
 * the most. Null when none is on screen. A slide the user just picked
 * (`picked`) stays current while any of it is shown: the app's scroll to it
 * may have been cut short, and only the user's own scrolling leaves it.
 */
export function slideInView(cards: readonly CardBox[], viewTop: number, viewBottom: number, current: number, picked = false): number | null {
  const shown = (c: CardBox) => Math.max(0, Math.min(c.bottom, viewBottom) - Math.max(c.top, viewTop));
  const mine = cards.find((c) => c.index === current);
  const enough = picked ? 0 : Math.min((mine?.bottom ?? 0) - (mine?.top ?? 0), viewBottom - viewTop) / 2;
  if (mine && shown(mine) > 0 && shown(mine) >= enough) return current;
  let best: CardBox | null = null;
  for (const card of cards) if (shown(card) > 0 && (best === null || shown(card) > shown(best))) best = card;
  return best?.index ?? null;
}

/** The attribute carrying a card's slide index on the list's items. */
export const SLIDE_INDEX_ATTR = 'data-slide-index';

/** The cards on screen, read from the list's items in order (a binary search to the first, then down). */
function cardsOnScreen(list: HTMLElement, viewBottom: number): CardBox[] {
  const items = list.querySelectorAll<HTMLElement>(`:scope > [${SLIDE_INDEX_ATTR}]`);
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.getBoundingClientRect().bottom <= 0) lo = mid + 1;
    else hi = mid;
  }
  const cards: CardBox[] = [];
  for (let i = lo; i < items.length; i += 1) {
    const item = items[i]!;
    const rect = item.getBoundingClientRect();
    if (rect.top >= viewBottom) break;
    cards.push({ index: Number(item.getAttribute(SLIDE_INDEX_ATTR)), top: rect.top, bottom: rect.bottom });
  }
  return cards;
}

/** The index each store was last moved to by scrolling (its card must not scroll to itself). */
const followed = new WeakMap<DeckStore, number>();

/** Whether `store`'s current slide `index` was chosen by the user's scrolling. */
export function cameFromScrolling(store: DeckStore, index: number): boolean {
  return followed.get(store) === index;
}

/** What holds each store's following while the app scrolls a card into view. */
const holders = new WeakMap<DeckStore, () => void>();

/** The app is about to scroll `store`'s current card into view: that scroll is not followed. */
export function scrollingToCurrent(store: DeckStore): void {
  holders.get(store)?.();
}

/** A move made elsewhere is not followed until its card has had a frame to start scrolling into view. */
const NO_SCROLL_MS = 400;
/** Without the scrollend event: scrolling quiet for this long has ended. */
const QUIET_MS = 200;
/** With it: a scroll never lasts longer than this (a lost scrollend must not stop the following for good). */
const LONGEST_SCROLL_MS = 3_000;

/**
 * Follows the window's scrolling over `list` (its items carry
 * SLIDE_INDEX_ATTR) and makes the slide in view current. Returns the
 * cleanup.
 */
export function followScroll(store: DeckStore, list: HTMLElement): () => void {
  const scrollEnd = 'onscrollend' in window;
  let frame = 0;
  // A move made elsewhere scrolls its card into view: that scroll is not the user's, until it has ended.
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    held = false;
    clearTimeout(timer);
  };
  const hold = (ms: number) => {
    held = true;
    clearTimeout(timer);
    timer = setTimeout(release, ms);
  };
  let seen = store.state.currentIndex;
  // The current slide was chosen elsewhere, and no scrolling has been followed since.
  let picked = false;
  const unsubscribe = subscribe(store.state, () => {
    const index = store.state.currentIndex;
    if (index === seen) return;
    seen = index;
    if (followed.get(store) !== index) {
      followed.delete(store);
      picked = true;
      hold(NO_SCROLL_MS);
    }
  });
  const follow = () => {
    frame = 0;
    // Presenting, the slides scroll behind the overlay to the slide presented: nobody is looking at them.
    if (held || studioState.presentationMode) return;
    const index = slideInView(cardsOnScreen(list, window.innerHeight), 0, window.innerHeight, store.state.currentIndex, picked);
    picked = false;
    if (index === null || index === store.state.currentIndex) return;
    followed.set(store, index);
    seen = index;
    store.goTo(index);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(follow);
  };
  // Once the app's scroll has ended the slide in view is looked at again: the user may have scrolled meanwhile
  // (after the app's own scroll its card is in view, and stays current).
  const settled = () => {
    release();
    schedule();
  };
  const onScroll = () => {
    if (!held) schedule();
    else if (scrollEnd) hold(LONGEST_SCROLL_MS);
    else {
      held = true;
      clearTimeout(timer);
      timer = setTimeout(settled, QUIET_MS);
    }
  };
  const onScrollEnd = () => {
    if (held) settled();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('scrollend', onScrollEnd);
  holders.set(store, () => hold(scrollEnd ? LONGEST_SCROLL_MS : QUIET_MS));
  return () => {
    holders.delete(store);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('scrollend', onScrollEnd);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    unsubscribe();
  };
}
