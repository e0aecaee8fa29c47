import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, SLIDE_COUNT_OPTIONS } from '../../core/config-rules';
import { setInput, toggleMoreSlides, type FormInput } from '../../state/create-form';

/**
 * Slide count: the 1/5/10/15/20 choices, or the 5-60
 * slider behind 'More slides'. Native radios and a range input, so arrow
 * keys work without extra code.
 */
export function SlideCountField({ input, disabled }: { input: FormInput; disabled: boolean }) {
  const snap = useSnapshot(input);
  const id = useId();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" disabled={disabled}>
      <legend className="mb-2 p-0 text-sm font-medium text-slate-800">Number of slides</legend>
      {snap.moreSlides ? (
        <div className="flex items-center gap-3">
          <input
            id={`${id}-range`}
            type="range"
            min={SLIDER_MIN}
            max={SLIDER_MAX}
            step={SLIDER_STEP}
            value={snap.slides}
            aria-label="Number of slides"
            aria-valuetext={`${snap.slides} slides`}
            className="w-full max-w-md accent-indigo-600"
            onChange={(e) => setInput(input, { slides: Number(e.currentTarget.value) })}
          />
          <output htmlFor={`${id}-range`} className="w-20 text-sm font-semibold text-slate-900">
            {snap.slides} slides
          </output>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {SLIDE_COUNT_OPTIONS.map((count) => (
            <label key={count} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-slides`}
                value={count}
                checked={snap.slides === count}
                className="peer sr-only"
                onChange={() => setInput(input, { slides: count })}
              />
              <span
                className={`block rounded-lg border px-4 py-2 text-sm font-medium peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 ${
                  snap.slides === count ? 'border-indigo-600 bg-indigo-50 text-indigo-800' : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-300'
                }`}
              >
                {count} {count === 1 ? 'slide' : 'slides'}
              </span>
            </label>
          ))}
        </div>
      )}
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={snap.moreSlides} onChange={(e) => toggleMoreSlides(input, e.currentTarget.checked)} />
        More slides ({SLIDER_MIN}-{SLIDER_MAX})
      </label>
    </fieldset>
  );
}
