/**
 * Typed reading of a table for charts: which columns hold numbers, in what
 * unit, and the numbers themselves as a chart's series. A cell that is not a
 * number in a column of numbers is an error naming the cell; an empty cell
 * is a gap (null).
 */
import type { ChartSeries, TableData } from '../schemas/slide-data';
import { isFormula } from './cells';
import { NO_NUMERIC_COLUMN, cellName, emptySeries, formulaNotNumber, mixedUnits, notANumber } from './messages';
import { decimalMark, parseNumber, type DecimalMark } from './number';

export interface ColumnInfo {
  name: string;
  /** Most of its filled cells are figures. */
  numeric: boolean;
  /** The unit its figures share (from the cells, else the header's "(€)", "[kWh]", "in %"). */
  unit?: string;
  decimal: DecimalMark;
  /** Cells holding a figure, and cells holding anything. */
  figures: number;
  filled: number;
}

const HEADER_UNIT = /\(([^()]{1,12})\)\s*$|\[([^[\]]{1,12})\]\s*$|\bin\s+(%|[€$£¥]|[A-Za-z]{1,5})\s*$/;

/** "Cost (€)" -> "€", "Energy [kWh]" -> "kWh", "Share in %" -> "%". */
export function headerUnit(name: string): string | undefined {
  const m = HEADER_UNIT.exec(name);
  return m ? (m[1] ?? m[2] ?? m[3])?.trim() : undefined;
}

/** The cells of column `c`. */
const cellsOf = (table: TableData, c: number): string[] => table.rows.map((r) => (r[c] ?? '').trim());

/** The units a column's figures are written with, in order of first use. */
function unitsOf(cells: readonly string[], mark: DecimalMark): string[] {
  const units = new Set<string>();
  for (const cell of cells) {
    const unit = parseNumber(cell, mark)?.unit;
    if (unit !== undefined) units.add(unit);
  }
  return [...units];
}

/** What each column holds. `hint` is the decimal mark for columns whose figures do not tell (decimalHint of a paste). */
export function columnInfo(table: TableData, hint: DecimalMark = '.'): ColumnInfo[] {
  return table.columns.map((name, c) => {
    const cells = cellsOf(table, c).filter((x) => x !== '');
    const decimal = decimalMark(cells, hint);
    const figures = cells.filter((x) => parseNumber(x, decimal) !== undefined).length;
    const info: ColumnInfo = { name, numeric: figures > 0 && figures >= cells.length / 2, decimal, figures, filled: cells.length };
    const unit = unitsOf(cells, decimal)[0] ?? headerUnit(name);
    if (unit !== undefined) info.unit = unit;
    return info;
  });
}

export type SeriesResult = { ok: true; series: ChartSeries } | { ok: false; error: string };

/** Column `c` as a series: every filled cell must be a figure, in one unit; empty cells are gaps. */
export function readSeries(table: TableData, c: number, info: ColumnInfo): SeriesResult {
  const values: (number | null)[] = [];
  for (const [r, raw] of table.rows.entries()) {
    const cell = (raw[c] ?? '').trim();
    if (cell === '') {
      values.push(null);
      continue;
    }
    const n = parseNumber(cell, info.decimal);
    if (n === undefined) return { ok: false, error: (isFormula(cell) ? formulaNotNumber : notANumber)(cellName(r + 1, info.name), cell) };
    values.push(n.value);
  }
  const units = unitsOf(cellsOf(table, c), info.decimal);
  if (units.length > 1) return { ok: false, error: mixedUnits(info.name, units[0] ?? '', units[1] ?? '') };
  if (values.every((v) => v === null)) return { ok: false, error: emptySeries(info.name) };
  const series: ChartSeries = { name: info.name, values };
  if (info.unit !== undefined) series.unit = info.unit;
  return { ok: true, series };
}

/** Categories and series, uncapped: the table's first column names the categories, its numeric columns are the series. */
export interface ChartView {
  categories: string[];
  series: ChartSeries[];
}

export type ChartViewResult = { ok: true; view: ChartView } | { ok: false; error: string };

/**
 * A table as a chart's categories and series. The first column labels the
 * categories (row numbers when the table has one column); every other
 * numeric column is a series, read strictly (readSeries). Text columns are
 * left out. Refused when no column holds figures, or one holds nothing.
 */
export function chartView(table: TableData, hint: DecimalMark = '.'): ChartViewResult {
  const info = columnInfo(table, hint);
  const labelled = table.columns.length > 1;
  const categories = labelled ? cellsOf(table, 0) : table.rows.map((_, r) => String(r + 1));
  const series: ChartSeries[] = [];
  for (let c = labelled ? 1 : 0; c < table.columns.length; c++) {
    const column = info[c];
    // A column with a name and no cell filled is a series left empty, not a text column.
    if (column?.filled === 0) return { ok: false, error: emptySeries(column.name) };
    if (!column?.numeric) continue;
    const read = readSeries(table, c, column);
    if (!read.ok) return read;
    series.push(read.series);
  }
  if (series.length === 0) return { ok: false, error: NO_NUMERIC_COLUMN };
  return { ok: true, view: { categories, series } };
}
