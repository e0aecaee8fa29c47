/**
 * `/` focuses the Ask box of the selected slide, as a search box's slash
 * does on many sites: not while the user types in a field, under a modal
 * dialog or with Ctrl, Cmd or Alt held (Shift is allowed: some keyboards
 * need it for '/').
 */
export interface AskKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
  readonly isComposing?: boolean;
  readonly target: EventTarget | null;
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether typing into `target` edits text. */
function editsText(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/** Whether `event` is the Ask box's `/`; `doc` tells whether a modal dialog holds the page. */
export function isAskKey(event: AskKeyEvent, doc: Pick<Document, 'querySelector'> = document): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.defaultPrevented || event.isComposing) return false;
  if (editsText(event.target)) return false;
  return doc.querySelector('dialog[open]') === null;
}
