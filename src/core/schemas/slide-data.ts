/**
 * The data a table, chart or big-number slide shows. A table is display
 * text (what the reader sees, units and all: "1,10 €/W", "+7.4 %"); a chart
 * is a typed view of numbers. Both are capped at what a slide can show
 * legibly: 8 columns by 12 rows for a table, 12 categories by 6 series for a
 * chart. Parsers that read pasted or extracted data check these caps and
 * split or refuse with a message; this schema refuses anything beyond them.
 *
 * Cells are plain text (never markup): every drawing writes them as text.
 */
import { z } from 'zod';

/** The most a slide shows: beyond these a table is split across slides or refused. */
export const TABLE_LIMITS = {
  /** Columns, the label column included. */
  columns: 8,
  /** Body rows, the header row not counted. */
  rows: 12,
  /** Characters in one cell: a cell is a figure or a few words, not a paragraph. */
  cellChars: 120,
} as const;

export const CHART_LIMITS = {
  /** Categories (bars, points on a line, pie slices). */
  categories: 12,
  /** Series (one colour each); a pie or doughnut draws only the first. */
  series: 6,
  /** Characters in a category, series name, unit or axis title. */
  labelChars: 60,
  /** Characters in a chart's title. */
  titleChars: 120,
} as const;

const cell = z.string().max(TABLE_LIMITS.cellChars, `a table cell holds at most ${TABLE_LIMITS.cellChars} characters`);
const label = z.string().max(CHART_LIMITS.labelChars, `a chart label holds at most ${CHART_LIMITS.labelChars} characters`);

/**
 * A table: a header row (`columns`) and body rows of the same width, each
 * cell the text as shown. The first column usually names the row.
 */
export const tableDataSchema = z
  .object({
    columns: z.array(cell).min(1, 'a table needs at least one column').max(TABLE_LIMITS.columns, `a table on a slide has at most ${TABLE_LIMITS.columns} columns`),
    rows: z.array(z.array(cell)).min(1, 'a table needs at least one row').max(TABLE_LIMITS.rows, `a table on a slide has at most ${TABLE_LIMITS.rows} rows`),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: 'every row of a table must have as many cells as the header',
    path: ['rows'],
  });
export type TableData = z.infer<typeof tableDataSchema>;

/** How a chart draws its numbers. */
export const CHART_KINDS = ['bar', 'column', 'line', 'area', 'pie', 'doughnut', 'scatter'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** One series: a value per category (null: no value there, drawn as a gap). */
export const chartSeriesSchema = z.object({
  name: label,
  values: z.array(z.number().finite().nullable()).max(CHART_LIMITS.categories),
  /** What the values count, as shown after them: "%", "€", "M€", "kWh". */
  unit: label.optional(),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

/**
 * The typed view a chart draws. Every series has one value per category.
 * A scatter chart reads its first series as the x values and each further
 * series as y values at those x (the categories then name the points).
 */
export const chartDataSchema = z
  .object({
    kind: z.enum(CHART_KINDS).default('column'),
    /** Shown above the plot; the slide's title says the point, this what is measured. */
    title: z.string().max(CHART_LIMITS.titleChars).default(''),
    categories: z.array(label).min(1, 'a chart needs at least one category').max(CHART_LIMITS.categories, `a chart shows at most ${CHART_LIMITS.categories} categories`),
    series: z.array(chartSeriesSchema).min(1, 'a chart needs at least one series').max(CHART_LIMITS.series, `a chart shows at most ${CHART_LIMITS.series} series`),
    /** Axis titles (category axis, value axis); empty: none drawn. */
    xTitle: label.default(''),
    yTitle: label.default(''),
  })
  .refine((c) => c.series.every((s) => s.values.length === c.categories.length), {
    message: 'every series of a chart must have one value per category',
    path: ['series'],
  })
  .refine((c) => c.series.some((s) => s.values.some((v) => v !== null)), {
    message: 'a chart needs at least one number',
    path: ['series'],
  });
export type ChartData = z.infer<typeof chartDataSchema>;
export type ChartDataInput = z.input<typeof chartDataSchema>;

/**
 * The data part of a slide: a table, a chart, or both (the same figures,
 * the layout chooses which to draw). `source` says where they came from
 * ("Table 2, report.docx"), shown as a small note under the drawing.
 * Absent on every slide made before slides carried data.
 */
export const slideDataSchema = z.object({
  table: tableDataSchema.optional(),
  chart: chartDataSchema.optional(),
  source: z.string().max(200).optional(),
});
export type SlideData = z.infer<typeof slideDataSchema>;
export type SlideDataInput = z.input<typeof slideDataSchema>;

/** A value and everything in it read-only, as a store snapshot hands it out. */
type DeepReadonly<T> = T extends readonly (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
/** Slide data as drawings read it (a snapshot's read-only arrays do). */
export type SlideDataView = DeepReadonly<SlideData>;
export type TableDataView = DeepReadonly<TableData>;
export type ChartDataView = DeepReadonly<ChartData>;
