/**
 * A deck's title edited in place on its card: Enter saves, Escape keeps the
 * old title, leaving the field saves what is there if it is a valid title
 * (and keeps the old one if not). An empty or too long title is refused
 * with a message under the field, which stays open to be corrected.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { checkDeckTitle, MAX_DECK_TITLE_LENGTH } from '../../core/deck/deck-title';

export interface RenameFieldProps {
  initial: string;
  /** Called with the checked title; the field closes. */
  onSave: (title: string) => void;
  onCancel: () => void;
}

export function RenameField({ initial, onSave, onCancel }: RenameFieldProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const errorId = useId();

  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);

  const finish = (save: boolean) => {
    if (done.current) return;
    if (!save) {
      done.current = true;
      onCancel();
      return;
    }
    const checked = checkDeckTitle(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    done.current = true;
    if (checked.title === initial) onCancel();
    else onSave(checked.title);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The card's shortcuts (Delete, F2...) must not fire while typing.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };

  const onBlur = () => {
    if (checkDeckTitle(value).ok) finish(true);
    else finish(false);
  };

  return (
    <div className="relative z-10">
      <input
        ref={ref}
        type="text"
        value={value}
        aria-label="Presentation name"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        maxLength={MAX_DECK_TITLE_LENGTH * 2}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={`w-full rounded-md border px-2 py-0.5 text-base font-semibold leading-6 text-slate-900 focus:outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-200' : 'border-indigo-500 focus:ring-indigo-200'
        }`}
      />
      {error && (
        <p id={errorId} role="alert" className="m-0 mt-1 text-xs font-normal leading-4 text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
