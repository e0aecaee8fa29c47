import type { FormStep } from '../../state/create-form';

export const STEPS: readonly { step: FormStep; label: string }[] = [
  { step: 1, label: 'Input & Settings' },
  { step: 2, label: 'Generate Outline' },
  { step: 3, label: 'Visuals & Generate' },
];

/** The three steps of the generate page, the current one marked for assistive tech too. */
export function StepIndicator({ current }: { current: FormStep }) {
  return (
    <nav aria-label="Progress">
      <ol className="m-0 flex list-none flex-wrap items-center gap-2 p-0 sm:gap-4">
        {STEPS.map(({ step, label }) => {
          const state = step === current ? 'current' : step < current ? 'done' : 'todo';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} data-state={state} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold ${
                  state === 'current' ? 'bg-indigo-600 text-white' : state === 'done' ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-200 text-slate-600'
                }`}
              >
                {state === 'done' ? '✓' : step}
              </span>
              <span className={`text-sm ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
                <span className="sr-only">Step {step}: </span>
                {label}
                {state === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
              {step < 3 && <span aria-hidden="true" className="hidden h-px w-8 bg-slate-300 sm:block" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
