/**
 * The floating toolbar's formats: reading
 * what the selection has and applying a format to it. The browser's editing
 * commands (document.execCommand, still implemented by every engine) do the
 * work, so the browser's own undo inside the text keeps working too.
 */

/** Font sizes offered, in px. */
export const FONT_SIZES = [12, 14, 16, 18, 20, 24, 28, 32, 36, 48] as const;

/** The 18 colours of the toolbar, the same for text and background. */
export const PALETTE = [
  { name: 'Black', hex: '#000000' },
  { name: 'Dark grey', hex: '#4b5563' },
  { name: 'Grey', hex: '#9ca3af' },
  { name: 'Light grey', hex: '#e5e7eb' },
  { name: 'White', hex: '#ffffff' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Orange', hex: '#ea580c' },
  { name: 'Amber', hex: '#d97706' },
  { name: 'Yellow', hex: '#facc15' },
  { name: 'Lime', hex: '#65a30d' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Teal', hex: '#0d9488' },
  { name: 'Cyan', hex: '#0891b2' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Indigo', hex: '#4f46e5' },
  { name: 'Purple', hex: '#9333ea' },
  { name: 'Pink', hex: '#db2777' },
  { name: 'Brown', hex: '#92400e' },
] as const;

export type Alignment = 'left' | 'center' | 'right' | 'justify';
export type ListType = 'none' | 'bullet' | 'numbered';
export type ElementType = 'body' | 'heading1' | 'heading2' | 'heading3';
export type InlineFormat = 'bold' | 'italic' | 'underline' | 'strikethrough';

/** What the selection has. */
export interface FormatState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  alignment: Alignment;
  listType: ListType;
  /** px, rounded; 0 when unknown. */
  fontSize: number;
  /** rgb() as the browser reports it. */
  color: string;
  backgroundColor: string;
  elementType: ElementType;
}

export type FormatAction =
  | { kind: 'inline'; format: InlineFormat }
  | { kind: 'block'; type: Exclude<ElementType, 'body'> }
  | { kind: 'align'; alignment: Alignment }
  | { kind: 'list'; list: Exclude<ListType, 'none'> }
  | { kind: 'size'; px: number }
  | { kind: 'color'; hex: string }
  | { kind: 'background'; hex: string };

const INLINE_COMMAND: Record<InlineFormat, string> = { bold: 'bold', italic: 'italic', underline: 'underline', strikethrough: 'strikeThrough' };
const ALIGN_COMMAND: Record<Alignment, string> = { left: 'justifyLeft', center: 'justifyCenter', right: 'justifyRight', justify: 'justifyFull' };
const BLOCK_TAG: Record<Exclude<ElementType, 'body'>, string> = { heading1: 'h1', heading2: 'h2', heading3: 'h3' };

/** '#2563eb' as the browser reports colours: 'rgb(37, 99, 235)'. */
export function hexToRgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The element type for a formatBlock value ('h2' -> heading2). */
export function elementTypeOf(block: string): ElementType {
  const match = /^h([1-3])$/i.exec(block.trim());
  return match ? (`heading${match[1]}` as ElementType) : 'body';
}

function selectionElement(): Element | null {
  const node = document.getSelection()?.anchorNode ?? null;
  return node instanceof Element ? node : (node?.parentElement ?? null);
}

/** The formats of the current selection. */
export function readFormats(): FormatState {
  const state = (command: string) => document.queryCommandState(command);
  const alignment = (Object.keys(ALIGN_COMMAND) as Alignment[]).find((a) => a !== 'left' && state(ALIGN_COMMAND[a])) ?? 'left';
  const element = selectionElement();
  const computed = element ? getComputedStyle(element) : null;
  return {
    bold: state('bold'),
    italic: state('italic'),
    underline: state('underline'),
    strikethrough: state('strikeThrough'),
    alignment,
    listType: state('insertUnorderedList') ? 'bullet' : state('insertOrderedList') ? 'numbered' : 'none',
    fontSize: computed ? Math.round(parseFloat(computed.fontSize)) || 0 : 0,
    color: document.queryCommandValue('foreColor'),
    backgroundColor: document.queryCommandValue('backColor'),
    elementType: elementTypeOf(document.queryCommandValue('formatBlock')),
  };
}

/** execCommand('fontSize') only knows sizes 1-7: mark with 7, then turn the marks into px spans. */
function applyFontSize(host: HTMLElement, px: number): void {
  document.execCommand('styleWithCSS', false, 'false');
  document.execCommand('fontSize', false, '7');
  const marks = Array.from(host.querySelectorAll<HTMLElement>('font[size="7"]'));
  const spans = marks.map((font) => {
    const span = document.createElement('span');
    span.style.fontSize = `${px}px`;
    span.append(...Array.from(font.childNodes));
    font.replaceWith(span);
    return span;
  });
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (!first || !last) return;
  // Keep the text selected, so the next format applies to it too.
  const range = document.createRange();
  range.setStartBefore(first);
  range.setEndAfter(last);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

/** A colour as an inline style (span style="color"), not a <font color> the sanitizer would drop. */
function applyColor(command: 'foreColor' | 'hiliteColor', hex: string): void {
  document.execCommand('styleWithCSS', false, 'true');
  document.execCommand(command, false, hex);
  document.execCommand('styleWithCSS', false, 'false');
}

/** Applies `action` to the selection inside `host`; `current` decides the toggles. */
export function applyFormat(host: HTMLElement, action: FormatAction, current: FormatState): void {
  switch (action.kind) {
    case 'inline':
      document.execCommand('styleWithCSS', false, 'false');
      document.execCommand(INLINE_COMMAND[action.format]);
      return;
    case 'block':
      document.execCommand('formatBlock', false, current.elementType === action.type ? 'div' : BLOCK_TAG[action.type]);
      return;
    case 'align':
      document.execCommand(ALIGN_COMMAND[action.alignment]);
      return;
    case 'list':
      // The browser's list commands toggle: the active list type again removes the list.
      document.execCommand(action.list === 'bullet' ? 'insertUnorderedList' : 'insertOrderedList');
      return;
    case 'size':
      applyFontSize(host, action.px);
      return;
    case 'color':
      applyColor('foreColor', action.hex);
      return;
    case 'background':
      applyColor('hiliteColor', action.hex);
      return;
  }
}
