import { describe, expect, it } from 'vitest';
import { makeDoc } from '../core/commands/test-fixtures';
import { createDeckStore } from './deck';
import { createEditor } from './editor';

function setup() {
  const doc = makeDoc(3);
  const store = createDeckStore();
  store.load({ deckId: 'deck-1', title: doc.title, slides: doc.slides, settings: doc.settings });
  let clock = 1_000;
  const editor = createEditor(store, () => clock);
  return { store, editor, tick: (ms: number) => (clock += ms) };
}

const titles = (store: ReturnType<typeof createDeckStore>) => store.state.slides.map((s) => s.title);

describe('editor', () => {
  it('applies a command to the store, then undoes and redoes it', () => {
    const { store, editor } = setup();
    expect(editor.apply('slide.editText', { index: 2, field: 'heading', value: 'Renamed' })).toBe(true);
    expect(store.state.slides[2]?.title).toBe('Renamed');
    expect(editor.state).toMatchObject({ canUndo: true, canRedo: false, hasUnsavedChanges: true });
    expect(editor.undo()).toBe(true);
    expect(store.state.slides[2]?.title).toBe('Topic 2');
    expect(editor.state).toMatchObject({ canUndo: false, canRedo: true });
    expect(editor.redo()).toBe(true);
    expect(store.state.slides[2]?.title).toBe('Renamed');
  });

  it('keeps the proxies of untouched slides, so only the edited card re-renders', () => {
    const { store, editor } = setup();
    const before = [...store.state.slides];
    editor.apply('slide.editText', { index: 1, field: 'overview', value: 'Changed' });
    expect(store.state.slides[0]).toBe(before[0]);
    expect(store.state.slides[2]).toBe(before[2]);
    expect(store.state.slides[1]).not.toBe(before[1]);
  });

  it('a change that changes nothing adds no step and leaves the deck clean', () => {
    const { editor } = setup();
    expect(editor.apply('slide.editText', { index: 1, field: 'heading', value: 'Topic 1' })).toBe(false);
    expect(editor.state).toMatchObject({ canUndo: false, hasUnsavedChanges: false });
  });

  it('writes title and settings changes and undoes them', () => {
    const { store, editor } = setup();
    editor.apply('deck.setTitle', { title: 'A new name' });
    expect(store.state.title).toBe('A new name');
    editor.undo();
    expect(store.state.title).toBe('My deck');
  });

  it('structural commands: add, duplicate, move, delete, each undoable', () => {
    const { store, editor } = setup();
    editor.apply('slide.duplicate', { index: 1 });
    expect(titles(store)).toEqual(['Deck', 'Topic 1', 'Topic 1', 'Topic 2', 'Topic 3']);
    editor.apply('slide.delete', { index: 4 });
    expect(titles(store)).toEqual(['Deck', 'Topic 1', 'Topic 1', 'Topic 2']);
    editor.undo();
    editor.undo();
    expect(titles(store)).toEqual(['Deck', 'Topic 1', 'Topic 2', 'Topic 3']);
  });

  it('a change made behind its back (a stream, another deck) starts the history over', () => {
    const { store, editor } = setup();
    editor.apply('slide.editText', { index: 1, field: 'heading', value: 'Mine' });
    store.update((slides) => slides.slice(0, 2));
    expect(editor.undo()).toBe(false);
    expect(titles(store)).toEqual(['Deck', 'Mine']);
    expect(editor.state.canUndo).toBe(false);
    // Same deck: the unsaved edit is still unsaved.
    expect(editor.state.hasUnsavedChanges).toBe(true);
    store.load({ deckId: 'deck-2', title: 'Other', slides: makeDoc(1).slides });
    editor.doc();
    expect(editor.state.hasUnsavedChanges).toBe(false);
  });

  it('records saves and when the first unsaved change was made', () => {
    const { editor, tick } = setup();
    editor.apply('slide.editText', { index: 1, field: 'heading', value: 'One' });
    expect(editor.state.dirtySince).toBe(1_000);
    tick(5_000);
    editor.apply('slide.editText', { index: 1, field: 'heading', value: 'Two' });
    expect(editor.state.dirtySince).toBe(1_000);
    editor.markSaved();
    expect(editor.state).toMatchObject({ hasUnsavedChanges: false, dirtySince: null, lastSaved: 6_000 });
  });

  it('applyAll is one undo step', () => {
    const { store, editor } = setup();
    editor.applyAll([
      { id: 'slide.editText', args: { index: 1, field: 'heading', value: 'H' } },
      { id: 'slide.editText', args: { index: 1, field: 'notes', value: 'N' } },
    ]);
    expect(store.state.slides[1]).toMatchObject({ title: 'H', notes: 'N' });
    editor.undo();
    expect(store.state.slides[1]).toMatchObject({ title: 'Topic 1', notes: '' });
  });
});

describe('editor and slide navigation', () => {
  it('moving between slides keeps the history', () => {
    const { store, editor } = setup();
    editor.apply('slide.editText', { index: 1, field: 'heading', value: 'Changed' });
    store.goTo(3);
    store.previous();
    expect(editor.undo()).toBe(true);
    expect(store.state.slides[1]?.title).toBe('Topic 1');
  });
});

describe('editor and other decks', () => {
  it('opening another deck clears undo, the unsaved flag and the last save at once', async () => {
    const { store, editor } = setup();
    editor.apply('slide.editText', { index: 1, field: 'heading', value: 'Changed' });
    editor.markSaved();
    editor.apply('slide.editText', { index: 1, field: 'heading', value: 'Again' });
    store.load({ deckId: 'deck-2', title: 'Other', slides: makeDoc(1).slides });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(editor.state).toMatchObject({ canUndo: false, canRedo: false, hasUnsavedChanges: false, lastSaved: null });
  });
});
