import { describe, expect, it } from 'vitest';
import { CARD_ACTIONS, cardActionForKey, isMacPlatform, menuKey, openerKey, type KeyLike } from './card-actions';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe('card shortcuts', () => {
  it('F2 renames, Ctrl+D (⌘D on a Mac) duplicates, Delete or Backspace asks to delete', () => {
    expect(cardActionForKey(key('F2'), false)).toBe('rename');
    expect(cardActionForKey(key('d', { ctrlKey: true }), false)).toBe('duplicate');
    expect(cardActionForKey(key('D', { ctrlKey: true }), false)).toBe('duplicate');
    expect(cardActionForKey(key('d', { metaKey: true }), true)).toBe('duplicate');
    expect(cardActionForKey(key('Delete'), false)).toBe('delete');
    expect(cardActionForKey(key('Backspace'), true)).toBe('delete');
  });

  it('leaves other keys and other modifiers to the browser', () => {
    expect(cardActionForKey(key('d'), false)).toBeUndefined();
    expect(cardActionForKey(key('d', { metaKey: true }), false)).toBeUndefined();
    expect(cardActionForKey(key('d', { ctrlKey: true }), true)).toBeUndefined();
    expect(cardActionForKey(key('d', { ctrlKey: true, shiftKey: true }), false)).toBeUndefined();
    expect(cardActionForKey(key('Delete', { shiftKey: true }), false)).toBeUndefined();
    expect(cardActionForKey(key('Enter'), false)).toBeUndefined();
  });

  it('shows each shortcut in the menu the way the platform writes it', () => {
    expect(CARD_ACTIONS.map((a) => [a.label, a.shortcut(false)])).toEqual([
      ['Rename', 'F2'],
      ['Duplicate', 'Ctrl+D'],
      ['Delete…', 'Del'],
    ]);
    expect(CARD_ACTIONS.find((a) => a.id === 'duplicate')?.shortcut(true)).toBe('⌘D');
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
  });
});

describe('menu keys', () => {
  it('opens on Enter, Space and ArrowDown at the first item, on ArrowUp at the last', () => {
    expect(openerKey('Enter', 3)).toBe(0);
    expect(openerKey(' ', 3)).toBe(0);
    expect(openerKey('ArrowDown', 3)).toBe(0);
    expect(openerKey('ArrowUp', 3)).toBe(2);
    expect(openerKey('a', 3)).toBeUndefined();
  });

  it('moves with the arrows (wrapping), Home and End; chooses with Enter or Space; Escape returns focus, Tab moves on', () => {
    expect(menuKey('ArrowDown', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(menuKey('ArrowUp', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(menuKey('End', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(menuKey('Home', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(menuKey('Enter', 1, 3)).toEqual({ type: 'activate' });
    expect(menuKey(' ', 1, 3)).toEqual({ type: 'activate' });
    expect(menuKey('Escape', 1, 3)).toEqual({ type: 'close', returnFocus: true });
    expect(menuKey('Tab', 1, 3)).toEqual({ type: 'close', returnFocus: false });
    expect(menuKey('x', 1, 3)).toBeUndefined();
  });
});
