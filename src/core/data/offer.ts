/**
 * Data slides in an outline: what a document's tables and figure-dense
 * paragraphs offer (proposeSlides), how many topic slots they take, where
 * they sit among the writer's topics, and what becomes of a table a model
 * wrote itself: the document's own table when it is one of them, else kept
 * only when every figure in it is in the source (a document's deck never
 * shows a number the document does not have).
 */
import { formatValue } from '../layouts/chart-plot/text';
import type { ChartData, TableData } from '../schemas/slide-data';
import type { DocumentTable } from './document-table';
import { planDataSlide, suggestChoice } from './insert-plan';
import { proposeFigureSlide, type SlidePlan } from './propose';
import { fittedTableSlides, introOf } from './table-offer';
import { dataOfPlan, readTopicData, topicDataTable, type TopicData, type TopicDataKind } from './topic-data';

/** A data slide offered for the outline: its heading, a sentence on what the data shows, the data, and the section it sits in. */
export interface DataOffer {
  heading: string;
  overview: string;
  data: TopicData;
  section?: string;
  /** The parts of one table split over several slides share a group: offered all together or not at all. */
  group?: number;
}

/** At most one slide in three is a data slide: the deck tells, the data shows. */
const SLOTS_PER_DATA_SLIDE = 3;

/** Topic slots kept for a document's data slides out of `topics`: one in three at most, one at least when there are offers. */
export function dataSlots(offers: number, topics: number): number {
  if (offers === 0 || topics < 2) return 0;
  return Math.min(offers, Math.max(1, Math.floor(topics / SLOTS_PER_DATA_SLIDE)));
}

/** The sentence a data slide opens with: what its figures show, in the document's own figures. */
export function dataOverview(data: TopicData): string {
  if (data.kind === 'big-number') return data.figures.map((f) => `${f.value} ${f.label}`.trim()).join('; ');
  if (data.kind === 'table') {
    const labels = [...new Set(data.table.rows.map((r) => (r[0] ?? '').trim()))].filter((l) => l !== '');
    const shown = labels.length > 4 ? `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more` : labels.join(', ');
    return `${shown}: ${data.table.columns.slice(1).join(', ')}.`;
  }
  return chartOverview(data.chart);
}

/** A chart's point in one sentence: where a time series went, the largest share of a whole, else the highest value. */
function chartOverview(chart: ChartData): string {
  const { categories, series, kind } = chart;
  const first = series[0];
  if (!first) return '';
  const fmt = (v: number) => formatValue(v, first.unit);
  const name = first.unit ? first.name.replace(/\s*\([^)]*\)\s*$/, '') : first.name;
  const points = first.values.flatMap((v, i) => (v === null ? [] : [{ v, at: categories[i] ?? '' }]));
  const start = points[0];
  const end = points[points.length - 1];
  if (!start || !end) return '';
  if ((kind === 'line' || kind === 'area') && points.length > 1) return `${name}: from ${fmt(start.v)} in ${start.at} to ${fmt(end.v)} in ${end.at}.`;
  const top = points.reduce((a, b) => (b.v > a.v ? b : a));
  if (kind === 'pie' || kind === 'doughnut') return `${top.at}: the largest share, at ${fmt(top.v)}.`;
  return `${name}: highest for ${top.at}, at ${fmt(top.v)}.`;
}

/**
 * A table worth a slide: two rows at least, most of its cells filled, and
 * few addresses in them (a row of pictures, a layout grid or a table of
 * status badges is none).
 */
function worthTable(found: DocumentTable): boolean {
  const cells = found.table.rows.flat();
  const filled = cells.filter((c) => c.trim() !== '').length;
  const links = cells.filter((c) => /https?:\/\//.test(c)).length;
  return found.table.rows.length >= 2 && filled * 3 >= cells.length * 2 && links * 3 < cells.length;
}

/** A section number before a heading ("5.14.2.1. Out-of-date", "1 The options"): a slide's heading goes without it. */
const NUMBERING = /^(?:\d+[.)]?)+\s+(?=\p{L})/u;

function offerOf(plan: SlidePlan, section: string | undefined, intro?: string): DataOffer[] {
  const data = dataOfPlan(plan);
  const heading = plan.title.replace(NUMBERING, '');
  // A table says what it holds in the document's own words; a chart's point is read from its figures.
  const overview = data?.kind === 'table' && intro ? intro : data ? dataOverview(data) : '';
  return data ? [{ heading, overview, data, ...(section ? { section: section.replace(NUMBERING, '') } : {}) }] : [];
}

