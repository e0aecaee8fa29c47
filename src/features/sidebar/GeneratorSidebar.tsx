/**
 * The generator sidebar of the slides view (seed 001 §2.7: open by default,
 * can be toggled): the deck's generation status and its customisation panel.
 * studioState.sidebarOpen drives it; the toggle button says whether it is
 * expanded. Beside the slides on wide screens. On narrow ones it would
 * cover them, so there it shows only once the user opens it.
 */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { editor } from '../../state/editor';
import { generationState } from '../../state/generation';
import { studioState } from '../../state/studio';
import { CustomisePanel } from './CustomisePanel';
import { GenerationStatus } from './GenerationStatus';
import { useMediaQuery } from './useMediaQuery';

/** From this width the sidebar sits beside the slides; below it covers them, so it opens only when asked. */
const WIDE = '(min-width: 1280px)';

export interface GeneratorSidebarProps {
  store: DeckStore;
  live: boolean;
}

export function GeneratorSidebar({ store, live }: GeneratorSidebarProps) {
  const id = useId();
  const { sidebarOpen: wanted } = useSnapshot(studioState);
  const wide = useMediaQuery(WIDE);
  const [openedHere, setOpenedHere] = useState(false);
  const sidebarOpen = wanted && (wide || openedHere);
  const setOpen = (open: boolean) => {
    studioState.sidebarOpen = open;
    setOpenedHere(open);
  };
  const streaming = useSnapshot(generationState).status.startsWith('streaming');
  // The app's own stream fills the editor's store: its outline tells how many slides to expect.
  const appLive = live && streaming && store === editor.store;
  // One name in both states ('Customise panel'); aria-expanded tells open from closed.
  const toggle = (
    <button
      type="button"
      aria-expanded={sidebarOpen}
      aria-controls={id}
      aria-label="Customise panel"
      title={sidebarOpen ? 'Hide the customise panel' : 'Show the customise panel'}
      className={sidebarOpen ? 'btn-ghost px-2 py-1' : 'card px-1.5 py-3 text-xs font-semibold text-slate-700 [writing-mode:vertical-rl] hover:bg-slate-50'}
      onClick={() => setOpen(!sidebarOpen)}
    >
      {sidebarOpen ? <span aria-hidden="true">‹</span> : 'Customise'}
    </button>
  );
  if (!sidebarOpen) return <div className="sticky top-44 shrink-0">{toggle}</div>;
  return (
    <aside
      id={id}
      aria-label="Customise"
      onKeyDown={(e) => !wide && e.key === 'Escape' && setOpen(false)}
      className="card fixed bottom-4 left-4 top-4 z-40 flex w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden shadow-xl xl:sticky xl:bottom-auto xl:left-auto xl:top-44 xl:z-auto xl:max-h-[calc(100vh-12rem)] xl:w-72 xl:shrink-0 xl:shadow-sm"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <h2 className="m-0 mr-auto text-sm font-semibold text-slate-900">Customise</h2>
        {toggle}
      </div>
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto p-3">
        <GenerationStatus store={store} live={live} appLive={appLive} />
        <CustomisePanel store={store} />
      </div>
    </aside>
  );
}
