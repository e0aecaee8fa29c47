/**
 * Saved presentations, opened by the toolbar's
 * 'Saved': every saved deck newest first by updatedAt with its en-US date,
 * each with Load (the deck opens on /home, theme and fonts as saved) and
 * Delete (after a confirmation, in an accessible dialog).
 */
import { formatSavedDate } from '../../core/format';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { CONFIRM_DELETE_PRESENTATION, DELETE_PRESENTATION_FAILED, SAVED_PRESENTATION_EMPTY } from '../../core/errors';
import { StorageFullError } from '../../data/errors';
import { presentationsRepository, type PresentationSummary } from '../../data/presentations';
import { useServices } from '../../state/services';
import { openSavedPresentation } from '../../state/saving';
import { studioState } from '../../state/studio';
import { showToast } from '../../state/toast';
import { useNativeModal } from '../../ui/useNativeModal';
import { ConfirmDialog } from './ConfirmDialog';

export interface SavedPresentationsModalProps {
  /** The deck on screen, marked in the list. */
  openDeckId: string | null;
  /** Shows /home?deck=<id>. */
  onOpen: (id: string) => void;
}

function closeSaved(): void {
  studioState.savedPresentations = false;
}

export function SavedPresentationsModal({ openDeckId, onOpen }: SavedPresentationsModalProps) {
  const { savedPresentations: open } = useSnapshot(studioState);
  const ref = useNativeModal(open);
  const decks = useLiveQuery(() => (open ? presentationsRepository().listSummaries() : Promise.resolve(undefined)), [open]);
  const [pendingDelete, setPendingDelete] = useState<PresentationSummary | null>(null);
  const { editor, generation } = useServices();
  const close = closeSaved;
  // React passes a nested dialog's close event up its tree: only this dialog's own closing closes the list.

  const load = async (item: PresentationSummary) => {
    if (item.slideCount === 0) return window.alert(SAVED_PRESENTATION_EMPTY);
    const isStreaming = () => generation.state.status === 'streaming-outline' || generation.state.status === 'streaming-content';
    if (!(await openSavedPresentation(item.id, { editor, isStreaming }))) return;
    close();
    onOpen(item.id);
  };
  const remove = async (item: PresentationSummary) => {
    setPendingDelete(null);
    try {
      await presentationsRepository().delete(item.id);
    } catch (error) {
      showToast('error', error instanceof StorageFullError ? error.userMessage : DELETE_PRESENTATION_FAILED);
    }
  };

  return (
    <dialog ref={ref} aria-labelledby="saved-presentations-title" onClose={(event) => event.target === event.currentTarget && open && close()} className="w-full max-w-2xl rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40">
      <div className="flex items-center justify-between gap-4">
        <h2 id="saved-presentations-title" className="m-0 text-lg font-semibold text-slate-900">Saved presentations</h2>
        <button type="button" className="btn-ghost px-2" aria-label="Close saved presentations" onClick={close}>×</button>
      </div>
      {decks === undefined ? (
        <p role="status" className="mt-4 text-sm text-slate-600">Loading...</p>
      ) : decks.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No saved presentations yet.</p>
      ) : (
        <ul aria-label="Saved presentations" className="m-0 mt-4 max-h-[60vh] list-none space-y-2 overflow-y-auto p-0">
          {decks.map((item) => (
            <SavedItem key={item.id} item={item} isOpen={item.id === openDeckId} onLoad={() => void load(item)} onDelete={() => setPendingDelete(item)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete presentation"
        message={CONFIRM_DELETE_PRESENTATION}
        confirmLabel="Delete"
        danger
        onConfirm={() => pendingDelete && void remove(pendingDelete)}
        onCancel={() => setPendingDelete(null)}
      />
    </dialog>
  );
}

interface SavedItemProps {
  item: PresentationSummary;
  isOpen: boolean;
  onLoad: () => void;
  onDelete: () => void;
}

function SavedItem({ item, isOpen, onLoad, onDelete }: SavedItemProps) {
  const slides = `${item.slideCount} ${item.slideCount === 1 ? 'slide' : 'slides'}`;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3" data-testid="saved-presentation">
      <div className="min-w-0 flex-1">
        <p className="m-0 truncate font-medium text-slate-900">{item.title}</p>
        <p className="m-0 text-xs text-slate-500">
          <span data-testid="saved-date">{formatSavedDate(item.updatedAt)}</span> · {slides}
          {isOpen && <span className="ml-2 font-medium text-indigo-700">Open now</span>}
        </p>
      </div>
      <button type="button" className="btn-ghost border border-slate-300 px-3 py-1" aria-label={`Load ${item.title}`} onClick={onLoad}>Load</button>
      <button type="button" className="btn-ghost px-3 py-1 text-red-700 hover:bg-red-50" aria-label={`Delete ${item.title}`} onClick={onDelete}>Delete</button>
    </li>
  );
}
