/** Labelled text fields of the Edit Slide modal, in one look. */
import { useId, type ReactNode, type Ref } from 'react';

const INPUT = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none read-only:bg-slate-50 read-only:text-slate-600';

export interface TextFieldProps {
  label: string;
  /** Accessible name when it must say more than the visible label (a subtopic's 'Heading'). */
  ariaLabel?: string;
  value: string;
  onChange?: (value: string) => void;
  /** Rows of a text area; absent: a single-line input. */
  rows?: number;
  type?: 'text' | 'url';
  placeholder?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
  error?: string | null;
  note?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, ariaLabel, value, onChange, rows, type = 'text', placeholder, readOnly, autoFocus, error, note, inputRef }: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const described = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    placeholder,
    readOnly,
    'aria-label': ariaLabel,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
    'data-autofocus': autoFocus ? '' : undefined,
    className: `${INPUT} ${error ? 'border-rose-500' : ''}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}</label>
      {rows === undefined ? (
        <input {...common} ref={inputRef} type={type} onChange={(e) => onChange?.(e.target.value)} />
      ) : (
        <textarea {...common} rows={rows} onChange={(e) => onChange?.(e.target.value)} className={`${common.className} resize-y`} />
      )}
      {note && <p id={noteId} className="m-0 text-xs text-slate-500">{note}</p>}
      {error && <p id={errorId} role="alert" className="m-0 text-sm text-rose-700">{error}</p>}
    </div>
  );
}
