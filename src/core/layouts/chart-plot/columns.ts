/**
 * Column, line and area charts: categories along the bottom, values up a
 * vertical axis with round ticks and gridlines; columns grouped per
 * category, lines and areas through each category's middle. A missing
 * value (null) is a gap: no column, a break in the line.
 */
import { scaleBand } from 'd3-scale';
import { area as areaShape, line as lineShape } from 'd3-shape';
import type { ChartFrame } from '../types';
import { TICK_GAP, axisFrame, tickWidth, valueScale, valueTitle, verticalTicks } from './axes';
import { decimalsOf, formatValue, labelLines } from './text';
import type { ChartPlot, PlotMark } from './types';

const DOT = 5;

export function columnMarks(chart: ChartFrame, charWidth: number, language?: string): ChartPlot {
  const { labelSize } = chart;
  const lineH = labelSize * 1.2;
  const frame = axisFrame(chart, charWidth, { bottom: chart.xTitle.trim(), left: valueTitle(chart) });
  const { inner } = frame;
  const all = chart.series.flatMap((s) => s.values);
  // Category labels first, at most two lines each in their band.
  const bandW = inner.w / Math.max(1, chart.categories.length);
  const labels = chart.categories.map((c) => labelLines(c, bandW - 8, labelSize, charWidth, 2));
  const labelH = Math.max(1, ...labels.map((l) => l.length)) * lineH + TICK_GAP;
  const headroom = chart.dataLabels ? lineH + 4 : 0;
  const top = inner.y + headroom;
  const bottom = inner.y + inner.h - labelH;
  const probe = valueScale(all, [bottom, top]);
  const left = inner.x + tickWidth(probe, labelSize, charWidth, language) + TICK_GAP;
  const y = valueScale(all, [bottom, top]);
  const x = scaleBand<number>().domain(chart.categories.map((_, i) => i)).range([left, inner.x + inner.w]).paddingInner(0.28).paddingOuter(0.14);
  const marks: PlotMark[] = [...frame.marks, ...verticalTicks(y, left, inner.x + inner.w, language)];
  labels.forEach((lines, i) => {
    const cx = (x(i) ?? 0) + x.bandwidth() / 2;
    lines.forEach((text, l) => marks.push({ kind: 'text', x: cx, y: bottom + TICK_GAP + lineH * (l + 0.5), text, anchor: 'middle', role: 'category' }));
  });
  if (chart.kind === 'column') marks.push(...bars(chart, x, y, language));
  else marks.push(...lines(chart, x, y, language));
  return { marks, colors: chart.series.length };
}

type Band = ReturnType<typeof scaleBand<number>>;
type Linear = ReturnType<typeof valueScale>;

function bars(chart: ChartFrame, x: Band, y: Linear, language: string | undefined): PlotMark[] {
  const inner = scaleBand<number>().domain(chart.series.map((_, i) => i)).range([0, x.bandwidth()]).paddingInner(0.08);
  const decimals = decimalsOf(chart.series.flatMap((s) => s.values));
  const zero = y(0);
  const lineH = chart.labelSize * 1.2;
  return chart.series.flatMap((s, si) =>
    s.values.flatMap((v, ci): PlotMark[] => {
      if (v === null) return [];
      const bx = (x(ci) ?? 0) + (inner(si) ?? 0);
      const top = Math.min(y(v), zero);
      const out: PlotMark[] = [{ kind: 'rect', x: bx, y: top, w: inner.bandwidth(), h: Math.abs(zero - y(v)), color: si }];
      if (chart.dataLabels) out.push({ kind: 'text', x: bx + inner.bandwidth() / 2, y: v >= 0 ? y(v) - lineH / 2 - 2 : y(v) + lineH / 2 + 2, text: formatValue(v, s.unit, language, decimals), anchor: 'middle', role: 'value' });
      return out;
    }),
  );
}

function lines(chart: ChartFrame, x: Band, y: Linear, language: string | undefined): PlotMark[] {
  const cx = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const lineH = chart.labelSize * 1.2;
  const decimals = decimalsOf(chart.series.flatMap((s) => s.values));
  return chart.series.flatMap((s, si): PlotMark[] => {
    const points = s.values.map((v, i) => ({ i, v }));
    const defined = (p: { v: number | null }) => p.v !== null;
    const out: PlotMark[] = [];
    if (chart.kind === 'area') {
      const fill = areaShape<{ i: number; v: number | null }>().defined(defined).x((p) => cx(p.i)).y0(y(0)).y1((p) => y(p.v ?? 0));
      out.push({ kind: 'path', d: fill(points) ?? '', color: si, style: 'area' });
    }
    const stroke = lineShape<{ i: number; v: number | null }>().defined(defined).x((p) => cx(p.i)).y((p) => y(p.v ?? 0));
    out.push({ kind: 'path', d: stroke(points) ?? '', color: si, style: 'line' });
    for (const p of points) {
      if (p.v === null) continue;
      if (chart.kind === 'line') out.push({ kind: 'dot', cx: cx(p.i), cy: y(p.v), r: DOT, color: si });
      if (chart.dataLabels) out.push({ kind: 'text', x: cx(p.i), y: y(p.v) - lineH / 2 - DOT - 2, text: formatValue(p.v, s.unit, language, decimals), anchor: 'middle', role: 'value' });
    }
    return out;
  });
}
