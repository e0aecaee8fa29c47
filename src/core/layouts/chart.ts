/**
 * Chart: the slide's chart (its data part) on a card under the title, the
 * title's sentence saying the point and the lead sentence the takeaway. The
 * card holds the chart's own title (what is measured) over the plot; the
 * plot itself is drawn by the screen (SVG) and by PowerPoint (a native,
 * editable chart) inside the same box.
 *
 * A slide with no chart data charts its points' key figures ("$38.6M
 * revenue") when at least two have one; otherwise it shows its points as a
 * table, so picking this layout never loses a word. A slide with chart
 * data and points of its own draws the points too, as a column of cards
 * beside the chart: the reader gets the figures and what the writer says
 * about them, and no point the user wrote is left off the slide.
 */
import type { ChartData, ChartDataView, ChartKind } from '../schemas/slide-data';
import { figureValue } from './cell-number';
import { keyFigure } from './key-figure';
import { centredStack } from './cards';
import { stackRows } from './canvas';
import { fitCards, finishFrame, itemBox, slideArea, widthsOf } from './sizing';
import { tableFrame } from './table';
import { formatValue, labelLines, widthOf } from './chart-plot/text';
import { blockHeight } from './text-fit';
import { defineLayout, type Box, type ChartFrame, type FrameOptions, type ItemBox, type LayoutFrame, type LayoutItem } from './types';

/** Padding inside the chart's card, px. */
export const CHART_PAD = 24;
/** The chart title's size, px: a caption over the plot, under the slide's title and lead. */
const TITLE_SIZE = 22;
const TITLE_GAP = 12;
/** Axis, legend and data-label size, px: the floor of the type scale (14 pt). */
export const CHART_LABEL_SIZE = 19;
/** Most values written on a bar or column chart: beyond this, labels crowd the bars. */
const MAX_LABELLED_POINTS = 12;

/** True when the chart writes each value at its bar, point or slice. */
export function wantsDataLabels(kind: ChartKind, series: number, categories: number): boolean {
  if (kind === 'pie' || kind === 'doughnut') return true;
  if (kind === 'bar' || kind === 'column') return series * categories <= MAX_LABELLED_POINTS;
  if (kind === 'line') return series === 1 && categories <= 8;
  return false;
}

/** Share of a category's band its columns take (the rest is the gap between categories). */
const COLUMN_SHARE = 0.6;

/** True when every column's value, written over it, is no wider than its column: wider ones would run into the next. */
function labelsFitColumns(chart: ChartDataView, width: number, charWidth: number): boolean {
  const column = (width * COLUMN_SHARE) / Math.max(1, chart.categories.length * chart.series.length);
  return chart.series.every((s) => s.values.every((v) => v === null || widthOf(formatValue(v, s.unit), CHART_LABEL_SIZE, charWidth) <= column));
}

/** True when the chart needs a legend: several series, or a pie's slices. */
export function wantsLegend(kind: ChartKind, series: number): boolean {
  if (kind === 'pie' || kind === 'doughnut') return true;
  if (kind === 'scatter') return series > 2;
  return series > 1;
}

/**
 * The chart of a slide's points' key figures: each point with a figure is a
 * category, its value the figure's number; undefined when fewer than two
 * points have one.
 */
export function chartOfItems(items: readonly LayoutItem[]): ChartData | undefined {
  const points = items.flatMap((item) => {
    const figure = keyFigure(item.heading, item.overview);
    const value = figure ? figureValue(figure.figure) : undefined;
    return figure && value !== undefined ? [{ label: figure.label || item.heading, value }] : [];
  });
  if (points.length < 2) return undefined;
  return { kind: 'column', title: '', categories: points.map((p) => p.label), series: [{ name: '', values: points.map((p) => p.value) }], xTitle: '', yTitle: '' };
}

