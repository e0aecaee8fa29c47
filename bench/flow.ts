/**
 * The creation flow in Chromium, on the built app (`npm run build` first;
 * BENCH_DIST_DIR picks another build) and the real server with the builtin
 * generator, as a user drives it:
 * 1. Upload of a 50-page PDF: from 'Extract Text' to 'Text Extracted
 *    Successfully!', the extraction running in the Web Worker. Target < 2 s.
 * 2. From the 'Generate PPT' click to the first slide's heading on /home.
 *    Target < 300 ms.
 * 3. Main-thread long tasks (PerformanceObserver 'longtask') from 'Continue
 *    to Visuals' until a 60-slide deck has streamed in, in each of 3 runs.
 *    Target: none > 50 ms.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { signInLocally } from '../tests/e2e/helpers/auth';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';
import { ensurePdf } from './extract';
import { freePort, startServer } from './server';

const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const EXTRACT_TARGET_MS = 2000;
const HEADING_TARGET_MS = 300;
const LONG_TASK_MS = 50;
const RUNS = 3;
/** What /home draws a slide's heading in (src/screens/studio). */
const HEADING_SELECTOR = '[data-slide-heading]';

/**
 * Installed before the app loads: long tasks are collected from the start and
 * a click on 'Generate PPT' arms a watcher that notes when the first slide
 * heading with text appears. A string, not a function: tsx (esbuild
 * keepNames) wraps closures in a `__name` helper the page does not have.
 */
