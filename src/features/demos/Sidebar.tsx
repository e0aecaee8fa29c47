import { useCallback, useEffect, useState, type ReactNode } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Open/closed state of a sidebar, open by default, with Ctrl+B (Cmd+B on a
 * Mac) as a toggle. The shortcut is ignored while typing, where Ctrl+B means bold.
 */
export function useSidebar(initialOpen = true) {
  const [open, setOpen] = useState(initialOpen);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'b' && !isTyping(e.target)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  return { open, setOpen, toggle };
}

export interface SidebarProps {
  id: string;
  open: boolean;
  /** Accessible name of the sidebar region. */
  label: string;
  children: ReactNode;
  width?: string;
}

/** A collapsible side panel; when closed it is inert, so focus cannot wander into it. */
export function Sidebar({ id, open, label, children, width = 'w-64' }: SidebarProps) {
  return (
    <aside
      id={id}
      aria-label={label}
      inert={!open}
      data-state={open ? 'open' : 'closed'}
      className={`shrink-0 overflow-hidden border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none ${open ? width : 'w-0 border-r-0'}`}
    >
      <div className={`${width} h-full`}>{children}</div>
    </aside>
  );
}

export function SidebarToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  return (
    <button type="button" className="btn-ghost border border-slate-200" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {open ? 'Hide sidebar' : 'Show sidebar'}
      <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-[11px] text-slate-500">Ctrl+B</kbd>
    </button>
  );
}
