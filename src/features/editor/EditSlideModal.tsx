/**
 * The Edit Slide modal: open while
 * `studioState.editSlide` holds a slide index. Save applies the draft's
 * changes through the editor as one undo step; Cancel, Escape or a click on
 * the backdrop close it without saving. At most 4xl wide and 90% of the
 * viewport high, scrolling inside. Where the page provides asking
 * (SlideAskContext), a slide whose rewrite waits for the network asks first.
 */
import { useContext, useEffect, useId, type MouseEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { CommandStep } from '../../core/commands';
import type { Slide } from '../../core/schemas/slide';
import type { Editor } from '../../state/editor';
import { studioState } from '../../state/studio';
import { SlideAskContext, type AskSlideRef } from '../../ui/slide/ask-context';
import { useNativeModal } from '../../ui/useNativeModal';
import { EditSlideForm } from './EditSlideForm';

const close = () => {
  studioState.editSlide = null;
};

/** Whether a click at (x, y) fell outside the dialog's box, i.e. on its backdrop. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const r = dialog.getBoundingClientRect();
  return event.clientX < r.left || event.clientX > r.right || event.clientY < r.top || event.clientY > r.bottom;
}

/** The form, or first the page's question when the slide has a rewrite waiting (see SlideAskContext). */
function AskGate({ slide, onLeave, titleId, children }: { slide: AskSlideRef; onLeave: () => void; titleId: string; children: ReactNode }) {
  const ask = useContext(SlideAskContext);
  return ask ? ask.renderEditGate(slide, onLeave, children, titleId) : children;
}

export function EditSlideModal({ editor }: { editor: Editor }) {
  const studio = useSnapshot(studioState);
  const deck = useSnapshot(editor.store.state);
  const index = studio.editSlide;
  const slide = index === null ? undefined : (deck.slides[index] as Slide | undefined);
  const open = slide !== undefined;
  const ref = useNativeModal(open);
  const titleId = useId();

  useEffect(() => {
    // Editing from presentation mode leaves it; a slide that went away closes the modal.
    if (open && studioState.presentationMode) studioState.presentationMode = false;
    if (index !== null && !open) close();
  }, [open, index]);

  const save = (steps: CommandStep[]) => {
    if (steps.length > 0) editor.applyAll(steps);
    ref.current?.close();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={close}
      onClick={(event) => ref.current && onBackdrop(ref.current, event) && ref.current.close()}
      className="w-full max-w-4xl overflow-hidden rounded-2xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40"
      style={{ maxHeight: '90vh' }}
    >
      {open && index !== null && (
        <AskGate slide={{ index, id: slide.id }} onLeave={() => ref.current?.close()} titleId={titleId}>
          <EditSlideForm
            key={`${index}:${slide.id}`}
            index={index}
            slide={slide}
            settings={deck.settings}
            titleId={titleId}
            onSave={save}
            onCancel={() => ref.current?.close()}
            onHome={close}
          />
        </AskGate>
      )}
    </dialog>
  );
}
