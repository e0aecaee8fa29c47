/**
 * Every change kept at once: the open deck is written to IndexedDB within
 * a second of any change (debounced, the changes of that second batched
 * into one transaction), so a crash or a killed tab loses at most the last
 * second. Only the changed parts are written (see core/deck/slide-merge),
 * and the stored row is followed live, so another tab's later edit of a
 * slide shows here and is never overwritten by this tab's older copy.
 */
import { liveQuery } from 'dexie';
import { proxy, snapshot, subscribe } from 'valtio';
import type { DeckParts, DeckEdit } from '../core/deck/slide-merge';
import { editBetween, isEmptyEdit, mergeRevs, remoteChange } from '../core/deck/slide-merge';
import { SAVE_PRESENTATION_FAILED } from '../core/errors';
import type { PresentationSettings } from '../core/schemas/config';
import { slideSchema, type Slide } from '../core/schemas/slide';
import { getDb, type DecksmithDB, type PresentationRow } from '../data/db';
import { writeDeckEdit, type DeckEditResult } from '../data/deck-edits';
import { StorageFullError } from '../data/errors';
import type { DeckStore } from './deck';
import type { Editor } from './editor';
import { onBeforeReload } from './storage';
import { onPageHidden } from './write-batch';

/** Quiet time after a change before it is written. */
export const SAVE_DEBOUNCE_MS = 300;
/** A change is written at the latest this long after it, however long the typing goes on. */
export const SAVE_MAX_WAIT_MS = 700;
/** After a failed write, the next try (a later change tries at once). */
export const SAVE_RETRY_MS = 5_000;
export const DECK_DELETED_MESSAGE = 'This presentation was deleted in another window; changes here are no longer saved.';

/** What the save status reads besides the editor's unsaved flag. */
export const syncState = proxy({
  /** The deck being kept, null when none. */
  deckId: null as string | null,
  /** The last write failed: why (the changes are still pending and retried). */
  failed: null as string | null,
  /** The user confirmed the deck's title, so Save does not ask again. */
  named: false,
});

/** The stored row as the sync reads it (raw: only the parts it compares). */
export type StoredDeck = Pick<PresentationRow, 'title' | 'updatedAt'> & { slides: Slide[]; settings: PresentationSettings; revs?: Record<string, string>; named?: boolean };

export interface DeckSyncOptions {
  store: DeckStore;
  editor: Pick<Editor, 'markSaved' | 'state'>;
  deckId: string;
  /** The database written and followed (the app's by default). */
  db?: DecksmithDB;
  /** `touch`: the edit is the user's (the deck's updatedAt moves). */
  write?: (id: string, edit: DeckEdit, token: string, touch: boolean) => Promise<DeckEditResult | undefined>;
  /** Calls back with the stored row now and after every write (any tab); returns the stop. */
  watch?: (id: string, onRow: (row: StoredDeck | undefined) => void) => () => void;
  /** This tab's writer id (revs it wrote start with it). */
  writer?: string;
  delayMs?: number;
  maxWaitMs?: number;
  retryMs?: number;
}

export interface DeckSync {
  /** Writes what is pending now; resolves when every write so far is done. */
  flush(): Promise<void>;
  stop(): void;
}

// The sync of the deck open in the studio, for Save (Ctrl+S) to write what is pending at once.
let running: { deckId: string; sync: DeckSync } | null = null;

/**
 * Writes what is pending for deck `deckId` now; false when no sync keeps it
 * (the caller then writes the deck itself).
 */
export async function flushOpenDeck(deckId: string): Promise<boolean> {
  if (running?.deckId !== deckId) return false;
  await running.sync.flush();
  return true;
}

const TAB_WRITER = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10);

function watchRow(db: DecksmithDB, id: string, onRow: (row: StoredDeck | undefined) => void): () => void {
  const subscription = liveQuery(() => db.presentations.get(id)).subscribe({
    next: (row) => onRow(row as StoredDeck | undefined),
    error: (error: unknown) => console.warn('Could not follow the saved deck', error),
  });
  return () => subscription.unsubscribe();
}

