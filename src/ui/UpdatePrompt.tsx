import { useSnapshot } from 'valtio';
import { uiState } from '../state/ui';
import { reloadForUpdate } from '../state/pwa';

/**
 * 'New version available' with Reload: the user chooses when, because an automatic
 * reload would cut a generation stream or lose an unsaved edit.
 */
export function UpdatePrompt() {
  const { updateAvailable } = useSnapshot(uiState);
  if (!updateAvailable) return null;
  return (
    <div role="status" className="fixed bottom-4 right-4 z-50 card flex items-center gap-3 px-4 py-3">
      <span className="text-sm text-slate-800">New version available</span>
      <button type="button" className="btn-primary" onClick={reloadForUpdate}>
        Reload
      </button>
      <button type="button" className="btn-ghost" onClick={() => (uiState.updateAvailable = false)}>
        Later
      </button>
    </div>
  );
}
