/**
 * Bar charts: categories down the left, values along a horizontal axis,
 * bars grouped per category; long category names get the room they need
 * up to a third of the plot, then wrap or are cut.
 */
import { scaleBand } from 'd3-scale';
import type { ChartFrame } from '../types';
import { TICK_GAP, axisFrame, tickWidth, valueScale, valueTitle, horizontalTicks } from './axes';
import { decimalsOf, formatValue, labelLines, widthOf } from './text';
import type { ChartPlot, PlotMark } from './types';

/** Share of the plot's width category names may take. */
const LABEL_SHARE = 0.32;

export function barMarks(chart: ChartFrame, charWidth: number, language?: string): ChartPlot {
  const { labelSize } = chart;
  const lineH = labelSize * 1.2;
  // The value axis runs along the bottom: its title goes there, the category axis title on the left.
  const frame = axisFrame(chart, charWidth, { bottom: valueTitle(chart), left: chart.xTitle.trim() });
  const { inner } = frame;
  const all = chart.series.flatMap((s) => s.values);
  const labelW = Math.min(inner.w * LABEL_SHARE, Math.max(...chart.categories.map((c) => widthOf(c, labelSize, charWidth))) + 4);
  const left = inner.x + labelW + TICK_GAP;
  const bottom = inner.y + inner.h - lineH - TICK_GAP;
  const probe = valueScale(all, [left, inner.x + inner.w]);
  const right = inner.x + inner.w - (chart.dataLabels ? tickWidth(probe, labelSize, charWidth, language) + TICK_GAP * 2 : tickWidth(probe, labelSize, charWidth, language) / 2);
  const x = valueScale(all, [left, right]);
  const y = scaleBand<number>().domain(chart.categories.map((_, i) => i)).range([inner.y, bottom]).paddingInner(0.25).paddingOuter(0.1);
  const marks: PlotMark[] = [...frame.marks, ...horizontalTicks(x, inner.y, bottom, labelSize, language)];
  chart.categories.forEach((c, i) => {
    const lines = labelLines(c, labelW, labelSize, charWidth, Math.max(1, Math.floor(y.bandwidth() / lineH)));
    const mid = (y(i) ?? 0) + y.bandwidth() / 2;
    lines.forEach((text, l) => marks.push({ kind: 'text', x: left - TICK_GAP, y: mid + (l - (lines.length - 1) / 2) * lineH, text, anchor: 'end', role: 'category' }));
  });
  const decimals = decimalsOf(all);
  const group = scaleBand<number>().domain(chart.series.map((_, i) => i)).range([0, y.bandwidth()]).paddingInner(0.08);
  const zero = x(0);
  chart.series.forEach((s, si) =>
    s.values.forEach((v, ci) => {
      if (v === null) return;
      const by = (y(ci) ?? 0) + (group(si) ?? 0);
      marks.push({ kind: 'rect', x: Math.min(zero, x(v)), y: by, w: Math.abs(x(v) - zero), h: group.bandwidth(), color: si });
      if (chart.dataLabels) marks.push({ kind: 'text', x: v >= 0 ? x(v) + TICK_GAP / 2 : x(v) - TICK_GAP / 2, y: by + group.bandwidth() / 2, text: formatValue(v, s.unit, language, decimals), anchor: v >= 0 ? 'start' : 'end', role: 'value' });
    }),
  );
  return { marks, colors: chart.series.length };
}
