/**
 * The data grid: the figures of a table or chart slide as rows of text the
 * user edits (a header row, then one row per table row or chart category).
 * Every edit is a pure function returning a new grid (the same grid when
 * the edit does not apply), and a grid becomes a slide's table or chart
 * again only when it is valid, so bad text never reaches the deck: the
 * caller shows the message and keeps the slide as it was.
 */
import { CHART_LIMITS, TABLE_LIMITS, type ChartDataView, type SlideDataView, type TableData, type TableDataView } from '../schemas/slide-data';

/** What the grid reads of a slide: its layout's type and its data part (a store snapshot will do). */
export interface SlideWithData {
  readonly layout?: { readonly type: string } | undefined;
  readonly data?: SlideDataView | undefined;
}

/** A header row and body rows, every row as wide as the header (the shape of TableData). */
export type DataGrid = TableData;

/** Which data part of a slide the grid edits. */
export type GridPart = 'table' | 'chart';

/**
 * The part the grid edits: the one the slide's layout draws. A table
 * layout draws the table; any other layout with a chart draws the chart.
 * Undefined for a slide without data.
 */
export function gridPartOf(slide: SlideWithData): GridPart | undefined {
  const data = slide.data;
  if (data?.table && (slide.layout?.type === 'table' || !data.chart)) return 'table';
  return data?.chart ? 'chart' : undefined;
}

/** A value as the grid shows it: plain digits with '.' for decimals, empty for a gap. */
export const cellOfValue = (value: number | null): string => (value === null ? '' : String(value));

export function gridOfTable(table: TableDataView): DataGrid {
  return { columns: [...table.columns], rows: table.rows.map((row) => [...row]) };
}

/** The chart as a grid: the first column names the categories (headed by the x-axis title), one column per series. */
export function gridOfChart(chart: ChartDataView): DataGrid {
  return {
    columns: [chart.xTitle, ...chart.series.map((s) => s.name)],
    rows: chart.categories.map((category, i) => [category, ...chart.series.map((s) => cellOfValue(s.values[i] ?? null))]),
  };
}

/** The grid of a slide's edited part (gridPartOf), or undefined when it has no data. */
export function gridOfSlide(slide: SlideWithData): DataGrid | undefined {
  const part = gridPartOf(slide);
  if (part === 'table' && slide.data?.table) return gridOfTable(slide.data.table);
  if (part === 'chart' && slide.data?.chart) return gridOfChart(slide.data.chart);
  return undefined;
}

/** How large a grid of each part may grow, and how small it may shrink. */
export interface GridLimits {
  rows: number;
  columns: number;
  /** A chart keeps its label column and one series. */
  minColumns: number;
  /** The first column names the categories and cannot be removed (a chart's). */
  labels: boolean;
}

export function gridLimits(part: GridPart): GridLimits {
  return part === 'table'
    ? { rows: TABLE_LIMITS.rows, columns: TABLE_LIMITS.columns, minColumns: 1, labels: false }
    : { rows: CHART_LIMITS.categories, columns: 1 + CHART_LIMITS.series, minColumns: 2, labels: true };
}

/** Row -1 is the header; 0.. the body rows. The same grid when the cell does not exist or already holds `text`. */
export function setCell(grid: DataGrid, row: number, column: number, text: string): DataGrid {
  const cells = row === -1 ? grid.columns : grid.rows[row];
  if (cells === undefined || column < 0 || column >= cells.length || cells[column] === text) return grid;
  const edited = cells.map((cell, c) => (c === column ? text : cell));
  return row === -1 ? { ...grid, columns: edited } : { ...grid, rows: grid.rows.map((r, i) => (i === row ? edited : r)) };
}

/** An empty row after body row `after` (-1: first), unless the grid is at its row cap. */
export function addRow(grid: DataGrid, after: number, limits: GridLimits): DataGrid {
  if (grid.rows.length >= limits.rows) return grid;
  const at = Math.min(Math.max(after + 1, 0), grid.rows.length);
  const blank = grid.columns.map(() => '');
  return { ...grid, rows: [...grid.rows.slice(0, at), blank, ...grid.rows.slice(at)] };
}

/** Without body row `row`; the last row stays (a table or chart needs one). */
export function removeRow(grid: DataGrid, row: number): DataGrid {
  if (grid.rows.length <= 1 || row < 0 || row >= grid.rows.length) return grid;
  return { ...grid, rows: grid.rows.filter((_, i) => i !== row) };
}

/** A name for a new column that no column has yet: 'Column N'. */
function freshName(columns: readonly string[]): string {
  let n = columns.length + 1;
  while (columns.includes(`Column ${n}`)) n++;
  return `Column ${n}`;
}

/** An empty column after column `after`, named 'Column N', unless the grid is at its column cap. */
export function addColumn(grid: DataGrid, after: number, limits: GridLimits): DataGrid {
  if (grid.columns.length >= limits.columns) return grid;
  const at = Math.min(Math.max(after + 1, 0), grid.columns.length);
  const insert = <T>(cells: readonly T[], value: T): T[] => [...cells.slice(0, at), value, ...cells.slice(at)];
  return { columns: insert(grid.columns, freshName(grid.columns)), rows: grid.rows.map((row) => insert(row, '')) };
}

/** Without column `column`, unless that would leave fewer than the part needs or it is a chart's label column. */
export function removeColumn(grid: DataGrid, column: number, limits: GridLimits): DataGrid {
  if (grid.columns.length <= limits.minColumns || column < (limits.labels ? 1 : 0) || column >= grid.columns.length) return grid;
  const keep = <T>(cells: readonly T[]): T[] => cells.filter((_, c) => c !== column);
  return { columns: keep(grid.columns), rows: grid.rows.map(keep) };
}
