/**
 * Which chart fits a view of numbers: a line over time, a pie for a few
 * parts of a whole, else bars (columns for few short labels, horizontal
 * bars for many or long ones).
 */
import type { ChartKind, ChartSeries } from '../schemas/slide-data';
import type { ChartView } from './columns';

const MONTHS = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|déc|mär|mrz|okt|dez|ene|abr|ago|dic)[a-zéû]*\.?(\s+'?\d{2,4})?$/i;
const TIME_LIKE = [
  /^(1[89]|20|21)\d{2}$/, // a year
  /^(FY|CY)\s?'?\d{2,4}$/i,
  /^(Q[1-4]|[1-4]Q|H[12]|S[12]|T[1-4])(\s+'?\d{2,4})?$/i, // quarters, halves, trimesters
  /^'?\d{2,4}\s+(Q[1-4]|H[12])$/i,
  /^\d{4}-\d{2}(-\d{2})?$/, // ISO dates
  /^\d{1,2}[/.]\d{4}$/, // 03/2024
  /^(W|KW|week\s?)\d{1,2}$/i,
  MONTHS,
];

/** Every category names a point in time: years, quarters, months, dates. */
export function timeLike(categories: readonly string[]): boolean {
  return categories.length > 0 && categories.every((c) => TIME_LIKE.some((re) => re.test(c.trim())));
}

/** Parts of a whole: a few positive values that add up to about 100 (%). */
export function partsOfWhole(series: ChartSeries): boolean {
  const values = series.values;
  if (values.length < 2 || values.length > 6 || values.some((v) => v === null || v <= 0)) return false;
  const sum = values.reduce<number>((n, v) => n + (v ?? 0), 0);
  return Math.abs(sum - 100) <= 1.5 && (series.unit === '%' || /%|share|part|anteil|percent/i.test(series.name));
}

/** Longest category label that still fits under a column. */
const SHORT_LABEL = 12;
/** Columns side by side before they get too thin for their labels. */
const MAX_COLUMNS = 8;

export function chooseChartKind(view: ChartView): ChartKind {
  const [first] = view.series;
  if (view.series.length === 1 && first && partsOfWhole(first)) return 'pie';
  if (timeLike(view.categories)) return view.categories.length >= 3 ? 'line' : 'column';
  const short = view.categories.every((c) => c.length <= SHORT_LABEL);
  return short && view.categories.length <= MAX_COLUMNS ? 'column' : 'bar';
}
