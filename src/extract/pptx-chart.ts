/**
 * The data behind a PowerPoint chart: each series' name and the cached
 * values the chart part keeps of its embedded workbook (c:strCache,
 * c:numCache), laid out as a table (categories down the first column, one
 * column per series). The workbook itself is never opened.
 */
import type { TableData } from '../core/schemas/slide-data';
import { scanXml, type XmlBudget } from './ooxml';

/** Parts of a series whose cached points are read. */
type Part = 'tx' | 'cat' | 'val' | 'xVal' | 'yVal';
const PARTS = new Set<string>(['c:tx', 'c:cat', 'c:val', 'c:xVal', 'c:yVal']);

interface Series {
  name: string;
  categories: string[];
  values: string[];
}

/** Points of one cache by index; a multi-level category keeps its first level. */
function setPoint(list: string[], idx: number, text: string): void {
  if (idx >= 0 && idx < 1_000 && list[idx] === undefined) list[idx] = text;
}

/** The series of a chart part with their cached names, categories and values. */
function readSeries(xml: string, budget?: XmlBudget): Series[] {
  const series: Series[] = [];
  let current: Series | undefined;
  let part: Part | undefined;
  let idx = -1;
  let inValue = false;
  for (const t of scanXml(xml, budget)) {
    if (t.kind === 'open') {
      if (t.name === 'c:ser') series.push((current = { name: '', categories: [], values: [] }));
      else if (current && PARTS.has(t.name)) part = t.name.slice(2) as Part;
      else if (t.name === 'c:pt') idx = Number(t.attrs.idx ?? -1);
      else if (t.name === 'c:v' && !t.selfClosing) inValue = true;
    } else if (t.kind === 'close') {
      if (t.name === 'c:ser') current = undefined;
      else if (PARTS.has(t.name)) part = undefined;
      else if (t.name === 'c:v') inValue = false;
    } else if (inValue && current && part) {
      const text = t.text.trim();
      if (part === 'tx') current.name ||= text;
      else setPoint(part === 'cat' || part === 'xVal' ? current.categories : current.values, idx, text);
    }
  }
  return series;
}

/** A chart's data as a table, or undefined when it caches none. */
export function readChartXml(xml: string, budget?: XmlBudget): TableData | undefined {
  const series = readSeries(xml, budget).filter((s) => s.values.length > 0);
  const first = series[0];
  if (!first) return undefined;
  const length = Math.max(...series.map((s) => s.values.length));
  const columns = ['', ...series.map((s, i) => s.name || `Series ${i + 1}`)];
  const rows = Array.from({ length }, (_, r) => [first.categories[r] ?? String(r + 1), ...series.map((s) => s.values[r] ?? '')]);
  return { columns, rows };
}
