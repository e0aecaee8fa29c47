import { type ReactNode, useState } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from './styles';

export interface PasswordFieldProps {
  id: string;
  label: string;
  /** What the show/hide button names: 'password' or 'passcode'. */
  noun?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  disabled?: boolean;
  /** Shown at the right of the label (the 'Forgot password?' button). */
  aside?: ReactNode;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ id, label, noun = 'password', value, onChange, autoComplete, required, disabled, aside }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className={LABEL_CLASS}>{label}</label>
        {aside}
      </div>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${INPUT_CLASS} pr-16`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 bg-transparent px-3 text-xs font-medium text-slate-600 hover:text-slate-900 disabled:opacity-50"
          aria-label={visible ? `Hide ${noun}` : `Show ${noun}`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
