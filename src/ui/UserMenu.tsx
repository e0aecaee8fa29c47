import { useDismiss } from './useDismiss';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Avatar, type AvatarPerson } from './Avatar';

export interface UserMenuProps {
  user: AvatarPerson | null;
  onSettings: () => void;
  onSignOut: () => void;
  /** Disables 'Sign Out' while a sign-out runs. */
  signingOut?: boolean;
}

/**
 * The avatar menu: name, e-mail or 'No email', 'Settings'
 * and 'Sign Out'. Hidden without a user; closes on an outside click, on
 * Escape (focus returns to the avatar) and after a choice.
 */
export function UserMenu({ user, onSettings, onSignOut, signingOut = false }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, dismiss);

  if (!user) return null;
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const choose = (run: () => void) => {
    close(true);
    run();
  };
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className="rounded-full bg-transparent p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar user={user} />
      </button>
      {open && (
        <MenuPanel id={menuId} user={user} onEscape={() => close(true)} signingOut={signingOut} onSettings={() => choose(onSettings)} onSignOut={() => choose(onSignOut)} />
      )}
    </div>
  );
}

interface MenuPanelProps {
  id: string;
  user: AvatarPerson;
  signingOut: boolean;
  onEscape: () => void;
  onSettings: () => void;
  onSignOut: () => void;
}

function MenuPanel({ id, user, signingOut, onEscape, onSettings, onSignOut }: MenuPanelProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  // Opening moves focus into the menu, as the ARIA menu-button pattern expects.
  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moveFocus(menuRef.current, event);
  };
  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label="User menu"
      onKeyDown={onKeyDown}
      className="absolute right-0 z-40 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      <div className="border-b border-slate-100 px-4 py-3">
        <p className="m-0 truncate text-sm font-medium text-slate-900" data-testid="user-menu-name">{user.fullName ?? 'User'}</p>
        <p className="m-0 truncate text-xs text-slate-500" data-testid="user-menu-email">{user.email ?? 'No email'}</p>
      </div>
      <button type="button" role="menuitem" tabIndex={-1} className={ITEM_CLASS} onClick={onSettings}>
        Settings
      </button>
      <button type="button" role="menuitem" tabIndex={-1} className={ITEM_CLASS} disabled={signingOut} onClick={onSignOut}>
        Sign Out
      </button>
    </div>
  );
}

const ITEM_CLASS =
  'block w-full bg-transparent px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:opacity-50';

/** Arrow keys move between the items, wrapping at either end. */
function moveFocus(menu: HTMLElement | null, event: KeyboardEvent): void {
  const items = Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  items[(index + step + items.length) % items.length]?.focus();
}
