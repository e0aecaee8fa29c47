/**
 * The question before a deck is deleted from the dashboard, in the fixed
 * words of core/errors.ts, in a native modal dialog: Escape and Cancel keep
 * the deck, Delete has the focus first. The toast after the delete offers
 * Undo for a few seconds.
 */
import { useId } from 'react';
import { CONFIRM_DELETE_PRESENTATION } from '../../core/errors';
import { useNativeModal } from '../../ui/useNativeModal';

export interface DeleteDeckDialogProps {
  /** The deck asked about; null when no question is open. */
  title: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteDeckDialog({ title, onConfirm, onCancel }: DeleteDeckDialogProps) {
  const open = title !== null;
  const ref = useNativeModal(open);
  const titleId = useId();
  const messageId = useId();
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={(event) => event.target === event.currentTarget && open && onCancel()}
      className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">
        Delete “{title}”?
      </h2>
      <p id={messageId} className="m-0 mt-2 text-sm text-slate-700">
        {CONFIRM_DELETE_PRESENTATION}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn bg-red-600 text-white hover:bg-red-700" data-autofocus onClick={onConfirm}>
          Delete
        </button>
      </div>
    </dialog>
  );
}
