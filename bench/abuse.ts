/**
 * Hostile inputs against the real server (server/main.ts on loopback, a new
 * process per case): for each, the worst event-loop block, as the server
 * measures it itself (HEALTH_LOOP_STATS=1 puts its longest event-loop delay
 * since the last reset in /api/health), and the server's memory growth (peak
 * RSS over the RSS just before). Targets: no block over 100 ms, no growth
 * over 200 MB. /api/health is also asked every ~10 ms from this process, as
 * another user would: that figure adds this process's own work (reading 200
 * streams, say) and whatever else the machine runs, and is printed beside.
 *
 * The hostile model answers come from bench/abuse-model.ts in a process of
 * its own, so its writing does not delay this process's probe.
 *
 * Most cases run their input once before the measured run (see warmUp).
 * `ABUSE_ONLY=<case name>` runs one case.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { zipFile } from '../src/extract/test-helpers';
import type { HostileMode } from './abuse-model';
import { freePort, startServer } from './server';

const TARGET_BLOCK_MS = 100;
const TARGET_GROWTH_MB = 200;
/** Longest a case's client waits for its answers before it gives up and hangs up. */
const CASE_BUDGET_MS = 45_000;
const PROBE_EVERY_MS = 10;
const PROBE_TIMEOUT_MS = 10_000;

interface Probe {
  worstMs: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

interface CaseResult {
  name: string;
  outcome: string;
  seconds: number;
  probe: Probe;
  /** The server's own longest event-loop delay during the case. */
  loopMaxMs: number;
  baseMb: number;
  peakMb: number;
}

interface AbuseCase {
  name: string;
  /** The hostile model mode the server is pointed at. */
  model: HostileMode;
  /**
   * Run the input once before measuring: the first time a code path runs (an error path of the AI SDK,
   * the parser in a fresh worker) it loads and compiles code, a one-time cost of a fresh process that
   * is not what the input costs each time (it is several hundred ms here).
   */
  warmUp?: boolean;
  run(base: string): Promise<string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The hostile files, built here: a few kilobytes on the wire, their weight is in what they ask of a parser.
const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (type: string, target: string) =>
  enc(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/${type}" Target="${target}"/></Relationships>`);
const types = (...parts: [part: string, type: string][]) =>
  enc(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      `<Default Extension="xml" ContentType="application/xml"/>${parts.map(([part, type]) => `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}"/>`).join('')}</Types>`,
  );

/** One slide whose text holds `count` tags opened and never closed: ~800 bytes zipped for 100,000. */
function unclosedTagsPptx(count = 100_000): Uint8Array {
  const ns = `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="${REL}"`;
  return zipFile({
    '[Content_Types].xml': types(['/ppt/presentation.xml', 'presentationml.presentation.main+xml'], ['/ppt/slides/slide1.xml', 'presentationml.slide+xml']),
    '_rels/.rels': rels('officeDocument', 'ppt/presentation.xml'),
    'ppt/presentation.xml': enc(`<p:presentation ${ns}><p:sldIdLst><p:sldId id="256" r:id="rId1"/></p:sldIdLst></p:presentation>`),
    'ppt/_rels/presentation.xml.rels': rels('slide', 'slides/slide1.xml'),
    'ppt/slides/slide1.xml': enc(`<p:sld ${ns}><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Before</a:t></a:r></a:p><a:p><a:r><a:t>${'<a'.repeat(count)}`),
  });
}

/** `count` paragraphs of one letter: ~50 KB zipped for 500,000. */
function tinyParagraphsDocx(count = 500_000): Uint8Array {
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  return zipFile({
    '[Content_Types].xml': types(['/word/document.xml', 'wordprocessingml.document.main+xml']),
    '_rels/.rels': rels('officeDocument', 'word/document.xml'),
    'word/document.xml': enc(`<w:document ${w}><w:body>${'<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(count)}</w:body></w:document>`),
  });
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Asks /api/health every ~10 ms until `stop` resolves; the slowest answer is the worst block. */
async function probeHealth(base: string, stop: Promise<void>): Promise<Probe> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const times: number[] = [];
  let failures = 0;
  while (!stopped) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    } catch {
      failures += 1;
    }
    const took = performance.now() - started;
    times.push(took);
    if (took < PROBE_EVERY_MS) await sleep(PROBE_EVERY_MS - took);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? NaN;
  return { worstMs: times.at(-1) ?? NaN, p50Ms: at(0.5), p99Ms: at(0.99), failures };
}

/** Peak RSS of `pid` until `stop` resolves, sampled every 25 ms. */
async function samplePeak(pid: number, stop: Promise<void>): Promise<number> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let peak = rssMb(pid);
  while (!stopped) {
    const now = rssMb(pid);
    if (now > peak) peak = now;
    await sleep(25);
  }
  return peak;
}

