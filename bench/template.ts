/**
 * A 5 MB company template (built by the test fixtures' builder: a noisy
 * photo-sized picture as the master's background and a logo), imported as
 * a user does it. Two figures against the 1 s target:
 * - in Node, the import's own steps: reading the package (the app's reader),
 *   deriving the theme, and storing it with its pictures (fake IndexedDB);
 * - in Chromium on the build (`npm run build` first; BENCH_DIST_DIR picks
 *   another), from the file chosen in the studio's gallery to its card shown
 *   with its background and logo decoded, several times, with when the read's
 *   progress bar passed each step and what came after the read (the picture
 *   colours, storage and the card's first paint); then the renderer's CPU
 *   time for the same, from Chrome traces, which a loaded machine hardly moves.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { themeFromTemplate } from '../src/core/templates/derive';
import { DecksmithDB } from '../src/data/db';
import { TemplatesRepository } from '../src/data/templates';
import { readTemplate } from '../src/extract/template/index';
import { signInLocally } from '../tests/e2e/helpers/auth';
import { openSeededDeck, sampleDeck } from '../tests/e2e/helpers/decks';
import { buildTemplate, png } from '../tests/fixtures/templates/build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';
import { mulberry32 } from './lib';
import { freePort, startServer } from './server';

const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const TARGET_MS = 1_000;
const RUNS = 5;

/** About 5 MB: a 1700 x 1120 picture of noise over a gradient hardly compresses. */
async function bigTemplate(): Promise<Uint8Array> {
  const random = mulberry32(24);
  const noisy = png(1700, 1120, (x, y) => [Math.min(255, 40 + (x >> 4) + Math.floor(random() * 110)), Math.min(255, 60 + (y >> 4) + Math.floor(random() * 110)), 120 + Math.floor(random() * 130)]);
  const logo = png(96, 96, (x, y) => (y > 40 && y < 56 && x > 16 && x < 80 ? [255, 255, 255] : [0, 96, 160]));
  return buildTemplate({
    kind: 'potx',
    colors: { dk1: '000000', lt1: 'FFFFFF', dk2: '1F3864', lt2: 'E7E6E6', accent1: '2E75B6', accent2: 'ED7D31', accent3: 'A5A5A5', accent4: 'FFC000', accent5: '5B9BD5', accent6: '70AD47' },
    fonts: { major: 'Georgia', minor: 'Verdana' },
    masterBackground: '<p:bgPr><a:blipFill><a:blip r:embed="rIdBg"/><a:stretch><a:fillRect/></a:stretch></a:blipFill><a:effectLst/></p:bgPr>',
    backgroundPng: noisy,
    pictures: [{ name: 'Company logo', x: 8.6, y: 0.25, w: 1.1, h: 1.1, png: logo }],
  });
}

const ms = (t: number): string => `${t.toFixed(0)} ms`;
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The import's steps in this process: read, derive, store. */
async function inNode(bytes: Uint8Array): Promise<void> {
  const steps: { read: number; derive: number; store: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const db = new DecksmithDB(`bench-template-${i}`);
    const t0 = performance.now();
    const { facts, media } = await readTemplate(bytes, 'big.potx');
    const t1 = performance.now();
    const theme = themeFromTemplate(facts, { id: 'template-new', fileName: 'big.potx' });
    const t2 = performance.now();
    const pictures = media.map((m) => ({ part: m.part, mime: m.mime, blob: new Blob([m.bytes as Uint8Array<ArrayBuffer>], { type: m.mime }) }));
    await new TemplatesRepository(db).add({ fileName: 'big.potx', facts, theme, pictures, source: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
    const t3 = performance.now();
    steps.push({ read: t1 - t0, derive: t2 - t1, store: t3 - t2 });
    db.close();
  }
  const total = steps.map((s) => s.read + s.derive + s.store);
  console.log(`  Node, the app's reader, derivation and storage (fake IndexedDB), ${RUNS} runs:`);
  console.log(`    read ${ms(median(steps.map((s) => s.read)))}, derive ${ms(median(steps.map((s) => s.derive)))}, store ${ms(median(steps.map((s) => s.store)))} (medians)`);
  console.log(`    total ${total.map(ms).join(', ')}; median ${ms(median(total))}; target < ${TARGET_MS} ms: ${median(total) < TARGET_MS ? 'meets' : 'MISSES'}`);
}

/**
 * Arms the page: the file input's change records the time, and the card
 * whose swatch has every picture decoded resolves `window.__cardShown`. A
 * string, not a function: tsx's helpers do not exist in the page.
 */
const ARM = `() => {
  window.__chosenAt = undefined;
  // When the read's progress bar reached each step (the worker's read: zip checked, opened, parts read, pictures read).
  window.__steps = [];
  const steps = new MutationObserver(() => {
    const bar = document.querySelector('progress[aria-label="Reading the template"]');
    const value = bar ? Number(bar.getAttribute('value')) : undefined;
    if (value !== undefined && window.__chosenAt !== undefined && window.__steps.at(-1)?.[0] !== value) window.__steps.push([value, performance.now() - window.__chosenAt]);
  });
  steps.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  document.addEventListener('change', () => { window.__chosenAt ??= performance.now(); }, { capture: true, once: true });
  window.__cardShown = new Promise((resolve) => {
    const check = async () => {
      const card = document.querySelector('[data-template-id]');
      if (!card || window.__chosenAt === undefined) return false;
      const swatch = card.querySelector('span[aria-hidden]');
      const images = [...card.querySelectorAll('img')];
      if (images.length === 0 || !swatch || !getComputedStyle(swatch).backgroundImage.includes('url(')) return false;
      await Promise.all(images.map((img) => img.decode()));
      // The background picture too: an image of the same address decodes from the same cache.
      const url = /url\\("?([^")]+)"?\\)/.exec(getComputedStyle(swatch).backgroundImage)?.[1];
      if (url) { const bg = new Image(); bg.src = url; await bg.decode(); }
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      return true;
    };
    const observer = new MutationObserver(() => {
      void check().then((done) => {
        if (!done) return;
        observer.disconnect();
        steps.disconnect();
        resolve({ ms: performance.now() - window.__chosenAt, steps: window.__steps });
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}`;

interface Shown {
  ms: number;
  /** [step, ms after the file was chosen] as the progress bar showed them. */
  steps: [number, number][];
}

async function importOnce(page: Page, path: string): Promise<Shown> {
  const panel = page.getByRole('complementary', { name: 'Customise' });
  await page.evaluate(`(${ARM})()`);
  await panel.getByLabel('Import a company template').setInputFiles(path);
  const shown = (await page.evaluate('window.__cardShown')) as Shown;
  const card = panel.locator('[data-template-id]');
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: /^Delete .*\?$/ }).click();
  await card.waitFor({ state: 'detached' });
  return shown;
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * CPU milliseconds the page's renderer spent (main thread, the extraction
 * worker, image decoding, compositing): each thread's outermost trace events'
 * thread time. Unlike the wall clock, it hardly moves with the machine's load.
 */
