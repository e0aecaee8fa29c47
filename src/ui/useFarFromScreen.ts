/**
 * Whether an element is far from the screen: more than a screen's height
 * above or below it. One IntersectionObserver serves every element. Until
 * the observer has said, an element is not far (so nothing is skipped on a
 * guess); without IntersectionObserver nothing ever is.
 */
import { useEffect, useState, type RefObject } from 'react';

const listeners = new Map<Element, (far: boolean) => void>();
let observer: IntersectionObserver | undefined;

function observe(element: Element, listener: (far: boolean) => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(!entry.isIntersecting);
    },
    { rootMargin: '100% 0px' },
  );
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

export function useFarFromScreen(ref: RefObject<Element | null>): boolean {
  const [far, setFar] = useState(false);
  useEffect(() => {
    const element = ref.current;
    return element === null ? undefined : observe(element, setFar);
  }, [ref]);
  return far;
}
