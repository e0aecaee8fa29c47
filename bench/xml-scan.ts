/**
 * The Office XML scanner (src/extract/ooxml.ts) on hostile parts: each
 * shape 100,000 times over, the time to its answer (a damaged-file or cap
 * refusal, or the tokens). A backtracking regex scanner goes quadratic on
 * 100,000 unclosed '<', which these shapes catch. Target: each under
 * 100 ms, the bound on a blocked event loop (the scan runs on a worker
 * thread on the server, in the extraction worker in the browser). Also the
 * rate on an ordinary part.
 */
import { createXmlBudget, measureXml, scanXml } from '../src/extract/ooxml';

const N = 100_000;
const TARGET_MS = 100;

const SHAPES: readonly [string, string][] = [
  ['tags never closed (<a)', `<w:t>${'<a'.repeat(N)}`],
  ['tags run into one (<a ... >)', `<w:t>${'<a'.repeat(N)}</w:t>`],
  ['stray < characters', `<w:t>${'< '.repeat(N)}</w:t>`],
  ['unclosed comments', '<!--'.repeat(N)],
  ['unclosed CDATA', '<![CDATA['.repeat(N)],
  ['attribute quotes never closed', `<a b="${'<a b="'.repeat(N)}`],
  ['long attribute run, no "="', `<a ${'x'.repeat(N * 2)}>`],
  ['deep nesting', '<a>'.repeat(N)],
  ['500k tiny paragraphs (to the cap)', '<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(500_000)],
];

function time(xml: string): { ms: number; answer: string } {
  const started = performance.now();
  let answer: string;
  try {
    let tokens = 0;
    for (const token of scanXml(xml)) tokens += token ? 1 : 0;
    answer = `${tokens} tokens`;
  } catch (error) {
    answer = `refused: ${(error as Error).message}`;
  }
  return { ms: performance.now() - started, answer };
}

/** Ordinary paragraphs with styles and runs: the rate of a legitimate part. */
function throughput(): string {
  const para = '<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Plastic reaches the sea </w:t></w:r><w:r><w:t>through rivers &amp; drains.</w:t></w:r></w:p>';
  const xml = `<w:body>${para.repeat(20_000)}</w:body>`;
  const started = performance.now();
  measureXml(xml, createXmlBudget());
  const ms = performance.now() - started;
  return `${(xml.length / 1e6).toFixed(1)} MB of ordinary paragraphs measured in ${ms.toFixed(0)} ms (${(xml.length / 1e6 / (ms / 1000)).toFixed(0)} MB/s)`;
}

export async function run(): Promise<void> {
  let worst = 0;
  for (const [name, xml] of SHAPES) {
    time(xml); // warm the JIT on the same shape
    const { ms, answer } = time(xml);
    worst = Math.max(worst, ms);
    console.log(`  ${name.padEnd(36)} ${ms.toFixed(1).padStart(7)} ms  ${answer.slice(0, 90)}`);
  }
  console.log(`  ${throughput()}`);
  console.log(`  worst hostile shape: ${worst.toFixed(1)} ms; target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'meets' : 'MISSES'}`);
}
