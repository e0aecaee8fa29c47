/**
 * Slides proposed from a document's tables: a chart where a numeric series
 * fits one, else the table itself (split over a few slides when long). The
 * plan only, data cut to what a slide shows: the layouts draw it.
 */
import { CHART_LIMITS, TABLE_LIMITS, type ChartDataInput, type ChartSeries, type TableData } from '../schemas/slide-data';
import { chooseChartKind, partsOfWhole } from './chart-kind';
import { chartView, columnInfo, type ChartView } from './columns';
import { CAPTION } from './pipe-table';
import { tableSource, type DocumentTable } from './document-table';
import { keyFigures, type KeyFigureFound } from './figures';

export type SlidePlan =
  | { kind: 'table'; title: string; table: TableData; source: string; note?: string }
  | { kind: 'chart'; title: string; chart: ChartDataInput; source: string }
  | { kind: 'big-number'; title: string; figures: KeyFigureFound[]; source: string };

/** A long table goes over at most three slides; the rest is left to the document. */
const MAX_TABLE_SLIDES = 3;

const cut = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The caption without its number ("Table 2: Costs" -> "Costs"), else the heading, else what the columns say. */
function titleOf(found: DocumentTable): string {
  const caption = found.caption?.replace(CAPTION, '').replace(/^[\s:.–—-]+/, '').trim();
  const [first = '', ...rest] = found.table.columns;
  const fallback = first.trim() === '' ? rest.join(', ') : `${rest.join(', ')} by ${first}`;
  return cut(caption || found.heading || fallback, CHART_LIMITS.titleChars);
}

/** The series a chart shows: those in the first series' unit (one value axis), at most CHART_LIMITS.series. */
function sameUnit(series: readonly ChartSeries[]): ChartSeries[] {
  const unit = series[0]?.unit;
  return series.filter((s) => s.unit === unit).slice(0, CHART_LIMITS.series);
}

/** A chart of the view, or undefined when it does not fit one slide's chart. */
function chartOf(view: ChartView, title: string): ChartDataInput | undefined {
  if (view.categories.length < 2 || view.categories.length > CHART_LIMITS.categories) return undefined;
  const categories = view.categories.map((c) => cut(c, CHART_LIMITS.labelChars));
  const whole = view.series.find(partsOfWhole);
  const series = whole ? [whole] : sameUnit(view.series);
  const kind = chooseChartKind({ categories, series });
  const named = series.map((s) => ({ ...s, name: cut(s.name, CHART_LIMITS.labelChars) }));
  return { kind, title: cut(title, CHART_LIMITS.titleChars), categories, series: named, yTitle: cut(series[0]?.unit ?? '', CHART_LIMITS.labelChars) };
}

/** The table over as many slides as it needs (at most MAX_TABLE_SLIDES), cut to the slide's columns and cell size. */
function tableSlides(found: DocumentTable, title: string, source: string): SlidePlan[] {
  const width = Math.min(found.table.columns.length, TABLE_LIMITS.columns);
  const fit = (row: readonly string[]) => row.slice(0, width).map((c) => cut(c, TABLE_LIMITS.cellChars));
  const parts = Math.min(MAX_TABLE_SLIDES, Math.ceil(found.table.rows.length / TABLE_LIMITS.rows));
  const left: string[] = [];
  if (found.table.columns.length > width) left.push(`columns past the ${width}th`);
  if (found.table.rows.length > parts * TABLE_LIMITS.rows || found.truncated) left.push(`rows past the ${parts * TABLE_LIMITS.rows}th`);
  return Array.from({ length: parts }, (_, i) => {
    const rows = found.table.rows.slice(i * TABLE_LIMITS.rows, (i + 1) * TABLE_LIMITS.rows).map(fit);
    const plan: SlidePlan = { kind: 'table', title: parts > 1 ? `${title} (${i + 1}/${parts})` : title, table: { columns: fit(found.table.columns), rows }, source };
    if (i === parts - 1 && left.length > 0) plan.note = `Left out: ${left.join(' and ')}; the document has them all.`;
    return plan;
  });
}

/**
 * The slides a document table becomes: one chart when its numbers fit one
 * (time-like categories: line; a few parts of a whole: pie; else columns or
 * bars), else table slides.
 */
export function proposeTableSlides(found: DocumentTable, fileName?: string): SlidePlan[] {
  const title = titleOf(found);
  const source = tableSource(found, fileName);
  const view = chartView(found.table);
  // Text in columns besides the labels would be lost in a chart: the table says more.
  const texts = columnInfo(found.table).filter((c, i) => i > 0 && !c.numeric && c.filled > 0).length;
  const chart = view.ok && texts === 0 ? chartOf(view.view, title) : undefined;
  return chart ? [{ kind: 'chart', title, chart, source }] : tableSlides(found, title, source);
}

/** A big-number slide for a paragraph dense with figures (figures.ts), or none. */
export function proposeFigureSlide(paragraph: string, title: string, source = ''): SlidePlan | undefined {
  const figures = keyFigures(paragraph);
  return figures.length >= 2 ? { kind: 'big-number', title: cut(title, CHART_LIMITS.titleChars), figures, source } : undefined;
}

/**
 * Slides for a document: each table's slides (proposeTableSlides), then a
 * big-number slide for each paragraph dense with figures, titled by the
 * heading above it. `markdown` is the extracted text; its tables are skipped.
 */
export function proposeSlides(tables: readonly DocumentTable[], markdown = '', fileName?: string): SlidePlan[] {
  const plans = tables.flatMap((t) => proposeTableSlides(t, fileName));
  let heading = '';
  for (const block of markdown.split(/\n\s*\n/)) {
    const text = block.trim();
    if (/^#{1,6}\s/.test(text)) heading = text.replace(/^#+\s+/, '');
    else if (!text.startsWith('|') && !text.startsWith('```')) {
      const plan = proposeFigureSlide(text.replace(/\s+/g, ' '), heading || 'Key figures', [heading, fileName].filter(Boolean).join(', '));
      if (plan) plans.push(plan);
    }
  }
  return plans;
}
