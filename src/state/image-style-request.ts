/**
 * A change of the deck's image style, on its way from the customise panel
 * to the picture dialogs. When pictures the user did not choose would be
 * made again (for credits), the change waits here until the style question
 * is answered; otherwise the style just changes. The panel asks and the
 * pictures feature answers, so neither needs to know the other.
 */
import { proxy } from 'valtio';
import { picturesToRedraw } from '../core/commands';
import type { Editor } from './editor';

/** The image style waiting for the answer to "redraw N pictures?" (null: none). */
export const imageStyleRequest = proxy({ style: null as string | null });

/** Changes the deck's image style, leaving the question for the picture dialogs when pictures would be made again. */
export function requestImageStyle(editor: Pick<Editor, 'doc' | 'apply'>, style: string): void {
  if (picturesToRedraw(editor.doc().slides).length === 0) editor.apply('deck.setImageStyle', { style });
  else imageStyleRequest.style = style;
}

/** The question was answered or dismissed. */
export function imageStyleAnswered(): void {
  imageStyleRequest.style = null;
}
