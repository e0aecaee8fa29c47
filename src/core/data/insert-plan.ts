/**
 * A new slide from pasted data, as the user chose to show it: a table, or a
 * chart of one kind. The paste was read by parsePastedTable; here it is
 * checked against what one slide shows and turned into the slide's data
 * part. Anything that does not fit is refused with the message of
 * core/data, and no slide is made.
 */
import type { ChartKind, SlideData, TableData } from '../schemas/slide-data';
import { chooseChartKind } from './chart-kind';
import { chartView } from './columns';
import { chartOfGrid, tableOfGrid } from './grid-data';
import { tooManyCategories, tooManySeries } from './messages';
import { CHART_LIMITS } from '../schemas/slide-data';
import type { DecimalMark } from './number';

/** How the data is shown: as a table, or as a chart of that kind. */
export type DataChoice = 'table' | ChartKind;

export interface DataSlidePlan {
  layout: 'table' | 'chart';
  data: SlideData;
}

export type DataPlanResult = ({ ok: true } & DataSlidePlan) | { ok: false; error: string };

/** A chart kind where the numbers make one (chooseChartKind), else a table. */
export function suggestChoice(table: TableData, hint: DecimalMark = '.'): DataChoice {
  const view = chartView(table, hint);
  return view.ok ? chooseChartKind(view.view) : 'table';
}

/** A slide title that says what the data holds: "Q1, Q2 by Region". */
export function suggestTitle(table: TableData): string {
  const [first = '', ...rest] = table.columns;
  return rest.length === 0 ? first : `${rest.join(', ')} by ${first}`;
}

/** The chart of a pasted table: its label column and its columns of figures (text columns are left out). */
function chartPlan(table: TableData, kind: ChartKind, hint: DecimalMark): DataPlanResult {
  const view = chartView(table, hint);
  if (!view.ok) return view;
  const { categories, series } = view.view;
  if (categories.length > CHART_LIMITS.categories) return { ok: false, error: tooManyCategories(categories.length, CHART_LIMITS.categories) };
  if (series.length > CHART_LIMITS.series) return { ok: false, error: tooManySeries(series.length, CHART_LIMITS.series) };
  const labelled = table.columns.length > 1;
  // The grid check is the same one every later edit goes through, so an inserted chart is always one the grid can edit.
  const grid = { columns: [labelled ? (table.columns[0] ?? '') : '', ...series.map((s) => s.name)], rows: categories.map((c, i) => [c, ...series.map((s) => (s.values[i] === null ? '' : String(s.values[i])))]) };
  const pie = kind === 'pie' || kind === 'doughnut';
  const chart = chartOfGrid(grid, { kind, yTitle: pie ? '' : (series[0]?.unit ?? ''), series });
  if (!chart.ok) return chart;
  // A pie has no axes: its label column's name would be drawn nowhere.
  return { ok: true, layout: 'chart', data: { chart: pie ? { ...chart.chart, xTitle: '' } : chart.chart } };
}

/** The slide's data part for `table` shown as `choice`, or the message saying why it cannot be. */
export function planDataSlide(table: TableData, choice: DataChoice, hint: DecimalMark = '.'): DataPlanResult {
  if (choice !== 'table') return chartPlan(table, choice, hint);
  const read = tableOfGrid(table);
  return read.ok ? { ok: true, layout: 'table', data: { table: read.table } } : read;
}
