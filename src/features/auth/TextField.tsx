import type { HTMLInputAutoCompleteAttribute } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from './styles';

export interface TextFieldProps {
  id: string;
  label: string;
  type?: 'text' | 'email';
  value: string;
  onChange: (value: string) => void;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A labelled text input. */
export function TextField({ id, label, type = 'text', value, onChange, ...rest }: TextFieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={LABEL_CLASS}>{label}</label>
      <input id={id} type={type} className={INPUT_CLASS} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
    </div>
  );
}
