/**
 * Saving the open deck. A deck is kept as it changes
 * (src/state/deck-sync), so Save no longer writes the deck under a title
 * each time: it asks for the title once, when the deck is first named
 * (proposing its current title), and afterwards only writes what is
 * pending, never renaming or doubling the deck. 'Save as copy' makes a new
 * deck. The dialogs and the toolbar only read `savingState` and call these
 * functions, so the flow is tested without a browser.
 */
import { proxy, snapshot } from 'valtio';
import { confirmedSaveTitle, defaultSaveTitle } from '../core/deck/saved';
import { NO_SLIDES_TO_SAVE, SAVE_PRESENTATION_FAILED, SAVED_PRESENTATION_EMPTY } from '../core/errors';
import type { PresentationSettings } from '../core/schemas/config';
import type { SavedPresentation } from '../core/schemas/presentation';
import type { Slide } from '../core/schemas/slide';
import { markDeckNamed } from '../data/deck-edits';
import { StorageFullError } from '../data/errors';
import { presentationsRepository, type DeckSummary, type PresentationDraft, type PresentationsRepository } from '../data/presentations';
import { showToast } from './toast';
import type { DeckStore } from './deck';
import { flushOpenDeck, syncState } from './deck-sync';
import type { Editor } from './editor';

export const PRESENTATION_SAVED = 'Presentation saved';
/** How often the save status is looked at again ('Saved just now' turns into a time). */
export const UNSAVED_CHECK_MS = 10_000;
/** Unsaved for this long: the warning gets stronger. */
export const UNSAVED_WARNING_MS = 30_000;
/** The saved-loading flag clears after this. */
export const SAVED_LOAD_FLAG_MS = 1_000;
/** localStorage key of that flag, under the product's 'decksmith:' prefix. */
export const LOADING_SAVED_KEY = 'decksmith:loading-saved';

/** What the title prompt is for: naming the deck (once), or a copy of it. */
export type SaveMode = 'name' | 'copy';

export interface SavingState {
  /** The title prompt is open, proposing this title. */
  titlePrompt: { defaultTitle: string; mode: SaveMode } | null;
  /** A new deck would pass the limit: the decks a save would drop, awaiting the user's word. */
  limitPrompt: { title: string; limit: number; oldest: DeckSummary[]; mode: SaveMode } | null;
  busy: boolean;
  /** The deck the editor's `lastSaved` belongs to (the editor keeps it across decks). */
  savedDeckId: string | null;
  /** A saved presentation is being loaded (cleared {@link SAVED_LOAD_FLAG_MS} later). */
  loadingSaved: boolean;
  /** The kept versions of the open deck are listed. */
  versionsOpen: boolean;
}

export const savingState = proxy<SavingState>({ titlePrompt: null, limitPrompt: null, busy: false, savedDeckId: null, loadingSaved: false, versionsOpen: false });

/** What the flow talks to; tests pass their own. */
export interface SaveEnv {
  repo: PresentationsRepository;
  editor: Editor;
  alert: (message: string) => void;
  notify: (kind: 'success' | 'error', message: string) => void;
  /** The deck was saved under a new id: show it in the URL. */
  onSavedAs?: (id: string) => void;
  /** Writes what is pending for the deck now; false when nothing keeps it (then the deck is written whole). */
  keep: (deckId: string) => Promise<boolean>;
  /** Whether the user already confirmed the deck's title. */
  isNamed: (deckId: string) => boolean;
  /** Records that the user confirmed the deck's title. */
  markNamed: (deckId: string) => Promise<unknown>;
  /** Whether the app's generation streams a deck now (a saved deck then does not replace the open one). */
  isStreaming: () => boolean;
}

/** What a caller passes: the editor of the open deck, and whatever it replaces of the app's defaults. */
export type SaveEnvInput = Partial<SaveEnv> & Pick<SaveEnv, 'editor'>;

