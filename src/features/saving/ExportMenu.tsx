/**
 * The toolbar's Export (seed 001 §2.7 "download"): with no slides it alerts
 * the seed's text (§5); otherwise a small menu. For now its one item prints
 * the page (the browser's "Save as PDF"); the PowerPoint and PDF exporters
 * come with their own issue and join this menu.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NO_SLIDES_TO_DOWNLOAD } from '../../core/errors';
import { useDismiss } from '../../ui/useDismiss';

const ITEM_CLASS = 'block w-full bg-transparent px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

export interface ExportMenuProps {
  slideCount: number;
  /** Injected by tests; the browser's alert and print otherwise. */
  alert?: (message: string) => void;
  print?: () => void;
}

export function ExportMenu({ slideCount, alert = (m) => window.alert(m), print = () => window.print() }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, dismiss);
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onTrigger = () => {
    if (slideCount === 0) alert(NO_SLIDES_TO_DOWNLOAD);
    else setOpen((o) => !o);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const onPrint = () => {
    close();
    print();
  };
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className="btn-ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onTrigger}
      >
        Export
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label="Export" onKeyDown={onKeyDown} className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          <button type="button" role="menuitem" tabIndex={-1} className={ITEM_CLASS} onClick={onPrint}>
            Print / Save as PDF
          </button>
        </div>
      )}
    </div>
  );
}
