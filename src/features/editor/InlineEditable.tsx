/**
 * A piece of slide text edited in place: a click, or Enter
 * or F2 on the focused text, makes it contentEditable; Enter (single-line),
 * Ctrl+Enter, a blur or a click outside commits, Escape restores it. What
 * the browser produced is sanitized before it is stored or shown, pasted and
 * dropped HTML before it is even inserted. A commit reports a value only when
 * it differs from the stored one.
 *
 * The element's content is the text escaped, or its formatting's sanitized
 * HTML when the user formatted it (core/text/rich.ts);
 * while editing the browser owns it and React keeps rendering the HTML the
 * edit started from, so it never writes over what is being typed.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import type { SlideTextProps } from '../../ui/slide/edit-context';
import { clearActiveInlineEditor, EDITOR_ATTRIBUTE, inToolbar, setActiveInlineEditor, TOOLBAR_ATTRIBUTE, type ActiveInlineEditor } from './active-editor';
import { editLabel, inlineKeyAction, placeholderOf } from './inline-keys';
import { displayHtml, editChanges, editedValue, type EditedText } from './richtext';
import { sanitizeHtml } from '../../ui/slide/sanitize';

export interface InlineEditableProps extends SlideTextProps {
  /** Called with the new plain text and its formatting (sanitized HTML, when formatted) when either changed; `session` names this edit. */
  onCommit: (edit: EditedText, session: number) => void;
  /** The text while it is typed (at most every {@link DRAFT_MS}), so it is kept before the edit ends; same `session` as its commit. */
  onDraft?: ((edit: EditedText, session: number) => void) | undefined;
  /** Whether typed text is waiting for its draft: true at the keystroke, false once the deck has it (or the edit ended). */
  onTyping?: ((pending: boolean) => void) | undefined;
}

/** Typed text reaches the deck at most this long after a keystroke, while the edit goes on. */
export const DRAFT_MS = 150;
// Every edit in place gets its own number: its drafts and its commit are one undo step, two edits never merge.
let sessions = 0;

/** Inserts transferred content at the caret: sanitized HTML, else text (one line for a single-line field). */
function insertTransfer(data: DataTransfer | null, multiline: boolean): void {
  if (!data) return;
  const html = data.getData('text/html');
  if (html) {
    document.execCommand('insertHTML', false, sanitizeHtml(html));
    return;
  }
  const text = data.getData('text/plain');
  document.execCommand('insertText', false, multiline ? text : text.replace(/\s*\r?\n\s*/g, ' '));
}

/** An empty text still takes a line and says what goes there: a new blank slide is typed into where its text will be. */
const EMPTY = 'min-h-[1lh] empty:before:content-[attr(data-placeholder)] empty:before:opacity-50 empty:before:pointer-events-none';

