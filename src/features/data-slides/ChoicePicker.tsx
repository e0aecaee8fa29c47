/** 'Show as': a table or one of the chart kinds, as radio buttons (arrow keys move between them). */
import type { DataChoice } from '../../core/data/insert-plan';

export const CHOICE_LABELS: Record<DataChoice, string> = {
  table: 'Table', column: 'Column chart', bar: 'Bar chart', line: 'Line chart', area: 'Area chart', pie: 'Pie chart', doughnut: 'Doughnut chart', scatter: 'Scatter chart',
};

/** The choices in the order offered: the table, then the charts, the most usual first. */
const CHOICES = Object.keys(CHOICE_LABELS) as DataChoice[];

export function ChoicePicker({ value, suggested, onChange }: { value: DataChoice; suggested: DataChoice; onChange: (choice: DataChoice) => void }) {
  return (
    <fieldset className="m-0 flex flex-wrap gap-x-4 gap-y-1 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-medium text-slate-700">Show as</legend>
      {CHOICES.map((choice) => (
        <label key={choice} className="flex items-center gap-1.5 text-sm text-slate-800">
          <input type="radio" name="data-choice" value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          {CHOICE_LABELS[choice]}
          {choice === suggested && <span className="text-xs text-slate-500">(suggested)</span>}
        </label>
      ))}
    </fieldset>
  );
}
