import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { MODEL_KEYS, TEXT_AMOUNTS, type ImageStyle, type ModelKey, type TextAmountLabel, type Tone } from '../../core/schemas/catalog';
import { THEMES, THEME_CATEGORIES } from '../../core/themes';
import { IMAGE_STYLE_OPTIONS, TONE_OPTIONS } from '../../core/tones';
import { setInput, type FormInput } from '../../state/create-form';
import { ChoiceCards } from '../../ui/pickers/ChoiceCards';
import type { GenerateFlow } from './flow';
import { LANGUAGE_OPTIONS, MODEL_LABELS, TEXT_AMOUNT_HINTS } from './options';

const selectClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

interface SettingsProps {
  input: FormInput;
  flow: GenerateFlow;
  disabled: boolean;
}

/** Model and output language ('Default' and 'English (US)' to start); both reach the config. */
export function ModelAndLanguage({ input, disabled }: Omit<SettingsProps, 'flow'>) {
  const snap = useSnapshot(input);
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-model`} className={labelClass}>
          Model
        </label>
        <select id={`${id}-model`} className={selectClass} disabled={disabled} value={snap.model} onChange={(e) => setInput(input, { model: e.currentTarget.value as ModelKey })}>
          {MODEL_KEYS.map((key) => (
            <option key={key} value={key}>
              {MODEL_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-language`} className={labelClass}>
          Output language
        </label>
        <select id={`${id}-language`} className={selectClass} disabled={disabled} value={snap.language} onChange={(e) => setInput(input, { language: e.currentTarget.value })}>
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Text amount cards: Minimal, Concise, Detailed, Extensive. */
export function TextAmountCards({ input, disabled }: Omit<SettingsProps, 'flow'>) {
  const snap = useSnapshot(input);
  const choices = TEXT_AMOUNTS.map(({ label }) => ({ value: label, label, hint: TEXT_AMOUNT_HINTS[label] }));
  return <ChoiceCards<TextAmountLabel> legend="Amount of text per slide" choices={choices} value={snap.textAmount} disabled={disabled} onChange={(textAmount) => setInput(input, { textAmount })} />;
}

/** The step-1 block of theme, tone and image settings; step 3 offers the full gallery. */
export function ThemeToneImage({ input, flow, disabled }: SettingsProps) {
  const snap = useSnapshot(input);
  const id = useId();
  return (
    <fieldset className="m-0 grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2" disabled={disabled}>
      <legend className="px-1 text-sm font-medium text-slate-800">Theme, tone and images</legend>
      <div>
        <label htmlFor={`${id}-theme`} className={labelClass}>
          Theme
        </label>
        <select id={`${id}-theme`} className={selectClass} value={snap.theme} onChange={(e) => flow.setVisuals({ theme: e.currentTarget.value })}>
          {THEME_CATEGORIES.filter((c) => c.id !== 'all').map((category) => (
            <optgroup key={category.id} label={category.label}>
              {THEMES.filter((theme) => theme.category === category.id).map((theme) => (
                <option key={theme.id} value={theme.id}>
                  {theme.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-tone`} className={labelClass}>
          Tone
        </label>
        <select id={`${id}-tone`} className={selectClass} value={snap.tone} onChange={(e) => setInput(input, { tone: e.currentTarget.value as Tone })}>
          {TONE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-style`} className={labelClass}>
          Image style
        </label>
        <select
          id={`${id}-style`}
          className={selectClass}
          value={snap.imageStyle}
          onChange={(e) => flow.setVisuals({ imageStyle: e.currentTarget.value as ImageStyle })}
        >
          {IMAGE_STYLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <PhotosToggle disablePhotos={snap.disablePhotos} onChange={(disablePhotos) => flow.setVisuals({ disablePhotos })} />
    </fieldset>
  );
}

/** Enable or Disable photos (no media is generated when disabled). */
export function PhotosToggle({ disablePhotos, onChange }: { disablePhotos: boolean; onChange(disablePhotos: boolean): void }) {
  const name = useId();
  const options = [
    { label: 'Enable photos', disabled: false },
    { label: 'Disable photos', disabled: true },
  ];
  return (
    <div role="radiogroup" aria-label="Photos">
      <span className={labelClass} aria-hidden="true">
        Photos
      </span>
      <div className="flex gap-2">
        {options.map((option) => (
          <label key={option.label} className="cursor-pointer">
            <input type="radio" name={name} className="peer sr-only" checked={disablePhotos === option.disabled} onChange={() => onChange(option.disabled)} />
            <span
              className={`block rounded-lg border px-3 py-2 text-sm peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 ${
                disablePhotos === option.disabled ? 'border-indigo-600 bg-indigo-50 font-semibold text-indigo-800' : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
