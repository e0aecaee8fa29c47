/**
 * The marks of a chart plot in canvas px: what the screen draws as SVG.
 * Colours are indexes into the chart's colours (series, or a pie's slices),
 * so the look decides them and the geometry stays pure.
 */

export type TextRole = 'tick' | 'category' | 'value' | 'legend' | 'axis-title';

export type PlotMark =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: number }
  /** An SVG path; `at` moves it (a pie's slices are drawn about its centre). */
  | { kind: 'path'; d: string; color: number; style: 'line' | 'area' | 'slice'; at?: { x: number; y: number } }
  | { kind: 'dot'; cx: number; cy: number; r: number; color: number }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; role: 'grid' | 'axis' }
  | { kind: 'swatch'; x: number; y: number; size: number; color: number }
  | {
      kind: 'text';
      x: number;
      /** The text's middle line. */
      y: number;
      text: string;
      anchor: 'start' | 'middle' | 'end';
      role: TextRole;
      /** Degrees; -90 reads bottom to top (a value axis title). */
      rotate?: number;
      /** Written on a slice or bar rather than on the card. */
      inside?: boolean;
    };

export interface ChartPlot {
  marks: PlotMark[];
  /** How many colours the marks use (series, or a pie's slices). */
  colors: number;
}
