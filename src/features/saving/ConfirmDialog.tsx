/**
 * A yes/no question in a native modal dialog (role alertdialog), in place of
 * window.confirm: it is styled like the app, reachable by keyboard and
 * screen readers, and its answer arrives as a callback. Escape and Cancel
 * say no; the confirm button has focus first.
 */
import { useId, type ReactNode } from 'react';
import { useNativeModal } from '../../ui/useNativeModal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Extra content under the message (a list of what will be deleted). */
  children?: ReactNode;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, children, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useNativeModal(open);
  const titleId = useId();
  const messageId = useId();
  const confirmClass = danger ? 'btn bg-red-600 text-white hover:bg-red-700' : 'btn-primary';
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={(event) => event.target === event.currentTarget && open && onCancel()}
      className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">{title}</h2>
      <p id={messageId} className="m-0 mt-2 text-sm text-slate-700">{message}</p>
      {children}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>Cancel</button>
        <button type="button" className={confirmClass} data-autofocus onClick={onConfirm}>{confirmLabel}</button>
      </div>
    </dialog>
  );
}