function caretToEnd(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function InlineEditable({ slideIndex, field, value, rich, multiline, className, style, onCommit, onDraft, onTyping }: InlineEditableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const session = useRef(0);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const html = useMemo(() => displayHtml(value, rich), [value, rich]);
  // While editing, React keeps rendering the HTML editing started from, so it never writes over what is being typed.
  const [startHtml, setStartHtml] = useState<string | null>(null);
  const startedByKey = useRef(false);
  const label = editLabel(field, slideIndex);

  /** Writes `next` into the element; a selection in the old content goes (and the toolbar with it). */
  const show = (next: string) => {
    const element = ref.current;
    if (!element) return;
    element.innerHTML = next;
    const selection = document.getSelection();
    if (selection?.anchorNode && element.contains(selection.anchorNode)) selection.removeAllRanges();
  };

  // The latest listener, for the unmount clean-up to reach.
  const typing = useRef(onTyping);
  useLayoutEffect(() => {
    typing.current = onTyping;
  });
  const stopDraft = () => {
    if (draftTimer.current === undefined) return;
    clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    typing.current?.(false);
  };
  const onInput = () => {
    if (!editing || onDraft === undefined || draftTimer.current !== undefined) return;
    typing.current?.(true);
    draftTimer.current = setTimeout(() => {
      draftTimer.current = undefined;
      const element = ref.current;
      if (element?.isContentEditable) onDraft(editedValue(sanitizeHtml(element.innerHTML)), session.current);
      typing.current?.(false);
    }, DRAFT_MS);
  };
  useEffect(() => stopDraft, []);

  const commit = () => {
    const element = ref.current;
    if (!element || !editing) return;
    stopDraft();
    const edit = editedValue(sanitizeHtml(element.innerHTML));
    setEditing(false);
    setStartHtml(null);
    // What the slide will show once the store has the value (React writes it then; it is the same).
    show(displayHtml(edit.text, edit.html === undefined ? undefined : { text: edit.text, html: edit.html }));
    if (editChanges(edit, value, rich)) onCommit(edit, session.current);
  };
  const cancel = () => {
    stopDraft();
    // Drafts already reached the deck: the text it started from goes back the same way, and is what shows.
    if (onDraft !== undefined && startHtml !== null) onDraft(editedValue(sanitizeHtml(startHtml)), session.current);
    setEditing(false);
    setStartHtml(null);
    show(startHtml ?? html);
  };
  // The latest commit, for the toolbar to call when focus leaves it.
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    const element = ref.current;
    if (!editing || !element) return undefined;
    const active: ActiveInlineEditor = { element, commit: () => commitRef.current() };
    setActiveInlineEditor(active);
    if (startedByKey.current) {
      element.focus();
      caretToEnd(element);
    }
    return () => clearActiveInlineEditor(active);
  }, [editing]);

  const start = (byKey: boolean) => {
    startedByKey.current = byKey;
    // Set at once, so the click that starts editing also places the caret where it landed.
    if (ref.current) ref.current.contentEditable = 'true';
    session.current = ++sessions;
    setStartHtml(html);
    setEditing(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = inlineKeyAction(event, editing, multiline);
    if (action === null) {
      // Keys typed into the text are not the page's shortcuts (slide arrows, Delete...).
      if (editing) event.stopPropagation();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (action === 'start') start(true);
    else if (action === 'commit') commit();
    else if (action === 'cancel') cancel();
    else if (action === 'line-break') {
      // Inside a list Enter makes the next item; elsewhere a <br>, so plain text stays plain.
      const inList = document.getSelection()?.anchorNode?.parentElement?.closest('li') != null;
      document.execCommand(inList ? 'insertParagraph' : 'insertLineBreak');
    } else if (action === 'toolbar') {
      document.querySelector<HTMLElement>(`[${TOOLBAR_ATTRIBUTE}] button`)?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!editing) return;
    event.preventDefault();
    insertTransfer(event.clipboardData, multiline);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!editing) return;
    const at = document.caretRangeFromPoint?.(event.clientX, event.clientY);
    if (at) {
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(at);
    }
    insertTransfer(event.dataTransfer, multiline);
  };

  return (
    <div
      ref={ref}
      {...{ [EDITOR_ATTRIBUTE]: '' }}
      data-field={field}
      data-placeholder={placeholderOf(field)}
      tabIndex={0}
      role={editing ? 'textbox' : 'button'}
      aria-label={label}
      aria-multiline={editing ? multiline : undefined}
      contentEditable={editing}
      spellCheck={editing}
      className={`${className ?? ''} ${EMPTY} cursor-text rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 ${editing ? 'ring-2 ring-indigo-400' : 'hover:ring-1 hover:ring-indigo-300'}`}
      style={style}
      dangerouslySetInnerHTML={{ __html: startHtml ?? html }}
      onMouseDown={() => !editing && start(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => editing && !inToolbar(event.relatedTarget) && commit()}
      onInput={onInput}
      onPaste={onPaste}
      onDrop={onDrop}
    />
  );
}
