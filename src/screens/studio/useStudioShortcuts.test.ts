import { describe, expect, it, vi } from 'vitest';
import { makeDoc } from '../../core/commands/test-fixtures';
import type { KeyEventLike, Platform } from '../../core/commands';
import { createDeckStore } from '../../state/deck';
import { createEditor } from '../../state/editor';
import { detectPlatform, runStudioShortcut, type ShortcutContext } from './useStudioShortcuts';

function key(chord: string): KeyEventLike {
  const parts = chord.split('+');
  const k = parts.pop() ?? '';
  return { key: k, ctrlKey: parts.includes('Ctrl'), metaKey: parts.includes('Cmd'), shiftKey: parts.includes('Shift'), altKey: parts.includes('Alt') };
}

function setup(platform: Platform = 'other') {
  const doc = makeDoc(3);
  const store = createDeckStore();
  store.load({ deckId: 'd', title: doc.title, slides: doc.slides, settings: doc.settings });
  const editor = createEditor(store);
  const save = vi.fn();
  const newDeck = vi.fn();
  const deps = { platform, store, editor, save, newDeck };
  const free: ShortcutContext = { editingText: false, blocked: false };
  const press = (chord: string, context: ShortcutContext = free) => runStudioShortcut(key(chord), context, deps);
  const titles = () => store.state.slides.map((s) => s.title);
  return { store, editor, save, newDeck, press, titles };
}

describe('studio shortcuts', () => {
  it('Ctrl+D duplicates the current slide; Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z undo and redo it', () => {
    const { store, press, titles } = setup();
    store.goTo(2);
    expect(press('Ctrl+d')).toBe(true);
    expect(titles()).toEqual(['Deck', 'Topic 1', 'Topic 2', 'Topic 2', 'Topic 3']);
    expect(press('Ctrl+z')).toBe(true);
    expect(titles()).toHaveLength(4);
    expect(press('Ctrl+y')).toBe(true);
    expect(titles()).toHaveLength(5);
    press('Ctrl+z');
    expect(press('Ctrl+Shift+Z')).toBe(true);
    expect(titles()).toHaveLength(5);
  });

  it('on macOS the Cmd chords do it, and Ctrl+Y is left to text editing', () => {
    const { store, press, titles } = setup('mac');
    store.goTo(1);
    press('Cmd+d');
    press('Cmd+z');
    expect(titles()).toHaveLength(4);
    expect(press('Ctrl+y')).toBe(false);
    expect(press('Cmd+Shift+z')).toBe(true);
    expect(titles()).toHaveLength(5);
  });

  it('deletes, adds after and moves the current slide, which follows the move', () => {
    const { store, press, titles } = setup();
    store.goTo(1);
    press('Alt+ArrowDown');
    expect(titles()).toEqual(['Deck', 'Topic 2', 'Topic 1', 'Topic 3']);
    expect(store.state.currentIndex).toBe(2);
    press('Alt+ArrowUp');
    expect(titles()).toEqual(['Deck', 'Topic 1', 'Topic 2', 'Topic 3']);
    expect(store.state.currentIndex).toBe(1);
    press('Ctrl+Enter');
    expect(titles()).toEqual(['Deck', 'Topic 1', '', 'Topic 2', 'Topic 3']);
    store.goTo(3);
    press('Ctrl+Delete');
    expect(titles()).toEqual(['Deck', 'Topic 1', '', 'Topic 3']);
    press('Ctrl+Backspace');
    expect(titles()).toEqual(['Deck', 'Topic 1', '']);
  });

  it('in a text field only save and new fire; typing keeps the browser undo', () => {
    const { store, save, newDeck, press, titles } = setup();
    store.goTo(1);
    const typing = { editingText: true, blocked: false };
    expect(press('Ctrl+d', typing)).toBe(false);
    expect(press('Ctrl+z', typing)).toBe(false);
    expect(titles()).toHaveLength(4);
    expect(press('Ctrl+s', typing)).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(press('Ctrl+n', typing)).toBe(true);
    expect(newDeck).toHaveBeenCalledTimes(1);
  });

  it('under a modal only keeps Ctrl+S from the browser, doing nothing else', () => {
    const { store, save, press, titles } = setup();
    store.goTo(1);
    const modal = { editingText: false, blocked: true };
    expect(press('Ctrl+s', modal)).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(press('Ctrl+d', modal)).toBe(false);
    expect(titles()).toHaveLength(4);
  });

  it('leaves keys it does not bind alone', () => {
    const { press } = setup();
    expect(press('Ctrl+b')).toBe(false);
    expect(press('z')).toBe(false);
    expect(press('Ctrl+Alt+z')).toBe(false);
  });

  it('tells macOS from the rest', () => {
    expect(detectPlatform({ platform: 'MacIntel', userAgent: '' })).toBe('mac');
    expect(detectPlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe('other');
    expect(detectPlatform({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' })).toBe('mac');
  });
});
