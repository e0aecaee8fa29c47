/**
 * Fullscreen of one element, read back from the document (the user may
 * leave with Escape, which the page only hears as `fullscreenchange`). A
 * refused request is logged and the page stays as it was.
 */
import { useCallback, useEffect, useState } from 'react';
import { enterFullscreen, leaveFullscreen } from '../../ui/fullscreen';

export interface Fullscreen {
  active: boolean;
  toggle(): void;
}

/** Fullscreen of the element `target()` returns (looked up when asked, so it can be any element of the page). */
export function useFullscreen(target: () => Element | null): Fullscreen {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => {
      const element = document.fullscreenElement;
      setActive(element !== null && element === target());
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) leaveFullscreen();
    else enterFullscreen(target(), 'the slides');
  }, [target]);

  return { active, toggle };
}
