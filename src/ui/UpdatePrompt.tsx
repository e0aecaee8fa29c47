import { useSnapshot } from 'valtio';
import { uiState } from '../state/ui';
import { reloadForUpdate } from './pwa';

/** "New version available" banner: the user chooses when to reload. */
export function UpdatePrompt() {
  const ui = useSnapshot(uiState);
  if (!ui.updateAvailable) return null;
  return (
    <div role="status" className="fixed bottom-4 right-4 z-50 card flex items-center gap-3 px-4 py-3">
      <span className="text-sm">A new version of Decksmith is available.</span>
      <button type="button" className="btn-primary" onClick={reloadForUpdate}>
        Reload
      </button>
      <button type="button" className="btn-ghost" onClick={() => (uiState.updateAvailable = false)}>
        Later
      </button>
    </div>
  );
}
