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
export { tickValues } from './axes';
export { DEFAULT_NUMBER_LANGUAGE, decimalsOf, formatShare, formatValue, numberFormatCode, numberLanguage, shareFormatCode } from './text';

/** The marks of `chart`, its texts measured with the body font's glyph width, its numbers written in the deck's language. */
export function chartMarks(chart: ChartFrame, charWidth: number, language?: string): ChartPlot {
  switch (chart.kind) {
    case 'pie':
    case 'doughnut':
      return pieMarks(chart, charWidth, language);
    case 'bar':
      return barMarks(chart, charWidth, language);
    case 'scatter':
      return scatterMarks(chart, charWidth, language);
    default:
      return columnMarks(chart, charWidth, language);
  }
}