/** A stored slide as the store holds it (defaults filled in), or undefined when it does not read as one. */
function readSlide(value: unknown): Slide | undefined {
  const parsed = slideSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const sameParts = (a: DeckParts, b: DeckParts): boolean => a.title === b.title && a.slides === b.slides && a.settings === b.settings;

/** Starts keeping deck `deckId` of `store`; stop it when another deck opens or the view goes. */
export function startDeckSync(options: DeckSyncOptions): DeckSync {
  const { store, editor, deckId } = options;
  const db = options.db ?? getDb();
  const write = options.write ?? ((id, edit, token, touch) => writeDeckEdit(id, edit, token, { db, touch }));
  const writer = options.writer ?? TAB_WRITER;
  const delayMs = options.delayMs ?? SAVE_DEBOUNCE_MS;
  const maxWaitMs = options.maxWaitMs ?? SAVE_MAX_WAIT_MS;
  const retryMs = options.retryMs ?? SAVE_RETRY_MS;
  const partsOf = (): DeckParts => {
    const s = snapshot(store.state);
    return { title: s.title, slides: s.slides as readonly Slide[], settings: s.settings as PresentationSettings };
  };
  const belongs = (): boolean => store.state.deckId === deckId;

  // What this tab believes is stored: the changes since are pending.
  // Edits made while no sync ran (the deck was streaming) count as pending: the slides are written once, whole.
  let base: DeckParts = editor.state.hasUnsavedChanges ? { ...partsOf(), slides: [] } : partsOf();
  // The deck as it last was in the store: a write due after another deck replaced it in the store still goes out.
  let lastLocal = partsOf();
  let seen = { revs: {} as Record<string, string>, title: base.title, slideCount: base.slides.length };
  let first = true;
  let counter = 0;
  // The write on its way, and what this tab believed stored before it. A row read before it went in can arrive
  // while it is written (reads queued ahead of it answer first): to that row the write's changes are still pending.
  let inflight: { token: string; from: DeckParts } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstPendingAt: number | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  const mine = (token: string): boolean => token.startsWith(`${writer}:`);
  syncState.deckId = deckId;
  syncState.failed = null;
  syncState.named = false;

  const schedule = (wait?: number): void => {
    if (stopped) return;
    const now = Date.now();
    firstPendingAt ??= now;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void flush(), wait ?? Math.max(0, Math.min(delayMs, firstPendingAt + maxWaitMs - now)));
  };

  const writeOnce = async (): Promise<void> => {
    if (stopped) return;
    const local = belongs() ? partsOf() : lastLocal;
    const edit = editBetween(base, local);
    if (isEmptyEdit(edit)) return;
    const before = { base, seen };
    const token = `${writer}:${++counter}`;
    // Set before the write: the live row may come back before the write's own answer does.
    base = local;
    seen = { ...seen, ...(edit.title !== undefined && { title: edit.title }), ...(edit.length !== undefined && { slideCount: edit.length }) };
    inflight = { token, from: before.base };
    try {
      // Only the user's edits move the deck up the newest-first lists; a picture arriving does not.
      const result = await write(deckId, edit, token, editor.state.hasUnsavedChanges);
      if (result === undefined) {
        syncState.failed = DECK_DELETED_MESSAGE;
        stopped = true;
        return;
      }
      seen = { ...seen, revs: mergeRevs(seen.revs, edit, token, result.slideCount), slideCount: result.slideCount };
      syncState.failed = null;
      if (belongs() && sameParts(partsOf(), local)) editor.markSaved(result.updatedAt);
    } catch (error) {
      base = before.base;
      seen = before.seen;
      syncState.failed = error instanceof StorageFullError ? error.userMessage : SAVE_PRESENTATION_FAILED;
      console.error(SAVE_PRESENTATION_FAILED, error);
      schedule(retryMs);
    } finally {
      inflight = undefined;
    }
  };

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    firstPendingAt = undefined;
    writing = writing.then(writeOnce);
    return writing;
  };

  /** Another writer's parts of `row` replace this tab's, except where this tab has a change of its own pending. */
  const follow = (row: StoredDeck, also: readonly number[] = []): void => {
    const found = remoteChange({ revs: row.revs, title: row.title, slideCount: row.slides.length }, seen, mine);
    const change = { ...found, positions: [...new Set([...found.positions, ...also])] };
    seen = { revs: { ...(row.revs ?? {}) }, title: row.title, slideCount: row.slides.length };
    const local = partsOf();
    const writing = inflight;
    const pending = editBetween(writing && !Object.values(row.revs ?? {}).includes(writing.token) ? writing.from : base, local);
    const pendingAt = new Set(pending.slides.map((s) => s.at));
    const resize = change.length !== undefined && pending.length === undefined;
    const slides = resize ? local.slides.slice(0, change.length) : [...local.slides];
    const taken: number[] = [];
    if (resize) for (let at = local.slides.length; at < row.slides.length; at++) taken.push(at);
    for (const at of change.positions) if (!pendingAt.has(at) && at < slides.length) taken.push(at);
    for (const at of taken) slides[at] = readSlide(row.slides[at]) ?? (slides[at] as Slide);
    if (slides.some((slide) => slide === undefined)) return;
    const title = change.title && pending.title === undefined;
    const settings = change.settings && pending.settings === undefined;
    if (taken.length === 0 && !title && !settings && !resize) return;
    store.commit(slides);
    if (title) store.state.title = row.title;
    if (settings) store.state.settings = structuredClone(row.settings);
    const after = partsOf();
    const baseSlides = resize ? base.slides.slice(0, after.slides.length) : [...base.slides];
    for (const at of taken) baseSlides[at] = after.slides[at] as Slide;
    base = { title: title ? after.title : base.title, settings: settings ? after.settings : base.settings, slides: baseSlides };
  };

  const onRow = (row: StoredDeck | undefined): void => {
    if (stopped || !belongs() || row === undefined || !Array.isArray(row.slides)) return;
    syncState.named = row.named === true;
    if (!first) return follow(row);
    // The store was filled from an earlier read of this row: a slide another tab wrote since (it carries that
    // tab's rev) is taken. One that differs only by what arrived here by itself (a layout, a picture) is kept.
    first = false;
    seen = { ...seen, revs: { ...(row.revs ?? {}) } };
    if (!editor.state.hasUnsavedChanges) editor.markSaved(row.updatedAt);
    const foreign = (at: number): boolean => {
      const rev = row.revs?.[String(at)];
      return rev !== undefined && !mine(rev) && at < base.slides.length;
    };
    const differs = (at: number): boolean => JSON.stringify(readSlide(row.slides[at])) !== JSON.stringify(base.slides[at]);
    follow(row, row.slides.map((_, at) => at).filter((at) => foreign(at) && differs(at)));
  };

  const unsubscribe = subscribe(store.state, () => {
    if (stopped || !belongs()) return;
    lastLocal = partsOf();
    if (!sameParts(lastLocal, base)) schedule();
  });
  const unwatch = (options.watch ?? ((id, listener) => watchRow(db, id, listener)))(deckId, onRow);
  if (base.slides !== lastLocal.slides) schedule();
  const stopHidden = onPageHidden(() => void flush());
  const stopReload = onBeforeReload(flush);
  const onPageHide = (): void => void flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onPageHide);

  const sync: DeckSync = {
    flush,
    stop() {
      if (stopped) return;
      // What is pending is still written: stopping is leaving the deck, not discarding its changes.
      void flush().then(() => (stopped = true));
      unsubscribe();
      unwatch();
      stopHidden();
      stopReload();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onPageHide);
      if (syncState.deckId === deckId) syncState.deckId = null;
      if (running?.sync === sync) running = null;
    },
  };
  running = { deckId, sync };
  return sync;
}
