/**
 * Saving the open deck (seed 001 §4, §5, §9): the Save flow (title prompt,
 * the saved-deck limit, storage full), autosave, and the flag that a saved
 * presentation is loading. A generated deck is already written to Dexie as
 * it streams; this is where the user's edits reach it. The dialogs and the
 * toolbar only read `savingState` and call these functions, so the flow is
 * tested without a browser.
 */
import { proxy, snapshot } from 'valtio';
import { confirmedSaveTitle, defaultSaveTitle } from '../core/deck/saved';
import { NO_SLIDES_TO_SAVE, SAVE_PRESENTATION_FAILED, SAVED_PRESENTATION_EMPTY } from '../core/errors';
import type { PresentationSettings } from '../core/schemas/config';
import type { SavedPresentation } from '../core/schemas/presentation';
import type { Slide } from '../core/schemas/slide';
import { StorageFullError } from '../data/errors';
import { presentationsRepository, type DeckSummary, type PresentationDraft, type PresentationsRepository } from '../data/presentations';
import { showToast } from '../ui/toast';
import type { DeckStore } from './deck';
import { editor as appEditor, type Editor } from './editor';
import { generationState } from './generation';

export const PRESENTATION_SAVED = 'Presentation saved';
/** How often the unsaved-changes flag is looked at again (seed 001 §4). */
export const UNSAVED_CHECK_MS = 10_000;
/** Unsaved for this long: the warning gets stronger (seed 001 §9). */
export const UNSAVED_WARNING_MS = 30_000;
/** The saved-loading flag clears after this (seed 001 §9). */
export const SAVED_LOAD_FLAG_MS = 1_000;
/** localStorage key of that flag, under the product's 'decksmith:' prefix (seed 001 §3.13). */
export const LOADING_SAVED_KEY = 'decksmith:loading-saved';

export interface SavingState {
  /** The title prompt is open, proposing this title. */
  titlePrompt: { defaultTitle: string } | null;
  /** A new deck would pass the limit: the decks a save would drop, awaiting the user's word. */
  limitPrompt: { title: string; limit: number; oldest: DeckSummary[] } | null;
  busy: boolean;
  /** The deck the editor's `lastSaved` belongs to (the editor keeps it across decks). */
  savedDeckId: string | null;
  /** A saved presentation is being loaded (cleared {@link SAVED_LOAD_FLAG_MS} later). */
  loadingSaved: boolean;
}

export const savingState = proxy<SavingState>({ titlePrompt: null, limitPrompt: null, busy: false, savedDeckId: null, loadingSaved: false });

/** What the flow talks to; tests pass their own. */
export interface SaveEnv {
  repo: PresentationsRepository;
  editor: Editor;
  alert: (message: string) => void;
  notify: (kind: 'success' | 'error', message: string) => void;
  /** The deck was saved under a new id: show it in the URL. */
  onSavedAs?: (id: string) => void;
}

function appEnv(overrides: Partial<SaveEnv>): SaveEnv {
  return {
    repo: presentationsRepository(),
    editor: appEditor,
    alert: (message) => window.alert(message),
    notify: (kind, message) => void showToast(kind, message),
    ...overrides,
  };
}

/**
 * The record a save writes: what is on screen (title, slides, settings, the
 * first slide's description) over what is stored (config, thumbnail, star).
 */
export function draftOf(store: DeckStore, title: string, existing: SavedPresentation | undefined): PresentationDraft {
  const snap = snapshot(store.state);
  const slides = [...(snap.slides as readonly Slide[])];
  const settings = snap.settings as PresentationSettings;
  const description = slides[0]?.description.trim() || existing?.description;
  return {
    ...(existing && { config: existing.config, thumbnail: existing.thumbnail, keptIncomplete: existing.keptIncomplete, favorite: existing.favorite }),
    ...(snap.deckId !== null && { id: snap.deckId }),
    title,
    ...(description && { description }),
    slides,
    settings,
    theme: settings.selectedTheme,
    isComplete: existing?.isComplete ?? slides.every((s) => s.isComplete),
  };
}

