import { describe, expect, it } from 'vitest';
import type { DeckDoc } from '../core/commands';
import { picturedDoc } from '../core/commands/picture-fixtures';
import { makeDoc } from '../core/commands/test-fixtures';
import { createDeckStore } from './deck';
import { createEditor } from './editor';
import { imageStyleAnswered, imageStyleRequest, requestImageStyle } from './image-style-request';

function editorOver(doc: DeckDoc) {
  const store = createDeckStore();
  store.load({ deckId: 'deck-1', title: doc.title, slides: doc.slides, settings: doc.settings });
  return { store, editor: createEditor(store) };
}

describe('requestImageStyle', () => {
  it('changes the style at once when no picture would be made again', () => {
    const { store, editor } = editorOver(makeDoc(3));
    requestImageStyle(editor, 'sketch');
    expect(store.state.settings.selectedImageStyle).toBe('sketch');
    expect(imageStyleRequest.style).toBeNull();
  });

  it('leaves the change for the style question when pictures would be made again, until it is answered', () => {
    const { store, editor } = editorOver(picturedDoc(3));
    const before = store.state.settings.selectedImageStyle;
    requestImageStyle(editor, 'sketch');
    expect(store.state.settings.selectedImageStyle).toBe(before);
    expect(imageStyleRequest.style).toBe('sketch');
    imageStyleAnswered();
    expect(imageStyleRequest.style).toBeNull();
  });
});
