/**
 * What a key does to an inline editor: Enter commits
 * unless the field is multi-line, Escape cancels; Enter or F2 on the
 * focused text starts editing, so the keyboard reaches everything a click
 * does. Ctrl/Cmd+Enter commits any field (a multi-line field's Enter makes
 * a line break). Alt+F10 moves to the formatting toolbar, as in most editors.
 */

export type InlineKeyAction = 'start' | 'commit' | 'cancel' | 'line-break' | 'swallow' | 'toolbar' | null;

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The action for `event`, or null to let the browser handle the key. */
export function inlineKeyAction(event: KeyLike, editing: boolean, multiline: boolean): InlineKeyAction {
  const { key } = event;
  // Space too: the text is a button until it is edited.
  if (!editing) return key === 'Enter' || key === 'F2' || key === ' ' ? 'start' : null;
  if (key === 'Escape') return 'cancel';
  if (key === 'F10' && event.altKey) return 'toolbar';
  if (key !== 'Enter') return null;
  if (event.ctrlKey || event.metaKey) return 'commit';
  if (multiline) return 'line-break';
  // A single-line field has no line breaks: Shift+Enter does nothing.
  return event.shiftKey ? 'swallow' : 'commit';
}

/** 'heading', 'point 2 overview': a field as the user names it. */
function fieldName(field: string): string {
  const sub = /^subtopics\.(\d+)\.(heading|overview)$/.exec(field);
  return sub ? `point ${Number(sub[1]) + 1} ${sub[2]}` : field;
}

/** 'Edit heading of slide 3', 'Edit point 2 overview of slide 4'. */
export function editLabel(field: string, slideIndex: number): string {
  return `Edit ${fieldName(field)} of slide ${slideIndex + 1}`;
}

/** What an empty text shows, so a blank slide says where to type: 'Add a heading', 'Add an overview'. */
export function placeholderOf(field: string): string {
  const name = fieldName(field);
  return `Add ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}
