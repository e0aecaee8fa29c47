/**
 * A drop-down of the floating toolbar (font size, text colour, background):
 * a button that opens a small panel of choices; choosing one closes it.
 * Each menu opens and closes on its own.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuChoice {
  key: string;
  label: string;
  active: boolean;
  content: ReactNode;
  className?: string;
}

export interface ToolbarMenuProps {
  label: string;
  /** What the button shows. */
  face: ReactNode;
  choices: readonly MenuChoice[];
  onChoose: (key: string) => void;
  /** Panel layout, e.g. a grid for a palette. */
  panelClassName: string;
}

export function ToolbarMenu({ label, face, choices, onChoose, panelClassName }: ToolbarMenuProps) {
  const [open, setOpen] = useState(false);
  // The panel opens upwards when there is no room for it below the toolbar.
  const [up, setUp] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const rect = element.getBoundingClientRect();
    if (rect.bottom > window.innerHeight - 8 && rect.height + 48 < rect.top) setUp(true);
  }, [open]);
  const toggle = (next: boolean) => {
    setOpen(next);
    if (!next) setUp(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Escape closes this menu only, not the toolbar.
    event.stopPropagation();
    toggle(false);
  };
  return (
    <div className="relative" onKeyDown={onKeyDown}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => toggle(!open)}
        className={`flex h-8 min-w-8 items-center justify-center gap-1 rounded-lg px-1.5 text-sm ${open ? 'bg-white/20' : 'hover:bg-white/15'}`}
      >
        {face}
        <span aria-hidden="true" className="text-[10px] opacity-70">▾</span>
      </button>
      {open && (
        <div ref={panel} id={panelId} role="group" aria-label={label} className={`absolute left-1/2 z-10 -translate-x-1/2 ${up ? 'bottom-full mb-1' : 'top-full mt-1'} rounded-lg bg-slate-900 p-1.5 shadow-xl ${panelClassName}`}>
          {choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              aria-label={choice.label}
              aria-pressed={choice.active}
              onClick={() => {
                onChoose(choice.key);
                toggle(false);
              }}
              className={`${choice.className ?? ''} ${choice.active ? 'ring-2 ring-indigo-400' : ''}`}
            >
              {choice.content}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
