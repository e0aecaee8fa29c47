/**
 * Whether elements are near the screen, for work that only matters where the
 * user can see it (a font list's faces, a slide card's typing). One
 * IntersectionObserver per margin serves every element watched with it.
 */
type Listener = (near: boolean) => void;

const observers = new Map<string, { observer: IntersectionObserver; listeners: Map<Element, Listener> }>();

/**
 * Calls `listener` with whether `element` is within `margin` (a CSS
 * rootMargin, e.g. '200px 0px') of the screen, each time that changes, the
 * first time once the observer has looked. Without IntersectionObserver it
 * says near at once. Returns the stop.
 */
export function watchNearScreen(element: Element, margin: string, listener: Listener): () => void {
  if (typeof IntersectionObserver !== 'function') {
    listener(true);
    return () => undefined;
  }
  let entry = observers.get(margin);
  if (entry === undefined) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) listeners.get(change.target)?.(change.isIntersecting);
      },
      { rootMargin: margin },
    );
    entry = { observer, listeners };
    observers.set(margin, entry);
  }
  const { observer, listeners } = entry;
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer.unobserve(element);
  };
}

/** Calls `near` once, when `element` first comes within `margin` of the screen, then stops watching. Returns the cancel. */
export function whenNearScreen(element: Element, margin: string, near: () => void): () => void {
  let done = false;
  let stop = (): void => undefined;
  stop = watchNearScreen(element, margin, (isNear) => {
    if (!isNear || done) return;
    done = true;
    stop();
    near();
  });
  // Said near at once (no IntersectionObserver): stop now that there is a stop.
  if (done) stop();
  return () => {
    done = true;
    stop();
  };
}
