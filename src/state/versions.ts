/**
 * Kept versions of the open deck: every N minutes (the preference that was
 * the autosave interval) while the deck changes, and when the user asks.
 * Restoring one is an edit like any other, so it can be undone.
 */
import { snapshot } from 'valtio';
import type { PresentationSettings } from '../core/schemas/config';
import type { Slide } from '../core/schemas/slide';
import { VersionsRepository } from '../data/versions';
import type { DeckStore } from './deck';
import type { Editor } from './editor';

const VERSION_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The name of a version kept by the clock: its time ('Nov 28, 4:52 PM'). */
export function versionName(at: number, format: Intl.DateTimeFormat = VERSION_TIME): string {
  return format.format(new Date(at));
}

export interface KeepOptions {
  repo?: VersionsRepository;
  /** The user's name for it; the time otherwise. */
  name?: string;
  now?: () => number;
}

/** Keeps the deck in `store` as a version; its id, or undefined when the deck is not saved or has no slides. */
export async function keepVersion(store: DeckStore, options: KeepOptions = {}): Promise<number | undefined> {
  const snap = snapshot(store.state);
  if (snap.deckId === null || snap.slides.length === 0) return undefined;
  const at = (options.now ?? Date.now)();
  const name = options.name?.trim() || versionName(at);
  return (options.repo ?? new VersionsRepository()).add({
    deckId: snap.deckId,
    at,
    name,
    title: snap.title,
    slides: structuredClone(snap.slides) as Slide[],
    settings: structuredClone(snap.settings) as PresentationSettings,
  });
}

/**
 * Keeps a version every `minutes` when the deck changed since the last one
 * (a deck only looked at keeps none). Returns the stop.
 */
export function startVersionKeeping(store: DeckStore, minutes: number, keep: () => Promise<unknown> = () => keepVersion(store)): () => void {
  const contentOf = () => {
    const { deckId, slides, settings } = snapshot(store.state);
    return { deckId, slides, settings };
  };
  let last = contentOf();
  let running = false;
  const timer = setInterval(() => {
    const now = contentOf();
    if (running || (now.deckId === last.deckId && now.slides === last.slides && now.settings === last.settings)) return;
    running = true;
    void keep()
      .then(() => (last = now))
      .catch((error: unknown) => console.warn('Could not keep a version', error))
      .finally(() => (running = false));
  }, minutes * 60_000);
  return () => clearInterval(timer);
}

/** Restores version `id` into the open deck as one undoable change; false when it is gone or of another deck. */
export async function restoreDeckVersion(id: number, editor: Editor, repo: VersionsRepository = new VersionsRepository()): Promise<boolean> {
  const version = await repo.get(id);
  if (version === undefined || version.deckId !== editor.store.state.deckId) return false;
  editor.apply('deck.restoreVersion', { slides: version.slides, settings: version.settings });
  return true;
}
