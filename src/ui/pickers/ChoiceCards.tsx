import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
  /** Drawn above the label (a swatch, a sample). */
  preview?: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
  /** Grid columns at the small breakpoint and up. */
  columns?: 2 | 3 | 4 | 6;
}

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4', 6: 'sm:grid-cols-6' } as const;

/**
 * A single choice shown as cards: native radios underneath, so Tab reaches
 * the group once and the arrow keys move the choice, as screen readers expect.
 */
export function ChoiceCards<T extends string>({ legend, choices, value, onChange, disabled = false, columns = 4 }: ChoiceCardsProps<T>) {
  const name = useId();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" disabled={disabled}>
      <legend className="mb-2 p-0 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid grid-cols-2 gap-2 ${COLUMNS[columns]}`}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label key={choice.value} className="block cursor-pointer">
              <input type="radio" name={name} value={choice.value} checked={checked} className="peer sr-only" onChange={() => onChange(choice.value)} />
              <span
                className={`flex h-full flex-col gap-1 rounded-xl border p-3 text-left peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 ${
                  checked ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600' : 'border-slate-200 bg-white hover:border-indigo-300'
                }`}
              >
                {choice.preview}
                <span className="text-sm font-semibold text-slate-900">{choice.label}</span>
                {choice.hint && <span className="text-xs text-slate-600">{choice.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
