/**
 * Table and chart slides: a full 12 x 8 table slide and a 6-series chart
 * slide (12 categories).
 * 1. On screen: the real slide component (SlideRenderer, which lays the
 *    slide out and draws SlideTable / SlideChart) mounted in Chromium with
 *    React's production build (data-slides-page.ts, bundled here by Vite),
 *    from `render` until the browser has styled and laid the slide out.
 *    Median of 30 mounts after 5 warm-ups, the first (cold) mount printed
 *    too. Target < 50 ms each.
 * 2. Export: Decksmith's export of a deck of those slides (plan + write +
 *    repair, compressed) against the writer's own time for the same
 *    content: pptxgenjs writing the same title, lead, table cells and chart
 *    series straight away (its own DEFLATE), as a plain pptxgenjs user
 *    would. Target: within 1.5x.
 */
import { deflateRawSync } from 'node:zlib';
import type PptxGenJS from 'pptxgenjs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { createDefaultPresentationSettings } from '../src/core/schemas/config';
import { slideSchema, type Slide } from '../src/core/schemas/slide';
import type { ChartDataInput, SlideDataInput } from '../src/core/schemas/slide-data';
import { exportPptx } from '../src/export/pptx';
import type { ExportDeck } from '../src/export/types';
import { fullTable } from '../tests/export/data-deck';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';
import type { PageTiming } from './data-slides-page';

const RENDER_TARGET_MS = 50;
const EXPORT_TARGET_RATIO = 1.5;
const RENDER_RUNS = 30;
const WARM_UPS = 5;
const EXPORT_RUNS = 9;
/** Slides of each kind in the export deck: enough that the writer's fixed cost does not decide the ratio. */
const EXPORT_SLIDES = 10;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Six series over twelve months: the most a chart shows. */
function sixSeries(kind: ChartDataInput['kind'] = 'line'): SlideDataInput {
  const series = ['North', 'South', 'East', 'West', 'Central', 'Islands'].map((name, s) => ({
    name, unit: 'GWh', values: MONTHS.map((_, m) => Math.round((4 + s * 1.3 + m * 0.45 + ((m * 7 + s * 3) % 5) * 0.3) * 10) / 10),
  }));
  return { chart: { kind, title: 'Monthly output by region, GWh', categories: MONTHS, series, xTitle: 'Month', yTitle: '' } };
}

function dataSlide(id: number, heading: string, layout: 'table' | 'chart', data: SlideDataInput): Slide {
  return slideSchema.parse({ id, type: 'topic', title: heading, description: '', layout: { type: layout }, data, topic: { heading, overview: 'Every region grew through the year; the islands fastest.', subtopics: [] }, notes: '' });
}

const TABLE_SLIDE = (id = 1): Slide => dataSlide(id, 'Six years of product lines', 'table', fullTable());
const CHART_SLIDE = (id = 2, kind: ChartDataInput['kind'] = 'line'): Slide => dataSlide(id, 'Output by region', 'chart', sixSeries(kind));

// ---------------------------------------------------------------- on screen