function appEnv(overrides: SaveEnvInput): SaveEnv {
  return {
    repo: presentationsRepository(),
    isStreaming: () => false,
    alert: (message) => window.alert(message),
    notify: (kind, message) => void showToast(kind, message),
    keep: flushOpenDeck,
    isNamed: (id) => syncState.deckId === id && syncState.named,
    markNamed: async (id) => {
      await markDeckNamed(id);
      if (syncState.deckId === id) syncState.named = true;
    },
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
    named: true,
  };
}

export const copyTitleOf = (title: string): string => `${title} (copy)`;
export const copySavedMessage = (title: string): string => `Saved a copy: ${title}`;

export type SaveOutcome =
  | { status: 'saved'; id: string; updatedAt?: number }
  | { status: 'limit'; limit: number; oldest: DeckSummary[] }
  | { status: 'failed'; message: string };

/** Writes the deck in `store` under `title` (as a new deck with `asCopy`); never throws. */
export async function saveDeck(store: DeckStore, title: string, repo: PresentationsRepository, dropOldest = false, asCopy = false): Promise<SaveOutcome> {
  try {
    const id = store.state.deckId;
    const existing = id === null ? undefined : await repo.get(id);
    const draft = draftOf(store, title, existing);
    // A copy keeps the document its deck was made from, so rewrites of the copy stay grounded in it.
    const copy = asCopy && id !== null ? { copySourceOf: id } : {};
    const result = await repo.save(asCopy ? { ...draft, id: undefined, favorite: false, keptIncomplete: undefined } : draft, { dropOldest, ...copy });
    if (result.ok) return { status: 'saved', id: result.presentation.id, updatedAt: result.presentation.updatedAt };
    if (result.reason === 'limit') return { status: 'limit', limit: result.limit, oldest: result.oldest };
    return { status: 'failed', message: SAVE_PRESENTATION_FAILED };
  } catch (error) {
    return { status: 'failed', message: error instanceof StorageFullError ? error.userMessage : SAVE_PRESENTATION_FAILED };
  }
}

/** The title a prompt proposes: the deck's current title, else the first slide's. */
function currentTitle(store: DeckStore): string {
  return store.state.title.trim() || defaultSaveTitle(snapshot(store.state).slides as readonly Slide[]);
}

/**
 * Save (Ctrl+S): alerts when there is nothing to save; a deck not named yet
 * gets the title prompt, proposing its current title; a named deck has what
 * is pending written now, never renamed and never doubled.
 */
export function requestSave(store: DeckStore, env: SaveEnvInput): void {
  const full = appEnv(env);
  const slides = snapshot(store.state).slides as readonly Slide[];
  if (slides.length === 0) return full.alert(NO_SLIDES_TO_SAVE);
  savingState.limitPrompt = null;
  const id = store.state.deckId;
  if (id !== null && full.isNamed(id)) {
    void full.keep(id);
    return;
  }
  savingState.titlePrompt = { defaultTitle: currentTitle(store), mode: 'name' };
}

