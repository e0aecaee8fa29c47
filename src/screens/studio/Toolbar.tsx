/**
 * The slides view's toolbar: 'x of y slides' with
 * previous/next (clamped to the deck), the unsaved-changes indicator,
 * New, Save (and Save as copy), Export, Present, Saved, Versions, Insert
 * table / chart (a slide from pasted data), Ask the
 * deck (with a running deck action's progress under the buttons), and
 * Undo/Redo with their keys. The
 * studio's key bindings are bound here, and saving (the deck kept as it
 * changes, its dialogs) is mounted here, so they live exactly as long as the slides
 * view.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { formatShortcut, KEY_BINDINGS, ACTIONS, type Platform } from '../../core/commands';
import type { DeckStore } from '../../state/deck';
import { useEditor, useRewriter } from '../../state/services';
import { requestSave, requestSaveCopy, savingState } from '../../state/saving';
import { studioState } from '../../state/studio';
import { DeckAskMenu, DeckAskStatus } from '../../features/ask';
import { DeckCheck } from '../../features/deck-check';
import { InsertDataButton } from '../../features/data-slides';
import { LANGUAGE_OPTIONS } from '../../features/generate/options';
import { downloadDeckFile } from '../../features/deck-file';
import { requestPdfExport } from '../../features/print';
import { ExportMenu } from '../../features/saving/ExportMenu';
import { SaveStatus } from '../../features/saving/SaveStatus';
import { SavingLayer } from '../../features/saving/SavingLayer';
import { detectPlatform, useStudioShortcuts } from './useStudioShortcuts';

/** How the first binding of `id` reads on `platform` ('Ctrl+Z', '⌘Z'). */
function keysOf(id: string, platform: Platform): string {
  const binding = KEY_BINDINGS.find((b) => b.id === id && (b.platform === undefined || b.platform === platform));
  return binding ? formatShortcut(binding.keys, platform) : '';
}

/** Redo reads Ctrl+Y where that is bound (Windows, Linux), else the Mod+Shift+Z binding. */
function redoKeys(platform: Platform): string {
  const ctrlY = KEY_BINDINGS.find((b) => b.id === ACTIONS.redo && b.platform === platform);
  return formatShortcut((ctrlY ?? KEY_BINDINGS.find((b) => b.id === ACTIONS.redo))?.keys ?? 'Mod+Shift+Z', platform);
}

function present(): void {
  // Presenting closes the sidebar.
  studioState.sidebarOpen = false;
  studioState.presentationMode = true;
}

function openSaved(): void {
  studioState.savedPresentations = true;
}

function openVersions(): void {
  savingState.versionsOpen = true;
}

export function SlidesToolbar({ store, live }: { store: DeckStore; live: boolean }) {
  const snap = useSnapshot(store.state);
  const editor = useEditor();
  const rewriter = useRewriter();
  const history = useSnapshot(editor.state);
  const { presentationMode } = useSnapshot(studioState);
  const navigate = useNavigate();
  const platform = useMemo(() => detectPlatform(), []);
  const editable = store === editor.store;
  const count = snap.slides.length;
  const position = count === 0 ? 0 : snap.currentIndex + 1;

  const newDeck = useCallback(() => void navigate({ to: '/start' }), [navigate]);
  const save = useCallback(() => requestSave(store, { editor }), [editor, store]);
  useStudioShortcuts({ store, editor, save, newDeck, presenting: presentationMode });

  const undoKeys = keysOf(ACTIONS.undo, platform);
  const redo = redoKeys(platform);
  return (
    <>
      <div className="sticky top-16 z-10 mt-6 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
        <div className="flex flex-wrap items-center gap-3">
          <span className="min-w-0 truncate font-semibold text-slate-900" data-testid="deck-title">{snap.title}</span>
          <span className="text-sm text-slate-600" data-testid="slide-position">
            {position} of {count} slides
          </span>
          {live && <span className="text-xs font-medium text-indigo-700">Streaming…</span>}
          <SaveStatus store={store} />
          <span className="ml-auto flex gap-1">
            <button type="button" className="btn-ghost" onClick={() => store.previous()} disabled={snap.currentIndex === 0}>
              <span aria-hidden="true">‹</span> Previous slide
            </button>
            <button type="button" className="btn-ghost" onClick={() => store.next()} disabled={count === 0 || snap.currentIndex >= count - 1}>
              Next slide <span aria-hidden="true">›</span>
            </button>
          </span>
        </div>
        <div role="group" aria-label="Presentation actions" className="flex flex-wrap items-center gap-1">
          <button type="button" className="btn-ghost" title={`New presentation (${keysOf(ACTIONS.newDeck, platform)})`} onClick={newDeck}>New</button>
          <button type="button" className="btn-ghost" title={`Save (${keysOf(ACTIONS.save, platform)}): every change is kept as you make it`} onClick={save}>Save</button>
          <button type="button" className="btn-ghost" onClick={() => requestSaveCopy(store, { editor })}>Save as copy</button>
          <ExportMenu
            slideCount={count}
            store={store}
            streaming={live}
            exportPdf={() => {
              if (!requestPdfExport()) window.print();
            }}
            downloadDeckFile={() => void downloadDeckFile({ store })}
          />
          <button type="button" className="btn-ghost" onClick={present}>Present</button>
          <button type="button" className="btn-ghost" title="Show saved presentations" onClick={openSaved}>Saved</button>
          {editable && snap.deckId !== null && (
            <button type="button" className="btn-ghost" title="Kept versions of this deck" onClick={openVersions}>Versions</button>
          )}
          {editable && <InsertDataButton disabled={live || count === 0} />}
          <DeckCheck store={store} live={live} />
          {editable && (
            <DeckAskMenu rewriter={rewriter} slideCount={count} languages={LANGUAGE_OPTIONS} language={snap.settings.language} tone={snap.settings.selectedTone} streaming={live} />
          )}
          <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
          <button type="button" className="btn-ghost" title={`Undo (${undoKeys})`} aria-keyshortcuts={platform === 'mac' ? 'Meta+Z' : 'Control+Z'} disabled={!editable || !history.canUndo} onClick={() => editor.undo()}>
            Undo
          </button>
          <button type="button" className="btn-ghost" title={`Redo (${redo})`} aria-keyshortcuts={platform === 'mac' ? 'Meta+Shift+Z' : 'Control+Y'} disabled={!editable || !history.canRedo} onClick={() => editor.redo()}>
            Redo
          </button>
        </div>
        {editable && <DeckAskStatus rewriter={rewriter} />}
      </div>
      {/* Modal dialogs open in the top layer, so the sticky bar does not clip them. */}
      <SavingLayer store={store} live={live} />
    </>
  );
}
