/**
 * The Save prompt: asks for the title once, when a deck is
 * first named, proposing its current title (or a copy's title for 'Save as
 * copy'). An empty or blank answer cancels, as Cancel and Escape do. A
 * native modal dialog rather than window.prompt, so it is styled,
 * labelled and keyboard-friendly.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNativeModal } from '../../ui/useNativeModal';

export interface SaveTitleDialogProps {
  /** The proposed title; null: closed. */
  defaultTitle: string | null;
  /** The dialog's heading ('Save presentation', 'Save as copy'). */
  heading?: string;
  onSubmit: (answer: string) => void;
  onCancel: () => void;
}

export function SaveTitleDialog({ defaultTitle, heading = 'Save presentation', onSubmit, onCancel }: SaveTitleDialogProps) {
  const open = defaultTitle !== null;
  const ref = useNativeModal(open);
  const headingId = useId();
  return (
    <dialog ref={ref} aria-labelledby={headingId} onClose={(event) => event.target === event.currentTarget && open && onCancel()} className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40">
      <h2 id={headingId} className="m-0 text-lg font-semibold text-slate-900">{heading}</h2>
      {defaultTitle !== null && <TitleForm key={defaultTitle} initial={defaultTitle} onSubmit={onSubmit} onCancel={onCancel} />}
    </dialog>
  );
}

interface TitleFormProps {
  initial: string;
  onSubmit: (answer: string) => void;
  onCancel: () => void;
}

function TitleForm({ initial, onSubmit, onCancel }: TitleFormProps) {
  const [title, setTitle] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  useEffect(() => {
    // The proposal is selected once the dialog has focused the field, so typing replaces it and Enter keeps it.
    const frame = requestAnimationFrame(() => inputRef.current?.select());
    return () => cancelAnimationFrame(frame);
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(title);
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">Presentation title</label>
      <input
        ref={inputRef}
        id={fieldId}
        type="text"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        data-autofocus
        autoComplete="off"
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none"
      />
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel}>Cancel</button>
        <button type="submit" className="btn-primary">Save</button>
      </div>
    </form>
  );
}
