/**
 * The marks a chart frame draws on screen, by kind. Pure geometry in canvas
 * px; the screen writes them as SVG (text as text), in the chart's colours.
 */
import type { ChartFrame } from '../types';
import { barMarks } from './bars';
import { columnMarks } from './columns';
import { pieMarks } from './pie';
import { scatterMarks } from './scatter';
import type { ChartPlot } from './types';

export type { ChartPlot, PlotMark, TextRole } from './types';
export { formatValue, numberFormatCode } from './text';

/** The marks of `chart`, its texts measured with the body font's glyph width. */
export function chartMarks(chart: ChartFrame, charWidth: number): ChartPlot {
  switch (chart.kind) {
    case 'pie':
    case 'doughnut':
      return pieMarks(chart, charWidth);
    case 'bar':
      return barMarks(chart, charWidth);
    case 'scatter':
      return scatterMarks(chart, charWidth);
    default:
      return columnMarks(chart, charWidth);
  }
}
