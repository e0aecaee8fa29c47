/**
 * The question an image style change asks when pictures would be made
 * again: how many and for up to how many credits, with Redraw, Keep the
 * pictures (only the style changes, for pictures made later) and Cancel.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { Slide } from '../../core/schemas/slide';
import { useBalance } from '../../data/credits';
import { imageStyleAnswered, imageStyleRequest } from '../../state/image-style-request';
import { useEditor } from '../../state/services';
import { useNativeModal } from '../../ui/useNativeModal';
import { styleChangeQuestion } from './style-change';

export function StyleChangeDialog() {
  const editor = useEditor();
  const { style: styleChange } = useSnapshot(imageStyleRequest);
  const deck = useSnapshot(editor.store.state);
  const balance = useBalance();
  const question = styleChange === null ? null : styleChangeQuestion(deck.slides as readonly Slide[], styleChange, balance);
  const open = question !== null;
  const ref = useNativeModal(open);
  const titleId = useId();
  const close = () => {
    imageStyleAnswered();
  };
  const answer = (redraw: boolean) => {
    const style = imageStyleRequest.style;
    if (style !== null) editor.apply(redraw ? 'deck.redrawPictures' : 'deck.setImageStyle', { style });
    ref.current?.close();
  };
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={close} className="w-full max-w-md rounded-2xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40">
      {question && (
        <div className="flex flex-col gap-4 p-6" data-style-change="">
          <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">
            Redraw pictures?
          </h2>
          <p className="m-0 text-sm text-slate-700">{question.text}</p>
          {question.refused && (
            <p role="alert" className="m-0 text-sm text-rose-800">
              {question.refused}
            </p>
          )}
          <footer className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => ref.current?.close()}>
              Cancel
            </button>
            <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => answer(false)}>
              Keep the pictures
            </button>
            <button type="button" className="btn-primary px-4 py-1.5" data-autofocus disabled={question.refused !== null} onClick={() => answer(true)}>
              Redraw {question.count === 1 ? '1 picture' : `${question.count} pictures`}
            </button>
          </footer>
        </div>
      )}
    </dialog>
  );
}
