import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDoc } from '../core/commands/test-fixtures';
import { NO_SLIDES_TO_SAVE, SAVE_PRESENTATION_FAILED, SAVED_PRESENTATION_EMPTY } from '../core/errors';
import { STORAGE_FULL_MESSAGE, StorageFullError } from '../data/errors';
import { PrefsRepository } from '../data/prefs';
import { PresentationsRepository } from '../data/presentations';
import { SourcesRepository } from '../data/sources';
import { freshDbs } from '../data/testing';
import { createDeckStore } from './deck';
import { markDeckNamed } from '../data/deck-edits';
import { startDeckSync, syncState } from './deck-sync';
import { createEditor } from './editor';
import { keepVersion, restoreDeckVersion, startVersionKeeping } from './versions';
import { VersionsRepository } from '../data/versions';
import {
  beginSavedLoad,
  cancelSave,
  confirmDropOldest,
  isLoadingSavedPresentation,
  LOADING_SAVED_KEY,
  openSavedPresentation,
  PRESENTATION_SAVED,
  requestSave,
  requestSaveCopy,
  savingState,
  submitSaveTitle,
  type SaveEnvInput,
} from './saving';

const dbs = freshDbs();

function setup(deckId: string | null = 'deck-1') {
  const doc = makeDoc(3);
  const store = createDeckStore();
  store.load({ deckId, title: doc.title, slides: doc.slides, settings: { ...doc.settings, selectedTheme: 'cosmic-dream' } });
  const db = dbs.make();
  const repo = new PresentationsRepository(db);
  const editor = createEditor(store);
  const alerts: string[] = [];
  const notes: string[] = [];
  const savedAs: string[] = [];
  const env: SaveEnvInput = {
    repo,
    editor,
    alert: (m) => alerts.push(m),
    notify: (kind, m) => notes.push(`${kind}: ${m}`),
    onSavedAs: (id) => savedAs.push(id),
    keep: async () => false,
    isNamed: () => false,
    markNamed: async () => undefined,
  };
  return { store, editor, repo, db, env, alerts, notes, savedAs };
}

beforeEach(() => {
  cancelSave();
  savingState.savedDeckId = null;
});

describe('Save', () => {
  it('alerts "No slides to save..." when there are no slides, and opens no prompt', () => {
    const { store, env, alerts } = setup();
    store.load({ deckId: 'empty', title: '', slides: [] });
    requestSave(store, env);
    expect(alerts).toEqual([NO_SLIDES_TO_SAVE]);
    expect(savingState.titlePrompt).toBeNull();
  });

  it("proposes the deck's current title, never the first slide's over it", () => {
    const { store, env } = setup();
    store.state.title = 'Printing Press - lesson';
    requestSave(store, env);
    expect(savingState.titlePrompt).toEqual({ defaultTitle: 'Printing Press - lesson', mode: 'name' });
  });

  it("proposes the first slide's title for a deck with no title, else 'Untitled Presentation'", () => {
    const { store, editor, env } = setup();
    store.state.title = '';
    requestSave(store, env);
    expect(savingState.titlePrompt).toEqual({ defaultTitle: 'Deck', mode: 'name' });
    editor.apply('slide.editText', { index: 0, field: 'title', value: '   ' });
    requestSave(store, env);
    expect(savingState.titlePrompt).toEqual({ defaultTitle: 'Untitled Presentation', mode: 'name' });
  });

  it('a blank title cancels: nothing is written', async () => {
    const { store, repo, env, notes } = setup();
    requestSave(store, env);
    expect(await submitSaveTitle(store, '   ', env)).toBe('cancelled');
    expect(savingState.titlePrompt).toBeNull();
    expect(await repo.count()).toBe(0);
    expect(notes).toEqual([]);
  });

  it('saves title, slides, settings, theme and the first slide description under the same id, keeping the stored config', async () => {
    const { store, editor, repo, env, notes, savedAs } = setup();
    const config = { input_text: 'Volcanoes', number_of_slides: 4 };
    await repo.save({ id: 'deck-1', title: 'Old', slides: [], config: config as never, thumbnail: 'thumb.png' });
    editor.apply('slide.duplicate', { index: 1 });
    expect(editor.state.hasUnsavedChanges).toBe(true);

    const outcome = await submitSaveTitle(store, '  Volcanoes of Iceland ', env);
    expect(outcome).toMatchObject({ status: 'saved' });
    const stored = await repo.get('deck-1');
    expect(stored).toMatchObject({
      title: 'Volcanoes of Iceland',
      description: 'About the deck',
      theme: 'cosmic-dream',
      thumbnail: 'thumb.png',
      settings: { selectedTheme: 'cosmic-dream' },
      config: { input_text: 'Volcanoes', number_of_slides: 4 },
    });
    expect(stored?.slides).toHaveLength(5);
    expect(store.state.title).toBe('Volcanoes of Iceland');
    expect(editor.state).toMatchObject({ hasUnsavedChanges: false, lastSaved: stored?.updatedAt });
    expect(savingState.savedDeckId).toBe('deck-1');
    expect(notes).toEqual([`success: ${PRESENTATION_SAVED}`]);
    expect(savedAs).toEqual([]);
    // The rename is one undo step like any edit.
    expect(editor.state.canUndo).toBe(true);
  });

  it('gives a deck without an id a new one and reports it for the URL', async () => {
    const { store, repo, env, savedAs } = setup(null);
    await submitSaveTitle(store, 'Fresh', env);
    expect(savedAs).toHaveLength(1);
    expect(store.state.deckId).toBe(savedAs[0]);
    expect(await repo.get(savedAs[0] ?? '')).toMatchObject({ title: 'Fresh', slides: expect.any(Array) });
  });

  it('over the limit asks first, then drops the oldest when the user agrees', async () => {
    const { store, repo, db, env } = setup('new-deck');
    await new PrefsRepository(db).patch({ maxSavedPresentations: 2 });
    await repo.save({ id: 'a', title: 'Oldest', slides: [] });
    await repo.save({ id: 'b', title: 'Newer', slides: [] });

    const outcome = await submitSaveTitle(store, 'Third', env);
    expect(outcome).toMatchObject({ status: 'limit', limit: 2 });
    expect(savingState.limitPrompt?.oldest.map((d) => d.title)).toEqual(['Oldest']);
    expect(await repo.get('new-deck')).toBeUndefined();

    expect(await confirmDropOldest(store, env)).toMatchObject({ status: 'saved' });
    expect(savingState.limitPrompt).toBeNull();
    expect((await repo.list()).map((p) => p.id).sort()).toEqual(['b', 'new-deck']);
  });

  it('says the device is full with the data layer text, and keeps the deck unsaved', async () => {
    const { store, editor, repo, env, notes } = setup();
    editor.apply('slide.duplicate', { index: 1 });
    vi.spyOn(repo, 'save').mockRejectedValueOnce(new StorageFullError(SAVE_PRESENTATION_FAILED));
    expect(await submitSaveTitle(store, 'Deck', env)).toEqual({ status: 'failed', message: STORAGE_FULL_MESSAGE });
    expect(notes).toEqual([`error: ${STORAGE_FULL_MESSAGE}`]);
    expect(editor.state.hasUnsavedChanges).toBe(true);
  });
});

