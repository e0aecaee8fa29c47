import { useCallback, useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/** Selections the toolbar answers to (seed 001, sections 2.14 and 9). */
export const SELECTION_MIN = 1;
export const SELECTION_MAX = 999;
const DEBOUNCE_MS = 100;
const GAP_PX = 8;

const COMMANDS = [
  { command: 'bold', label: 'Bold', glyph: 'B', style: 'font-bold' },
  { command: 'italic', label: 'Italic', glyph: 'I', style: 'italic font-serif' },
  { command: 'underline', label: 'Underline', glyph: 'U', style: 'underline' },
] as const;

type Command = (typeof COMMANDS)[number]['command'];

interface Anchor {
  /** Centre of the selection, viewport coordinates. */
  x: number;
  top: number;
  bottom: number;
  length: number;
  /** Formats already applied to the selection, highlighted in the toolbar. */
  active: Command[];
}

function readSelection(container: HTMLElement | null): Anchor | null {
  const sel = document.getSelection();
  if (!container || !sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const range = sel.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return null;
  const length = sel.toString().length;
  if (length < SELECTION_MIN || length > SELECTION_MAX) return null;
  const rect = range.getBoundingClientRect();
  const active = COMMANDS.filter((c) => document.queryCommandState(c.command)).map((c) => c.command);
  return { x: rect.left + rect.width / 2, top: rect.top, bottom: rect.bottom, length, active };
}

/**
 * Where the toolbar goes for the current selection inside `containerRef`,
 * or null. Follows the selection (debounced), scrolling and resizing; Escape
 * hides it until the selection changes.
 */
export function useSelectionAnchor(containerRef: RefObject<HTMLElement | null>) {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const refresh = useCallback(() => setAnchor(readSelection(containerRef.current)), [containerRef]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Scrolling moves a shown toolbar along; it never brings back one closed with Escape.
    const follow = () => setAnchor((shown) => (shown ? readSelection(containerRef.current) : null));
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, DEBOUNCE_MS);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Drop a pending update too, or it would bring the toolbar straight back.
      clearTimeout(timer);
      setAnchor(null);
    };
    document.addEventListener('selectionchange', debounced);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', debounced);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [refresh, containerRef]);
  return { anchor, refresh, close: () => setAnchor(null) };
}

/**
 * A small formatting toolbar floating above the selected text, centred on it
 * (below it when there is no room above). The demo formats with
 * document.execCommand; the editor's own toolbar replaces this later.
 */
export function FloatingToolbar({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const { anchor, refresh, close } = useSelectionAnchor(containerRef);
  if (!anchor) return null;
  const active = new Set(anchor.active);
  const above = anchor.top > 56;
  const style = {
    left: anchor.x,
    top: above ? anchor.top - GAP_PX : anchor.bottom + GAP_PX,
    transform: `translate(-50%, ${above ? '-100%' : '0'})`,
  };
  const apply = (command: Command) => {
    document.execCommand(command);
    refresh();
  };
  return createPortal(
    <div
      role="toolbar"
      aria-label="Text formatting"
      style={style}
      className="ds-demo fixed z-50 flex items-center gap-0.5 rounded-xl bg-slate-900 p-1 text-white shadow-xl"
      // Keep the selection: a mouse-down on the toolbar would otherwise clear it.
      onMouseDown={(e) => {
        e.preventDefault();
        e.stopPropagation();
      }}
      onClick={(e) => e.stopPropagation()}
    >
      {COMMANDS.map((c) => (
        <button
          key={c.command}
          type="button"
          aria-label={c.label}
          aria-pressed={active.has(c.command)}
          onClick={() => apply(c.command)}
          className={`h-8 w-8 rounded-lg text-sm ${c.style} ${active.has(c.command) ? 'bg-indigo-500' : 'hover:bg-white/15'}`}
        >
          {c.glyph}
        </button>
      ))}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-white/20" />
      <button type="button" aria-label="Close toolbar" onClick={close} className="h-8 w-8 rounded-lg text-base text-slate-300 hover:bg-white/15">
        ×
      </button>
    </div>,
    document.body,
  );
}