/**
 * A figure worth a big-number card: a measure with its unit or currency
 * ("12%", "1.10 euros", "2,590 MWh") or a large count written with a
 * separator ("48,000"), labelled in words. Section numbers, versions,
 * manual sections ("(1)") and code are no key figures.
 */
function keyFigureWorthy(f: { value: string; label: string }): boolean {
  const measured = /\p{L}|[%€$£]/u.test(f.value) || /^\d{1,3}(?:,\d{3})+$/.test(f.value);
  const version = /\d+\.\d+\.\d+/.test(f.value);
  const words = f.label.match(/\p{L}{3,}/gu)?.length ?? 0;
  return measured && !version && words >= 1 && !/[(){}<>|\\=/@`]/.test(f.label);
}

/** A big-number plan cut to its worthy figures (keyFigureWorthy), or none when fewer than two are. */
function worthy(plan: SlidePlan): SlidePlan[] {
  if (plan.kind !== 'big-number') return [plan];
  const figures = plan.figures.filter(keyFigureWorthy);
  return figures.length >= 2 ? [{ ...plan, figures }] : [];
}

/** The data slides a document offers: its tables as tables or charts, then its figure-dense paragraphs as key figures. */
export function documentOffers(tables: readonly DocumentTable[], markdown: string): DataOffer[] {
  const fromTables = tables.filter(worthTable).flatMap((t, group) => {
    const intro = introOf(markdown, t);
    const offers = fittedTableSlides(t).flatMap((plan) => offerOf(plan, t.heading, intro));
    return offers.length > 1 ? offers.map((o) => ({ ...o, group })) : offers;
  });
  const fromFigures = figureParagraphs(markdown).flatMap(({ plan, paragraph }) =>
    worthy(plan).flatMap((p) => offerOf(p, p.source.split(',')[0]).map((o) => ({ ...o, overview: leadOf(paragraph) ?? o.overview }))),
  );
  return [...fromTables, ...fromFigures];
}

/** Each paragraph dense with figures and its big-number plan, titled by the heading above it. */
function figureParagraphs(markdown: string): { plan: SlidePlan; paragraph: string }[] {
  const found: { plan: SlidePlan; paragraph: string }[] = [];
  let heading = '';
  for (const block of markdown.split(/\n\s*\n/)) {
    const text = block.trim();
    if (/^#{1,6}\s/.test(text)) heading = text.replace(/^#+\s+/, '');
    else if (!text.startsWith('|') && !text.startsWith('```')) {
      const paragraph = text.replace(/\s+/g, ' ');
      const plan = proposeFigureSlide(paragraph, heading || 'Key figures', heading);
      if (plan) found.push({ plan, paragraph });
    }
  }
  return found;
}

/** The paragraph's words as a big-number slide's lead: the figures in their sentence, which the cards' short labels lack. */
function leadOf(paragraph: string): string | undefined {
  const first = paragraph.match(/.+?(?:[.!?](?=\s|$)|$)/)?.[0]?.trim() ?? '';
  return first.length >= 20 && first.length <= 240 ? first : undefined;
}

/** The figures of a text, digits only ("2,590" and "2590" alike, "1,10" and "1.10" alike). */
export function figuresOf(text: string): Set<string> {
  return new Set([...text.matchAll(/\d[\d.,]*/g)].map((m) => m[0].replace(/[.,]+$/, '').replace(/[.,]/g, '')));
}

const tableText = (table: TableData): string => [...table.columns, ...table.rows.flat()].join(' ');

function dataText(data: TopicData): string {
  if (data.kind === 'table') return tableText(data.table);
  if (data.kind === 'chart') return [...data.chart.categories, ...data.chart.series.flatMap((s) => s.values.map((v) => String(v ?? '')))].join(' ');
  return data.figures.map((f) => `${f.value} ${f.label}`).join(' ');
}

/** A model's table as it wrote it: string cells, rows to the header's width. */
function modelTable(raw: unknown): { kind: TopicDataKind; table: TableData } | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { kind, table } = raw as { kind?: unknown; table?: { columns?: unknown; rows?: unknown } };
  if (kind !== 'table' && kind !== 'chart' && kind !== 'big-number') return undefined;
  const cells = (row: unknown): string[] => (Array.isArray(row) ? row.map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c).trim() : '')) : []);
  const columns = cells(table?.columns);
  const rows = (Array.isArray(table?.rows) ? table.rows : []).map(cells).filter((r) => r.some((c) => c !== ''));
  if (columns.length === 0 || rows.length === 0) return undefined;
  return { kind, table: { columns, rows: rows.map((r) => columns.map((_, i) => r[i] ?? '')) } };
}

