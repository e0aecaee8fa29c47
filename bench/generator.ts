/**
 * Builtin generator latency over loopback HTTP: a 20-slide deck from a
 * 50-page document's text (~150,000 characters). Prints time to the first
 * topic line and to `done` for the outline and the content call.
 * Targets: first line < 100 ms, done < 1 s.
 */
import { createApp } from '../server/app';
import { createBuiltinProvider } from '../server/builtin/index';
import { bigDocument } from '../server/builtin/fixtures';
import { loadEnv } from '../server/env';
import { listenLoopback } from '../server/testing/loopback';
import { createLineParser } from '../src/protocol/parser';
import type { StreamLine } from '../src/protocol/lines';

const PAGES = 50;
const CHARS_PER_PAGE = 3_000;
const RUNS = 7;

interface Timing {
  firstTopicMs: number;
  doneMs: number;
  lines: StreamLine[];
}

async function timeCall(url: string, body: unknown): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  const parser = createLineParser();
  const lines: StreamLine[] = [];
  let firstTopicMs = NaN;
  const reader = res.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    for (const event of parser.push(next.value)) {
      if (event.kind !== 'line') throw new Error(`unexpected ${event.kind}`);
      if (event.line.type === 'topic' && Number.isNaN(firstTopicMs)) firstTopicMs = performance.now() - started;
      lines.push(event.line);
    }
  }
  parser.end();
  return { firstTopicMs, doneMs: performance.now() - started, lines };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function report(label: string, timings: Timing[]): void {
  const first = median(timings.map((t) => t.firstTopicMs));
  const done = median(timings.map((t) => t.doneMs));
  const verdict = first < 100 && done < 1000 ? 'met' : 'NOT MET';
  const cold = timings[0]!;
  console.log(`${label} (first request after start-up): first topic ${cold.firstTopicMs.toFixed(1)} ms, done ${cold.doneMs.toFixed(1)} ms`);
  console.log(`${label}: first topic ${first.toFixed(1)} ms, done ${done.toFixed(1)} ms (median of ${timings.length}; target < 100 ms / < 1000 ms: ${verdict})`);
}

export async function run(): Promise<void> {
  const doc = bigDocument(PAGES * CHARS_PER_PAGE);
  const llm = createBuiltinProvider();
  // As server/main.ts does at start-up: the first request must not pay for the JIT.
  await llm.warmUp?.();
  const server = await listenLoopback(createApp({ env: loadEnv({ RATE_LIMIT_PER_MINUTE: '10000' }), llm, serveApp: false }));
  try {
    // Each run gets a document of its own so no analysis cache can answer for it.
    const docFor = (i: number) => `${doc}\n\nAppendix ${i}: revision notes for edition ${i}.`;
    const outlineBody = (i: number) => ({ input_text: docFor(i), number_of_slides: 20, description_size: 'medium' });
    const outlines: Timing[] = [];
    for (let i = 0; i < RUNS; i++) outlines.push(await timeCall(`${server.url}/api/ppt/generate-outline-test`, outlineBody(i)));
    const topics = outlines[0]!.lines.filter((l) => l.type === 'topic');
    console.log(`document: ${doc.length.toLocaleString('en-US')} characters (${PAGES} pages), ${topics.length} topics`);
    report('outline', outlines);
    const contentBody = (i: number) => ({
      presentation_title: 'Bench deck',
      topics_array: JSON.stringify(topics),
      input_text: docFor(RUNS + i),
      number_of_slides: 20,
    });
    const contents: Timing[] = [];
    for (let i = 0; i < RUNS; i++) contents.push(await timeCall(`${server.url}/api/ppt/generate-content-test`, contentBody(i)));
    report('content', contents);
  } finally {
    await server.close();
  }
}
