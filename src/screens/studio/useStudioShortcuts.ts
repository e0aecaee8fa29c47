/**
 * The studio's key bindings (Ctrl+N new,
 * Ctrl+S save, Ctrl+Z undo, Ctrl+Y redo), read from the registry in
 * src/core/commands/shortcuts.ts so keys, menus and tooltips agree: undo,
 * redo (also Ctrl+Shift+Z), save, new deck, and the slide-structure
 * commands the registry binds (add, duplicate, delete, move up/down), which
 * act on the current slide. In a text field or contentEditable only the
 * bindings marked `inText` fire (save, new): typing keeps the browser's own
 * undo. Nothing fires under a modal dialog or in presentation mode, which
 * have their own keys; Ctrl+S still never opens the browser's "Save page".
 *
 * Browsers keep Ctrl+N for a new window in a tab: there the New button is
 * the way; the installed app (standalone window) gets Ctrl+N.
 */
import { useEffect, useRef } from 'react';
import { ACTIONS, matchShortcut, type KeyEventLike, type Platform } from '../../core/commands';
import type { DeckStore } from '../../state/deck';
import type { Editor } from '../../state/editor';

export interface StudioShortcutDeps {
  platform: Platform;
  store: DeckStore;
  editor: Editor;
  save: () => void;
  newDeck: () => void;
}

export interface ShortcutContext {
  /** Focus is in a text field or contentEditable. */
  editingText: boolean;
  /** A modal dialog or presentation mode has the keyboard. */
  blocked: boolean;
}

/** The registry's slide-structure commands that have key bindings. */
const SLIDE_COMMANDS = ['slide.add', 'slide.duplicate', 'slide.delete', 'slide.moveUp', 'slide.moveDown'] as const;
type SlideCommandId = (typeof SLIDE_COMMANDS)[number];
const isSlideCommand = (id: string): id is SlideCommandId => (SLIDE_COMMANDS as readonly string[]).includes(id);

/**
 * Runs the slide-structure command `id` on the current slide. A moved slide
 * stays the current one, so repeated Alt+Arrow keeps moving it; a copy or a
 * new slide appears right after it.
 */
function runSlideCommand(id: SlideCommandId, { store, editor }: StudioShortcutDeps): void {
  const index = store.state.currentIndex;
  if (id === 'slide.add') {
    editor.apply('slide.add', { after: index });
    return;
  }
  const moved = editor.apply(id, { index });
  if (moved && id === 'slide.moveUp') store.goTo(index - 1);
  if (moved && id === 'slide.moveDown') store.goTo(index + 1);
}

/**
 * Performs what `event` is bound to; true when the key was the studio's
 * (the caller then prevents the browser's default).
 */
export function runStudioShortcut(event: KeyEventLike, context: ShortcutContext, deps: StudioShortcutDeps): boolean {
  const id = matchShortcut(event, deps.platform, { editingText: context.editingText });
  if (id === undefined) return false;
  if (id === ACTIONS.save) {
    if (!context.blocked) deps.save();
    return true;
  }
  if (context.blocked) return false;
  if (id === ACTIONS.newDeck) {
    deps.newDeck();
    return true;
  }
  // A deck shown beside another one streaming is read-only: the editor edits the app's deck.
  if (deps.store !== deps.editor.store) return false;
  if (id === ACTIONS.undo) {
    deps.editor.undo();
    return true;
  }
  if (id === ACTIONS.redo) {
    deps.editor.redo();
    return true;
  }
  if (!isSlideCommand(id)) return false;
  runSlideCommand(id, deps);
  return true;
}

/** Cmd on Apple devices, Ctrl elsewhere. */
export function detectPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined = globalThis.navigator): Platform {
  const hint = (nav as { userAgentData?: { platform?: string } } | undefined)?.userAgentData?.platform || nav?.platform || nav?.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(hint) ? 'mac' : 'other';
}

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether typing into `target` edits text (so the browser's own undo applies). */
export function isTextTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

export interface StudioShortcutOptions {
  store: DeckStore;
  editor: Editor;
  save: () => void;
  newDeck: () => void;
  /** Presentation mode has the keyboard. */
  presenting: boolean;
}

/** Binds the studio's keys on the window while mounted. */
export function useStudioShortcuts(options: StudioShortcutOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const platform = detectPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const { presenting, ...deps } = latest.current;
      const blocked = presenting || document.querySelector('dialog[open]') !== null;
      if (runStudioShortcut(event, { editingText: isTextTarget(event.target), blocked }, { ...deps, platform })) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
