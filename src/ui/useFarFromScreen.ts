/**
 * Whether an element is far from the screen: more than a screen's height
 * above or below it. Until the observer has said, an element is not far (so
 * nothing is skipped on a guess); without IntersectionObserver nothing ever is.
 */
import { useEffect, useState, type RefObject } from 'react';
import { watchNearScreen } from './near-screen';

export function useFarFromScreen(ref: RefObject<Element | null>): boolean {
  const [far, setFar] = useState(false);
  useEffect(() => {
    const element = ref.current;
    return element === null ? undefined : watchNearScreen(element, '100% 0px', (near) => setFar(!near));
  }, [ref]);
  return far;
}
