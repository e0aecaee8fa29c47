import { describe, expect, it } from 'vitest';
import { editLabel, inlineKeyAction, placeholderOf, type KeyLike } from './inline-keys';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('inlineKeyAction', () => {
  it('starts editing on Enter or F2 when the text is focused', () => {
    expect(inlineKeyAction(key('Enter'), false, false)).toBe('start');
    expect(inlineKeyAction(key('F2'), false, true)).toBe('start');
    expect(inlineKeyAction(key(' '), false, true)).toBe('start');
    expect(inlineKeyAction(key('a'), false, false)).toBeNull();
    expect(inlineKeyAction(key('Escape'), false, false)).toBeNull();
  });

  it('commits on Enter in a single-line field, breaks the line in a multi-line one', () => {
    expect(inlineKeyAction(key('Enter'), true, false)).toBe('commit');
    expect(inlineKeyAction(key('Enter'), true, true)).toBe('line-break');
    expect(inlineKeyAction(key('Enter', { shiftKey: true }), true, true)).toBe('line-break');
    expect(inlineKeyAction(key('Enter', { shiftKey: true }), true, false)).toBe('swallow');
  });

  it('commits any field on Ctrl/Cmd+Enter and cancels on Escape', () => {
    expect(inlineKeyAction(key('Enter', { ctrlKey: true }), true, true)).toBe('commit');
    expect(inlineKeyAction(key('Enter', { metaKey: true }), true, true)).toBe('commit');
    expect(inlineKeyAction(key('Escape'), true, true)).toBe('cancel');
  });

  it('goes to the toolbar on Alt+F10 and leaves typing to the browser', () => {
    expect(inlineKeyAction(key('F10', { altKey: true }), true, false)).toBe('toolbar');
    expect(inlineKeyAction(key('x'), true, false)).toBeNull();
  });
});

describe('editLabel', () => {
  it('names the field and the slide number (1-based)', () => {
    expect(editLabel('heading', 2)).toBe('Edit heading of slide 3');
    expect(editLabel('title', 0)).toBe('Edit title of slide 1');
    expect(editLabel('subtopics.1.overview', 3)).toBe('Edit point 2 overview of slide 4');
  });
});

describe('placeholderOf', () => {
  it('names the empty field with its article', () => {
    expect(placeholderOf('heading')).toBe('Add a heading');
    expect(placeholderOf('overview')).toBe('Add an overview');
    expect(placeholderOf('subtopics.1.heading')).toBe('Add a point 2 heading');
  });
});
