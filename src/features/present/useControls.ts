/**
 * When the controls of presentation mode show: on
 * mouse movement, hidden when the mouse leaves and 3 s after it last
 * moved, and always while a control has keyboard focus (a keyboard user
 * sees where they are).
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/** Controls hide 3 s after the mouse last moved. */
export const CONTROLS_HIDE_MS = 3_000;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: any focus counts.
    return true;
  }
}

export function useControlsVisibility(hideMs = CONTROLS_HIDE_MS) {
  const [moving, setMoving] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => clear, []);

  const onMouseMove = useCallback(() => {
    setMoving(true);
    clear();
    timer.current = setTimeout(() => setMoving(false), hideMs);
  }, [hideMs]);
  const onMouseLeave = useCallback(() => {
    clear();
    setMoving(false);
  }, []);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => setKeyboardFocus(isKeyboardFocus(event.target)), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Focus moving to another control keeps them shown; the next onFocus decides.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
  }, []);

  return { visible: moving || keyboardFocus, pointer: { onMouseMove, onMouseLeave }, focus: { onFocus, onBlur } };
}
