/**
 * After a write the editor goes on from the store's own copy of the deck,
 * so every later edit keeps the proxy of each slide it did not change (and
 * of the settings): only the edited card re-renders, however many slides
 * an earlier edit touched.
 */
import { describe, expect, it } from 'vitest';
import { makeDoc } from '../core/commands/test-fixtures';
import { createDeckStore } from './deck';
import { createEditor } from './editor';

function opened() {
  const doc = makeDoc(6);
  const store = createDeckStore();
  // Saved before layouts were recorded: the first edit records them on every topic slide.
  const slides = doc.slides.map(({ layout: _layout, ...slide }) => slide);
  store.load({ deckId: 'deck-1', title: doc.title, slides, settings: doc.settings });
  return { store, editor: createEditor(store) };
}

describe('edits after the first one', () => {
  it('keep the proxies of the slides they do not change, after an edit that changed every slide', () => {
    const { store, editor } = opened();
    editor.apply('slide.editText', { index: 3, field: 'heading', value: 'Topic 3 a', mergeKey: 'typing' });
    expect(store.state.slides[1]?.layout?.auto).toBe(true);
    const before = [...store.state.slides];
    editor.apply('slide.editText', { index: 3, field: 'heading', value: 'Topic 3 ab', mergeKey: 'typing' });
    expect(store.state.slides[3]?.title).toBe('Topic 3 ab');
    store.state.slides.forEach((slide, i) => {
      if (i !== 3) expect(slide, `slide ${i}`).toBe(before[i]);
    });
    editor.undo();
    expect(store.state.slides[3]?.title).toBe('Topic 3');
  });

  it('keep the settings proxy after a settings change', () => {
    const { store, editor } = opened();
    editor.apply('deck.setTheme', { theme: 'classic-dark' });
    expect(store.state.settings.selectedTheme).toBe('classic-dark');
    const settings = store.state.settings;
    editor.apply('slide.editText', { index: 2, field: 'heading', value: 'Renamed' });
    expect(store.state.settings).toBe(settings);
  });
});
