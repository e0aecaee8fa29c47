import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDoc } from '../core/commands/test-fixtures';
import type { DeckEdit } from '../core/deck/slide-merge';
import { writeDeckEdit } from '../data/deck-edits';
import { PresentationsRepository } from '../data/presentations';
import { freshDbs } from '../data/testing';
import { createDeckStore } from './deck';
import { startDeckSync, syncState, type DeckSync, type StoredDeck } from './deck-sync';
import { createEditor } from './editor';

const dbs = freshDbs();
const syncs: DeckSync[] = [];
afterEach(() => syncs.splice(0).forEach((s) => s.stop()));

async function savedDeck() {
  const db = dbs.make();
  const doc = makeDoc(4);
  const repo = new PresentationsRepository(db);
  await repo.save({ id: 'd1', title: 'Printing Press - lesson', slides: [...doc.slides], settings: doc.settings, theme: doc.settings.selectedTheme, isComplete: true });
  return { db, repo };
}

/** A tab: its own store and editor on deck d1, kept by its own sync. */
async function openTab(db: ReturnType<typeof dbs.make>, writer: string, write?: (id: string, edit: DeckEdit, token: string) => Promise<unknown>) {
  const row = await new PresentationsRepository(db).get('d1');
  const store = createDeckStore();
  store.load({ deckId: 'd1', title: row?.title ?? '', slides: row?.slides, settings: row?.settings });
  const editor = createEditor(store);
  const sync = startDeckSync({
    store,
    editor,
    deckId: 'd1',
    db,
    writer,
    delayMs: 20,
    maxWaitMs: 60,
    ...(write && { write: async (id, edit, token) => (await write(id, edit, token), writeDeckEdit(id, edit, token, { db })) }),
  });
  syncs.push(sync);
  return { store, editor, sync };
}

const heading = (store: ReturnType<typeof createDeckStore>, at: number) => store.slides()[at]?.title;

