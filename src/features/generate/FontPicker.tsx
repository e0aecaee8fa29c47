import { useId, useState } from 'react';
import { FONT_CATEGORIES, fontsIn, resolveFont, type FontCategory, type FontEntry } from '../../core/fonts';

interface FontPickerProps {
  legend: string;
  fonts: readonly FontEntry[];
  value: string;
  onChange(fontId: string): void;
  /** The sample line, drawn in each font. */
  sample: string;
}

/**
 * One font choice (title or body): a category filter and a list of native
 * radios, each name drawn in its own family stack so the user sees the face.
 */
export function FontPicker({ legend, fonts, value, onChange, sample }: FontPickerProps) {
  const id = useId();
  const [category, setCategory] = useState<FontCategory | 'all'>('all');
  const selected = resolveFont(value);
  const shown = fontsIn(fonts, category);
  // The chosen font stays visible even when the filter hides its category.
  const list = shown.some((f) => f.id === selected.id) ? shown : [selected, ...shown];
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-2 p-0 text-base font-semibold text-slate-900">{legend}</legend>
      <label htmlFor={`${id}-filter`} className="sr-only">
        {legend} category
      </label>
      <select
        id={`${id}-filter`}
        className="mb-2 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
        value={category}
        onChange={(e) => setCategory(e.currentTarget.value as FontCategory | 'all')}
      >
        {FONT_CATEGORIES.filter((c) => c.id === 'all' || fonts.some((f) => f.category === c.id)).map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <div className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2">
        {list.map((font) => {
          const checked = font.id === selected.id;
          return (
            <label key={font.id} className="block cursor-pointer">
              <input type="radio" name={`${id}-font`} value={font.id} checked={checked} className="peer sr-only" onChange={() => onChange(font.id)} />
              <span
                className={`flex items-baseline justify-between gap-3 rounded-lg px-3 py-2 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-500 ${
                  checked ? 'bg-indigo-50 ring-1 ring-indigo-600' : 'hover:bg-slate-50'
                }`}
              >
                <span className="text-base text-slate-900" style={{ fontFamily: font.stack }}>
                  {font.family}
                </span>
                <span aria-hidden="true" className="truncate text-xs text-slate-500" style={{ fontFamily: font.stack }}>
                  {sample}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
