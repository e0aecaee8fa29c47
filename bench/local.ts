/**
 * The local model provider, through the real server over loopback:
 * 1. with the tiny test model (written to a temp folder): the time the
 *    pipeline adds around the model, i.e. from the token that closes the
 *    first topic to the client reading that topic line, and from the last
 *    token to the client reading `done` (target < 50 ms each); the plain
 *    first token -> first topic line time, the model's load time and its
 *    tokens per second are printed too;
 * 2. with a real model given by DECKSMITH_BENCH_MODEL=path.gguf: time to the
 *    first slide and to the whole deck of 10 slides (outline then content);
 *    skipped with a message when unset. Not run in CI.
 * LLM_THREADS sets the CPU threads (default 1 for the tiny model, all cores
 * for a real one); LLM_GPU=off keeps a real model on the CPU.
 * Run: `npm run bench -- local` or `npx tsx bench/local.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAll } from '../src/protocol/parser';
import type { StreamLine } from '../src/protocol/lines';
import { createApp } from '../server/app';
import { loadEnv } from '../server/env';
import { createLocalProvider, type LocalProvider, type LocalTrace } from '../server/providers/llm/local';
import { listenLoopback, type Loopback } from '../server/testing/loopback';
import { writeTinyGguf } from '../server/testing/tiny-gguf';

const TARGET_MS = 50;
const ROUNDS = 5;

/** What the model did during one request, in performance.now() time. */
class Recorder implements LocalTrace {
  chunks: Array<{ at: number; text: string }> = [];
  tokenCount = 0;
  ended = 0;

  reset(): void {
    this.chunks = [];
    this.tokenCount = 0;
    this.ended = 0;
  }
  text(chunk: string): void {
    this.chunks.push({ at: performance.now(), text: chunk });
  }
  tokens(count: number): void {
    this.tokenCount += count;
  }
  end(): void {
    this.ended = performance.now();
  }

  /**
   * When the model wrote the `}` that closes the first object inside the
   * answer's list: the outline's first topic is complete from then on.
   */
  firstItemClosedAt(): number {
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (const { at, text } of this.chunks) {
      for (const ch of text) {
        if (inString) {
          if (escaped) escaped = false;
          else if (ch === '\\') escaped = true;
          else if (ch === '"') inString = false;
        } else if (ch === '"') inString = true;
        else if (ch === '{' || ch === '[') depth++;
        else if (ch === '}' || ch === ']') {
          if (depth === 3 && ch === '}') return at;
          depth--;
        }
      }
    }
    return Number.NaN;
  }
}

/** Posts a generation call and notes when each NDJSON line was read. */
async function stream(url: string, path: string, body: unknown): Promise<Array<{ at: number; line: StreamLine }>> {
  const res = await fetch(`${url}/api/ppt/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${path}: HTTP ${res.status}`);
  const out: Array<{ at: number; line: StreamLine }> = [];
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  for await (const chunk of res.body) {
    const at = performance.now();
    pending += decoder.decode(chunk, { stream: true });
    const cut = pending.lastIndexOf('\n');
    if (cut < 0) continue;
    for (const event of parseAll(new TextEncoder().encode(pending.slice(0, cut + 1)))) {
      if (event.kind === 'line') out.push({ at, line: event.line });
    }
    pending = pending.slice(cut + 1);
  }
  return out;
}

