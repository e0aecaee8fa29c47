// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDoc } from '../../core/commands/test-fixtures';
import { createDeckStore } from '../../state/deck';
import { followScroll, SLIDE_INDEX_ATTR } from './scroll-follow';

const HEIGHT = 600;

/** A list of three 600 px cards whose tops sit at first, first + 624, ... (viewport coordinates). */
function cardList(first: () => number): HTMLElement {
  const list = document.createElement('div');
  for (let index = 0; index < 3; index += 1) {
    const item = document.createElement('div');
    item.setAttribute(SLIDE_INDEX_ATTR, String(index));
    item.getBoundingClientRect = () => {
      const top = first() + index * (HEIGHT + 24);
      return { top, bottom: top + HEIGHT, left: 0, right: 800, width: 800, height: HEIGHT, x: 0, y: top, toJSON: () => ({}) };
    };
    list.append(item);
  }
  document.body.append(list);
  return list;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('following the scroll of the studio', () => {
  it('keeps a slide picked elsewhere when the scroll to it is cut short, and follows the user after', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const doc = makeDoc(3);
    const store = createDeckStore();
    store.load({ deckId: 'd', title: doc.title, slides: doc.slides, settings: doc.settings });
    // The page at the top: slide 2 shows its first 120 px only.
    let first = 56;
    stop = followScroll(store, cardList(() => first));

    store.goTo(1);
    await Promise.resolve();
    // The app's scroll to slide 2 starts and is cut short (another scroll took over) where it began.
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scrollend'));
    // Frames run in order: once this one has, the follow scheduled before it has looked at the cards.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(store.state.currentIndex).toBe(1);

    // The user's own scroll, once the app's has ended, is followed by the usual rule.
    first = 40;
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(store.state.currentIndex).toBe(0), { timeout: 10_000, interval: 10 });
  });
});
