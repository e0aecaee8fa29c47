import { useSnapshot } from 'valtio';
import { uiState } from '../state/ui';

/** Header pill shown only while the device is offline; saved decks keep working. */
export function OfflineIndicator() {
  const { online } = useSnapshot(uiState);
  if (online) return null;
  return (
    <span
      role="status"
      data-testid="offline-indicator"
      className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900"
    >
      <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-amber-500" />
      Offline — saved decks still work
    </span>
  );
}