async function serve(provider: LocalProvider): Promise<Loopback> {
  return listenLoopback(createApp({ env: loadEnv({ RATE_LIMIT_PER_MINUTE: '10000' }, () => false), llm: provider, serveApp: false }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(1).padStart(8)} ms`;
const verdict = (x: number) => `(target < ${TARGET_MS} ms: ${x < TARGET_MS ? 'met' : 'NOT MET'})`;

async function benchTiny(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'decksmith-bench-local-'));
  const recorder = new Recorder();
  const threads = Number(process.env.LLM_THREADS) || 1;
  const provider = createLocalProvider({ modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')), gpu: false, threads, seed: 5, trace: recorder });
  const server = await serve(provider);
  try {
    const load = await provider.load();
    const firstGap: number[] = [];
    const plainFirst: number[] = [];
    const doneGap: number[] = [];
    const rates: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      recorder.reset();
      const lines = await stream(server.url, 'generate-outline-test', { input_text: 'Lighthouses of the Atlantic coast', number_of_slides: 6 });
      const topic = lines.find((l) => l.line.type === 'topic');
      const done = lines.find((l) => l.line.type === 'done');
      if (!topic || !done) throw new Error(`the outline stream had no topic or no done line: ${JSON.stringify(lines.map((l) => l.line.type))}`);
      const first = recorder.chunks[0]?.at ?? Number.NaN;
      const last = recorder.chunks.at(-1)?.at ?? Number.NaN;
      if (round === 0) continue; // warm-up: grammar, JIT
      firstGap.push(topic.at - recorder.firstItemClosedAt());
      plainFirst.push(topic.at - first);
      doneGap.push(done.at - Math.max(last, recorder.ended));
      rates.push(recorder.tokenCount / ((last - first) / 1000));
    }
    console.log(`tiny model (2 layers of 64, byte tokens), CPU, ${threads} thread${threads === 1 ? '' : 's'}; outline of 5 topics, median of ${ROUNDS}`);
    console.log(`  model load (first request)               ${ms(load)}`);
    console.log(`  token closing topic 1 -> its topic line  ${ms(median(firstGap))} ${verdict(median(firstGap))}`);
    console.log(`  last token -> done line                   ${ms(median(doneGap))} ${verdict(median(doneGap))}`);
    console.log(`  first token -> first topic line (model included) ${ms(median(plainFirst))}`);
    console.log(`  model speed                               ${median(rates).toFixed(0).padStart(8)} tokens/s`);
  } finally {
    await server.close();
    await provider.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

async function benchReal(path: string): Promise<void> {
  const recorder = new Recorder();
  const threads = Number(process.env.LLM_THREADS) || undefined;
  const provider = createLocalProvider({
    modelPath: path,
    gpu: process.env.LLM_GPU === 'off' ? false : 'auto',
    ...(threads ? { threads } : {}),
    trace: recorder,
  });
  const server = await serve(provider);
  try {
    const load = await provider.load();
    recorder.reset();
    const started = performance.now();
    const outline = await stream(server.url, 'generate-outline-test', { input_text: 'How lighthouses work', number_of_slides: 10 });
    const outlineTokens = recorder.tokenCount;
    const outlineDone = performance.now();
    const firstTopic = outline.find((l) => l.line.type === 'topic');
    const topics = outline.flatMap((l) => (l.line.type === 'topic' ? [{ topic_id: l.line.topic_id, heading: l.line.heading, overview: l.line.overview }] : []));
    if (topics.length === 0) throw new Error(`the model wrote no topics: ${JSON.stringify(outline.map((l) => l.line))}`);
    recorder.reset();
    const contentStart = performance.now();
    const content = await stream(server.url, 'generate-content-test', { presentation_title: 'How lighthouses work', topics_array: topics });
    const end = performance.now();
    const firstSlide = content.find((l) => l.line.type === 'topic');
    const rate = (outlineTokens + recorder.tokenCount) / ((outlineDone - started + end - contentStart) / 1000);
    console.log(`${path}: 10 slides (${topics.length} topics)`);
    console.log(`  model load                      ${ms(load)}`);
    console.log(`  first topic of the outline      ${ms((firstTopic?.at ?? Number.NaN) - started)}`);
    console.log(`  outline complete                ${ms(outlineDone - started)}`);
    console.log(`  first content slide             ${ms((firstSlide?.at ?? Number.NaN) - started)} (from the outline request)`);
    console.log(`  whole deck                      ${ms(end - started)}`);
    console.log(`  model speed                     ${rate.toFixed(1).padStart(8)} answer tokens/s (time reading the prompts included)`);
  } finally {
    await server.close();
    await provider.dispose();
  }
}

/** Prints the pipeline's added latency on the tiny model, and a real model's deck times when one is given. */
export async function run(): Promise<void> {
  await benchTiny();
  const real = process.env.DECKSMITH_BENCH_MODEL?.trim();
  if (real) await benchReal(real);
  else console.log('real model: skipped (set DECKSMITH_BENCH_MODEL=/path/to/model.gguf to time a 10-slide deck)');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
