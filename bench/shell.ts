/**
 * App shell weight and cold start, on the built app (`npm run build` first; BENCH_DIST_DIR
 * picks another build folder).
 * 1. Gzipped JavaScript that /landing needs: the entry chunk from index.html, its static
 *    imports, and the /landing route chunk(s) with theirs. Target < 120 kB. Every chunk's
 *    size is printed too.
 * 2. Cold load from the service-worker cache to first contentful paint in Chromium, on the
 *    real server: median of 5 runs. Target < 500 ms.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { signInLocally } from '../tests/e2e/helpers/auth';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';
import { freePort, startServer } from './server';

const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const JS_TARGET_KB = 120;
const FCP_TARGET_MS = 500;
const RUNS = 5;
/** /app is the installed app's start_url; /landing the first page a visitor sees. */
const COLD_PATHS = ['/landing', '/app'] as const;

interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ViteChunk>;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
const gzipBytes = (file: string) => gzipSync(readFileSync(join(DIST_DIR, file)), { level: 9 }).length;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** Manifest keys of `roots` and everything they import statically (what must load before render). */
function withStaticImports(manifest: ViteManifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen];
}

/** The JavaScript files /landing loads before it renders, from index.html and the Vite manifest. */
export function landingJavaScript(manifest: ViteManifest, indexHtml: string): string[] {
  const htmlScripts = [...indexHtml.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKeys = htmlScripts.map((file) => {
    const key = file === undefined ? undefined : byFile.get(file);
    if (!key) throw new Error(`index.html loads ${file}, which the Vite manifest does not list`);
    return key;
  });
  // autoCodeSplitting names the route's lazy parts `src/routes/landing.tsx?tsr-split=...`.
  const routeKeys = Object.keys(manifest).filter((key) => /^src\/routes\/landing\.tsx(\?|$)/.test(key));
  if (routeKeys.length === 0) throw new Error('no /landing route chunk in the Vite manifest');
  const files = withStaticImports(manifest, [...entryKeys, ...routeKeys]).map((key) => manifest[key]?.file ?? key);
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

function reportBundle(): void {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const indexHtml = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
  const needed = landingJavaScript(manifest, indexHtml);
  console.log(`JavaScript needed for /landing (gzip -9), from ${DIST_DIR}:`);
  let total = 0;
  for (const file of needed) {
    const size = gzipBytes(file);
    total += size;
    console.log(`  ${kb(size)}  ${file}`);
  }
  const verdict = total < JS_TARGET_KB * 1000 ? 'under' : 'OVER';
  console.log(`  ${kb(total)}  total, ${verdict} the ${JS_TARGET_KB} kB target`);

  console.log('Every chunk (raw / gzip -9):');
  const chunks = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  const rows = chunks.map((file) => ({ file, raw: readFileSync(join(DIST_DIR, file)).length, gz: gzipBytes(file) }));
  for (const row of rows.sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(row.raw)} / ${kb(row.gz)}  ${row.file}`);
}

/**
 * FCP of the current document, waiting for it if the paint has not happened yet. A string,
 * not a function: tsx (esbuild keepNames) wraps named closures in a `__name` helper that
 * does not exist in the page.
 */
const READ_FCP = `new Promise((resolve, reject) => {
  const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  new PerformanceObserver(() => { if (found() !== undefined) resolve(found()); }).observe({ type: 'paint', buffered: true });
  if (found() !== undefined) resolve(found());
  setTimeout(() => reject(new Error('no first-contentful-paint within 10 s')), 10000);
})`;

async function readFcp(page: Page): Promise<number> {
  const fcp: unknown = await page.evaluate(READ_FCP);
  if (typeof fcp !== 'number') throw new Error(`unexpected FCP value ${String(fcp)}`);
  return fcp;
}

interface ColdRun {
  fcpMs: number;
  /** When the last byte of index.html arrived: the worker's share of the figure. */
  documentMs: number;
  fromServiceWorker: boolean;
  landedOn: string;
}

/**
 * One load in a fresh tab. With `stopWorker` the service worker is stopped first, so its
 * start-up counts, as when the app is opened after a while; without, it is already running.
 */
async function coldLoad(context: BrowserContext, url: string, stopWorker: boolean): Promise<ColdRun> {
  const page = await context.newPage();
  if (stopWorker) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  }
  const response = await page.goto(url, { waitUntil: 'load' });
  const fcpMs = await readFcp(page);
  const documentMs = Number(await page.evaluate("performance.getEntriesByType('navigation')[0]?.responseEnd ?? NaN"));
  const run = { fcpMs, documentMs, fromServiceWorker: response?.fromServiceWorker() ?? false, landedOn: new URL(page.url()).pathname };
  await page.close();
  return run;
}

async function reportPath(context: BrowserContext, url: string, stopWorker: boolean): Promise<void> {
  const runs: ColdRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(context, url, stopWorker));
  const fcp = median(runs.map((r) => r.fcpMs));
  const doc = median(runs.map((r) => r.documentMs));
  const served = runs.every((r) => r.fromServiceWorker) ? 'all from the service worker' : 'NOT all from the service worker';
  const landed = [...new Set(runs.map((r) => r.landedOn))].join(', ');
  const how = stopWorker ? 'worker stopped' : 'worker running';
  console.log(`  ${new URL(url).pathname} (${how}): FCP median ${fcp.toFixed(0)} ms (target < ${FCP_TARGET_MS} ms); index.html at ${doc.toFixed(0)} ms`);
  console.log(`    runs: ${runs.map((r) => r.fcpMs.toFixed(0)).join(', ')} ms; ${served}; rendered ${landed}`);
}

async function reportColdLoads(context: BrowserContext, origin: string): Promise<void> {
  // First visit: installs the worker, which precaches the shell and claims the page;
  // then a local sign-in, so /app renders the dashboard rather than the /login redirect.
  const first = await context.newPage();
  await first.goto(`${origin}/landing`);
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await signInLocally(first, { name: 'Bench User', email: 'bench@example.com' });
  await first.close();
  // Paint timings scale with CPU contention: say how busy the machine was.
  const [load1] = loadavg();
  console.log(`Load from the service-worker cache to first contentful paint, median of ${RUNS} (load average ${load1?.toFixed(1)} on ${cpus().length} cores):`);
  for (const path of COLD_PATHS) {
    await reportPath(context, `${origin}${path}`, true);
    await reportPath(context, `${origin}${path}`, false);
  }
}

export async function run(): Promise<void> {
  reportBundle();
  const port = await freePort();
  const server = await startServer(port, DIST_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const origin = `http://127.0.0.1:${port}`;
    // baseURL: the sign-in helper navigates with relative paths.
    await reportColdLoads(await browser.newContext({ baseURL: origin }), origin);
  } finally {
    await browser.close();
    server.kill();
  }
}