describe('Save on a deck kept as it changes', () => {
  async function keptSetup() {
    const base = setup();
    const { store, editor, repo, db } = base;
    await repo.save({ id: 'deck-1', title: 'Printing Press - lesson', slides: [...store.slides()], settings: store.state.settings });
    store.state.title = 'Printing Press - lesson';
    const sync = startDeckSync({ store, editor, deckId: 'deck-1', db, delayMs: 10, maxWaitMs: 20 });
    const env: SaveEnvInput = {
      ...base.env,
      keep: async () => (await sync.flush(), true),
      isNamed: (id) => syncState.deckId === id && syncState.named,
      markNamed: async (id) => {
        await markDeckNamed(id, db);
        syncState.named = true;
      },
    };
    return { ...base, env, sync };
  }

  it('asks once, proposing the current title; a second Save never renames nor doubles the deck', async () => {
    const { store, editor, repo, env, sync } = await keptSetup();
    await vi.waitFor(async () => expect((await repo.get('deck-1'))?.named).toBeUndefined());
    requestSave(store, env);
    expect(savingState.titlePrompt).toEqual({ defaultTitle: 'Printing Press - lesson', mode: 'name' });
    expect(await submitSaveTitle(store, 'Printing Press - lesson', env)).toMatchObject({ status: 'saved', id: 'deck-1' });
    expect(await repo.get('deck-1')).toMatchObject({ title: 'Printing Press - lesson', named: true });

    editor.apply('slide.editText', { index: 1, field: 'title', value: 'Movable type' });
    requestSave(store, env);
    expect(savingState.titlePrompt).toBeNull();
    await sync.flush();
    expect(await repo.count()).toBe(1);
    expect(await repo.get('deck-1')).toMatchObject({ title: 'Printing Press - lesson' });
    expect((await repo.get('deck-1'))?.slides[1]?.title).toBe('Movable type');
    sync.stop();
  });

  it('Save as copy makes a new deck under the answer and leaves this one as it is', async () => {
    const { store, repo, env, notes, sync, db } = await keptSetup();
    await new SourcesRepository(db).keep('deck-1', { name: 'press.pdf', text: 'Gutenberg printed with movable type.' });
    requestSaveCopy(store, env);
    expect(savingState.titlePrompt).toEqual({ defaultTitle: 'Printing Press - lesson (copy)', mode: 'copy' });
    const outcome = await submitSaveTitle(store, 'Press for class 2', env);
    expect(outcome).toMatchObject({ status: 'saved' });
    const copyId = outcome === 'cancelled' ? '' : outcome.status === 'saved' ? outcome.id : '';
    expect(copyId).not.toBe('deck-1');
    expect(await repo.get(copyId)).toMatchObject({ title: 'Press for class 2', named: true });
    expect(store.state).toMatchObject({ deckId: 'deck-1', title: 'Printing Press - lesson' });
    expect(notes).toContain('success: Saved a copy: Press for class 2');
    // The copy is grounded in the same document as the deck it was copied from.
    expect(await new SourcesRepository(db).get(copyId)).toEqual({ name: 'press.pdf', text: 'Gutenberg printed with movable type.' });
    sync.stop();
  });
});

