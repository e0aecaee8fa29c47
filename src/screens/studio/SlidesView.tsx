/**
 * The slides view of /home: toolbar, then the
 * navigator, the slide cards, the column of the customise and Smart layouts
 * panels and the icon rail side by side, and the modals and presentation
 * mode over them. Each part reads the deck store, edits through the editor
 * (src/state/editor) and opens things through the studio state
 * (src/state/studio).
 *
 * The slide gets the room: the customise and layouts panels share one
 * column (stacked when both are open) instead of standing side by side, each
 * panel collapses to its icon, and below the `xl` width the column covers
 * the slides instead of squeezing them.
 */
import { memo, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { NO_SLIDES_AVAILABLE } from '../../core/errors';
import type { DeckStore } from '../../state/deck';
import { SmartLayoutsPanel } from '../../features/layouts-panel/SmartLayoutsPanel';
import { SlideNavigator } from '../../features/navigator/SlideNavigator';
import { GeneratorSidebar } from '../../features/sidebar/GeneratorSidebar';
import { ViewerControls } from '../../features/viewer/ViewerControls';
import { DECK_ROW_ATTR, slidesAreaProps } from '../../features/viewer/viewer-css';
import { studioState } from '../../state/studio';
import { PresentationMode } from '../../features/present/PresentationMode';
import { PrintLayer } from '../../features/print';
import { SlideEditing } from '../../features/editor/SlideEditing';
import { PICTURE_MENU, PictureDialogs } from '../../features/pictures';
import { askSlot } from '../../features/ask';
import { useEditor, useRewriter } from '../../state/services';
import { SlideAskContext } from '../../ui/slide/ask-context';
import { SlidePictureContext } from '../../ui/slide/picture-context';
import { useIdleStages } from '../../ui/useWhenIdle';
import { SlideList } from './SlideList';
import { SlidesToolbar } from './Toolbar';
import { useRememberedPanels } from './useRememberedPanels';

export interface SlidesViewProps {
  store: DeckStore;
  live: boolean;
  autoAdvance: boolean;
}

/** The panels around the slides, in the order they come: customise sidebar, navigator, then the icon rail and layouts. */
const PANEL_STAGES = 3;

/**
 * The column of the customise and layouts panels: beside the slides from the
 * `xl` width (the panels' own rule, PANELS_BESIDE_SLIDE), over them below it,
 * left of the icon rail that opens them.
 */
function PanelColumn({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <div className={`${open ? 'flex' : 'hidden'} fixed bottom-4 right-[4.5rem] top-52 z-40 w-80 max-w-[calc(100vw-7rem)] flex-col gap-3 [&>*]:shadow-xl xl:sticky xl:bottom-auto xl:right-auto xl:top-44 xl:z-auto xl:h-[calc(100vh-14rem)] xl:w-68 xl:max-w-none xl:shrink-0 xl:[&>*]:shadow-sm`}>
      {children}
    </div>
  );
}

/**
 * Memoised: /home re-renders as the deck's job and pictures change, and every
 * part of this view reads the deck store itself.
 */
export const SlidesView = memo(function SlidesView({ store, live, autoAdvance }: SlidesViewProps) {
  const snap = useSnapshot(store.state);
  const editor = useEditor();
  const rewriter = useRewriter();
  const ask = useMemo(() => askSlot(rewriter), [rewriter]);
  const { zoom, sidebarOpen, smartLayouts } = useSnapshot(studioState);
  const count = snap.slides.length;
  // The panels around the slides come once the first slides are on screen, one per idle moment: arriving on
  // /home (right after 'Generate PPT') is then a few short tasks, the first heading first. Their room is kept.
  // They wait for the user's last choice of open panels too, so none opens and then closes.
  const stages = useIdleStages(PANEL_STAGES, 500);
  const panels = useRememberedPanels() ? stages : 0;
  const column = sidebarOpen || (panels >= 3 && smartLayouts);
  return (
    <section aria-label="Presentation">
      <SlidesToolbar store={store} live={live} />
      <div {...{ [DECK_ROW_ATTR]: '' }} className="mt-4 flex items-start gap-3">
        {panels >= 2 ? <SlideNavigator store={store} live={live} /> : <div aria-hidden="true" className="hidden w-11 shrink-0 md:block lg:w-48" />}
        <div className="min-w-0 flex-1" {...slidesAreaProps(zoom)}>
          {count === 0 ? <p className="text-slate-600">{NO_SLIDES_AVAILABLE}</p> : <SlideList key={snap.deckId ?? ''} store={store} live={live} autoAdvance={autoAdvance} />}
        </div>
        {panels >= 1 ? (
          // Mounted while closed too: the panels keep track of being opened and closed.
          <PanelColumn open={column}>
            <GeneratorSidebar store={store} live={live} />
            {panels >= 3 && <SmartLayoutsPanel store={store} />}
          </PanelColumn>
        ) : (
          <div aria-hidden="true" className="hidden w-68 shrink-0 xl:block" />
        )}
        {panels >= 3 ? <ViewerControls /> : <div aria-hidden="true" className="w-11 shrink-0" />}
      </div>
      <SlidePictureContext.Provider value={PICTURE_MENU}>
        <SlideAskContext.Provider value={ask}>
          <SlideEditing store={store} />
        </SlideAskContext.Provider>
      </SlidePictureContext.Provider>
      {store === editor.store && <PictureDialogs />}
      <PresentationMode store={store} />
      <PrintLayer store={store} />
    </section>
  );
});
