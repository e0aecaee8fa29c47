/**
 * Key-figure points from a slide's data, for the big-number layout: one to
 * four points whose heading opens with the figure ("1.4 M€ North") and whose
 * text opens with its change when the data has one ("+16%, Q2"), so the
 * big-number card reads them as it reads any point (key-figure.ts). The
 * points are written as the slide's points, so they are edited like any other.
 */
import type { SlideDataView } from '../schemas/slide-data';
import { isFigureCell } from './cell-number';
import { formatValue } from './chart-plot/text';
import type { LayoutItem } from './types';

/**
 * The layout a slide with data and no layout of its own is drawn with: its
 * chart, else its table; undefined for a slide without data.
 */
export function dataLayoutOf(data: SlideDataView | undefined): 'chart' | 'table' | undefined {
  if (data?.chart) return 'chart';
  return data?.table ? 'table' : undefined;
}

/** The most figures a big-number slide shows. */
export const MAX_FIGURES = 4;

const isChange = (cell: string): boolean => /^[+\-−±]/u.test(cell.trim());

/** A table row as a point: its label, its last figure (the latest value), and a change beside it. */
function rowPoint(row: readonly string[], columns: readonly string[]): LayoutItem | undefined {
  const label = row[0]?.trim() ?? '';
  const figures = row.map((cell, c) => ({ cell: cell.trim(), c })).filter(({ cell, c }) => c > 0 && isFigureCell(cell));
  const value = [...figures].reverse().find(({ cell }) => !isChange(cell));
  if (value === undefined) return undefined;
  const change = figures.find(({ cell }) => isChange(cell));
  const context = [change?.cell, columns[value.c]?.trim()].filter((t): t is string => t !== undefined && t !== '').join(', ');
  return { heading: `${value.cell} ${label}`.trim(), overview: context };
}

/**
 * Up to four key-figure points from `data`: a table's rows (when at most
 * four have a figure), else a chart's first series (at most four
 * categories); undefined when the data holds no such figures.
 */
export function figurePoints(data: SlideDataView): LayoutItem[] | undefined {
  if (data.table) {
    const points = data.table.rows.map((row) => rowPoint(row, data.table!.columns)).filter((p): p is LayoutItem => p !== undefined);
    if (points.length > 0 && points.length <= MAX_FIGURES) return points;
  }
  const series = data.chart?.series[0];
  if (data.chart && series && data.chart.categories.length <= MAX_FIGURES) {
    const points = data.chart.categories.flatMap((category, i) => {
      const v = series.values[i];
      return v === null || v === undefined ? [] : [{ heading: `${formatValue(v, series.unit)} ${category}`, overview: series.name }];
    });
    if (points.length > 0) return points;
  }
  return undefined;
}
