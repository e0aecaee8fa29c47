import { describe, expect, it } from 'vitest';
import { COMMANDS, isCommandId } from './registry';
import { ACTIONS, findCollisions, formatShortcut, KEY_BINDINGS, matchShortcut, parseChord, type KeyEventLike, type Platform } from './shortcuts';

function key(k: string, mods: Partial<Omit<KeyEventLike, 'key'>> = {}): KeyEventLike {
  return { key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods };
}

const PLATFORMS: Platform[] = ['mac', 'other'];

describe('key bindings', () => {
  it.each(PLATFORMS)('no two bindings collide on %s', (platform) => {
    expect(findCollisions(KEY_BINDINGS, platform)).toEqual([]);
  });

  it('findCollisions reports chords bound twice, Mod and Ctrl included', () => {
    const bindings = [
      { keys: 'Mod+Y', id: 'a' },
      { keys: 'Ctrl+Y', id: 'b' },
    ];
    expect(findCollisions(bindings, 'other')).toEqual([{ chord: 'ctrl+y', ids: ['a', 'b'] }]);
    expect(findCollisions(bindings, 'mac')).toEqual([]);
  });

  it('binds only registered commands and known actions', () => {
    const actions = new Set<string>(Object.values(ACTIONS));
    for (const binding of KEY_BINDINGS) expect(isCommandId(binding.id) || actions.has(binding.id), binding.id).toBe(true);
  });

  it('binds every command shortcut of the registry', () => {
    for (const command of COMMANDS) {
      if ('shortcut' in command) expect(KEY_BINDINGS).toContainEqual({ keys: command.shortcut, id: command.id });
    }
  });

  it('rejects malformed chords', () => {
    expect(() => parseChord('Hyper+K', 'mac')).toThrow('Unknown modifier');
    expect(() => parseChord('Mod+', 'mac')).toThrow('No key');
  });
});

describe('matchShortcut', () => {
  it('uses Cmd on mac and Ctrl elsewhere for Mod', () => {
    expect(matchShortcut(key('z', { metaKey: true }), 'mac')).toBe(ACTIONS.undo);
    expect(matchShortcut(key('z', { ctrlKey: true }), 'mac')).toBeUndefined();
    expect(matchShortcut(key('z', { ctrlKey: true }), 'other')).toBe(ACTIONS.undo);
    expect(matchShortcut(key('z', { metaKey: true }), 'other')).toBeUndefined();
  });

  it('matches redo as Mod+Shift+Z (any letter case) and Ctrl+Y off mac', () => {
    expect(matchShortcut(key('z', { metaKey: true, shiftKey: true }), 'mac')).toBe(ACTIONS.redo);
    expect(matchShortcut(key('Z', { ctrlKey: true, shiftKey: true }), 'other')).toBe(ACTIONS.redo);
    expect(matchShortcut(key('y', { ctrlKey: true }), 'other')).toBe(ACTIONS.redo);
    expect(matchShortcut(key('y', { ctrlKey: true }), 'mac')).toBeUndefined();
  });

  it('requires modifiers to match exactly', () => {
    expect(matchShortcut(key('z'), 'other')).toBeUndefined();
    expect(matchShortcut(key('s', { ctrlKey: true, altKey: true }), 'other')).toBeUndefined();
    expect(matchShortcut(key('z', { ctrlKey: true, metaKey: true }), 'mac')).toBeUndefined();
  });

  it('matches save, new deck and the slide commands', () => {
    expect(matchShortcut(key('s', { metaKey: true }), 'mac')).toBe(ACTIONS.save);
    expect(matchShortcut(key('n', { ctrlKey: true }), 'other')).toBe(ACTIONS.newDeck);
    expect(matchShortcut(key('d', { ctrlKey: true }), 'other')).toBe('slide.duplicate');
    expect(matchShortcut(key('ArrowUp', { altKey: true }), 'mac')).toBe('slide.moveUp');
    expect(matchShortcut(key('ArrowDown', { altKey: true }), 'other')).toBe('slide.moveDown');
    expect(matchShortcut(key('Backspace', { metaKey: true }), 'mac')).toBe('slide.delete');
    expect(matchShortcut(key('Delete', { ctrlKey: true }), 'other')).toBe('slide.delete');
    expect(matchShortcut(key('Delete'), 'other')).toBeUndefined();
    expect(matchShortcut(key('Enter', { metaKey: true }), 'mac')).toBe('slide.add');
  });

  it('while editing text, matches only bindings meant for text fields', () => {
    const editing = { editingText: true };
    expect(matchShortcut(key('s', { ctrlKey: true }), 'other', editing)).toBe(ACTIONS.save);
    expect(matchShortcut(key('z', { ctrlKey: true }), 'other', editing)).toBeUndefined();
    expect(matchShortcut(key('Backspace', { metaKey: true }), 'mac', editing)).toBeUndefined();
  });
});

describe('formatShortcut', () => {
  it('shows mac symbols and spelled-out names elsewhere', () => {
    expect(formatShortcut('Mod+Shift+Z', 'mac')).toBe('⌘⇧Z');
    expect(formatShortcut('Mod+Shift+Z', 'other')).toBe('Ctrl+Shift+Z');
    expect(formatShortcut('Alt+ArrowUp', 'mac')).toBe('⌥↑');
    expect(formatShortcut('Mod+Delete', 'other')).toBe('Ctrl+Del');
  });
});
