/**
 * The inline editor being edited, if any. The floating toolbar lives in a
 * portal outside the editor, so when keyboard focus goes from the toolbar
 * somewhere else it asks the editor here to commit (the editor's own blur
 * ignores focus moving into the toolbar).
 */

export interface ActiveInlineEditor {
  element: HTMLElement;
  commit(): void;
}

let active: ActiveInlineEditor | null = null;

export function setActiveInlineEditor(editor: ActiveInlineEditor): void {
  active = editor;
}

/** Forgets `editor` if it is still the active one. */
export function clearActiveInlineEditor(editor: ActiveInlineEditor): void {
  if (active === editor) active = null;
}

export function activeInlineEditor(): ActiveInlineEditor | null {
  return active;
}

/** Marks the floating toolbar's root, so an editor can tell focus moving there from focus leaving. */
export const TOOLBAR_ATTRIBUTE = 'data-formatting-toolbar';

/** Whether `node` is inside the floating formatting toolbar. */
export function inToolbar(node: EventTarget | null): boolean {
  return node instanceof Element && node.closest(`[${TOOLBAR_ATTRIBUTE}]`) !== null;
}

/** Marks an inline editor's element; the toolbar answers to selections inside one being edited. */
export const EDITOR_ATTRIBUTE = 'data-inline-editor';

/** The inline editor being edited that holds `node`, or null. */
export function editingHostOf(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest<HTMLElement>(`[${EDITOR_ATTRIBUTE}][contenteditable="true"]`) ?? null;
}
