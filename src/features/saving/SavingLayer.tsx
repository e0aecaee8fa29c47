/**
 * Everything saving puts over the slides view (seed 001 §2.12, §4, §5): the
 * title prompt, the question before dropping the oldest decks, the Saved
 * presentations modal, autosave every `saveInterval` minutes and the
 * browser's warning when the page is left with unsaved changes. Mounted
 * once by the slides view; the toolbar and the key bindings start a save
 * through src/state/saving.
 */
import { formatSavedDate } from '../../core/format';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_PRESENTATION_TITLE } from '../../core/schemas/presentation';
import { usePreferences } from '../../data/prefs';
import type { DeckStore } from '../../state/deck';
import { editor } from '../../state/editor';
import { autosave, cancelSave, confirmDropOldest, savingState, startAutosave, submitSaveTitle } from '../../state/saving';
import { ConfirmDialog } from './ConfirmDialog';
import { SavedPresentationsModal } from './SavedPresentationsModal';
import { SaveTitleDialog } from './SaveTitleDialog';

/** Autosave while the preference says so; the unsaved flag is looked at every 10 s by the indicator. */
function useAutosave(): void {
  const prefs = usePreferences();
  const enabled = prefs?.autoSave === true;
  const minutes = prefs?.saveInterval ?? 0;
  useEffect(() => {
    if (!enabled || minutes <= 0) return undefined;
    return startAutosave(minutes, () => autosave());
  }, [enabled, minutes]);
}

/** The browser asks before leaving while the open deck has unsaved changes. */
function useLeaveWarning(): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!editor.state.hasUnsavedChanges) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}

export function SavingLayer({ store }: { store: DeckStore }) {
  const saving = useSnapshot(savingState);
  const { deckId } = useSnapshot(store.state);
  const navigate = useNavigate();
  const openDeck = (id: string) => void navigate({ to: '/home', search: { deck: id } });
  useAutosave();
  useLeaveWarning();
  const limit = saving.limitPrompt;
  return (
    <>
      <SaveTitleDialog
        defaultTitle={saving.titlePrompt?.defaultTitle ?? null}
        onSubmit={(answer) => void submitSaveTitle(store, answer, { onSavedAs: openDeck })}
        onCancel={cancelSave}
      />
      <ConfirmDialog
        open={limit !== null}
        title="Saved presentations limit reached"
        message={limit ? `You can keep ${limit.limit} saved presentations. Saving this one deletes the oldest:` : ''}
        confirmLabel="Delete oldest and save"
        danger
        onConfirm={() => void confirmDropOldest(store, { onSavedAs: openDeck })}
        onCancel={cancelSave}
      >
        <ul className="m-0 mt-2 list-disc pl-5 text-sm text-slate-700">
          {limit?.oldest.map((d) => (
            <li key={d.id}>
              {d.title || DEFAULT_PRESENTATION_TITLE} ({formatSavedDate(d.updatedAt)})
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <SavedPresentationsModal openDeckId={deckId} onOpen={openDeck} />
    </>
  );
}
