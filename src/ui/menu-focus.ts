/**
 * Keyboard focus in a menu of `role="menuitem"` buttons: the arrows move
 * and wrap, Home and End jump to the first and last item.
 */

/** Moves the focus for `key`; false when the key is not one of the menu's (the caller lets it pass). */
export function moveMenuFocus(menu: HTMLElement, key: string): boolean {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[key];
  if (next === undefined || items.length === 0) return false;
  items[(next + items.length) % items.length]?.focus();
  return true;
}
