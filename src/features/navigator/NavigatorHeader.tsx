/** The navigator's header: the filmstrip/list toggle and the close button. */
import { useSnapshot } from 'valtio';
import { studioState, type NavigatorView } from '../../state/studio';

const VIEWS: readonly { view: NavigatorView; label: string; icon: string }[] = [
  { view: 'filmstrip', label: 'Filmstrip view', icon: '▤' },
  { view: 'list', label: 'List view', icon: '☰' },
];

export function NavigatorHeader() {
  const { navigatorView } = useSnapshot(studioState);
  return (
    <div className="flex items-center gap-1 border-b border-slate-200 px-2 py-1.5">
      <h2 className="m-0 mr-auto text-sm font-semibold text-slate-900">Slides</h2>
      <div role="group" aria-label="Navigator view" className="flex rounded-md border border-slate-200">
        {VIEWS.map(({ view, label, icon }) => (
          <button
            key={view}
            type="button"
            aria-label={label}
            title={label}
            aria-pressed={navigatorView === view}
            className={`px-1.5 py-0.5 text-sm ${navigatorView === view ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
            onClick={() => (studioState.navigatorView = view)}
          >
            <span aria-hidden="true">{icon}</span>
          </button>
        ))}
      </div>
      <button type="button" aria-expanded="true" aria-label="Close slide navigator" title="Close slide navigator" className="rounded-md px-1.5 py-0.5 text-slate-600 hover:bg-slate-100" onClick={() => (studioState.navigatorOpen = false)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
