/**
 * The navigator's edits of the open deck, all through registered commands
 * (src/core/commands) so each is one undo step. The deck on screen can be
 * edited only when it is the editor's store (a deck shown while the app
 * streams another one is read-only), and its order only once no stream is
 * adding slides by position.
 */
import { snapshot } from 'valtio';
import { getCommand, type DeckDoc } from '../../core/commands';
import type { PresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import type { DeckStore } from '../../state/deck';
import type { Editor } from '../../state/editor';

/** Whether the navigator may edit `store`, and what stops it. */
export interface EditAccess {
  /** Add, duplicate, delete and reorder are allowed. */
  structure: boolean;
  /** Why not, for a tooltip; empty when allowed. */
  reason: string;
}

export function editAccess(editor: Editor, store: DeckStore, live: boolean): EditAccess {
  if (store !== editor.store) return { structure: false, reason: 'Read-only while another deck is generating' };
  if (live) return { structure: false, reason: 'Available when generation finishes' };
  return { structure: true, reason: '' };
}

/** The deck as commands see it, read without subscribing (for "would this change anything?"). */
export function currentDoc(store: DeckStore): DeckDoc {
  const s = snapshot(store.state);
  return { title: s.title, slides: s.slides as readonly Slide[], settings: s.settings as PresentationSettings };
}

/** Whether a slide command would change the deck (a refused command returns the same doc). */
export function canApply(store: DeckStore, id: 'slide.duplicate' | 'slide.delete', index: number): boolean {
  const doc = currentDoc(store);
  return getCommand(id).perform(doc, { index }) !== doc;
}

/**
 * Moves slide `from` to `to` (clamped as the command clamps it: after the
 * title slide, inside the deck); the moved slide becomes the current one.
 * Returns where it went, or null when nothing moved.
 */
export function moveSlide(editor: Editor, store: DeckStore, from: number, to: number): number | null {
  const slides = store.slides();
  const first = slides[0]?.type === 'title' ? 1 : 0;
  const target = Math.min(Math.max(first, to), slides.length - 1);
  if (!editor.apply('slide.move', { from, to: target })) return null;
  store.goTo(target);
  return target;
}