/** The page side (data-slides-page.ts) bundled as the app is built: React's production build, minified. */
async function pageScript(): Promise<string> {
  const { build } = await import('vite');
  const out = await build({
    configFile: false, logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, lib: { entry: fileURLToPath(new URL('./data-slides-page.ts', import.meta.url)), formats: ['iife'], name: 'dataSlidesBench' } },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((o) => o.output).find((c) => c.type === 'chunk' && c.code !== undefined);
  if (chunk?.code === undefined) throw new Error('the bench page did not bundle');
  return chunk.code;
}

async function renderTimes(page: Page, label: string, slide: Slide): Promise<number> {
  const times: PageTiming[] = [];
  for (let i = -WARM_UPS; i < RENDER_RUNS; i++) {
    const timing = await page.evaluate((s) => (window as unknown as { benchRender: (slide: unknown) => PageTiming }).benchRender(s), slide);
    if (i === -WARM_UPS) console.log(`  ${label}: first (cold) mount ${timing.laidOut.toFixed(1)} ms`);
    if (i >= 0) times.push(timing);
  }
  const laidOut = median(times.map((t) => t.laidOut));
  console.log(`  ${label}: median ${laidOut.toFixed(1)} ms to laid out (${median(times.map((t) => t.commit)).toFixed(1)} ms to React's commit) of ${RENDER_RUNS} mounts, ${times[0]?.parts ?? 0} cells or chart marks`);
  return laidOut;
}

async function onScreen(): Promise<boolean> {
  const script = await pageScript();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: script });
    console.log(`on screen (SlideRenderer in Chromium, render to laid out), target < ${RENDER_TARGET_MS} ms each:`);
    const renders = [
      await renderTimes(page, '12 x 8 table slide', TABLE_SLIDE()),
      await renderTimes(page, '6-series line chart slide', CHART_SLIDE()),
      await renderTimes(page, '6-series column chart slide', CHART_SLIDE(2, 'column')),
    ];
    const met = renders.every((ms) => ms < RENDER_TARGET_MS);
    console.log(`  target < ${RENDER_TARGET_MS} ms: ${met ? 'met' : 'NOT MET'}`);
    return met;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- export

function deckOf(slides: Slide[]): ExportDeck {
  return { title: 'Data bench', slides, settings: createDefaultPresentationSettings({ selectedTheme: 'corporate-blue' }) };
}

type Styling = 'styled' | 'plain';

/** A table cell as the slide shows it: header fill and bold, zebra rows, figures right, a hairline under the row. */
function floorCell(text: string, row: number, col: number, styling: Styling): PptxGenJS.TableCell {
  if (styling === 'plain') return { text, options: { bold: row === 0, fontFace: 'Inter', fontSize: 10 } };
  const header = row === 0;
  return {
    text,
    options: {
      bold: header, color: header ? 'FFFFFF' : '0F172A', fill: { color: header ? '1E3A8A' : row % 2 === 0 ? 'EEF2F7' : 'FFFFFF' },
      align: col === 0 ? 'left' : 'right', valign: 'middle', fontFace: header ? 'Lora' : 'Inter', fontSize: 10.7, margin: [0.06, 0.11, 0.06, 0.11],
      border: [{ type: 'none' }, { type: 'none' }, { type: 'solid', pt: 0.75, color: 'C3C5CA' }, { type: 'none' }],
    },
  };
}

const CHART_COLORS = ['1E3A8A', 'F59E0B', '0EA5E9', '10B981', 'EF4444', '8B5CF6'];

/** Chart options as the slide shows them: theme colours, fonts, title, legend on top, axis formats and gridlines. */
function floorChartOptions(title: string, styling: Styling): PptxGenJS.IChartOpts {
  const box = { x: 0.5, y: 1.4, w: 9, h: 4 };
  if (styling === 'plain') return { ...box, showLegend: true, legendPos: 't', showTitle: true, title };
  const label = { color: '0F172A', fontFace: 'Inter', fontSize: 14 };
  return {
    ...box, chartColors: CHART_COLORS, showLegend: true, legendPos: 't', legendColor: label.color, legendFontFace: label.fontFace, legendFontSize: label.fontSize,
    showTitle: true, title, titleColor: label.color, titleFontFace: 'Lora', titleFontSize: 16.5, titleBold: true,
    catAxisLabelColor: label.color, catAxisLabelFontFace: label.fontFace, catAxisLabelFontSize: label.fontSize,
    valAxisLabelColor: label.color, valAxisLabelFontFace: label.fontFace, valAxisLabelFontSize: label.fontSize, valAxisLabelFormatCode: '#,##0.0',
    catAxisLineColor: 'C3C5CA', valAxisLineShow: false, valGridLine: { color: 'C3C5CA', size: 0.5, style: 'solid' }, catGridLine: { style: 'none' },
    showCatAxisTitle: true, catAxisTitle: 'Month', lineSize: 3, lineDataSymbol: 'circle', lineDataSymbolSize: 8, altText: title,
  };
}

