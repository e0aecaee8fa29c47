/**
 * The slides view of /home (seed 001 §2.7-2.13): toolbar, then the
 * navigator, the slide cards and the Smart layouts panel side by side, and
 * the modals and presentation mode over them. Each part reads the deck
 * store, edits through the editor (src/state/editor) and opens things
 * through the studio state (src/state/studio).
 */
import { memo } from 'react';
import { useSnapshot } from 'valtio';
import { NO_SLIDES_AVAILABLE } from '../../core/errors';
import type { DeckStore } from '../../state/deck';
import { SmartLayoutsPanel } from '../layouts-panel/SmartLayoutsPanel';
import { SlideNavigator } from '../navigator/SlideNavigator';
import { GeneratorSidebar } from '../sidebar/GeneratorSidebar';
import { ViewerControls } from '../viewer/ViewerControls';
import { DECK_ROW_ATTR, slidesAreaProps } from '../viewer/viewer-css';
import { studioState } from '../../state/studio';
import { PresentationMode } from '../present/PresentationMode';
import { PrintLayer } from '../print';
import { SlideEditing } from '../editor/SlideEditing';
import { PictureDialogs } from '../pictures';
import { editor } from '../../state/editor';
import { useIdleStages } from '../../ui/useWhenIdle';
import { SlideList } from './SlideList';
import { SlidesToolbar } from './Toolbar';

export interface SlidesViewProps {
  store: DeckStore;
  live: boolean;
  autoAdvance: boolean;
}

/** The panels around the slides, in the order they come: customise sidebar, navigator, then viewer controls and layouts. */
const PANEL_STAGES = 3;

/**
 * Memoised: /home re-renders as the deck's job and pictures change, and every
 * part of this view reads the deck store itself.
 */
export const SlidesView = memo(function SlidesView({ store, live, autoAdvance }: SlidesViewProps) {
  const snap = useSnapshot(store.state);
  const { zoom } = useSnapshot(studioState);
  const count = snap.slides.length;
  // The panels around the slides come once the first slides are on screen, one per idle moment: arriving on
  // /home (right after 'Generate PPT') is then a few short tasks, the first heading first. Their room is kept.
  const panels = useIdleStages(PANEL_STAGES, 500);
  return (
    <section aria-label="Presentation">
      <SlidesToolbar store={store} live={live} />
      <div {...{ [DECK_ROW_ATTR]: '' }} className="mt-6 flex items-start gap-4">
        {panels >= 1 ? <GeneratorSidebar store={store} live={live} /> : <div aria-hidden="true" className="hidden w-72 shrink-0 xl:block" />}
        {panels >= 2 ? <SlideNavigator store={store} live={live} /> : <div aria-hidden="true" className="hidden w-48 shrink-0 md:block" />}
        <div className="min-w-0 flex-1" {...slidesAreaProps(zoom)}>
          {count === 0 ? <p className="text-slate-600">{NO_SLIDES_AVAILABLE}</p> : <SlideList key={snap.deckId ?? ''} store={store} live={live} autoAdvance={autoAdvance} />}
        </div>
        {panels >= 3 && <ViewerControls />}
        {panels >= 3 && <SmartLayoutsPanel store={store} />}
      </div>
      <SlideEditing store={store} />
      {store === editor.store && <PictureDialogs />}
      <PresentationMode store={store} />
      <PrintLayer store={store} />
    </section>
  );
});