/** The chart's card, title and plot box within `area`. */
export function chartPlan(chart: ChartDataView, area: Box, charWidth: number): ChartFrame {
  const inner = { x: area.x + CHART_PAD, y: area.y + CHART_PAD, w: area.w - 2 * CHART_PAD, h: area.h - 2 * CHART_PAD };
  // One line: a longer title is cut at a word with '…' (the slide's own title says the point).
  const title = chart.title.trim() === '' ? '' : (labelLines(chart.title, inner.w, TITLE_SIZE, charWidth, 1)[0] ?? '');
  const titleH = title === '' ? 0 : blockHeight(1, TITLE_SIZE) + TITLE_GAP;
  const plot = { x: inner.x, y: inner.y + titleH, w: inner.w, h: inner.h - titleH };
  const kind = chart.kind;
  return {
    box: area,
    title,
    titleSize: TITLE_SIZE,
    plot,
    kind,
    categories: [...chart.categories],
    series: chart.series.map((s) => ({ name: s.name, values: [...s.values], ...(s.unit === undefined ? {} : { unit: s.unit }) })),
    xTitle: chart.xTitle,
    yTitle: chart.yTitle,
    labelSize: CHART_LABEL_SIZE,
    dataLabels: wantsDataLabels(kind, chart.series.length, chart.categories.length) && (kind !== 'column' || labelsFitColumns(chart, plot.w, charWidth)),
    legend: wantsLegend(kind, chart.series.length),
  };
}

/** Share of the content width the points beside a chart take; the chart keeps the rest. */
const POINTS_SHARE = 0.36;
const POINTS_GAP = 24;
const POINT_GAP = 16;

/** The slide's points as cards stacked in `area`, each as tall as the tallest text needs, the stack centred. */
function pointCards(items: readonly LayoutItem[], area: Box, options: FrameOptions, header: ReturnType<typeof slideArea>['header']) {
  const style = { align: 'left' as const, split: 'stack' as const };
  const fit = fitCards(items, stackRows(area, items.length, POINT_GAP), { options, header }, style);
  const boxes: ItemBox[] = centredStack(area, items.length, POINT_GAP, fit.cardHeight).map((card, i) =>
    itemBox({ ...card, shape: 'rounded', ...style }, i, fit.items[i] ?? { heading: '', overview: '' }, fit.sizes, options),
  );
  return { boxes, overflow: fit.overflow };
}

/**
 * The chart frame: the header as every layout has it, the chart's card in
 * the area under it; with chart data and points, the points in a column
 * of cards on the right and the chart in the rest.
 */
export function chartFrame(items: readonly LayoutItem[], all: FrameOptions): LayoutFrame {
  const own = all.data?.chart;
  const data = own ?? chartOfItems(items);
  if (data === undefined) return tableFrame(items, all);
  // The chart is the slide's picture: the slide draws no topic picture beside it.
  const options = { ...all, hasImage: false };
  const { header, area } = slideArea(options);
  // Points keep their places (an item's index is its point's): a slide whose points are all empty draws the chart alone.
  const points = own !== undefined && items.some((item) => item.heading.trim() !== '' || item.overview.trim() !== '') ? items : [];
  if (points.length === 0) {
    const frame = finishFrame(header, [], options);
    frame.chart = chartPlan(data, area, widthsOf(options).title);
    return frame;
  }
  const side = Math.round(area.w * POINTS_SHARE);
  const chartArea = { ...area, w: area.w - side - POINTS_GAP };
  const cards = pointCards(points, { ...area, x: area.x + area.w - side, w: side }, options, header);
  const frame = finishFrame(header, cards.boxes, options, { overflow: cards.overflow });
  frame.chart = chartPlan(data, chartArea, widthsOf(options).title);
  return frame;
}

export const chartLayout = defineLayout({
  type: 'chart',
  label: 'Chart',
  category: 'grid',
  description: 'The slide\u2019s figures as a bar, line, area, pie or scatter chart, the takeaway above it and any points beside it.',
  minItems: 0,
  drawsData: true,
  typicalItems: 4,
  frame: chartFrame,
  export: { native: true, note: 'A native, editable PowerPoint chart (ChartFrame) in the plot box, its title and labels in the theme.' },
});