function multipart(name: string, bytes: Uint8Array): { body: Uint8Array; type: string } {
  const boundary = `----abuse${Math.random().toString(16).slice(2)}`;
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head, 0);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(base: string, name: string, bytes: Uint8Array): Promise<string> {
  const { body, type } = multipart(name, bytes);
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/v1/extract/extract-text`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: body as Uint8Array<ArrayBuffer>,
      signal: AbortSignal.timeout(CASE_BUDGET_MS),
    });
    const text = await res.text();
    const said = res.ok ? `${text.length} chars` : (/"error":"([^"]*)"/.exec(text)?.[1] ?? text).slice(0, 70);
    return `${res.status} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${said}`;
  } catch (error) {
    return `no answer (${(error as Error).name}) after ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }
}

interface StreamOutcome {
  status: number;
  lines: number;
  longestLine: number;
  last: string;
  seconds: number;
}

/** An outline call read to its end (or to the budget), summarised. */
async function outlineStream(base: string, budgetMs = CASE_BUDGET_MS): Promise<StreamOutcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let lines = 0;
  let longestLine = 0;
  let last = '';
  let status = 0;
  try {
    const res = await fetch(`${base}/api/ppt/generate-outline-test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input_text: 'Ocean currents', number_of_slides: 4 }),
      signal: AbortSignal.timeout(budgetMs),
    });
    status = res.status;
    if (!res.body) return { status, lines, longestLine, last: 'no body', seconds: seconds() };
    let pending = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      pending += decoder.decode(chunk, { stream: true });
      let at: number;
      while ((at = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, at);
        pending = pending.slice(at + 1);
        lines += 1;
        longestLine = Math.max(longestLine, line.length);
        if (!line.includes('"type":"status"')) last = line.length > 90 ? `${line.slice(0, 87)}...` : line;
      }
      // A line that never ends is held here: keep the tail only, and count it.
      if (pending.length > 1_000_000) {
        longestLine = Math.max(longestLine, pending.length);
        pending = pending.slice(-1000);
      }
    }
  } catch (error) {
    last = `client gave up (${(error as Error).name})`;
  }
  return { status, lines, longestLine, last, seconds: seconds() };
}

function describeStream(o: StreamOutcome): string {
  return `${o.status} in ${o.seconds.toFixed(1)} s, ${o.lines} lines, longest ${(o.longestLine / 1024).toFixed(0)} KB, last ${o.last}`;
}

/** Sends `head` and then nothing; the time until the server answers or closes. */
function stalledBody(port: number, budgetMs: number): Promise<{ answer: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('POST /api/ppt/generate-outline-test HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"input_text":"'),
    );
    const done = () => resolve({ answer: answer.split('\r\n')[0] || '(closed, no answer)', seconds: (performance.now() - started) / 1000 });
    socket.on('data', (d) => (answer += String(d)));
    socket.on('error', () => undefined);
    socket.on('close', done);
    setTimeout(() => socket.destroy(), budgetMs);
  });
}

async function oversize(base: string): Promise<string> {
  const port = Number(new URL(base).port);
  const out: string[] = [];
  const declared = await fetch(`${base}/api/ppt/generate-outline-test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"input_text":"${'a'.repeat(50 * 1024 * 1024)}"}`,
  }).then((r) => r.status, (e: Error) => e.name);
  out.push(`50 MB JSON: ${declared}`);
  // Chunked, so no Content-Length tells the size up front: 20 MB written as fast as the socket takes it.
  const chunked = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /api/ppt/generate-outline-test HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
      const piece = 'a'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += piece.length;
          if (!socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`)) return void socket.once('drain', pump);
        }
        socket.write('0\r\n\r\n');
      };
      pump();
    });
    let answer = '';
    socket.on('data', (d) => {
      answer += String(d);
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer.split('\r\n')[0] || '(closed, no answer)'));
    setTimeout(() => socket.destroy(), CASE_BUDGET_MS);
  });
  out.push(`20 MB chunked: ${chunked.replace('HTTP/1.1 ', '')}`);
  out.push(`30 MB upload: ${(await upload(base, 'big.docx', new Uint8Array(30 * 1024 * 1024))).split(':')[0]}`);
  return out.join('; ');
}

