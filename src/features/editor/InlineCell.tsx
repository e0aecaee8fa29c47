/**
 * A data table's cell edited in place, as plain text: a click, or Enter or
 * F2 on the focused cell, makes it editable; Enter, Tab, a blur or a click
 * outside commits, Escape restores it. Pasted content goes in as one line of
 * text. Until it is edited the cell is named by its text, so the table
 * reads as the table it is.
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { SlideCellProps } from '../../ui/slide/edit-context';
import { inlineKeyAction } from './inline-keys';

export interface InlineCellProps extends SlideCellProps {
  /** Called with the cell's new text when it changed. */
  onCommit: (text: string) => void;
}

/** 'Edit header cell 2 of slide 3', 'Edit row 1, cell 2 of slide 3'. */
export function cellLabel({ slideIndex, row, column }: Pick<SlideCellProps, 'slideIndex' | 'row' | 'column'>): string {
  const where = row === -1 ? `header cell ${column + 1}` : `row ${row + 1}, cell ${column + 1}`;
  return `Edit ${where} of slide ${slideIndex + 1}`;
}

export function InlineCell({ slideIndex, row, column, value, onCommit }: InlineCellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);

  const start = (byKey: boolean) => {
    const element = ref.current;
    if (!element) return;
    element.contentEditable = 'true';
    setEditing(true);
    if (byKey) element.focus();
  };
  const finish = (keep: boolean) => {
    const element = ref.current;
    if (!element || !editing) return;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    setEditing(false);
    element.textContent = keep ? text : value;
    if (keep && text !== value) onCommit(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing && event.key === 'Tab') {
      finish(true);
      return;
    }
    const action = inlineKeyAction(event, editing, false);
    if (action === null) {
      // Keys typed into the cell are not the page's shortcuts (slide arrows, Delete...).
      if (editing) event.stopPropagation();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (action === 'start') start(true);
    else if (action === 'commit') finish(true);
    else if (action === 'cancel') finish(false);
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!editing) return;
    event.preventDefault();
    document.execCommand('insertText', false, event.clipboardData.getData('text/plain').replace(/\s+/g, ' '));
  };

  return (
    <div
      ref={ref}
      data-table-cell=""
      tabIndex={0}
      role={editing ? 'textbox' : 'button'}
      aria-label={editing ? cellLabel({ slideIndex, row, column }) : undefined}
      contentEditable={editing}
      suppressContentEditableWarning
      spellCheck={editing}
      className={`min-h-[1lh] cursor-text rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 ${editing ? 'ring-2 ring-indigo-400' : 'hover:ring-1 hover:ring-indigo-300'}`}
      onMouseDown={() => !editing && start(false)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      onPaste={onPaste}
    >
      {value}
    </div>
  );
}
