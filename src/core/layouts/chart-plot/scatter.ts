/**
 * Scatter: the first series gives each point's x, every further series a y
 * at that x, one colour per y series; both axes have round ticks.
 */
import type { ChartFrame } from '../types';
import { TICK_GAP, axisFrame, horizontalTicks, tickWidth, valueScale, valueTitle, verticalTicks } from './axes';
import type { ChartPlot, PlotMark } from './types';

const DOT = 7;

export function scatterMarks(chart: ChartFrame, charWidth: number, language?: string): ChartPlot {
  const { labelSize } = chart;
  const xs = chart.series[0]?.values ?? [];
  const ys = chart.series.slice(1);
  const frame = axisFrame(chart, charWidth, { bottom: chart.xTitle.trim() || (chart.series[0]?.name ?? ''), left: valueTitle({ ...chart, series: ys }) });
  const { inner } = frame;
  const bottom = inner.y + inner.h - labelSize * 1.2 - TICK_GAP;
  const probe = valueScale(ys.flatMap((s) => s.values), [bottom, inner.y + DOT], false);
  const left = inner.x + tickWidth(probe, labelSize, charWidth, language) + TICK_GAP;
  const y = valueScale(ys.flatMap((s) => s.values), [bottom, inner.y + DOT], false);
  const x = valueScale(xs, [left + DOT, inner.x + inner.w - DOT - labelSize], false);
  const marks: PlotMark[] = [...frame.marks, ...verticalTicks(y, left, inner.x + inner.w, language), ...horizontalTicks(x, inner.y, bottom, labelSize, language)];
  ys.forEach((s, si) =>
    s.values.forEach((v, i) => {
      const xv = xs[i];
      if (v === null || xv === null || xv === undefined) return;
      marks.push({ kind: 'dot', cx: x(xv), cy: y(v), r: DOT, color: si + 1 });
    }),
  );
  return { marks, colors: chart.series.length };
}
