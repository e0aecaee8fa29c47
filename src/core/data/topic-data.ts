/**
 * The data of a table, chart or big-number topic, as it travels from the
 * outline to the deck: the outline offers it (from a document's tables, or
 * a model's table checked against its source), the user sees it in the
 * outline, the content call carries it unchanged, and the slide gets it.
 * The figures are always the ones checked here, never a retyping of them.
 */
import { z } from 'zod';
import { chartDataSchema, tableDataSchema, type SlideData } from '../schemas/slide-data';
import type { SlidePlan } from './propose';

export const TOPIC_DATA_KINDS = ['table', 'chart', 'big-number'] as const;
export type TopicDataKind = (typeof TOPIC_DATA_KINDS)[number];

const source = z.string().max(200).optional();
/** One key figure as written ("12%") and what it measures. */
const figureSchema = z.object({ value: z.string().trim().min(1).max(60), label: z.string().max(160) });

export const topicDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('table'), table: tableDataSchema, source }),
  z.object({ kind: z.literal('chart'), chart: chartDataSchema, source }),
  z.object({ kind: z.literal('big-number'), figures: z.array(figureSchema).min(1).max(4), source }),
]);
export type TopicData = z.infer<typeof topicDataSchema>;

/** A topic's data when it is whole and within a slide's limits; anything else reads as none. */
export function readTopicData(value: unknown): TopicData | undefined {
  const parsed = topicDataSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The data a proposed slide shows, checked; undefined when it does not pass. */
export function dataOfPlan(plan: SlidePlan): TopicData | undefined {
  const withSource = plan.source === '' ? {} : { source: plan.source.slice(0, 200) };
  if (plan.kind === 'table') return readTopicData({ kind: 'table', table: plan.table, ...withSource });
  if (plan.kind === 'chart') return readTopicData({ kind: 'chart', chart: plan.chart, ...withSource });
  return readTopicData({ kind: 'big-number', figures: plan.figures, ...withSource });
}

/** The layout a data topic is drawn with. */
export function dataLayout(data: TopicData): TopicDataKind {
  return data.kind;
}

/** The slide's data part: a table or chart with its source; a big-number slide keeps its figures as its points. */
export function slideDataOf(data: TopicData): SlideData | undefined {
  const withSource = data.source === undefined || data.source === '' ? {} : { source: data.source };
  if (data.kind === 'table') return { table: data.table, ...withSource };
  if (data.kind === 'chart') return { chart: data.chart, ...withSource };
  return undefined;
}

/** The points of a big-number slide: each heading opens with its figure, as the big-number card reads it. */
export function figurePointsOf(data: TopicData): { heading: string; overview: string }[] {
  if (data.kind !== 'big-number') return [];
  return data.figures.map((f) => ({ heading: f.value, overview: f.label }));
}

const plural = (n: number, word: string, words = `${word}s`): string => `${n} ${n === 1 ? word : words}`;
const KIND_NAMES: Record<string, string> = { bar: 'Bar chart', column: 'Column chart', line: 'Line chart', area: 'Area chart', pie: 'Pie chart', doughnut: 'Doughnut chart', scatter: 'Scatter chart' };

/** What the slide will show, in a few words for the outline: "Table · 4 columns × 6 rows · Table 2: Costs, page 3". */
export function describeTopicData(data: TopicData): string {
  let what: string;
  if (data.kind === 'table') what = `Table · ${plural(data.table.columns.length, 'column')} × ${plural(data.table.rows.length, 'row')}`;
  else if (data.kind === 'chart') what = `${KIND_NAMES[data.chart.kind] ?? 'Chart'} · ${data.chart.series.map((s) => s.name).join(', ')} by ${plural(data.chart.categories.length, 'category', 'categories')}`;
  else what = `Key figures · ${data.figures.map((f) => f.value).join(', ')}`;
  return data.source ? `${what} · from ${data.source}` : what;
}

/**
 * The figures of a data topic as one table, for reading rather than
 * drawing: a table as it is, a chart's categories down and series across
 * (units in the header), key figures as figure and label.
 */
export function topicDataTable(data: TopicData): { columns: string[]; rows: string[][] } {
  if (data.kind === 'table') return data.table;
  if (data.kind === 'big-number') return { columns: ['Figure', 'What it measures'], rows: data.figures.map((f) => [f.value, f.label]) };
  const { categories, series } = data.chart;
  return {
    columns: [data.chart.xTitle, ...series.map((s) => (s.unit && !s.name.includes(s.unit) ? `${s.name} (${s.unit})` : s.name))],
    rows: categories.map((c, i) => [c, ...series.map((s) => (s.values[i] === null || s.values[i] === undefined ? '' : String(s.values[i])))]),
  };
}