/** The same content straight into pptxgenjs: title, lead, and the table's cells or the chart's series. */
function floorSlide(pptx: PptxGenJS, slide: Slide, styling: Styling): void {
  const s = pptx.addSlide();
  s.background = { color: 'FFFFFF' };
  s.addText(slide.topic?.heading ?? slide.title, { x: 0.5, y: 0.3, w: 9, h: 0.6, fontSize: 28, fontFace: 'Lora' });
  s.addText(slide.topic?.overview ?? '', { x: 0.5, y: 0.9, w: 9, h: 0.4, fontSize: 14, fontFace: 'Inter' });
  const table = slide.data?.table;
  if (table) {
    const rows = [table.columns, ...table.rows].map((cells, r) => cells.map((text, c) => floorCell(text, r, c, styling)));
    s.addTable(rows, { x: 0.5, y: 1.4, w: 9, autoPage: false });
  }
  const chart = slide.data?.chart;
  if (chart) {
    const data = chart.series.map((ser) => ({ name: ser.name, labels: [...chart.categories], values: ser.values.map((v) => v ?? 0) }));
    s.addChart('line', data, floorChartOptions(chart.title, styling));
  }
}

/** The writer's own time: pptxgenjs only, compressed with its own DEFLATE (`stream`: 4.0.1's `write({compression})` throws). */
async function floorExport(slides: Slide[], styling: Styling): Promise<Uint8Array> {
  const { default: Pptx } = await import('pptxgenjs');
  const pptx = new Pptx();
  pptx.layout = 'LAYOUT_16x9';
  for (const slide of slides) floorSlide(pptx, slide, styling);
  return new Uint8Array((await pptx.stream({ compression: true })) as Buffer);
}

async function exportRatio(label: string, slides: Slide[]): Promise<number> {
  const fns = {
    plain: () => floorExport(slides, 'plain'),
    floor: () => floorExport(slides, 'styled'),
    exporter: async () => (await exportPptx(deckOf(slides), { deflateRaw: (data) => deflateRawSync(data) })).bytes,
  };
  const times = { plain: [] as number[], floor: [] as number[], exporter: [] as number[] };
  const sizes = { plain: 0, floor: 0, exporter: 0 };
  for (let round = -1; round < EXPORT_RUNS; round++) {
    for (const name of ['plain', 'floor', 'exporter'] as const) {
      const start = performance.now();
      sizes[name] = (await fns[name]()).length;
      if (round >= 0) times[name].push(performance.now() - start);
    }
  }
  const floor = median(times.floor);
  const exporter = median(times.exporter);
  const ratio = exporter / floor;
  console.log(`  ${label} (${slides.length} slides), median of ${EXPORT_RUNS}:`);
  console.log(`    pptxgenjs, unstyled             ${median(times.plain).toFixed(1).padStart(8)} ms  ${(sizes.plain / 1024).toFixed(0).padStart(5)} KiB`);
  console.log(`    pptxgenjs, same content, styled ${floor.toFixed(1).padStart(8)} ms  ${(sizes.floor / 1024).toFixed(0).padStart(5)} KiB`);
  console.log(`    exportPptx                      ${exporter.toFixed(1).padStart(8)} ms  ${(sizes.exporter / 1024).toFixed(0).padStart(5)} KiB`);
  console.log(`    ratio ${ratio.toFixed(2)}x`);
  return ratio;
}

export async function run(): Promise<void> {
  await onScreen();
  console.log(`export against pptxgenjs writing the same content, target <= ${EXPORT_TARGET_RATIO}x:`);
  const ratios = [
    await exportRatio('12 x 8 table slides', Array.from({ length: EXPORT_SLIDES }, (_, i) => TABLE_SLIDE(i + 1))),
    await exportRatio('6-series chart slides', Array.from({ length: EXPORT_SLIDES }, (_, i) => CHART_SLIDE(i + 1))),
  ];
  console.log(`  target <= ${EXPORT_TARGET_RATIO}x on both: ${ratios.every((r) => r <= EXPORT_TARGET_RATIO) ? 'met' : 'NOT MET'}`);
}
