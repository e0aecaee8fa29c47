/**
 * Pie and doughnut: the first series' values as slices clockwise from twelve
 * o'clock, the legend beside them naming each slice with its value, and the
 * share written on every slice wide enough to hold it.
 */
import { arc, pie } from 'd3-shape';
import type { ChartFrame } from '../types';
import { legendColumn } from './legend';
import { decimalsOf, formatShare, formatValue, widthOf } from './text';
import type { ChartPlot, PlotMark } from './types';

/** Share of the plot's width the legend may take. */
const LEGEND_SHARE = 0.42;
const GAP = 32;
/** Slices narrower than this (radians) carry no label: it would spill over its neighbours. */
const MIN_LABEL_ANGLE = 0.32;

export function pieMarks(chart: ChartFrame, charWidth: number, language?: string): ChartPlot {
  const { plot, labelSize } = chart;
  const series = chart.series[0]!;
  const values = series.values.map((v) => (v !== null && v > 0 ? v : 0));
  const total = values.reduce((a, b) => a + b, 0);
  const entries = chart.categories.map((c, i) => `${c}: ${formatValue(series.values[i] ?? 0, series.unit, language, decimalsOf(series.values))}`);
  const legendW = Math.min(plot.w * LEGEND_SHARE, Math.max(...entries.map((e) => widthOf(e, labelSize, charWidth))) + labelSize * 2);
  const radius = Math.max(10, Math.min(plot.h / 2, (plot.w - legendW - GAP) / 2));
  // The pie and its legend stand together in the middle of the plot, not at its two ends.
  const left = plot.x + Math.max(0, (plot.w - (2 * radius + GAP + legendW)) / 2);
  const cx = left + radius;
  const cy = plot.y + plot.h / 2;
  const inner = chart.kind === 'doughnut' ? radius * 0.55 : 0;
  const shape = arc<{ startAngle: number; endAngle: number }>().innerRadius(inner).outerRadius(radius);
  const slices = pie<number>().sort(null).value((v) => v)(values);
  const marks: PlotMark[] = [];
  slices.forEach((slice, i) => {
    if (slice.endAngle - slice.startAngle <= 0) return;
    marks.push({ kind: 'path', d: shape(slice) ?? '', at: { x: cx, y: cy }, color: i, style: 'slice' });
  });
  if (chart.dataLabels && total > 0) {
    const label = arc<{ startAngle: number; endAngle: number }>().innerRadius(inner > 0 ? (inner + radius) / 2 : radius * 0.62).outerRadius(inner > 0 ? (inner + radius) / 2 : radius * 0.62);
    slices.forEach((slice, i) => {
      if (slice.endAngle - slice.startAngle < MIN_LABEL_ANGLE) return;
      const [x, y] = label.centroid(slice);
      marks.push({ kind: 'text', x: cx + x, y: cy + y, text: formatShare(values[i]! / total, language), anchor: 'middle', role: 'value', inside: true });
    });
  }
  marks.push(...legendColumn(entries, { x: cx + radius + GAP, y: plot.y, w: legendW, h: plot.h }, labelSize, charWidth));
  return { marks, colors: chart.categories.length };
}

