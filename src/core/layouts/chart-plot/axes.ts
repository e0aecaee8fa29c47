/**
 * The frame of a chart with axes: the legend across the top, the axis
 * titles, a value scale with round ticks (zero always on it), and the box
 * left for the marks. Shared by column, bar, line, area and scatter charts.
 */
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { Box, ChartFrame } from '../types';
import { legendRows } from './legend';
import { DEFAULT_NUMBER_LANGUAGE, decimalsOf, formatValue, labelLines, widthOf } from './text';
import type { PlotMark } from './types';

export const TICK_GAP = 10;
const SECTION_GAP = 12;
/** About this many value ticks: enough to read a value off, few enough to stay quiet. */
export const TICKS = 5;

/** A value scale over `values` (zero included) onto `range`, rounded to nice ticks. */
export function valueScale(values: readonly (number | null)[], range: [number, number], withZero = true): ScaleLinear<number, number> {
  const known = values.filter((v): v is number => v !== null);
  const lo = Math.min(...known, ...(withZero ? [0] : []));
  const hi = Math.max(...known, ...(withZero ? [0] : []));
  const domain: [number, number] = lo === hi ? [lo - 1, hi + 1] : [lo, hi];
  return scaleLinear().domain(domain).range(range).nice(TICKS);
}

/** The value ticks the screen draws for `values` (zero included unless `withZero` is false). */
export const tickValues = (values: readonly (number | null)[], withZero = true): number[] => valueScale(values, [0, 1], withZero).ticks(TICKS);

/** The ticks of a value scale as written in the deck's language, all with the same decimals ("1.0", "1.2"), unit-less: the unit is the axis title's. */
export function tickTexts(scale: ScaleLinear<number, number>, language: string = DEFAULT_NUMBER_LANGUAGE): { value: number; text: string }[] {
  const ticks = scale.ticks(TICKS);
  const decimals = decimalsOf(ticks);
  return ticks.map((value) => ({ value, text: formatValue(value, '', language, decimals) }));
}

/** The value axis title: the one given, else the first series' unit. */
export const valueTitle = (chart: ChartFrame): string => chart.yTitle.trim() || (chart.series.find((s) => s.unit)?.unit ?? '');

/** The room left after the legend (top) and the axis titles (bottom, left), with their marks. */
export function axisFrame(chart: ChartFrame, charWidth: number, titles: { bottom: string; left: string }): { marks: PlotMark[]; inner: Box } {
  const { plot, labelSize } = chart;
  const lineH = labelSize * 1.2;
  const marks: PlotMark[] = [];
  let top = plot.y;
  let bottom = plot.y + plot.h;
  let left = plot.x;
  if (chart.legend) {
    const names = chart.kind === 'scatter' ? chart.series.slice(1).map((s) => s.name) : chart.series.map((s) => s.name);
    const legend = legendRows(names, plot, labelSize, charWidth);
    // A scatter's first series is its x values: its legend's colours start at the second.
    marks.push(...legend.marks.map((m) => (chart.kind === 'scatter' && (m.kind === 'swatch') ? { ...m, color: m.color + 1 } : m)));
    top += legend.height + SECTION_GAP;
  }
  if (titles.bottom !== '') {
    marks.push({ kind: 'text', x: plot.x + plot.w / 2, y: bottom - lineH / 2, text: labelLines(titles.bottom, plot.w, labelSize, charWidth, 1)[0] ?? '', anchor: 'middle', role: 'axis-title' });
    bottom -= lineH + SECTION_GAP;
  }
  if (titles.left !== '') {
    const text = labelLines(titles.left, bottom - top, labelSize, charWidth, 1)[0] ?? '';
    marks.push({ kind: 'text', x: left + lineH / 2, y: (top + bottom) / 2, text, anchor: 'middle', role: 'axis-title', rotate: -90 });
    left += lineH + SECTION_GAP;
  }
  return { marks, inner: { x: left, y: top, w: plot.x + plot.w - left, h: bottom - top } };
}

/** Widest tick text of a scale, px. */
export const tickWidth = (scale: ScaleLinear<number, number>, size: number, charWidth: number, language?: string): number =>
  Math.max(0, ...tickTexts(scale, language).map((t) => widthOf(t.text, size, charWidth)));

/** Gridlines and tick texts of a vertical value axis (values up) whose plot spans x0..x1. */
export function verticalTicks(scale: ScaleLinear<number, number>, x0: number, x1: number, language?: string): PlotMark[] {
  return tickTexts(scale, language).flatMap(({ value, text }): PlotMark[] => {
    const y = scale(value);
    return [
      { kind: 'rule', x1: x0, y1: y, x2: x1, y2: y, role: value === 0 ? 'axis' : 'grid' },
      { kind: 'text', x: x0 - TICK_GAP, y, text, anchor: 'end', role: 'tick' },
    ];
  });
}

/** Gridlines and tick texts of a horizontal value axis (values right) whose plot spans y0..y1, texts under y1. */
export function horizontalTicks(scale: ScaleLinear<number, number>, y0: number, y1: number, size: number, language?: string): PlotMark[] {
  return tickTexts(scale, language).flatMap(({ value, text }): PlotMark[] => {
    const x = scale(value);
    return [
      { kind: 'rule', x1: x, y1: y0, x2: x, y2: y1, role: value === 0 ? 'axis' : 'grid' },
      { kind: 'text', x, y: y1 + TICK_GAP + (size * 1.2) / 2, text, anchor: 'middle', role: 'tick' },
    ];
  });
}