function rendererCpuMs(events: readonly TraceEvent[]): { total: number; byThread: Map<string, number> } {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const renderer = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.pid;
  const spans = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.pid !== renderer || e.ph !== 'X' || typeof e.tdur !== 'number' || typeof e.dur !== 'number') continue;
    const key = `${e.pid}:${e.tid}`;
    spans.set(key, [...(spans.get(key) ?? []), e]);
  }
  const byThread = new Map<string, number>();
  for (const [key, list] of spans) {
    list.sort((a, b) => a.ts - b.ts);
    let end = -Infinity;
    let cpu = 0;
    for (const e of list) {
      if (e.ts < end) continue;
      end = e.ts + (e.dur as number);
      cpu += e.tdur as number;
    }
    const name = (names.get(key) ?? 'other').replace(/\d+$/, '');
    byThread.set(name, (byThread.get(name) ?? 0) + cpu / 1000);
  }
  return { total: [...byThread.values()].reduce((a, b) => a + b, 0), byThread };
}

/** One import traced: the renderer's CPU time from the file chosen to the card shown. */
async function tracedImport(browser: Browser, page: Page, path: string, file: string): Promise<ReturnType<typeof rendererCpuMs>> {
  await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await importOnce(page, path);
  await browser.stopTracing();
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  return rendererCpuMs(trace.traceEvents);
}

async function inChromium(path: string): Promise<void> {
  const port = await freePort();
  const server = await startServer(port, DIST_DIR, { LLM_PROVIDER: 'builtin' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1600, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInLocally(page, { name: 'Bench User', email: 'bench@example.com' }, '/app');
    await openSeededDeck(page, sampleDeck('tpl-bench', 'Template bench', 4, 3));
    const runs: Shown[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await importOnce(page, path));
    const times = runs.map((r) => r.ms);
    console.log(`  Chromium against ${DIST_DIR}, the file chosen in the studio's gallery to its card shown with its pictures decoded:`);
    for (const [i, r] of runs.entries()) {
      const steps = r.steps.map(([step, at]) => `${step}@${at.toFixed(0)}`).join(' ');
      const read = r.steps.find(([step]) => step === 4)?.[1];
      console.log(`    run ${i + 1}: ${ms(r.ms)}; read steps ${steps || 'not seen'}${read === undefined ? '' : `; after the read: ${ms(r.ms - read)}`}`);
    }
    console.log(`    ${times.map(ms).join(', ')} (first run cold); median ${ms(median(times))}; target < ${TARGET_MS} ms: ${median(times) < TARGET_MS ? 'meets' : 'MISSES'}`);
    const cpu: ReturnType<typeof rendererCpuMs>[] = [];
    for (let i = 0; i < 3; i++) cpu.push(await tracedImport(browser, page, path, `${path}.trace-${i}.json`));
    const totals = cpu.map((c) => c.total);
    const parts = [...(cpu[0]?.byThread ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(`    the renderer's CPU time for the same (3 traced runs, load-independent): ${totals.map(ms).join(', ')}; median ${ms(median(totals))}`);
    console.log(`      first traced run by thread: ${parts.map(([thread, t]) => `${thread} ${ms(t)}`).join(', ')}`);
  } finally {
    await browser.close();
    server.kill();
  }
}

export async function run(): Promise<void> {
  const bytes = await bigTemplate();
  const path = join(mkdtempSync(join(tmpdir(), 'decksmith-bench-template-')), 'big.potx');
  writeFileSync(path, bytes);
  console.log(`A ${(bytes.length / (1024 * 1024)).toFixed(1)} MB template (a 1700 x 1120 background picture and a logo):`);
  await inNode(bytes);
  await inChromium(path);
}