export type SaveOutcome =
  | { status: 'saved'; presentation: SavedPresentation }
  | { status: 'limit'; limit: number; oldest: DeckSummary[] }
  | { status: 'failed'; message: string };

/** Writes the deck in `store` under `title`; never throws. */
export async function saveDeck(store: DeckStore, title: string, repo: PresentationsRepository, dropOldest = false): Promise<SaveOutcome> {
  try {
    const id = store.state.deckId;
    const existing = id === null ? undefined : await repo.get(id);
    const result = await repo.save(draftOf(store, title, existing), { dropOldest });
    if (result.ok) return { status: 'saved', presentation: result.presentation };
    if (result.reason === 'limit') return { status: 'limit', limit: result.limit, oldest: result.oldest };
    return { status: 'failed', message: SAVE_PRESENTATION_FAILED };
  } catch (error) {
    return { status: 'failed', message: error instanceof StorageFullError ? error.userMessage : SAVE_PRESENTATION_FAILED };
  }
}

/** Save: alerts when there is nothing to save, else opens the title prompt. */
export function requestSave(store: DeckStore, env: Partial<SaveEnv> = {}): void {
  const slides = snapshot(store.state).slides as readonly Slide[];
  if (slides.length === 0) return appEnv(env).alert(NO_SLIDES_TO_SAVE);
  savingState.limitPrompt = null;
  savingState.titlePrompt = { defaultTitle: defaultSaveTitle(slides) };
}

/** Closes the prompts without saving. */
export function cancelSave(): void {
  savingState.titlePrompt = null;
  savingState.limitPrompt = null;
}

/** The parts of the deck a save writes; valtio keeps their identity while only the current slide moves. */
function contentOf(store: DeckStore) {
  const { title, slides, settings } = snapshot(store.state);
  return { title, slides, settings };
}

function sameContent(a: ReturnType<typeof contentOf>, b: ReturnType<typeof contentOf>): boolean {
  return a.title === b.title && a.slides === b.slides && a.settings === b.settings;
}

async function runSave(store: DeckStore, title: string, dropOldest: boolean, env: SaveEnv): Promise<SaveOutcome> {
  const editable = store === env.editor.store;
  if (title !== store.state.title) {
    if (editable) env.editor.apply('deck.setTitle', { title });
    else store.state.title = title;
  }
  const before = contentOf(store);
  savingState.busy = true;
  const outcome = await saveDeck(store, title, env.repo, dropOldest).finally(() => (savingState.busy = false));
  if (outcome.status === 'limit') savingState.limitPrompt = { title, limit: outcome.limit, oldest: outcome.oldest };
  if (outcome.status === 'failed') env.notify('error', outcome.message);
  if (outcome.status !== 'saved') return outcome;
  // An edit made while the write ran is not in it: the deck stays unsaved then.
  const unchanged = editable && sameContent(before, contentOf(store));
  const { id, updatedAt } = outcome.presentation;
  if (store.state.deckId !== id) {
    store.state.deckId = id;
    env.onSavedAs?.(id);
  }
  if (unchanged) {
    env.editor.markSaved(updatedAt);
    savingState.savedDeckId = id;
  }
  env.notify('success', PRESENTATION_SAVED);
  return outcome;
}

/** The title prompt was answered: a blank answer cancels, else the deck is saved under it. */
export async function submitSaveTitle(store: DeckStore, answer: string | null, env: Partial<SaveEnv> = {}): Promise<SaveOutcome | 'cancelled'> {
  savingState.titlePrompt = null;
  const title = confirmedSaveTitle(answer);
  if (title === undefined) return 'cancelled';
  return runSave(store, title, false, appEnv(env));
}

/** The user agreed to drop the oldest decks: save again with `dropOldest`. */
export async function confirmDropOldest(store: DeckStore, env: Partial<SaveEnv> = {}): Promise<SaveOutcome | 'cancelled'> {
  const prompt = savingState.limitPrompt;
  savingState.limitPrompt = null;
  if (prompt === null) return 'cancelled';
  return runSave(store, prompt.title, true, appEnv(env));
}

