/**
 * Editing on the slides view, in its one slot (SlidesView): the Edit Slide
 * modal and the floating formatting toolbar for inline edits. Only the
 * app's open deck is edited; a deck shown in a viewer store (while another
 * one streams into the app's store) is read only.
 */
import type { DeckStore } from '../../state/deck';
import { useEditor } from '../../state/services';
import { editingHostOf } from './active-editor';
import { EditSlideModal } from './EditSlideModal';
import { FormattingToolbar } from './FormattingToolbar';

export function SlideEditing({ store }: { store: DeckStore }) {
  const editor = useEditor();
  if (store !== editor.store) return null;
  return (
    <>
      <EditSlideModal editor={editor} />
      <FormattingToolbar findHost={editingHostOf} />
    </>
  );
}
