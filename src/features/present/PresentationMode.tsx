/**
 * The presentation-mode slot of the slides view: nothing while
 * `studioState.presentationMode` is off (the toolbar's Present button turns
 * it on), the overlay over the whole page while it is on. Leaving the page
 * ends presentation mode, so it does not reopen on the next visit.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { studioState } from '../../state/studio';
import { PresentationOverlay } from './PresentationOverlay';

export function PresentationMode({ store }: { store: DeckStore }) {
  const { presentationMode } = useSnapshot(studioState);
  useEffect(
    () => () => {
      studioState.presentationMode = false;
    },
    [],
  );
  if (!presentationMode) return null;
  // Outside #root: the overlay stays usable while the app behind it is inert.
  return createPortal(<PresentationOverlay store={store} />, document.body);
}
