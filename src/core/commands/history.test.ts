import { describe, expect, it } from 'vitest';
import { createHistory } from './history';
import { makeDoc } from './test-fixtures';

const heading = (h: ReturnType<typeof createHistory>, i = 1) => h.present.slides[i]?.topic?.heading;
const type = (h: ReturnType<typeof createHistory>, value: string, mergeKey?: string) =>
  h.apply('slide.editText', { index: 1, field: 'heading', value, mergeKey });

describe('createHistory', () => {
  it('starts with the given doc and nothing to undo or redo', () => {
    const doc = makeDoc();
    const h = createHistory(doc);
    expect(h.present).toBe(doc);
    expect([h.canUndo, h.canRedo]).toEqual([false, false]);
    expect(h.undo()).toBe(doc);
    expect(h.redo()).toBe(doc);
  });

  it('undoes and redoes steps in order', () => {
    const doc = makeDoc();
    const h = createHistory(doc);
    h.apply('deck.setTitle', { title: 'A' });
    const afterDelete = h.apply('slide.delete', { index: 1 });
    expect(h.present.slides).toHaveLength(3);
    expect(h.undo().slides).toHaveLength(4);
    expect(h.present.title).toBe('A');
    expect(h.undo()).toBe(doc);
    expect(h.canUndo).toBe(false);
    expect(h.redo().title).toBe('A');
    expect(h.redo()).toBe(afterDelete);
    expect(h.canRedo).toBe(false);
  });

  it('adds no step for a command that changes nothing, and keeps the redo stack', () => {
    const h = createHistory(makeDoc());
    h.apply('deck.setTitle', { title: 'A' });
    h.undo();
    const present = h.present;
    expect(h.apply('deck.setTheme', { theme: 'unknown' })).toBe(present);
    expect(h.canUndo).toBe(false);
    expect(h.canRedo).toBe(true);
  });

  it('clears the redo stack on a new change', () => {
    const h = createHistory(makeDoc());
    h.apply('deck.setTitle', { title: 'A' });
    h.undo();
    h.apply('deck.setTitle', { title: 'B' });
    expect(h.canRedo).toBe(false);
    expect(h.redo().title).toBe('B');
  });

  it('merges consecutive edits with the same mergeKey into one step', () => {
    const doc = makeDoc();
    const h = createHistory(doc);
    for (const value of ['H', 'He', 'Hel', 'Hell', 'Hello']) type(h, value, 'focus-1');
    expect(heading(h)).toBe('Hello');
    expect(h.undo()).toBe(doc);
    expect(h.canUndo).toBe(false);
    expect(heading(h)).toBe('Topic 1');
  });

  it('does not merge without a key, across keys, across fields or after an undo', () => {
    const h = createHistory(makeDoc());
    type(h, 'a');
    type(h, 'ab');
    expect(h.undo() && heading(h)).toBe('a');
    type(h, 'x', 'k1');
    type(h, 'xy', 'k1');
    type(h, 'xyz', 'k2');
    expect(h.undo() && heading(h)).toBe('xy');
    h.apply('slide.editText', { index: 2, field: 'heading', value: 'other', mergeKey: 'k1' });
    type(h, 'xy!', 'k1');
    expect(h.undo() && heading(h)).toBe('xy');
    expect(heading(h, 2)).toBe('other');
    type(h, 'again', 'k1');
    h.undo();
    expect(heading(h)).toBe('xy');
  });

  it('an undo or a redo ends the merge, so the next edit is its own step', () => {
    const doc = makeDoc();
    const h = createHistory(doc);
    type(h, 'a', 'k');
    type(h, 'ab', 'k');
    h.undo();
    type(h, 'z', 'k');
    expect(h.canUndo).toBe(true);
    expect(h.undo()).toBe(doc);
    h.redo();
    type(h, 'zz', 'k');
    expect(h.undo() && heading(h)).toBe('z');
  });

  it('a change with another command ends the merge', () => {
    const h = createHistory(makeDoc());
    type(h, 'a', 'k');
    h.apply('deck.togglePhotos', {});
    type(h, 'ab', 'k');
    h.undo();
    expect(heading(h)).toBe('a');
    expect(h.present.settings.disablePhotos).toBe(true);
  });

  it('keeps at most `limit` undo steps, dropping the oldest', () => {
    const h = createHistory(makeDoc(), { limit: 3 });
    for (const title of ['1', '2', '3', '4', '5']) h.apply('deck.setTitle', { title });
    let undos = 0;
    while (h.canUndo) {
      h.undo();
      undos += 1;
    }
    expect(undos).toBe(3);
    expect(h.present.title).toBe('2');
  });

  it('defaults to 100 steps and keeps none with limit 0', () => {
    const h = createHistory(makeDoc());
    for (let i = 0; i < 120; i += 1) h.apply('deck.setTitle', { title: `t${i}` });
    let undos = 0;
    while (h.canUndo) {
      h.undo();
      undos += 1;
    }
    expect(undos).toBe(100);
    const none = createHistory(makeDoc(), { limit: 0 });
    none.apply('deck.setTitle', { title: 'x' });
    expect(none.canUndo).toBe(false);
    expect(none.present.title).toBe('x');
  });

  it('reset starts over from a new doc', () => {
    const h = createHistory(makeDoc());
    type(h, 'A', 'k');
    const other = makeDoc(1);
    h.reset(other);
    expect(h.present).toBe(other);
    expect([h.canUndo, h.canRedo]).toEqual([false, false]);
    // An edit right after a reset is a step of its own, even with the old mergeKey.
    type(h, 'B', 'k');
    expect(h.undo()).toBe(other);
  });

  it('throws for an unknown command id', () => {
    const h = createHistory(makeDoc());
    expect(() => h.apply('slide.explode' as 'deck.togglePhotos', {})).toThrow('Unknown command: slide.explode');
  });
});

describe('applyAll', () => {
  it('applies several commands as one undo step', () => {
    const history = createHistory(makeDoc(2));
    history.applyAll([
      { id: 'slide.editText', args: { index: 1, field: 'heading', value: 'New heading' } },
      { id: 'slide.editText', args: { index: 1, field: 'notes', value: 'Say this' } },
    ]);
    expect(history.present.slides[1]?.title).toBe('New heading');
    expect(history.present.slides[1]?.notes).toBe('Say this');
    history.undo();
    expect(history.present.slides[1]?.title).toBe('Topic 1');
    expect(history.present.slides[1]?.notes).toBe('');
    expect(history.canUndo).toBe(false);
  });

  it('adds no step when nothing changes, and applies nothing for an unknown id', () => {
    const doc = makeDoc(1);
    const history = createHistory(doc);
    expect(history.applyAll([{ id: 'slide.editText', args: { index: 1, field: 'heading', value: 'Topic 1' } }])).toBe(doc);
    expect(history.canUndo).toBe(false);
    expect(() => history.applyAll([{ id: 'no.such' as 'slide.add', args: {} as never }])).toThrow('Unknown command');
    expect(history.present).toBe(doc);
  });
});
