/**
 * Everything saving puts over the slides view:
 * keeping the open deck as it changes (written within a second, another
 * tab's edits followed live), a version kept every `saveInterval` minutes
 * while the deck changes, the title prompt, the question before dropping
 * the oldest decks, the Saved presentations and Versions dialogs, and the
 * browser's warning when the page is left in the second before a change
 * is written. Mounted once by the slides view; the toolbar and the key
 * bindings start a save through src/state/saving.
 */
import { formatSavedDate } from '../../core/format';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_PRESENTATION_TITLE } from '../../core/schemas/presentation';
import { usePreferences } from '../../data/prefs';
import type { DeckStore } from '../../state/deck';
import { flushOpenDeck, startDeckSync } from '../../state/deck-sync';
import type { Editor } from '../../state/editor';
import { useEditor } from '../../state/services';
import { cancelSave, confirmDropOldest, savingState, submitSaveTitle } from '../../state/saving';
import { startVersionKeeping } from '../../state/versions';
import { ConfirmDialog } from './ConfirmDialog';
import { SavedPresentationsModal } from './SavedPresentationsModal';
import { SaveTitleDialog } from './SaveTitleDialog';
import { VersionsDialog } from './VersionsDialog';

/** Keeps the deck in the editor's store while no stream writes it (the stream's own writer does then). */
function useDeckSync(editor: Editor, store: DeckStore, deckId: string | null, live: boolean): void {
  const editable = store === editor.store;
  useEffect(() => {
    if (!editable || live || deckId === null) return undefined;
    const sync = startDeckSync({ store, editor, deckId });
    return () => sync.stop();
  }, [editor, store, editable, live, deckId]);
}

/** A version every `saveInterval` minutes while the preference is on and the deck changes. */
function useVersionKeeping(editor: Editor, store: DeckStore, deckId: string | null): void {
  const prefs = usePreferences();
  const enabled = prefs?.autoSave === true;
  const minutes = prefs?.saveInterval ?? 0;
  const editable = store === editor.store;
  useEffect(() => {
    if (!enabled || minutes <= 0 || !editable || deckId === null) return undefined;
    return startVersionKeeping(store, minutes);
  }, [store, enabled, minutes, editable, deckId]);
}

/** The browser asks before leaving while a change is not written yet (and the write is started). */
function useLeaveWarning(editor: Editor, deckId: string | null): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!editor.state.hasUnsavedChanges) return;
      if (deckId !== null) void flushOpenDeck(deckId);
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [editor, deckId]);
}

export function SavingLayer({ store, live }: { store: DeckStore; live: boolean }) {
  const saving = useSnapshot(savingState);
  const { deckId } = useSnapshot(store.state);
  const navigate = useNavigate();
  const editor = useEditor();
  const openDeck = (id: string) => void navigate({ to: '/home', search: { deck: id } });
  useDeckSync(editor, store, deckId, live);
  useVersionKeeping(editor, store, deckId);
  useLeaveWarning(editor, deckId);
  const limit = saving.limitPrompt;
  return (
    <>
      <SaveTitleDialog
        defaultTitle={saving.titlePrompt?.defaultTitle ?? null}
        heading={saving.titlePrompt?.mode === 'copy' ? 'Save as copy' : 'Save presentation'}
        onSubmit={(answer) => void submitSaveTitle(store, answer, { editor, onSavedAs: openDeck })}
        onCancel={cancelSave}
      />
      <ConfirmDialog
        open={limit !== null}
        title="Saved presentations limit reached"
        message={limit ? `You can keep ${limit.limit} saved presentations. Saving this one deletes the oldest:` : ''}
        confirmLabel="Delete oldest and save"
        danger
        onConfirm={() => void confirmDropOldest(store, { editor, onSavedAs: openDeck })}
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
      <VersionsDialog deckId={deckId} />
    </>
  );
}
