/**
 * A chart slide's chart on the canvas: one SVG (vector in print and PDF,
 * drawn offline) on the theme's card, its marks from core's chart plot in
 * the theme's chart colours. The SVG is an image with a name (the chart's
 * title, else the slide's) and a description that reads the figures out,
 * so a screen reader gets the data and not a picture. Texts are SVG text;
 * numbers are written as the deck's language writes them.
 */
import { memo, useId } from 'react';
import { CANVAS, CHART_PAD, chartMarks, decimalsOf, formatValue, type ChartFrame, type PlotMark } from '../../core/layouts';
import { chartColors } from '../../core/themes';
import type { SlideLook } from './slide-look';

const KIND_NAMES: Record<ChartFrame['kind'], string> = {
  bar: 'Bar chart', column: 'Column chart', line: 'Line chart', area: 'Area chart', pie: 'Pie chart', doughnut: 'Doughnut chart', scatter: 'Scatter chart',
};

/** The figures read out in the deck's language: "Q1: North 1.2 M€, South 0.9 M€. Q2: …" (every value is within the chart caps, so it stays short). */
export function chartDescription(chart: ChartFrame, language?: string): string {
  const decimals = decimalsOf(chart.series.flatMap((s) => s.values));
  const rows = chart.categories.map((category, i) => {
    const values = chart.series.map((s) => `${s.name ? `${s.name} ` : ''}${s.values[i] === null || s.values[i] === undefined ? 'no value' : formatValue(s.values[i]!, s.unit, language, decimals)}`);
    return `${category}: ${values.join(', ')}`;
  });
  return `${KIND_NAMES[chart.kind]}. ${rows.join('. ')}.`;
}

function Mark({ mark, colors, look, size }: { mark: PlotMark; colors: string[]; look: SlideLook; size: number }) {
  switch (mark.kind) {
    case 'rect':
      return <rect x={mark.x} y={mark.y} width={mark.w} height={mark.h} rx={Math.min(4, mark.w / 4)} fill={colors[mark.color]} />;
    case 'path':
      if (mark.style === 'slice') return <path d={mark.d} transform={mark.at ? `translate(${mark.at.x} ${mark.at.y})` : undefined} fill={colors[mark.color]} stroke={look.card} strokeWidth={2} />;
      if (mark.style === 'area') return <path d={mark.d} fill={colors[mark.color]} fillOpacity={0.28} />;
      return <path d={mark.d} fill="none" stroke={colors[mark.color]} strokeWidth={4} strokeLinejoin="round" strokeLinecap="round" />;
    case 'dot':
      return <circle cx={mark.cx} cy={mark.cy} r={mark.r} fill={colors[mark.color]} stroke={look.card} strokeWidth={2} />;
    case 'rule':
      return <line x1={mark.x1} y1={mark.y1} x2={mark.x2} y2={mark.y2} stroke={look.cardText} strokeOpacity={mark.role === 'axis' ? 0.6 : 0.15} strokeWidth={mark.role === 'axis' ? 2 : 1} />;
    case 'swatch':
      return <rect x={mark.x} y={mark.y} width={mark.size} height={mark.size} rx={3} fill={colors[mark.color]} />;
    case 'text': {
      const transform = mark.rotate ? `rotate(${mark.rotate} ${mark.x} ${mark.y})` : undefined;
      const fill = mark.inside ? look.card : look.cardText;
      const bold = mark.role === 'value' || mark.role === 'axis-title';
      return (
        <text x={mark.x} y={mark.y} textAnchor={mark.anchor} dominantBaseline="central" transform={transform} fill={fill} fontSize={size} fontWeight={bold ? 700 : 400} opacity={mark.role === 'tick' ? 0.8 : 1}>
          {mark.text}
        </text>
      );
    }
  }
}

export const SlideChart = memo(function SlideChart({ chart, look, label }: { chart: ChartFrame; look: SlideLook; label: string }) {
  const id = useId();
  const plot = chartMarks(chart, look.widths.body, look.language);
  const colors = chartColors(look, Math.max(1, plot.colors));
  const { box } = chart;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      data-slide-chart={chart.kind}
      viewBox={`0 0 ${CANVAS.width} ${CANVAS.height}`}
      width={CANVAS.width}
      height={CANVAS.height}
      style={{ position: 'absolute', inset: 0, overflow: 'visible' }}
      fontFamily={look.bodyFont}
    >
      <title id={`${id}-t`}>{chart.title || label}</title>
      <desc id={`${id}-d`}>{chartDescription(chart, look.language)}</desc>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={16} fill={look.card} stroke={look.accent} strokeOpacity={0.6} strokeWidth={2} />
      {chart.title !== '' && (
        <text x={chart.plot.x} y={box.y + CHART_PAD + chart.titleSize * 0.6} fill={look.cardText} fontFamily={look.titleFont} fontSize={chart.titleSize} fontWeight={700} dominantBaseline="central">
          {chart.title}
        </text>
      )}
      {plot.marks.map((mark, i) => <Mark key={i} mark={mark} colors={colors} look={look} size={chart.labelSize} />)}
    </svg>
  );
});
