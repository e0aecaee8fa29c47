/**
 * Editing the open deck: every change goes through a registered core
 * command (src/core/commands) applied to the deck store, with undo/redo
 * and the unsaved-changes flag. The store stays the
 * one source of truth for what is on screen; the history only remembers
 * versions. A change that did not come through the editor (a stream, a
 * deck loaded) starts the history over from what the store then holds, so
 * an undo never brings back another deck's slides.
 */
import { proxy, snapshot, subscribe, type Snapshot } from 'valtio';
import { createHistory, type CommandArgs, type CommandId, type CommandStep, type DeckDoc, type DeckHistory } from '../core/commands';
import type { PresentationSettings } from '../core/schemas/config';
import type { Slide } from '../core/schemas/slide';
import type { DeckState, DeckStore } from './deck';

export interface EditorState {
  canUndo: boolean;
  canRedo: boolean;
  /** The user changed the deck since it was opened or last saved. */
  hasUnsavedChanges: boolean;
  /** When the deck was last saved by the user or autosave (ms), null before. */
  lastSaved: number | null;
  /** When the first unsaved change was made (ms), null when there is none. */
  dirtySince: number | null;
  /**
   * Text is being typed that has not reached the deck yet (an edit in place hands it over a
   * moment after the keystroke). Until it has, nothing can have saved it, so the save status
   * must not say 'Saved'.
   */
  typing: boolean;
}

export interface Editor {
  readonly state: EditorState;
  readonly store: DeckStore;
  /** Applies command `id` to the open deck; false when it changed nothing. */
  apply<K extends CommandId>(id: K, args: CommandArgs<K>): boolean;
  /** Applies several commands as one undo step (a modal's Save); false when nothing changed. */
  applyAll(steps: readonly CommandStep[]): boolean;
  undo(): boolean;
  redo(): boolean;
  /** The deck as the commands see it (title, slides, settings). */
  doc(): DeckDoc;
  /** Records a save of what is on screen now: the deck has no unsaved changes. */
  markSaved(at?: number): void;
  /** Forgets the history (a deck was opened or generated afresh). */
  reset(): void;
  /** Records whether typed text is waiting to reach the deck ({@link EditorState.typing}). */
  setTyping(pending: boolean): void;
}

function docOf(snap: Snapshot<DeckState>): DeckDoc {
  return { title: snap.title, slides: snap.slides as readonly Slide[], settings: snap.settings as PresentationSettings };
}

/**
 * Whether two snapshots hold the same deck content. Moving between slides
 * changes only `currentIndex`, which is not an edit; valtio keeps the
 * snapshot of an unchanged part the same object, so references tell.
 */
function sameDeckContent(a: Snapshot<DeckState>, b: Snapshot<DeckState> | null): boolean {
  return b !== null && a.deckId === b.deckId && a.title === b.title && a.slides === b.slides && a.settings === b.settings;
}

/** An editor over `store` (the app's is made by the composition root, src/app; tests make their own). */
export function createEditor(store: DeckStore, now: () => number = Date.now): Editor {
  const state = proxy<EditorState>({ canUndo: false, canRedo: false, hasUnsavedChanges: false, lastSaved: null, dirtySince: null, typing: false });
  let history: DeckHistory = createHistory(docOf(snapshot(store.state)));
  // The store's snapshot right after the editor's last write: any other snapshot means someone else changed the deck.
  let written: Snapshot<DeckState> | null = snapshot(store.state);
  let deckId = store.state.deckId;

  const sync = (): void => {
    state.canUndo = history.canUndo;
    state.canRedo = history.canRedo;
  };

  /** The history, started over when the store changed behind the editor's back. */
  const current = (): DeckHistory => {
    const snap = snapshot(store.state);
    if (!sameDeckContent(snap, written)) {
      const sameDeck = snap.deckId === deckId;
      history = createHistory(docOf(snap));
      written = snap;
      deckId = snap.deckId;
      if (!sameDeck) {
        state.hasUnsavedChanges = false;
        state.dirtySince = null;
        state.lastSaved = null;
      }
      sync();
    }
    return history;
  };

  const write = (doc: DeckDoc): void => {
    store.commit(doc.slides);
    if (store.state.title !== doc.title) store.state.title = doc.title;
    if (snapshot(store.state).settings !== doc.settings) store.state.settings = { ...doc.settings };
    written = snapshot(store.state);
    // Keep the history's present identical to what the store now holds: the next command then keeps the
    // snapshot's slides, and the commit reuses their proxies instead of copying every slide it cannot match.
    history.adopt(docOf(written));
    if (!state.hasUnsavedChanges) state.dirtySince = now();
    state.hasUnsavedChanges = true;
    sync();
  };

  const step = (move: (h: DeckHistory) => DeckDoc): boolean => {
    const h = current();
    const before = h.present;
    const after = move(h);
    if (after === before) return false;
    write(after);
    return true;
  };

  // A deck opened or streamed in shows at once that there is nothing to undo (the buttons grey out).
  subscribe(store.state, () => void current());

  return {
    state,
    store,
    apply: (id, args) => step((h) => h.apply(id, args)),
    applyAll: (steps) => step((h) => h.applyAll(steps)),
    undo: () => step((h) => h.undo()),
    redo: () => step((h) => h.redo()),
    doc: () => current().present,
    markSaved(at = now()) {
      state.hasUnsavedChanges = false;
      state.dirtySince = null;
      state.lastSaved = at;
    },
    reset() {
      written = null;
      current();
    },
    setTyping(pending) {
      if (state.typing !== pending) state.typing = pending;
    },
  };
}
