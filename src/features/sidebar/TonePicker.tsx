/**
 * The tone picker. The tone shapes text the generator
 * writes next (a regenerated or resumed slide); changing it is the
 * undoable 'deck.setTone' command like every other setting.
 */
import { useId } from 'react';
import { TONE_OPTIONS } from '../../core/tones';
import { useEditor } from '../../state/services';

export function TonePicker({ value }: { value: string }) {
  const id = useId();
  const editor = useEditor();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-800">
        Tone
      </label>
      <select id={id} className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm" value={value} onChange={(e) => editor.apply('deck.setTone', { tone: e.currentTarget.value })}>
        {TONE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p className="m-0 mt-1 text-xs text-slate-500">Used when slides are generated.</p>
    </div>
  );
}
