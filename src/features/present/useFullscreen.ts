/**
 * Fullscreen of the presentation overlay: requested on
 * entry, toggled with F, left on exit. A refused request is logged and the
 * overlay stays as it is. Leaving fullscreen another way than the toggle
 * (Escape, which the browser keeps for itself while fullscreen, or the
 * browser's own UI) ends the presentation, as Escape does.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { enterFullscreen, leaveFullscreen } from '../../ui/fullscreen';
import { onFullscreenChange, type FullscreenWatch } from './fullscreen-exit';

const EXPECTED_EXIT_MS = 1_000;

const request = (element: HTMLElement | null) => enterFullscreen(element, 'the presentation');

export function useFullscreen(ref: RefObject<HTMLElement | null>, onLeftByUser: () => void) {
  const [fullscreen, setFullscreen] = useState(false);
  const watch = useRef<FullscreenWatch>({ was: false, expected: false });
  const onLeft = useRef(onLeftByUser);
  useEffect(() => {
    onLeft.current = onLeftByUser;
  });

  useEffect(() => {
    watch.current = { was: false, expected: false };
    const onChange = () => {
      const now = document.fullscreenElement !== null && document.fullscreenElement === ref.current;
      setFullscreen(now);
      const next = onFullscreenChange(watch.current, now);
      watch.current = next.watch;
      if (next.leftByUser) onLeft.current();
    };
    document.addEventListener('fullscreenchange', onChange);
    request(ref.current);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      leaveFullscreen();
    };
  }, [ref]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      watch.current = { ...watch.current, expected: true };
      leaveFullscreen();
    } else {
      request(ref.current);
    }
  }, [ref]);

  /** The next few moments' fullscreen exit is not the user's (opening a pop-up makes the browser leave fullscreen). */
  const expectExit = useCallback(() => {
    watch.current = { ...watch.current, expected: true };
    setTimeout(() => {
      watch.current = { ...watch.current, expected: false };
    }, EXPECTED_EXIT_MS);
  }, []);

  return { fullscreen, toggle, expectExit };
}