const PAGE_PROBES = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  // Attribution only: the long animation frames (their scripts and rendering) the long tasks fall in.
  window.__frames = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__frames.push({
      start: e.startTime, ms: e.duration, renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart,
      scripts: e.scripts.map((s) => ({ start: s.startTime, ms: s.duration, invoker: s.invoker, fn: s.sourceFunctionName, url: s.sourceURL.replace(/^.*\\//, ''), layout: s.forcedStyleAndLayoutDuration })),
    }); }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target || !target.textContent.trim().startsWith('Generate PPT')) return;
    window.__clickAt = performance.now();
    window.__headingAt = undefined;
    const seen = () => [...document.querySelectorAll('${HEADING_SELECTOR}')].some((el) => el.textContent.trim() !== '');
    const observer = new MutationObserver(() => { if (seen()) { window.__headingAt = performance.now(); observer.disconnect(); } });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, true);
`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

async function timeExtraction(page: Page, pdf: string): Promise<number> {
  await page.goto('/start');
  await page.getByRole('button', { name: /Import file or URL/ }).click();
  await page.locator('input[type="file"]').setInputFiles(pdf);
  const started = Date.now();
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await page.getByText('Text Extracted Successfully!').waitFor({ timeout: 30_000 });
  return Date.now() - started;
}

async function reportExtraction(page: Page): Promise<void> {
  let pdf: string;
  try {
    pdf = ensurePdf();
  } catch (error) {
    console.log(`  extraction skipped: LibreOffice could not make the PDF (${(error as Error).message.split('\n')[0]})`);
    return;
  }
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeExtraction(page, pdf));
  const verdict = median(runs) < EXTRACT_TARGET_MS ? 'meets' : 'MISSES';
  console.log(`  50-page PDF in the worker, 'Extract Text' to success: median ${median(runs).toFixed(0)} ms (runs ${runs.join(', ')} ms); target < ${EXTRACT_TARGET_MS} ms: ${verdict}`);
}

/** Drives /generate to step 3 with `slides` slides; returns when 'Continue to Visuals' was pressed. */
async function toVisuals(page: Page, slides: number): Promise<void> {
  await page.goto('/generate');
  await page.getByLabel('Presentation title / topic').fill(`Ocean plastic, part ${Date.now()}`);
  if (slides > 20) {
    await page.getByLabel(/More slides/).check();
    await page.getByRole('slider', { name: 'Number of slides' }).fill(String(slides));
  } else {
    await page.getByRole('radio', { name: `${slides} slides`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Continue to Visuals' && !b.disabled), undefined, { timeout: 60_000, polling: 100 });
  await page.evaluate('window.__longTasks = []');
  await button(page, 'Continue to Visuals').click();
}

/**
 * A button by its text, found among the page's buttons only. From here on
 * the bench touches the page only this lightly: its probes run on the page's
 * main thread too, and a role query (the accessible name of every element,
 * as getByRole computes it) over step 3 or a streaming deck is itself a task
 * of tens of ms that would be counted against the app.
 */
function button(page: Page, text: string) {
  return page.locator('button').filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) });
}

/** 'Generate PPT' to the first heading on /home, in ms of the page's own clock. */
async function timeFirstHeading(page: Page, slides: number): Promise<number> {
  await toVisuals(page, slides);
  // The button names its price: 'Generate PPT (7 credits)'.
  await button(page, 'Generate PPT \\([^)]*\\)').click();
  // Functions, not strings: the app's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(() => (window as unknown as { __headingAt?: number }).__headingAt !== undefined, undefined, { timeout: 30_000 });
  return Number(await page.evaluate('window.__headingAt - window.__clickAt'));
}

/** A 'long-animation-frame' entry as the page probe keeps it. */
interface LongFrame {
  start: number;
  ms: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { start: number; ms: number; invoker: string; fn: string; url: string; layout: number }[];
}

/** Where a long task's time went, from the long animation frame it falls in: its scripts, then style and layout. */
function attribution(task: { start: number; ms: number }, frames: readonly LongFrame[]): string {
  const frame = frames.find((f) => f.start <= task.start + 1 && task.start < f.start + f.ms);
  if (!frame) return '      (no long animation frame recorded around it)';
  const inTask = frame.scripts.filter((s) => s.start < task.start + task.ms && task.start <= s.start + s.ms);
  // None inside the task: the frame's other scripts still tell what the page was doing around it.
  const scripts = (inTask.length > 0 ? inTask : frame.scripts)
    .map((s) => `${s.ms.toFixed(0)} ms at ${(s.start - task.start).toFixed(0)} ms ${s.invoker}${s.fn ? ` ${s.fn}` : ''}${s.url ? ` (${s.url})` : ''}${s.layout > 1 ? `, forced style/layout ${s.layout.toFixed(0)} ms` : ''}`);
  const end = frame.start + frame.ms;
  const render = frame.renderStart > 0 ? `rendering ${(end - frame.renderStart).toFixed(0)} ms (style and layout ${(end - (frame.styleAndLayoutStart || end)).toFixed(0)} ms)` : 'no rendering';
  return [`      frame of ${frame.ms.toFixed(0)} ms: ${render}`, ...scripts.map((s) => `      script ${s}`)].join('\n');
}

/** One 60-slide stream: the long tasks from 'Continue to Visuals' until the last slide is complete, each with its attribution. */
async function longTasksOnce(page: Page, slides: number): Promise<{ count: number; over: number[] }> {
  await timeFirstHeading(page, slides);
  await page.waitForFunction(
    (n) => document.querySelectorAll('ol[aria-label="Slides"] > li').length === n && document.querySelectorAll('[data-testid="live-marker"]').length === 0,
    slides,
    { timeout: 120_000, polling: 250 },
  );
  const tasks = (await page.evaluate('window.__longTasks')) as { start: number; ms: number }[];
  const over = tasks.filter((t) => t.ms > LONG_TASK_MS);
  const clickAt = Number(await page.evaluate('window.__clickAt'));
  const frames = (await page.evaluate('window.__frames')) as LongFrame[];
  for (const task of over) {
    console.log(`    ${task.ms.toFixed(0)} ms long task at ${(task.start - clickAt).toFixed(0)} ms from the 'Generate PPT' click`);
    console.log(attribution(task, frames));
  }
  return { count: tasks.length, over: over.map((t) => t.ms) };
}

async function reportLongTasks(page: Page, slides: number): Promise<void> {
  const runs: { count: number; over: number[] }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await longTasksOnce(page, slides));
  const over = runs.flatMap((r) => r.over);
  const worst = Math.max(0, ...over);
  const verdict = over.length === 0 ? 'meets' : 'MISSES';
  const perRun = runs.map((r) => `${r.count} long, ${r.over.length} over`).join('; ');
  console.log(`  ${slides}-slide deck streaming, ${RUNS} runs (${perRun}): ${over.length} over ${LONG_TASK_MS} ms${over.length ? `, longest ${worst.toFixed(0)} ms` : ''}; target none over ${LONG_TASK_MS} ms: ${verdict}`);
  // Long tasks are wall-clock time: on a loaded machine a short task is stretched by the other processes.
  console.log(`  (load average ${loadavg()[0]?.toFixed(1)} at the end of the runs)`);
}

export async function run(): Promise<void> {
  const port = await freePort();
  // The bench makes more generation calls in a minute than a person would.
  const server = await startServer(port, DIST_DIR, { RATE_LIMIT_PER_MINUTE: '10000' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ baseURL: origin });
    await context.addInitScript(PAGE_PROBES);
    const page = await context.newPage();
    await signInLocally(page, { name: 'Bench User', email: 'bench@example.com' });
    const [load1] = loadavg();
    console.log(`Creation flow in Chromium against ${DIST_DIR} (load average ${load1?.toFixed(1)} on ${cpus().length} cores):`);
    await reportExtraction(page);
    const headings: number[] = [];
    for (let i = 0; i < RUNS; i++) headings.push(await timeFirstHeading(page, 5));
    const verdict = median(headings) < HEADING_TARGET_MS ? 'meets' : 'MISSES';
    console.log(`  'Generate PPT' to the first slide heading on /home (5 slides): median ${median(headings).toFixed(0)} ms (runs ${headings.map((h) => h.toFixed(0)).join(', ')} ms); target < ${HEADING_TARGET_MS} ms: ${verdict}`);
    await reportLongTasks(page, 60);
  } finally {
    await browser.close();
    server.kill();
  }
}