/**
 * Autosave: the deck in the editor's store, when it has unsaved changes and
 * is a saved deck (has an id), under its current title, with no prompt and
 * no drop of older decks. True when it saved.
 */
export async function autosave(env: Partial<SaveEnv> = {}): Promise<boolean> {
  const { editor, repo } = appEnv(env);
  const store = editor.store;
  const id = store.state.deckId;
  if (!editor.state.hasUnsavedChanges || id === null || savingState.busy) return false;
  const before = contentOf(store);
  const title = before.title.trim() || defaultSaveTitle(before.slides as readonly Slide[]);
  const outcome = await saveDeck(store, title, repo);
  if (outcome.status !== 'saved') return false;
  if (sameContent(before, contentOf(store)) && store.state.deckId === id) {
    editor.markSaved(outcome.presentation.updatedAt);
    savingState.savedDeckId = id;
  }
  return true;
}

/**
 * Runs `save` every `intervalMinutes` and `check` every {@link UNSAVED_CHECK_MS};
 * returns the stop function. A save still running when the next is due is
 * not doubled.
 */
export function startAutosave(intervalMinutes: number, save: () => Promise<unknown>, check: () => void = () => undefined): () => void {
  let running = false;
  const saveTimer = setInterval(() => {
    if (running) return;
    running = true;
    void save().finally(() => (running = false));
  }, intervalMinutes * 60_000);
  const checkTimer = setInterval(check, UNSAVED_CHECK_MS);
  return () => {
    clearInterval(saveTimer);
    clearInterval(checkTimer);
  };
}

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A saved presentation starts loading: the flag is set (and stored, with its time) and clears itself after a second. */
export function beginSavedLoad(storage: Storage | undefined = localStore(), now: () => number = Date.now): void {
  savingState.loadingSaved = true;
  try {
    storage?.setItem(LOADING_SAVED_KEY, String(now()));
  } catch {
    // Storage refused: the in-memory flag still holds.
  }
  setTimeout(() => {
    savingState.loadingSaved = false;
    try {
      storage?.removeItem(LOADING_SAVED_KEY);
    } catch {
      // Nothing to clear.
    }
  }, SAVED_LOAD_FLAG_MS);
}

/**
 * Whether a saved presentation is loading: this tab's flag, or a stored one
 * younger than {@link SAVED_LOAD_FLAG_MS} (a reload cut its timer short, so
 * an older one is stale).
 */
export function isLoadingSavedPresentation(storage: Storage | undefined = localStore(), now: () => number = Date.now): boolean {
  if (savingState.loadingSaved) return true;
  try {
    const since = Number(storage?.getItem(LOADING_SAVED_KEY) ?? NaN);
    return Number.isFinite(since) && now() - since >= 0 && now() - since < SAVED_LOAD_FLAG_MS;
  } catch {
    return false;
  }
}

/**
 * Load of the Saved presentations list (seed 001 §4): the flag is set, the
 * saved deck replaces the open one (slides, slide 0, its theme, fonts and
 * photo toggle) with no unsaved changes, and the caller shows
 * /home?deck=<id>. While the app streams another deck nothing is replaced:
 * /home then shows the saved deck beside the stream. False (after the
 * alert) when the deck is gone or has no slides.
 */
export async function openSavedPresentation(id: string, env: Partial<SaveEnv> = {}): Promise<boolean> {
  const { repo, editor, alert } = appEnv(env);
  const row = await repo.get(id);
  if (row === undefined || row.slides.length === 0) {
    alert(SAVED_PRESENTATION_EMPTY);
    return false;
  }
  beginSavedLoad();
  const streaming = generationState.status === 'streaming-outline' || generationState.status === 'streaming-content';
  if (!streaming) {
    editor.store.load({ deckId: row.id, title: row.title, slides: row.slides, settings: row.settings });
    editor.reset();
    editor.markSaved(row.updatedAt);
    savingState.savedDeckId = row.id;
  }
  void repo.markViewed(row.id).catch(() => undefined);
  return true;
}
