/**
 * The floating formatting toolbar: above a selection of 1
 * to 999 characters inside editable text, centred on it, with a close
 * button. Bold, italic, underline, strikethrough, headings 1-3, alignment,
 * lists, font size, text and background colour; active formats are pressed.
 *
 * A mouse-down inside it is cancelled, so the text keeps focus and its
 * selection; clicks do not propagate. From the keyboard, Alt+F10 in the text
 * reaches it (arrows move along it, Escape goes back to the text); an action
 * then first puts the selection back into the text.
 */
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { activeInlineEditor, TOOLBAR_ATTRIBUTE } from './active-editor';
import { applyFormat, FONT_SIZES, hexToRgb, PALETTE, type FormatAction } from './formats';
import { ToolbarButtons } from './ToolbarButtons';
import { ToolbarMenu } from './ToolbarMenu';
import { useSelectionAnchor, type FindHost, type SelectionAnchor } from './useSelectionAnchor';

const GAP_PX = 8;
const EDGE_PX = 8;
const SWATCH = 'h-6 w-6 rounded border border-white/30';

function restoreSelection(anchor: SelectionAnchor): void {
  anchor.host.focus({ preventScroll: true });
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(anchor.range);
}

/** Arrow keys move along the toolbar's buttons (the toolbar pattern). */
function moveFocus(root: HTMLElement, event: KeyboardEvent): void {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return;
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>(':scope > * button, :scope > button')).filter((b) => !b.closest('[role="group"]'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

function palette(current: string) {
  return PALETTE.map((c) => ({
    key: c.hex,
    label: c.name,
    active: hexToRgb(c.hex) === current,
    content: <span aria-hidden="true" className={`block ${SWATCH}`} style={{ background: c.hex }} />,
    className: 'rounded p-0.5 hover:bg-white/15',
  }));
}

export function FormattingToolbar({ findHost }: { findHost: FindHost }) {
  const { anchor, refresh, close } = useSelectionAnchor(findHost);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Centred on the selection, but never past the viewport's edges (a selection near the left margin).
    const element = root.current;
    if (!element || !anchor) return;
    const half = element.offsetWidth / 2;
    const min = EDGE_PX + half;
    const max = Math.max(min, window.innerWidth - EDGE_PX - half);
    element.style.left = `${Math.min(Math.max(anchor.x, min), max)}px`;
  }, [anchor]);
  if (!anchor) return null;
  const formats = anchor.formats;
  const above = anchor.top > 120;
  const style = {
    left: anchor.x,
    top: above ? anchor.top - GAP_PX : anchor.bottom + GAP_PX,
    transform: `translate(-50%, ${above ? '-100%' : '0'})`,
  };
  const run = (action: FormatAction) => {
    const focus = document.activeElement;
    const fromToolbar = focus instanceof HTMLElement && root.current?.contains(focus) === true;
    if (fromToolbar || !anchor.host.contains(document.getSelection()?.anchorNode ?? null)) restoreSelection(anchor);
    applyFormat(anchor.host, action, formats);
    refresh();
    if (fromToolbar && focus.isConnected) focus.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (root.current) moveFocus(root.current, event);
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    restoreSelection(anchor);
  };
  const sizeNow = FONT_SIZES.find((s) => s === formats.fontSize);
  return createPortal(
    <div
      ref={root}
      role="toolbar"
      aria-label="Text formatting"
      {...{ [TOOLBAR_ATTRIBUTE]: '' }}
      style={style}
      className="fixed z-50 flex w-max max-w-[calc(100vw-16px)] flex-wrap items-center gap-0.5 rounded-xl bg-slate-900 p-1 text-white shadow-xl"
      // Keep the text's focus and selection: a mouse-down here would otherwise take both.
      onMouseDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Keyboard focus leaving the toolbar for anywhere but the text ends the edit, as leaving the text does.
        const to = event.relatedTarget;
        if (to instanceof Node && (root.current?.contains(to) || anchor.host.contains(to))) return;
        activeInlineEditor()?.commit();
      }}
    >
      <ToolbarButtons formats={formats} run={run} />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-white/20" />
      <ToolbarMenu
        label="Font size"
        face={<span className="text-xs tabular-nums">{sizeNow ?? 'Size'}</span>}
        choices={FONT_SIZES.map((px) => ({ key: String(px), label: `${px} px`, active: px === sizeNow, content: `${px}`, className: 'rounded px-2 py-1 text-left text-sm hover:bg-white/15' }))}
        onChoose={(key) => run({ kind: 'size', px: Number(key) })}
        panelClassName="flex w-20 flex-col"
      />
      <ToolbarMenu
        label="Text colour"
        face={<span aria-hidden="true" className="border-b-4 px-0.5 text-sm font-bold leading-4" style={{ borderColor: formats.color }}>A</span>}
        choices={palette(formats.color)}
        onChoose={(hex) => run({ kind: 'color', hex })}
        panelClassName="grid w-max grid-cols-6 gap-1"
      />
      <ToolbarMenu
        label="Background colour"
        face={<span aria-hidden="true" className="rounded px-1 text-sm font-bold leading-5 text-slate-900" style={{ background: formats.backgroundColor === 'rgba(0, 0, 0, 0)' ? '#fde047' : formats.backgroundColor }}>A</span>}
        choices={palette(formats.backgroundColor)}
        onChoose={(hex) => run({ kind: 'background', hex })}
        panelClassName="grid w-max grid-cols-6 gap-1"
      />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-white/20" />
      <button type="button" aria-label="Close toolbar" onClick={close} className="h-8 w-8 rounded-lg text-base text-slate-300 hover:bg-white/15">
        ×
      </button>
    </div>,
    document.body,
  );
}