/** The data of a model's own table, as the kind it asked for where the figures allow. */
function dataOfModelTable(kind: TopicDataKind, table: TableData): TopicData | undefined {
  if (kind === 'big-number') {
    const figures = table.rows.filter((r) => /\d/.test(r[0] ?? '')).map((r) => ({ value: r[0] ?? '', label: r.slice(1).join(' ').trim() }));
    return readTopicData({ kind, figures: figures.slice(0, 4) });
  }
  const choice = kind === 'chart' ? suggestChoice(table) : 'table';
  const plan = planDataSlide(table, choice);
  if (!plan.ok) return undefined;
  return plan.data.chart ? readTopicData({ kind: 'chart', chart: plan.data.chart }) : readTopicData({ kind: 'table', table: plan.data.table });
}

/** Where a model's data is checked: the document's offers (each used once) and the source text. */
export interface DataCheck {
  offers: readonly DataOffer[];
  used: Set<number>;
  source: string;
  /** The source is a document: a figure not in it is invented. */
  document: boolean;
}

/**
 * The data a topic gets for the data a model wrote for it: the document's
 * own table or figures when most of the model's figures are theirs, else
 * the model's table when every figure in it is in the source (any figures
 * will do without a document), else none.
 */
export function resolveModelData(raw: unknown, check: DataCheck): TopicData | undefined {
  const model = modelTable(raw);
  if (!model) return undefined;
  const figures = [...figuresOf(tableText(model.table))];
  if (figures.length === 0) return undefined;
  let best = -1;
  let bestShare = 0;
  // Key figures stand for key figures, a table or chart for a table or chart.
  const figuresAsked = model.kind === 'big-number';
  check.offers.forEach((offer, i) => {
    if (check.used.has(i) || (offer.data.kind === 'big-number') !== figuresAsked) return;
    const theirs = figuresOf(dataText(offer.data));
    const share = figures.filter((f) => theirs.has(f)).length / figures.length;
    if (share > bestShare) [best, bestShare] = [i, share];
  });
  if (best >= 0 && bestShare >= 0.5) {
    check.used.add(best);
    return check.offers[best]?.data;
  }
  if (check.document) {
    const known = figuresOf(check.source);
    if (!figures.every((f) => known.has(f))) return undefined;
  }
  return dataOfModelTable(model.kind, model.table);
}

/** Words of three letters or more, a plural's s dropped ("platforms" and "platform" alike). */
const wordsOf = (text: string): Set<string> => new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).map((w) => w.replace(/(?<=\p{L}{3})s$/u, '')));

/** How many words of `a` are in `b`. */
function overlap(a: string, b: string): number {
  const theirs = wordsOf(b);
  return [...wordsOf(a)].filter((w) => theirs.has(w)).length;
}

/**
 * The writer's topics with the offered data slides among them: each right
 * after the topic that shares most words with its section or heading, else
 * before the last topic (the close of the deck stays last).
 */
export function placeOffers<T extends { heading: string }>(topics: readonly T[], offers: readonly T[], sections: readonly string[]): T[] {
  const after = new Map<number, T[]>();
  offers.forEach((offer, i) => {
    const key = `${sections[i] ?? ''} ${offer.heading}`;
    let at = topics.length >= 2 ? topics.length - 2 : topics.length - 1;
    let most = 0;
    topics.forEach((t, j) => {
      const score = overlap(key, t.heading);
      if (score > most) [at, most] = [j, score];
    });
    after.set(at, [...(after.get(at) ?? []), offer]);
  });
  const placed = [...(after.get(-1) ?? [])];
  topics.forEach((t, j) => placed.push(t, ...(after.get(j) ?? [])));
  return placed;
}

/** A heading for an offer whose own is taken: what its figures are ("Benchmarks: Ratio by Compressor"), else numbered. */
export function distinctHeading(offer: DataOffer, taken: ReadonlySet<string>): string {
  const free = (h: string) => !taken.has(h.trim().toLowerCase());
  if (free(offer.heading)) return offer.heading;
  const table = topicDataTable(offer.data);
  const [first = '', ...rest] = table.columns.map((c) => c.trim());
  const what = rest.filter((c) => c !== '').join(', ');
  const detailed = `${offer.heading}: ${what}${first ? ` by ${first}` : ''}`.slice(0, 120);
  if (what !== '' && free(detailed)) return detailed;
  for (let n = 2; ; n++) if (free(`${offer.heading} (${n})`)) return `${offer.heading} (${n})`;
}
