/**
 * The main-thread side of streaming a deck:
 * 1. applying a 60-slide content stream to the valtio deck store in the
 *    worker's 50 ms batches: no batch may be a long task (target: the
 *    slowest < 50 ms; the median is printed too, GC pauses make the spikes);
 * 2. from generateDeck() to the first slide in the store against the real
 *    server with the builtin generator, over loopback (target < 300 ms).
 * Run: `npx tsx bench/stream.ts` (it also exports run() like the others).
 */
import { pathToFileURL } from 'node:url';
import { createApiClient } from '../src/api/client';
import { createDefaultGenerationConfig } from '../src/core/schemas/config';
import type { OutlineTopic } from '../src/core/schemas/outline';
import { parseAll, type ParseEvent } from '../src/protocol/parser';
import { createDeckStore, reduceContentEvents } from '../src/state/deck';
import { createGenerationStore } from '../src/state/generation';
import { createApp } from '../server/app';
import { createBuiltinProvider } from '../server/builtin/index';
import { loadEnv } from '../server/env';
import { listenLoopback } from '../server/testing/loopback';
import { makeContentStream } from '../tests/helpers/content-stream';

const SLIDES = 60;
// A fast generator writes several lines per 50 ms window: group them like the worker would.
const EVENTS_PER_BATCH = 4;
const LONG_TASK_MS = 50;
const FIRST_SLIDE_TARGET_MS = 300;

function batches(events: readonly ParseEvent[]): ParseEvent[][] {
  const out: ParseEvent[][] = [];
  for (let i = 0; i < events.length; i += EVENTS_PER_BATCH) out.push(events.slice(i, i + EVENTS_PER_BATCH));
  return out;
}

/** Per-batch and total time of applying every batch to a fresh deck store. */
function applyOnce(groups: readonly ParseEvent[][]): { times: number[]; total: number; slides: number } {
  const deck = createDeckStore();
  const times: number[] = [];
  const started = performance.now();
  for (const group of groups) {
    const t = performance.now();
    const batch = reduceContentEvents(deck.slides(), group);
    deck.commit(batch.slides);
    // What the persistence hook costs per batch: a snapshot of the slides.
    void deck.slides().length;
    times.push(performance.now() - t);
  }
  return { times, total: performance.now() - started, slides: deck.state.slides.length };
}

function benchApply(): void {
  const events = parseAll(makeContentStream(SLIDES));
  const groups = batches(events);
  applyOnce(groups); // warm-up: JIT and valtio's caches
  const runs = Array.from({ length: 5 }, () => applyOnce(groups));
  const all = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const worst = all.at(-1) ?? Number.NaN;
  const median = all[Math.floor(all.length / 2)] ?? Number.NaN;
  const total = runs.reduce((sum, r) => sum + r.total, 0) / runs.length;
  console.log(`${SLIDES}-slide content stream, ${groups.length} batches of ${EVENTS_PER_BATCH} events -> ${runs[0]?.slides} slides`);
  console.log(`  median batch applied to the store   ${median.toFixed(2).padStart(7)} ms`);
  console.log(`  slowest batch                       ${worst.toFixed(2).padStart(7)} ms (target < ${LONG_TASK_MS} ms: ${worst < LONG_TASK_MS ? 'met' : 'NOT MET'})`);
  console.log(`  whole stream, main-thread work      ${total.toFixed(2).padStart(7)} ms`);
}

async function benchFirstSlide(): Promise<void> {
  const server = await listenLoopback(createApp({ env: loadEnv({}), llm: createBuiltinProvider(), serveApp: false }));
  try {
    const config = createDefaultGenerationConfig({ input_text: 'Renewable energy for small towns', number_of_slides: 10 });
    const topics: OutlineTopic[] = Array.from({ length: 9 }, (_, i) => ({
      topic_id: `topic_${i + 1}`,
      heading: `Part ${i + 1} of the plan`,
      overview: '',
      visual_mode: 'icon',
      icon_prompt: '',
      image_prompt: '',
    }));
    const times: number[] = [];
    for (let round = 0; round < 6; round++) {
      // A new client each round: the content cache must not answer.
      const store = createGenerationStore({ api: createApiClient({ baseUrl: `${server.url}/api` }), deck: createDeckStore() });
      const started = performance.now();
      let first = 0;
      const off = store.onSlidesChanged(() => (first ||= performance.now() - started));
      await store.generateDeck(config, topics);
      off();
      if (round > 0) times.push(first);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
    console.log(`generateDeck() -> first slide in the store (builtin, loopback), median of ${times.length}`);
    console.log(`  ${median.toFixed(1).padStart(7)} ms (target < ${FIRST_SLIDE_TARGET_MS} ms: ${median < FIRST_SLIDE_TARGET_MS ? 'met' : 'NOT MET'})`);
  } finally {
    await server.close();
  }
}

/** Prints the main-thread cost of applying a streamed deck and the first-slide latency. */
export async function run(): Promise<void> {
  benchApply();
  await benchFirstSlide();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
