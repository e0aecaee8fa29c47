/**
 * The keys of presentation mode, taken before anything else on the page
 * (a window listener in the capture phase) so the editor's own shortcuts
 * do not also act on them while presenting.
 */
import { useEffect, useRef } from 'react';
import { isControlTarget, presentKeyAction, type PresentAction } from './keys';

export function usePresentKeys(onAction: (action: PresentAction) => void): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = presentKeyAction({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, onControl: isControlTarget(event.target) });
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      // Held keys repeat: moving is fine, toggles would flicker and a held digit would type a longer number.
      if (event.repeat && (action.type === 'fullscreen' || action.type === 'autoplay' || action.type === 'exit' || action.type === 'digit')) return;
      handler.current(action);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
