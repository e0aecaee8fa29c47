/**
 * The 'Export PDF' dialog: whether to add a speaker-notes page after each
 * slide, then 'Print / Save as PDF'. A native modal (src/ui/useNativeModal):
 * focus starts on the print button, Escape and Cancel close it, and focus
 * goes back to what opened it.
 */
import { useId, type FormEvent } from 'react';
import { useNativeModal } from '../../ui/useNativeModal';
import { PRINT_TEXTS } from './texts';

export interface ExportPdfDialogProps {
  open: boolean;
  includeNotes: boolean;
  onIncludeNotesChange: (include: boolean) => void;
  onPrint: () => void;
  onCancel: () => void;
}

export function ExportPdfDialog({ open, includeNotes, onIncludeNotesChange, onPrint, onCancel }: ExportPdfDialogProps) {
  const ref = useNativeModal(open);
  const headingId = useId();
  const introId = useId();
  const notesId = useId();
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPrint();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={introId}
      onClose={(event) => event.target === event.currentTarget && open && onCancel()}
      className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={headingId} className="m-0 text-lg font-semibold text-slate-900">{PRINT_TEXTS.dialogTitle}</h2>
      <p id={introId} className="mt-2 text-sm text-slate-600">{PRINT_TEXTS.dialogIntro}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <input
            id={notesId}
            type="checkbox"
            checked={includeNotes}
            onChange={(event) => onIncludeNotesChange(event.target.checked)}
            aria-describedby={hintId}
            className="h-4 w-4 accent-indigo-600"
          />
          <label htmlFor={notesId} className="text-sm font-medium text-slate-800">{PRINT_TEXTS.includeNotes}</label>
        </div>
        <p id={hintId} className="m-0 pl-6 text-xs text-slate-600">{PRINT_TEXTS.includeNotesHint}</p>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>{PRINT_TEXTS.cancel}</button>
          <button type="submit" className="btn-primary" data-autofocus>{PRINT_TEXTS.print}</button>
        </div>
      </form>
    </dialog>
  );
}