/** Save as copy: the title prompt for a new deck holding what is on screen. */
export function requestSaveCopy(store: DeckStore, env: SaveEnvInput): void {
  const slides = snapshot(store.state).slides as readonly Slide[];
  if (slides.length === 0) return appEnv(env).alert(NO_SLIDES_TO_SAVE);
  savingState.limitPrompt = null;
  savingState.titlePrompt = { defaultTitle: copyTitleOf(currentTitle(store)), mode: 'copy' };
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

function rename(store: DeckStore, title: string, env: SaveEnv): void {
  if (title === store.state.title) return;
  if (store === env.editor.store) env.editor.apply('deck.setTitle', { title });
  else store.state.title = title;
}

/** Naming a deck that is kept as it changes: the title is one more change, written with what is pending. */
async function nameKeptDeck(store: DeckStore, id: string, title: string, env: SaveEnv): Promise<SaveOutcome | undefined> {
  rename(store, title, env);
  savingState.busy = true;
  try {
    if (!(await env.keep(id))) return undefined;
    await env.markNamed(id);
  } catch (error) {
    const message = error instanceof StorageFullError ? error.userMessage : SAVE_PRESENTATION_FAILED;
    env.notify('error', message);
    return { status: 'failed', message };
  } finally {
    savingState.busy = false;
  }
  savingState.savedDeckId = id;
  env.notify('success', PRESENTATION_SAVED);
  return { status: 'saved', id };
}

/** Writes the whole deck: a deck nothing keeps yet (it has no id), or a copy. */
async function runSave(store: DeckStore, title: string, dropOldest: boolean, env: SaveEnv, mode: SaveMode): Promise<SaveOutcome> {
  if (mode === 'name') rename(store, title, env);
  const editable = store === env.editor.store;
  const before = contentOf(store);
  savingState.busy = true;
  const outcome = await saveDeck(store, title, env.repo, dropOldest, mode === 'copy').finally(() => (savingState.busy = false));
  if (outcome.status === 'limit') savingState.limitPrompt = { title, limit: outcome.limit, oldest: outcome.oldest, mode };
  if (outcome.status === 'failed') env.notify('error', outcome.message);
  if (outcome.status !== 'saved') return outcome;
  if (mode === 'copy') {
    env.notify('success', copySavedMessage(title));
    return outcome;
  }
  // An edit made while the write ran is not in it: the deck stays unsaved then.
  const unchanged = editable && sameContent(before, contentOf(store));
  const { id } = outcome;
  if (store.state.deckId !== id) {
    store.state.deckId = id;
    env.onSavedAs?.(id);
  }
  if (unchanged) {
    env.editor.markSaved(outcome.updatedAt);
    savingState.savedDeckId = id;
  }
  env.notify('success', PRESENTATION_SAVED);
  return outcome;
}

/**
 * The title prompt was answered: a blank answer cancels. Naming a kept deck
 * renames it and writes what is pending; a deck without an id is saved
 * whole; a copy is a new deck under the answer.
 */
export async function submitSaveTitle(store: DeckStore, answer: string | null, env: SaveEnvInput): Promise<SaveOutcome | 'cancelled'> {
  const mode = savingState.titlePrompt?.mode ?? 'name';
  savingState.titlePrompt = null;
  const title = confirmedSaveTitle(answer);
  if (title === undefined) return 'cancelled';
  const full = appEnv(env);
  const id = store.state.deckId;
  if (mode === 'name' && id !== null) {
    const kept = await nameKeptDeck(store, id, title, full);
    if (kept !== undefined) return kept;
  }
  return runSave(store, title, false, full, mode);
}

/** The user agreed to drop the oldest decks: save again with `dropOldest`. */
export async function confirmDropOldest(store: DeckStore, env: SaveEnvInput): Promise<SaveOutcome | 'cancelled'> {
  const prompt = savingState.limitPrompt;
  savingState.limitPrompt = null;
  if (prompt === null) return 'cancelled';
  return runSave(store, prompt.title, true, appEnv(env), prompt.mode);
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
 * Load of the Saved presentations list: the flag is set, the
 * saved deck replaces the open one (slides, slide 0, its theme, fonts and
 * photo toggle) with no unsaved changes, and the caller shows
 * /home?deck=<id>. While the app streams another deck nothing is replaced:
 * /home then shows the saved deck beside the stream. False (after the
 * alert) when the deck is gone or has no slides.
 */
export async function openSavedPresentation(id: string, env: SaveEnvInput): Promise<boolean> {
  const { repo, editor, alert, isStreaming } = appEnv(env);
  const row = await repo.get(id);
  if (row === undefined || row.slides.length === 0) {
    alert(SAVED_PRESENTATION_EMPTY);
    return false;
  }
  beginSavedLoad();
  if (!isStreaming()) {
    editor.store.load({ deckId: row.id, title: row.title, slides: row.slides, settings: row.settings });
    editor.reset();
    editor.markSaved(row.updatedAt);
    savingState.savedDeckId = row.id;
  }
  void repo.markViewed(row.id).catch(() => undefined);
  return true;
}