describe('deck sync', () => {
  it('batches a burst of edits into one write of the edited slide, then the deck shows as saved', async () => {
    const { db, repo } = await savedDeck();
    const writes: DeckEdit[] = [];
    const tab = await openTab(db, 'a', async (_id, edit) => void writes.push(edit));
    for (const ch of ['N', 'Ne', 'New']) tab.editor.apply('slide.editText', { index: 2, field: 'title', value: ch, mergeKey: 'k' });
    expect(tab.editor.state.hasUnsavedChanges).toBe(true);
    await vi.waitFor(async () => expect((await repo.get('d1'))?.slides[2]?.title).toBe('New'), { timeout: 5000, interval: 10 });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.slides.map((s) => s.at)).toEqual([2]);
    expect(writes[0]?.title).toBeUndefined();
    await vi.waitFor(() => expect(tab.editor.state.hasUnsavedChanges).toBe(false));
    expect(tab.editor.state.lastSaved).not.toBeNull();
  });

  it('edits made while no sync ran (the deck was streaming) are written when it starts, and then show as saved', async () => {
    const { db, repo } = await savedDeck();
    const row = await repo.get('d1');
    const store = createDeckStore();
    store.load({ deckId: 'd1', title: row?.title ?? '', slides: row?.slides, settings: row?.settings });
    const editor = createEditor(store);
    editor.apply('slide.editText', { index: 2, field: 'title', value: 'Typed while it streamed' });
    const sync = startDeckSync({ store, editor, deckId: 'd1', db, writer: 'a', delayMs: 20, maxWaitMs: 60 });
    syncs.push(sync);
    await vi.waitFor(async () => expect((await repo.get('d1'))?.slides[2]?.title).toBe('Typed while it streamed'), { timeout: 5000, interval: 10 });
    await vi.waitFor(() => expect(editor.state.hasUnsavedChanges).toBe(false), { timeout: 5000, interval: 10 });
    expect((await repo.get('d1'))?.slides).toHaveLength(5);
  });

  it('flush writes at once (the page going hidden)', async () => {
    const { db, repo } = await savedDeck();
    const tab = await openTab(db, 'a');
    tab.editor.apply('slide.editText', { index: 1, field: 'title', value: 'Flushed' });
    await tab.sync.flush();
    expect((await repo.get('d1'))?.slides[1]?.title).toBe('Flushed');
  });

  it('two tabs on one deck: each keeps the other\'s slide edits and shows them live', async () => {
    const { db, repo } = await savedDeck();
    const a = await openTab(db, 'a');
    const b = await openTab(db, 'b');
    a.editor.apply('slide.editText', { index: 1, field: 'title', value: 'From A' });
    b.editor.apply('slide.editText', { index: 3, field: 'title', value: 'From B' });
    await Promise.all([a.sync.flush(), b.sync.flush()]);
    const stored = await repo.get('d1');
    expect([stored?.slides[1]?.title, stored?.slides[3]?.title]).toEqual(['From A', 'From B']);
    await vi.waitFor(() => expect([heading(a.store, 3), heading(b.store, 1)]).toEqual(['From B', 'From A']), { timeout: 5000, interval: 10 });
    // The later edit of one slide wins, in storage and on both screens.
    a.editor.apply('slide.editText', { index: 3, field: 'title', value: 'A again' });
    await a.sync.flush();
    await vi.waitFor(() => expect(heading(b.store, 3)).toBe('A again'), { timeout: 5000, interval: 10 });
    expect((await repo.get('d1'))?.slides[3]?.title).toBe('A again');
  });

  it('a deck renamed elsewhere keeps its new title when this tab saves a slide edit', async () => {
    const { db, repo } = await savedDeck();
    const tab = await openTab(db, 'a');
    await db.presentations.update('d1', { title: 'Renamed on the dashboard' });
    await vi.waitFor(() => expect(tab.store.state.title).toBe('Renamed on the dashboard'), { timeout: 5000, interval: 10 });
    tab.editor.apply('slide.editText', { index: 2, field: 'title', value: 'Edited' });
    await tab.sync.flush();
    expect(await repo.get('d1')).toMatchObject({ title: 'Renamed on the dashboard' });
  });

  it('a row read before this tab\'s write landed, delivered while it is written, does not undo the change', async () => {
    const { db, repo } = await savedDeck();
    const before = await repo.get('d1');
    const store = createDeckStore();
    store.load({ deckId: 'd1', title: before?.title ?? '', slides: before?.slides, settings: before?.settings });
    const editor = createEditor(store);
    let deliver: (row: StoredDeck | undefined) => void = () => undefined;
    const stale = (await db.presentations.get('d1')) as unknown as StoredDeck;
    const sync = startDeckSync({
      store,
      editor,
      deckId: 'd1',
      db,
      writer: 'a',
      delayMs: 20,
      maxWaitMs: 60,
      watch: (_id, onRow) => ((deliver = onRow), () => undefined),
      // The live query read the row just before this write went in: its answer comes while the write is on its way.
      write: async (id, edit, token, touch) => {
        deliver(stale);
        return writeDeckEdit(id, edit, token, { db, touch });
      },
    });
    syncs.push(sync);
    deliver(stale);
    editor.apply('slide.duplicate', { index: 2 });
    expect(store.slides()).toHaveLength(6);
    await sync.flush();
    expect(store.slides()).toHaveLength(6);
    deliver((await db.presentations.get('d1')) as unknown as StoredDeck);
    expect(store.slides().map((s) => s.title)).toEqual((await repo.get('d1'))?.slides.map((s) => s.title));
    expect(store.slides()).toHaveLength(6);
  });

  it('a failed write keeps the change pending, says so, and the next write carries it', async () => {
    const { db, repo } = await savedDeck();
    let fail = true;
    const tab = await openTab(db, 'a', async () => {
      if (fail) throw new Error('disk on fire');
    });
    tab.editor.apply('slide.editText', { index: 1, field: 'title', value: 'Kept' });
    await tab.sync.flush();
    expect(syncState.failed).toBe('Failed to save presentation');
    expect(tab.editor.state.hasUnsavedChanges).toBe(true);
    fail = false;
    await tab.sync.flush();
    expect((await repo.get('d1'))?.slides[1]?.title).toBe('Kept');
    expect(syncState.failed).toBeNull();
  });
});
