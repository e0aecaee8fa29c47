/** One layout in the Smart layouts panel: preview, name, category, whether it fits, and the active mark. */
import { memo } from 'react';
import type { LayoutDefinition } from '../../core/layouts';
import { layoutFit } from './filter';
import { LayoutPreview } from './LayoutPreview';

export interface LayoutOptionProps {
  layout: LayoutDefinition;
  /** Points on the current slide. */
  count: number;
  /** The layout the slide is drawn with now. */
  active: boolean;
  /** The layout the user chose for the slide (stored on it). */
  chosen: boolean;
  disabled: boolean;
  onChoose(type: string): void;
}

export const LayoutOption = memo(function LayoutOption({ layout, count, active, chosen, disabled, onChoose }: LayoutOptionProps) {
  const fit = layoutFit(layout, count);
  return (
    <li>
      <button
        type="button"
        aria-pressed={chosen}
        disabled={disabled || !fit.fits}
        data-layout-option={layout.type}
        title={layout.description}
        className={`flex w-full items-center gap-2 rounded-lg border p-1.5 text-left disabled:cursor-not-allowed disabled:opacity-50 ${
          active ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200 bg-white hover:border-indigo-300'
        }`}
        onClick={() => onChoose(layout.type)}
      >
        <LayoutPreview layout={layout} count={count} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">{layout.label}</span>
          <span className="block truncate text-[11px] text-slate-500">
            {layout.category} · <span className={fit.fits ? 'text-emerald-700' : 'text-amber-800'}>{fit.note}</span>
          </span>
        </span>
        {active && <span className="rounded-full bg-indigo-600 px-1.5 py-0.5 text-[10px] font-semibold text-white">Active</span>}
      </button>
    </li>
  );
});
