/**
 * Property test: recorded streams give the same events however the bytes are
 * chunked (cuts land anywhere, inside multi-byte characters too), and the
 * same events as a plain split on '\n'. Seeded so a failure reproduces:
 * PARSER_SEED=<seed printed in the failure> reruns that chunking first.
 */
import { describe, expect, it } from 'vitest';
import { makeContentStream, mulberry32 } from '../../tests/helpers/content-stream';
import { createLineParser, parseAll, parseLine } from './parser';
import type { ParseEvent } from './parser';

const RECORDED = import.meta.glob<string>('../../tests/fixtures/streams/*.{ndjson,json}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const CHUNKINGS = 1000;
const BASE_SEED = Number(process.env.PARSER_SEED ?? 0x5eed);

const encoder = new TextEncoder();

/** Reference: the obvious whole-text parse the incremental parser must agree with. */
function naiveParse(text: string): ParseEvent[] {
  const events: ParseEvent[] = [];
  text.split('\n').forEach((piece, index) => {
    const line = piece.endsWith('\r') ? piece.slice(0, -1) : piece;
    if (line.trim() !== '') events.push(parseLine(line, index + 1));
  });
  return events;
}

/** Random cut sizes: sometimes tiny (1-4 bytes), sometimes large, with the odd empty chunk. */
function randomChunks(whole: Uint8Array, rand: () => number): Uint8Array[] {
  const scales = [1, 2, 4, 7, 16, 64, 600, 5000];
  const scale = scales[Math.floor(rand() * scales.length)] ?? 1;
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < whole.length; ) {
    const size = rand() < 0.02 ? 0 : 1 + Math.floor(rand() * scale);
    chunks.push(whole.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

/** Parses one chunking; peeks at the tail now and then, as the typewriter UI will. */
function parseChunked(chunks: readonly Uint8Array[], rand: () => number): ParseEvent[] {
  const parser = createLineParser();
  const events: ParseEvent[] = [];
  for (const chunk of chunks) {
    events.push(...parser.push(chunk));
    if (rand() < 0.1) parser.partialLine();
  }
  events.push(...parser.end());
  return events;
}

function checkChunkings(name: string, text: string, count: number): void {
  const whole = encoder.encode(text);
  const expected = parseAll(whole);
  for (let i = 0; i < count; i++) {
    const seed = BASE_SEED + i;
    const rand = mulberry32(seed);
    const chunks = randomChunks(whole, rand);
    const cuts = chunks.slice(0, 40).map((chunk) => chunk.byteOffset);
    const actual = parseChunked(chunks, rand);
    // Checked by hand first: a toEqual per chunking would cost more than the parse.
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      expect(actual, `${name}: PARSER_SEED=${seed} (first cuts at ${cuts.join(',')})`).toEqual(expected);
    }
  }
}

const ndjson = Object.entries(RECORDED).filter(([path]) => path.endsWith('.ndjson'));
const documents = Object.entries(RECORDED).filter(([path]) => path.endsWith('.json'));

describe('recorded streams', () => {
  it('are there', () => {
    expect(ndjson.length).toBeGreaterThanOrEqual(2);
    expect(documents.length).toBeGreaterThanOrEqual(1);
  });

  it.each(ndjson)('%s parses like a plain split on newlines', (path, text) => {
    const events = parseAll(encoder.encode(text));
    expect(events).toEqual(naiveParse(text));
    const errors = events.filter((event) => event.kind === 'error');
    if (path.includes('malformed')) expect(errors.length).toBeGreaterThan(0);
    else expect(errors).toEqual([]);
  });

  it.each(documents)('%s is one document', (_path, text) => {
    expect(parseAll(encoder.encode(text))).toEqual([{ kind: 'document', value: JSON.parse(text) as unknown }]);
  });

  it.each(Object.entries(RECORDED))(`%s gives identical events in ${CHUNKINGS} random chunkings`, (path, text) => {
    checkChunkings(path, text, CHUNKINGS);
  });

  it('a generated multilingual content stream gives identical events in 50 random chunkings', () => {
    checkChunkings('makeContentStream(20)', makeContentStream(20, 'multilingual'), 50);
  });
});
