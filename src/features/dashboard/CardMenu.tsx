/**
 * The "⋯" button of a deck card and its menu (WAI-ARIA menu button): Enter,
 * Space or the arrows open it on the first (or last) item, the arrows,
 * Home and End move, Enter or Space choose, Escape closes and gives the
 * focus back to the button, Tab closes and moves on. The menu is drawn over
 * the page (a portal) so the card's rounded clip does not cut it, and it
 * closes on a press outside it or when the list scrolls under it.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CARD_ACTIONS, menuKey, openerKey, type CardActionId } from './card-actions';

export interface CardMenuProps {
  title: string;
  mac: boolean;
  className: string;
  onAction: (action: CardActionId) => void;
}

interface Place {
  top: number;
  right: number;
}

export function CardMenu({ title, mac, className, onAction }: CardMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<Place>({ top: 0, right: 0 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const show = (index: number) => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) setPlace({ top: rect.bottom + 4, right: Math.max(8, window.innerWidth - rect.right) });
    setActive(index);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // The focused item follows `active` while the menu is open.
  useLayoutEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && (menuRef.current?.contains(target) || buttonRef.current?.contains(target))) return;
      close(false);
    };
    const scrolled = (event: Event) => {
      if (!(event.target instanceof Node && menuRef.current?.contains(event.target))) close(false);
    };
    const resized = () => close(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', resized);
    };
  }, [open, close]);

  const choose = (action: CardActionId) => {
    // The focus goes back to the button first: a dialog opened by the action hands it back there.
    close(true);
    onAction(action);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const first = openerKey(event.key, CARD_ACTIONS.length);
    if (first === undefined) return;
    // Handled here, not by the click the key would also make, and not by the card's own shortcuts.
    event.preventDefault();
    event.stopPropagation();
    show(first);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    const result = menuKey(event.key, active, CARD_ACTIONS.length);
    if (!result) return;
    if (result.type === 'focus') {
      event.preventDefault();
      setActive(result.index);
    } else if (result.type === 'activate') {
      event.preventDefault();
      const action = CARD_ACTIONS[active];
      if (action) choose(action.id);
    } else {
      // Tab: the button takes the focus and the browser's own Tab moves on from there.
      if (result.returnFocus) event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Actions for ${title}`}
        title="More actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="card-menu-button"
        onKeyDown={onButtonKey}
        onClick={() => (open ? close(false) : show(0))}
        className={className}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={`Actions for ${title}`}
            onKeyDown={onMenuKey}
            style={{ position: 'fixed', top: place.top, right: place.right }}
            className="card z-40 min-w-48 border border-slate-200 py-1 shadow-lg"
          >
            {CARD_ACTIONS.map((action, i) => (
              <button
                key={action.id}
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={i === active ? 0 : -1}
                aria-keyshortcuts={action.ariaKeys(mac)}
                onClick={() => choose(action.id)}
                onMouseEnter={() => setActive(i)}
                className={`flex w-full items-center justify-between gap-6 border-0 bg-transparent px-3 py-2 text-left text-sm focus:bg-slate-100 focus:outline-none ${
                  action.danger ? 'text-red-700' : 'text-slate-800'
                }`}
              >
                <span>{action.label}</span>
                <kbd className="font-sans text-xs text-slate-500">{action.shortcut(mac)}</kbd>
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