const CASES: AbuseCase[] = [
  // The probe's own noise on this machine: nothing hostile runs.
  { name: 'idle (noise floor)', model: 'normal', run: async () => (await sleep(5_000), 'nothing sent for 5 s') },
  { name: 'pptx, 100k unclosed <', warmUp: true, model: 'normal', run: (b) => upload(b, 'unclosed.pptx', unclosedTagsPptx()) },
  { name: 'docx, 500k paragraphs', warmUp: true, model: 'normal', run: (b) => upload(b, 'tiny.docx', tinyParagraphsDocx()) },
  {
    name: 'two such docx at once',
    warmUp: true,
    model: 'normal',
    run: async (b) => (await Promise.all([upload(b, 'a.docx', tinyParagraphsDocx()), upload(b, 'b.docx', tinyParagraphsDocx())])).join(' | '),
  },
  { name: '"}" flood model', warmUp: true, model: 'flood', run: async (b) => describeStream(await outlineStream(b)) },
  { name: 'endless model stream', warmUp: true, model: 'endless', run: async (b) => describeStream(await outlineStream(b)) },
  { name: 'looping model stream', warmUp: true, model: 'loop', run: async (b) => describeStream(await outlineStream(b)) },
  { name: '1 MB heading', warmUp: true, model: 'bigheading', run: async (b) => describeStream(await outlineStream(b)) },
  {
    name: '200 concurrent streams',
    warmUp: true,
    model: 'normal',
    run: async (b) => {
      const all = await Promise.all(Array.from({ length: 200 }, () => outlineStream(b)));
      const done = all.filter((o) => o.status === 200 && o.last.includes('"type":"done"')).length;
      const slowest = Math.max(...all.map((o) => o.seconds));
      const statuses = [...new Set(all.map((o) => o.status))].join(',');
      return `${done}/200 ended with done (statuses ${statuses}), slowest ${slowest.toFixed(1)} s`;
    },
  },
  { name: 'oversize bodies', model: 'normal', run: oversize },
  {
    name: 'stalled bodies (20)',
    model: 'normal',
    run: async (b) => {
      const port = Number(new URL(b).port);
      const all = await Promise.all(Array.from({ length: 20 }, () => stalledBody(port, 320_000)));
      const answers = [...new Set(all.map((a) => a.answer))].join(' / ');
      return `${answers} after ${Math.max(...all.map((a) => a.seconds)).toFixed(1)} s at most`;
    },
  },
];

async function setModelMode(modelUrl: string, mode: HostileMode): Promise<void> {
  const res = await fetch(`${modelUrl}/mode/${mode}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`the hostile model refused mode ${mode}`);
}

/** The hostile model process; resolves with its base URL. */
async function startModel(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/abuse-model.ts', '--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const port = /^listening (\d+)$/.exec(line)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}`, child };
  }
  throw new Error('the hostile model did not start');
}

