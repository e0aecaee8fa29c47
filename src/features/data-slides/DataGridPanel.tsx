/**
 * The data grid under a table or chart slide: one labelled field per cell
 * (the header row names the columns), a remove button for each row and
 * column, Add row and Add column. Each change is a command, so Undo and
 * Ctrl+Z take it back (in the grid too: its keys undo the deck, not the
 * field); Escape closes the grid and hands focus back to its opener.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { addColumn, addRow, gridLimits, removeColumn, removeRow, setCell } from '../../core/data/grid';
import type { Slide } from '../../core/schemas/slide';
import { CHART_KINDS, type ChartKind, type SlideData } from '../../core/schemas/slide-data';
import type { Editor } from '../../state/editor';
import { useEditor } from '../../state/services';
import { CHOICE_LABELS } from './ChoicePicker';
import { useGridEditing, type GridEditing } from './useGridEditing';

const CELL = 'w-full min-w-20 rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none';
const SMALL = 'rounded px-1.5 py-0.5 text-xs text-slate-600 hover:bg-slate-100 disabled:opacity-40';

/** Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y: the deck's undo and redo. */
function historyKey(event: KeyboardEvent): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && !event.shiftKey ? 'redo' : undefined;
}

const columnName = (grid: GridEditing['grid'], c: number): string => grid.columns[c]?.trim() || `column ${c + 1}`;

function GridTable({ editing, number }: { editing: GridEditing; number: number }) {
  const { grid, part, change } = editing;
  const limits = gridLimits(part);
  // One undo step per visit to a cell: the key changes each time a cell takes focus.
  const visit = useRef(0);
  const cellKey = useRef('');
  const focusCell = (r: number, c: number) => {
    visit.current += 1;
    cellKey.current = `grid:${r}:${c}:${visit.current}`;
  };
  const field = (r: number, c: number, value: string, label: string) => (
    <input type="text" className={`${CELL} ${r === -1 ? 'font-semibold' : ''}`} aria-label={label} value={value} onFocus={() => focusCell(r, c)} onChange={(e) => change(setCell(grid, r, c, e.target.value), cellKey.current)} />
  );
  const first = part === 'chart' ? 'Labels' : 'Column 1';
  return (
    <table className="border-collapse text-sm" aria-label={`Data grid of slide ${number}`}>
      <thead>
        <tr>
          <td />
          {grid.columns.map((name, c) => (
            <th key={c} scope="col" className="p-1 align-bottom">
              <div className="flex min-h-6 justify-end">
                {/* A chart's label column stays: without it the first series would turn into labels. */}
                {!(limits.labels && c === 0) && (
                  <button type="button" className={SMALL} disabled={grid.columns.length <= limits.minColumns} aria-label={`Remove column ${columnName(grid, c)}`} onClick={() => change(removeColumn(grid, c, limits))}>Remove</button>
                )}
              </div>
              {field(-1, c, name, c === 0 && part === 'chart' ? `${first} column name` : `Column ${c + 1} name`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.rows.map((row, r) => (
          <tr key={r}>
            <th scope="row" className="px-1 text-right text-xs font-normal text-slate-500">{r + 1}</th>
            {row.map((cell, c) => <td key={c} className="p-1">{field(r, c, cell, `Row ${r + 1}, ${columnName(grid, c)}`)}</td>)}
            <td className="p-1">
              <button type="button" className={SMALL} disabled={grid.rows.length <= 1} aria-label={`Remove row ${r + 1}`} onClick={() => change(removeRow(grid, r))}>Remove</button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chart's kind, changed in one step (a pie or doughnut draws the first series only). */
function KindSelect({ editor, index, slide }: { editor: Editor; index: number; slide: Slide }) {
  const id = useId();
  const chart = slide.data?.chart;
  if (!chart) return null;
  const choose = (kind: ChartKind) => editor.apply('slide.setData', { index, data: { ...(slide.data as SlideData), chart: { ...chart, kind } } });
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">Chart kind</label>
      <select id={id} className="rounded border border-slate-300 bg-white px-2 py-1 text-sm" value={chart.kind} onChange={(e) => choose(e.target.value as ChartKind)}>
        {CHART_KINDS.map((kind) => <option key={kind} value={kind}>{CHOICE_LABELS[kind]}</option>)}
      </select>
    </div>
  );
}

export interface DataGridPanelProps {
  index: number;
  slide: Slide;
  onClose: () => void;
}

export function DataGridPanel({ index, slide, onClose }: DataGridPanelProps) {
  const editor = useEditor();
  const editing = useGridEditing(editor, index, slide);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // Opening the grid is to change a figure: focus starts on the first one.
    const find = (selector: string) => section.current?.querySelector<HTMLInputElement>(selector);
    (find('tbody td:nth-child(3) input') ?? find('tbody input'))?.focus();
  }, []);
  if (editing === null) return null;
  const { grid, part, error, change } = editing;
  const limits = gridLimits(part);
  const number = index + 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = historyKey(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (step) {
      event.preventDefault();
      if (step === 'undo') editor.undo();
      else editor.redo();
    }
  };
  return (
    <section ref={section} aria-label={`Data of slide ${number}`} className="mt-3 flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3" onKeyDown={onKeyDown}>
      <p className="m-0 text-xs text-slate-600">
        {part === 'chart' ? 'The first column names the categories, each other column is a series of numbers.' : 'The first row names the columns.'} The slide follows as you type; Undo takes a change back.
      </p>
      {part === 'chart' && <KindSelect editor={editor} index={index} slide={slide} />}
      <div className="overflow-x-auto">
        <GridTable editing={editing} number={number} />
      </div>
      {error && <p role="alert" className="m-0 text-sm text-rose-700">{error} The slide keeps its last valid figures.</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-ghost border border-slate-300 px-2 py-1 text-sm" disabled={grid.rows.length >= limits.rows} onClick={() => change(addRow(grid, grid.rows.length - 1, limits))}>Add row</button>
        <button type="button" className="btn-ghost border border-slate-300 px-2 py-1 text-sm" disabled={grid.columns.length >= limits.columns} onClick={() => change(addColumn(grid, grid.columns.length - 1, limits))}>Add column</button>
        <button type="button" className="btn-ghost ml-auto px-2 py-1 text-sm" onClick={onClose}>Done</button>
      </div>
    </section>
  );
}