describe('kept versions', () => {
  afterEach(() => vi.useRealTimers());

  it('restores a version as one undoable change', async () => {
    const { store, editor, db } = setup();
    const versions = new VersionsRepository(db);
    const id = await keepVersion(store, { repo: versions, now: () => Date.UTC(2026, 10, 28, 16, 52) });
    expect(await versions.list('deck-1')).toEqual([expect.objectContaining({ id, slideCount: 4, name: expect.stringMatching(/^Nov 28, \d{1,2}:52\sPM$/) })]);
    editor.apply('slide.delete', { index: 1 });
    editor.apply('slide.delete', { index: 1 });
    expect(store.slides()).toHaveLength(2);
    expect(await restoreDeckVersion(id ?? 0, editor, versions)).toBe(true);
    expect(store.slides()).toHaveLength(4);
    editor.undo();
    expect(store.slides()).toHaveLength(2);
  });

  it('keeps at most 20 per deck, newest first, with the name given', async () => {
    const { store, db } = setup();
    const versions = new VersionsRepository(db);
    for (let i = 0; i < 22; i++) await keepVersion(store, { repo: versions, now: () => 1_000 + i, name: i === 21 ? 'Before the workshop' : '' });
    const list = await versions.list('deck-1');
    expect(list).toHaveLength(20);
    expect(list[0]?.name).toBe('Before the workshop');
  });

  it('keeps one every N minutes only when the deck changed since the last', async () => {
    vi.useFakeTimers();
    const { store, editor } = setup();
    const keep = vi.fn(() => Promise.resolve());
    const stop = startVersionKeeping(store, 2, keep);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(keep).not.toHaveBeenCalled();
    editor.apply('slide.duplicate', { index: 1 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(keep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(keep).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('loading a saved presentation', () => {
  afterEach(() => vi.useRealTimers());

  function memoryStorage(): Storage {
    const map = new Map<string, string>();
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
      clear: () => map.clear(),
      key: () => null,
      get length() {
        return map.size;
      },
    };
  }

  it('sets the flag (also stored) and clears it after 1000 ms', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    beginSavedLoad(storage, () => 5_000);
    expect(savingState.loadingSaved).toBe(true);
    expect(storage.getItem(LOADING_SAVED_KEY)).toBe('5000');
    vi.advanceTimersByTime(999);
    expect(isLoadingSavedPresentation(storage, () => 5_999)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(savingState.loadingSaved).toBe(false);
    expect(storage.getItem(LOADING_SAVED_KEY)).toBeNull();
    expect(isLoadingSavedPresentation(storage)).toBe(false);
  });

  it('a stored flag older than a second (a reload cut its timer) is stale', () => {
    const storage = memoryStorage();
    storage.setItem(LOADING_SAVED_KEY, '1000');
    expect(isLoadingSavedPresentation(storage, () => 1_500)).toBe(true);
    expect(isLoadingSavedPresentation(storage, () => 2_000)).toBe(false);
  });

  it('replaces the open deck with the saved one, theme and fonts as saved, with nothing unsaved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, editor, repo, env, alerts } = setup();
    editor.apply('slide.duplicate', { index: 1 });
    await repo.save({ id: 'other', title: 'Other deck', slides: [{ id: 0, type: 'title', title: 'Other' }], settings: { selectedTheme: 'golden-hour', selectedTitleFont: 'font-lora' } });
    expect(await openSavedPresentation('other', env)).toBe(true);
    expect(store.state).toMatchObject({ deckId: 'other', title: 'Other deck', currentIndex: 0, settings: { selectedTheme: 'golden-hour', selectedTitleFont: 'font-lora' } });
    expect(editor.state).toMatchObject({ hasUnsavedChanges: false, canUndo: false });
    expect(alerts).toEqual([]);
    vi.advanceTimersByTime(1_000);
  });

  it('alerts "Saved presentation has no slides to load" for a saved deck with no slides', async () => {
    const { store, repo, env, alerts } = setup();
    await repo.save({ id: 'hollow', title: 'Hollow', slides: [] });
    expect(await openSavedPresentation('hollow', env)).toBe(false);
    expect(alerts).toEqual([SAVED_PRESENTATION_EMPTY]);
    expect(store.state.deckId).toBe('deck-1');
  });
});
