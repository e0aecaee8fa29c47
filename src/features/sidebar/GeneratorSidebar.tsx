/**
 * The generator sidebar of the slides view (open by default,
 * can be toggled): the deck's generation status and its customisation panel.
 * studioState.sidebarOpen drives it; its toggle is the 'Customise panel'
 * button in the studio's icon rail (the viewer controls), and its own
 * header has a button that collapses it to that icon. It sits in the
 * studio's panel column: beside the slides on wide screens, over them on
 * narrow ones (Escape then closes it).
 */
import { useSnapshot } from 'valtio';
import type { DeckStore } from '../../state/deck';
import { useEditor, useGeneration } from '../../state/services';
import { studioState } from '../../state/studio';
import { PANEL_IDS, useFocusAfterToggle } from '../../ui/panel-focus';
import { CustomisePanel } from './CustomisePanel';
import { GenerationStatus } from './GenerationStatus';

export interface GeneratorSidebarProps {
  store: DeckStore;
  live: boolean;
}

/** The rail's toggle of this panel: where the focus goes when the panel closes. */
const railToggle = () => document.querySelector<HTMLElement>(`[aria-controls="${PANEL_IDS.customise}"]`);

export function GeneratorSidebar({ store, live }: GeneratorSidebarProps) {
  const { sidebarOpen } = useSnapshot(studioState);
  const editor = useEditor();
  const streaming = useSnapshot(useGeneration().state).status.startsWith('streaming');
  // The app's own stream fills the editor's store: its outline tells how many slides to expect.
  const appLive = live && streaming && store === editor.store;
  useFocusAfterToggle(sidebarOpen, (open) => (open ? undefined : railToggle()));
  if (!sidebarOpen) return null;
  const close = () => {
    studioState.sidebarOpen = false;
  };
  return (
    <aside
      id={PANEL_IDS.customise}
      aria-label="Customise"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        close();
      }}
      className="card flex min-h-0 flex-1 flex-col overflow-hidden"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <h2 className="m-0 mr-auto text-sm font-semibold text-slate-900">Customise</h2>
        <button type="button" aria-label="Close customise panel" title="Close customise panel" className="rounded-md px-1.5 text-slate-600 hover:bg-slate-100" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto p-3">
        <GenerationStatus store={store} live={live} appLive={appLive} />
        <CustomisePanel store={store} />
      </div>
    </aside>
  );
}
