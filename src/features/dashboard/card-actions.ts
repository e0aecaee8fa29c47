/**
 * What a deck card's menu offers, each action with its keyboard shortcut on
 * a focused card: one list, read by the menu (labels and the keys it shows)
 * and by the card's key handler, so the two cannot drift apart. Also the
 * menu's own keys (WAI-ARIA menu button pattern). Pure: tested without a DOM.
 */

export type CardActionId = 'rename' | 'duplicate' | 'delete';

/** The parts of a key event the shortcuts read. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface CardAction {
  id: CardActionId;
  label: string;
  /** The shortcut as shown in the menu; `mac` picks ⌘ over Ctrl. */
  shortcut: (mac: boolean) => string;
  /** The shortcut for aria-keyshortcuts. */
  ariaKeys: (mac: boolean) => string;
  matches: (event: KeyLike, mac: boolean) => boolean;
  danger?: boolean;
}

const noModifiers = (e: KeyLike) => !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey;

export const CARD_ACTIONS: readonly CardAction[] = [
  {
    id: 'rename',
    label: 'Rename',
    shortcut: () => 'F2',
    ariaKeys: () => 'F2',
    matches: (e) => e.key === 'F2' && noModifiers(e),
  },
  {
    id: 'duplicate',
    label: 'Duplicate',
    shortcut: (mac) => (mac ? '⌘D' : 'Ctrl+D'),
    ariaKeys: (mac) => (mac ? 'Meta+D' : 'Control+D'),
    // The browser's own Ctrl+D (bookmark) is taken over only on a focused card.
    matches: (e, mac) => e.key.toLowerCase() === 'd' && (mac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey) && !e.altKey && !e.shiftKey,
  },
  {
    id: 'delete',
    label: 'Delete…',
    shortcut: () => 'Del',
    ariaKeys: () => 'Delete',
    // A Mac keyboard's "delete" key sends Backspace; it only asks, so a slip costs nothing.
    matches: (e) => (e.key === 'Delete' || e.key === 'Backspace') && noModifiers(e),
    danger: true,
  },
];

/** The action a key press on a focused card asks for, if any. */
export function cardActionForKey(event: KeyLike, mac: boolean): CardActionId | undefined {
  return CARD_ACTIONS.find((action) => action.matches(event, mac))?.id;
}

/** Whether this device labels shortcuts the Mac way. */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** What a key does in an open menu of `count` items with item `index` focused. */
export type MenuKeyResult = { type: 'focus'; index: number } | { type: 'activate' } | { type: 'close'; returnFocus: boolean } | undefined;

/** Arrows move (wrapping), Home/End jump, Enter/Space activate, Escape closes back to the button, Tab closes and moves on. */
export function menuKey(key: string, index: number, count: number): MenuKeyResult {
  if (count === 0) return key === 'Escape' ? { type: 'close', returnFocus: true } : undefined;
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: (index + 1) % count };
    case 'ArrowUp':
      return { type: 'focus', index: (index - 1 + count) % count };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    case 'Enter':
    case ' ':
      return { type: 'activate' };
    case 'Escape':
      return { type: 'close', returnFocus: true };
    case 'Tab':
      return { type: 'close', returnFocus: false };
    default:
      return undefined;
  }
}

/** Keys on the closed menu button that open the menu, and the item they focus first. */
export function openerKey(key: string, count: number): number | undefined {
  if (key === 'Enter' || key === ' ' || key === 'ArrowDown') return 0;
  if (key === 'ArrowUp') return count - 1;
  return undefined;
}
