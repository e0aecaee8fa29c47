/**
 * A data grid (grid.ts) or a pasted table read back as a slide's table or
 * chart, checked against what one slide shows. Refused with one message
 * naming the problem (the first cell that is wrong, or the cap passed);
 * nothing is cut or guessed, so what the user typed is what the slide draws.
 */
import { CHART_LIMITS, TABLE_LIMITS, chartDataSchema, type ChartData, type ChartDataView, type ChartKind, type ChartSeries, type SlideData, type SlideDataView, type TableData } from '../schemas/slide-data';
import { columnInfo, readSeries } from './columns';
import type { DataGrid, GridPart } from './grid';
import { NO_SERIES, cellName, labelTooLong, slideCellTooLong, tableTooLong, tableTooWide, tooManyCategories, tooManySeries } from './messages';
import type { DecimalMark } from './number';

export type TableResult = { ok: true; table: TableData } | { ok: false; error: string };
export type ChartResult = { ok: true; chart: ChartData } | { ok: false; error: string };

/** The first cell longer than `max`, named as messages name cells. */
function longCell(grid: DataGrid, max: number, from = 0): string | undefined {
  const header = grid.columns.findIndex((c, i) => i >= from && c.length > max);
  if (header >= 0) return `Header cell ${header + 1}`;
  for (const [r, row] of grid.rows.entries()) {
    const c = row.findIndex((cell, i) => i >= from && cell.length > max);
    if (c >= 0) return cellName(r + 1, grid.columns[c] || `Column ${c + 1}`);
  }
  return undefined;
}

/** The grid as a slide's table: at most TABLE_LIMITS columns, rows and characters a cell. */
export function tableOfGrid(grid: DataGrid): TableResult {
  if (grid.columns.length > TABLE_LIMITS.columns) return { ok: false, error: tableTooWide(grid.columns.length, TABLE_LIMITS.columns) };
  if (grid.rows.length > TABLE_LIMITS.rows) return { ok: false, error: tableTooLong(grid.rows.length, TABLE_LIMITS.rows) };
  const long = longCell(grid, TABLE_LIMITS.cellChars);
  if (long !== undefined) return { ok: false, error: slideCellTooLong(long, TABLE_LIMITS.cellChars) };
  return { ok: true, table: { columns: grid.columns.map((c) => c.trim()), rows: grid.rows.map((row) => row.map((c) => c.trim())) } };
}

/** What the chart keeps of its earlier self: kind, titles, and each series' unit when its cells write none. */
export interface ChartBase {
  kind: ChartKind;
  title?: string;
  yTitle?: string;
  series?: ChartDataView['series'];
}

/** The unit of the earlier series of that name, else of the one at that place when no column came or went. */
function earlierUnit(base: ChartBase, name: string, at: number, count: number): string | undefined {
  const earlier = base.series ?? [];
  const byName = earlier.find((s) => s.name === name);
  if (byName) return byName.unit;
  return earlier.length === count ? earlier[at]?.unit : undefined;
}

/** Every column after the first as a series, read strictly (a non-figure in it is an error naming the cell). */
function seriesOfGrid(grid: DataGrid, base: ChartBase, hint: DecimalMark): { ok: true; series: ChartSeries[] } | { ok: false; error: string } {
  const info = columnInfo(grid, hint);
  const series: ChartSeries[] = [];
  const count = grid.columns.length - 1;
  for (let c = 1; c < grid.columns.length; c++) {
    const column = info[c];
    if (column === undefined) continue;
    // A column just added and not yet filled is a series of gaps: the chart draws its name and no mark yet.
    const read: ReturnType<typeof readSeries> = column.filled === 0 ? { ok: true, series: { name: column.name, values: grid.rows.map(() => null) } } : readSeries(grid, c, column);
    if (!read.ok) return read;
    const unit = read.series.unit ?? earlierUnit(base, column.name, c - 1, count);
    series.push(unit === undefined ? read.series : { ...read.series, unit });
  }
  return { ok: true, series };
}

/**
 * The grid as a chart: the first column holds the categories (its header is
 * the x-axis title), every other column a series of figures, empty cells
 * gaps. Refused past CHART_LIMITS, for a label too long, a cell that is not a
 * figure, a column mixing units, or when no cell at all holds a figure.
 */
export function chartOfGrid(grid: DataGrid, base: ChartBase, hint: DecimalMark = '.'): ChartResult {
  if (grid.columns.length < 2) return { ok: false, error: NO_SERIES };
  if (grid.columns.length - 1 > CHART_LIMITS.series) return { ok: false, error: tooManySeries(grid.columns.length - 1, CHART_LIMITS.series) };
  if (grid.rows.length > CHART_LIMITS.categories) return { ok: false, error: tooManyCategories(grid.rows.length, CHART_LIMITS.categories) };
  const labels: DataGrid = { columns: grid.columns, rows: grid.rows.map((row) => row.slice(0, 1)) };
  const long = longCell(labels, CHART_LIMITS.labelChars);
  if (long !== undefined) return { ok: false, error: labelTooLong(long, CHART_LIMITS.labelChars) };
  const read = seriesOfGrid(grid, base, hint);
  if (!read.ok) return read;
  const parsed = chartDataSchema.safeParse({
    kind: base.kind,
    title: base.title ?? '',
    categories: grid.rows.map((row) => (row[0] ?? '').trim()),
    series: read.series,
    xTitle: (grid.columns[0] ?? '').trim(),
    yTitle: base.yTitle ?? '',
  });
  return parsed.success ? { ok: true, chart: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? NO_SERIES };
}

export type GridDataResult = { ok: true; data: SlideData } | { ok: false; error: string };

/**
 * The slide's data part with `part` read from the edited grid, the other
 * part kept as it is; the chart keeps its kind, titles and units. Refused
 * with the message of tableOfGrid or chartOfGrid.
 */
export function dataWithGrid(data: SlideDataView | undefined, part: GridPart, grid: DataGrid): GridDataResult {
  const current = (data ?? {}) as SlideData;
  if (part === 'table') {
    const read = tableOfGrid(grid);
    return read.ok ? { ok: true, data: { ...current, table: read.table } } : read;
  }
  const base = current.chart ?? { kind: 'column' as const };
  const read = chartOfGrid(grid, base);
  return read.ok ? { ok: true, data: { ...current, chart: read.chart } } : read;
}
