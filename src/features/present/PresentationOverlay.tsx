/**
 * Presentation mode: a black full-screen overlay with
 * one slide at a time, the 'N of total' counter, the 'Auto-play' badge,
 * and controls revealed by the mouse or by keyboard focus. It is modal:
 * the app behind is inert, focus comes in on open and goes back to the
 * Present button on close. Slides are drawn read-only by the shared
 * renderer (no SlideEditContext here).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { NO_SLIDES_AVAILABLE } from '../../core/errors';
import type { DeckStore } from '../../state/deck';
import { studioState } from '../../state/studio';
import { useDeckFonts } from '../../ui/fonts';
import { slideLook } from '../../ui/slide/slide-look';
import type { PresentAction } from './keys';
import { PresentControls } from './PresentControls';
import { SlideStage } from './SlideStage';
import { AUTO_PLAY_BADGE, counterText } from './texts';
import { useAutoPlay } from './useAutoPlay';
import { useControlsVisibility } from './useControls';
import { useFullscreen } from './useFullscreen';
import { useOverlayFocus } from './useOverlayFocus';
import { usePresenterSync } from './usePresenterSync';
import { useNumberEntry } from './useNumberEntry';
import { usePresentKeys } from './usePresentKeys';

export const POPUP_BLOCKED = 'The presenter view could not open. Allow pop-ups for this site and try again.';

function openPresenterWindow(deckId: string): boolean {
  const url = `/presenter?deck=${encodeURIComponent(deckId)}`;
  return window.open(url, `decksmith-presenter-${deckId}`, 'popup,width=1200,height=760') !== null;
}

export function PresentationOverlay({ store }: { store: DeckStore }) {
  const ref = useRef<HTMLDivElement>(null);
  const snap = useSnapshot(store.state);
  const total = snap.slides.length;
  const index = snap.currentIndex;
  const deckId = snap.deckId;
  const [playing, setPlaying] = useState(false);
  // When this presentation began: the presenter window's timer counts from it.
  const [startedAt] = useState(() => Date.now());
  // Shown in the overlay: the app's toasts are behind it.
  const [notice, setNotice] = useState<string | null>(null);
  const close = useCallback(() => {
    studioState.presentationMode = false;
  }, []);

  useOverlayFocus(ref);
  const { fullscreen, toggle, expectExit } = useFullscreen(ref, close);
  useAutoPlay(store, playing, index, () => setPlaying(false));
  usePresenterSync(store, deckId, index, total, startedAt);
  const controls = useControlsVisibility();
  const { selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos, language } = snap.settings;
  const look = useMemo(
    () => slideLook({ selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos, language }),
    [selectedTheme, selectedTitleFont, selectedBodyFont, disablePhotos, language],
  );
  useDeckFonts({ selectedTitleFont, selectedBodyFont, selectedTheme });

  const edit = () => {
    const current = store.state.currentIndex;
    studioState.presentationMode = false;
    studioState.editSlide = current;
  };
  const openPresenter = () => {
    if (deckId === null) return;
    expectExit();
    setNotice(openPresenterWindow(deckId) ? null : POPUP_BLOCKED);
  };
  const number = useNumberEntry();
  const act = (action: PresentAction) => {
    if (action.type === 'digit') {
      const target = number.digit(action.digit, total);
      if (target !== null) store.goTo(target);
      return;
    }
    number.clear();
    if (action.type === 'previous') store.previous();
    else if (action.type === 'next') store.next();
    else if (action.type === 'first') store.goTo(0);
    else if (action.type === 'last') store.goTo(total - 1);
    else if (action.type === 'exit') close();
    else if (action.type === 'fullscreen') toggle();
    else if (action.type === 'autoplay') setPlaying((on) => total > 0 && !on);
  };
  usePresentKeys(act);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label="Presentation"
      tabIndex={-1}
      className={`fixed inset-0 z-[1000] overflow-hidden bg-black text-white outline-none ${controls.visible ? '' : 'cursor-none'}`}
      {...controls.pointer}
    >
      {total === 0 ? (
        <p className="absolute inset-0 m-0 flex items-center justify-center text-lg text-slate-200">{NO_SLIDES_AVAILABLE}</p>
      ) : (
        <SlideStage store={store} index={index} look={look} />
      )}
      <div className="absolute right-4 top-4 flex items-center gap-2 text-sm">
        {playing && <span className="rounded-full bg-indigo-700 px-3 py-1 font-semibold text-white">{AUTO_PLAY_BADGE}</span>}
        <span className="rounded-full bg-black/80 px-3 py-1 text-white" aria-live="polite" data-testid="present-counter">
          {counterText(index, total)}
        </span>
      </div>
      {notice && (
        <p role="alert" className="absolute left-1/2 top-4 m-0 -translate-x-1/2 rounded-lg bg-rose-800 px-3 py-2 text-sm text-white">
          {notice}
        </p>
      )}
      <PresentControls
        visible={controls.visible}
        focus={controls.focus}
        atFirst={index === 0}
        atLast={index >= total - 1}
        empty={total === 0}
        playing={playing}
        fullscreen={fullscreen}
        canPresent={deckId !== null}
        onPrevious={() => act({ type: 'previous' })}
        onNext={() => act({ type: 'next' })}
        onAutoPlay={() => act({ type: 'autoplay' })}
        onFullscreen={toggle}
        onEdit={edit}
        onPresenter={openPresenter}
        onExit={close}
      />
    </div>
  );
}