async function runCase(c: AbuseCase, modelUrl: string): Promise<CaseResult> {
  const port = await freePort();
  const server = await startServer(port, 'dist', {
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: `${modelUrl}/v1`,
    LLM_MODEL: 'hostile',
    // Every request of the bench comes from one address; the per-client limit is not what is measured.
    RATE_LIMIT_PER_MINUTE: '100000',
    // The server measures its own event-loop delay and reports it in /api/health (server/http/loop-stats.ts).
    HEALTH_LOOP_STATS: '1',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const pid = server.pid!;
    // One ordinary model call and one upload first: the first of each loads code (the AI SDK, the extraction
    // worker) that every later one finds loaded; that one-time cost is not what a hostile input costs.
    await setModelMode(modelUrl, 'normal');
    await outlineStream(base);
    await upload(base, 'warm-up.txt', enc('Warm-up text.'));
    await setModelMode(modelUrl, c.model);
    if (c.warmUp) await c.run(base);
    // Let start-up work (pdf.js preload, the worker pool) settle before the baseline.
    await sleep(1500);
    const baseMb = rssMb(pid);
    await serverLoop(base, true);
    let finish!: () => void;
    const stop = new Promise<void>((r) => (finish = r));
    const probe = probeHealth(base, stop);
    const peak = samplePeak(pid, stop);
    const started = performance.now();
    const outcome = await c.run(base).catch((error: unknown) => `bench error: ${(error as Error).message}`);
    const seconds = (performance.now() - started) / 1000;
    // A little longer: work the server goes on doing after the answer (a worker still parsing) shows too.
    await sleep(500);
    finish();
    const loop = await serverLoop(base, false);
    return { name: c.name, outcome, seconds, probe: await probe, loopMaxMs: loop.maxMs, baseMb, peakMb: await peak };
  } finally {
    server.kill();
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
  }
}

/** The server's own longest event-loop delay since the last reset (it measures it itself with HEALTH_LOOP_STATS=1). */
async function serverLoop(base: string, reset: boolean): Promise<{ maxMs: number }> {
  const res = await fetch(`${base}/api/health${reset ? '?reset=1' : ''}`);
  const body = (await res.json()) as { eventLoop?: { maxMs: number } };
  return { maxMs: body.eventLoop?.maxMs ?? NaN };
}

function mark(ok: boolean): string {
  return ok ? 'ok  ' : 'OVER';
}

function report(r: CaseResult): void {
  const growth = r.peakMb - r.baseMb;
  const block = `${r.loopMaxMs.toFixed(0).padStart(6)} ms ${mark(r.loopMaxMs <= TARGET_BLOCK_MS)}`;
  const mem = `${growth.toFixed(0).padStart(5)} MB ${mark(growth <= TARGET_GROWTH_MB)}`;
  const fails = r.probe.failures > 0 ? `, ${r.probe.failures} health probes failed` : '';
  console.log(`${r.name.padEnd(26)} ${block}  ${mem}  (health seen from outside: p50 ${r.probe.p50Ms.toFixed(1)} ms, worst ${r.probe.worstMs.toFixed(0)} ms; RSS ${r.baseMb.toFixed(0)} -> ${r.peakMb.toFixed(0)} MB${fails})`);
  console.log(`${''.padEnd(26)} ${r.outcome}`);
}

export async function run(): Promise<void> {
  const only = process.env.ABUSE_ONLY;
  const cases = only ? CASES.filter((c) => c.name.includes(only)) : CASES;
  if (cases.length === 0) throw new Error(`ABUSE_ONLY=${only} names no case (cases: ${CASES.map((c) => c.name).join('; ')})`);
  const model = await startModel();
  try {
    console.log(`targets: worst event-loop block <= ${TARGET_BLOCK_MS} ms (the server's own longest event-loop delay; /api/health is also asked every ${PROBE_EVERY_MS} ms from here), memory growth <= ${TARGET_GROWTH_MB} MB (server RSS)`);
    console.log(`${'case'.padEnd(26)} ${'worst block'.padStart(14)}  ${'growth'.padStart(13)}`);
    for (const c of cases) report(await runCase(c, model.url));
  } finally {
    model.child.stdin?.end();
    model.child.kill();
  }
}
