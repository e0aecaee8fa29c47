import { describe, expect, it, vi } from 'vitest';
import { makeContentStream } from '../../tests/helpers/content-stream';
import { createLineParser, parseAll } from './parser';
import type { LineParserOptions, ParseEvent } from './parser';
import type { StreamLine } from './lines';

const encoder = new TextEncoder();
const bytes = (text: string): Uint8Array => encoder.encode(text);

function parseChunks(chunks: readonly (Uint8Array | string)[], options?: LineParserOptions): ParseEvent[] {
  const parser = createLineParser(options);
  const events = chunks.flatMap((chunk) => parser.push(chunk));
  return [...events, ...parser.end()];
}

function bytewise(text: string): Uint8Array[] {
  return Array.from(bytes(text), (byte) => Uint8Array.of(byte));
}

function linesOf(events: ParseEvent[]): StreamLine[] {
  return events.flatMap((event) => (event.kind === 'line' ? [event.line] : []));
}

function errorsOf(events: ParseEvent[]): Extract<ParseEvent, { kind: 'error' }>[] {
  return events.flatMap((event) => (event.kind === 'error' ? [event] : []));
}

const status = (message: string): string => `${JSON.stringify({ type: 'status', message })}\n`;
const TOPIC = '{"type":"topic","topic_id":"topic_1","heading":"Intro","overview":"Hi","visual_mode":"image","icon_prompt":"i","image_prompt":"p"}\n';
const DONE = '{"type":"done"}\n';
const STREAM = `${status('start')}${TOPIC}${status('tick')}${DONE}`;

describe('createLineParser: NDJSON', () => {
  it('parses a whole stream pushed as one chunk', () => {
    const parser = createLineParser();
    const events = parser.push(bytes(STREAM));
    expect(linesOf(events).map((line) => line.type)).toEqual(['status', 'topic', 'status', 'done']);
    expect(parser.end()).toEqual([]);
    expect(parser.bytesReceived).toBe(bytes(STREAM).length);
    expect(parser.mode).toBe('lines');
  });

  it('gives the same events byte by byte, each line as soon as its newline arrives', () => {
    const parser = createLineParser();
    const seen: number[] = [];
    bytewise(STREAM).forEach((chunk, index) => {
      if (parser.push(chunk).length > 0) seen.push(index);
    });
    expect(parser.end()).toEqual([]);
    const newlines = [...STREAM].flatMap((char, index) => (char === '\n' ? [index] : []));
    expect(seen).toEqual(newlines); // STREAM is ASCII: char index = byte index
    expect(parseChunks(bytewise(STREAM))).toEqual(parseAll(STREAM));
  });

  it.each(['é', '中', '😀', '👩‍💻', 'aé中😀z'])('keeps %s intact when split at every byte inside it', (text) => {
    const whole = bytes(status(text));
    const start = whole.indexOf(bytes(text)[0] ?? 0);
    for (let cut = start + 1; cut < start + bytes(text).length; cut++) {
      const events = parseChunks([whole.subarray(0, cut), whole.subarray(cut)]);
      expect(events).toEqual([{ kind: 'line', line: { type: 'status', message: text } }]);
    }
    const oneByOne = parseChunks(Array.from(whole, (byte) => Uint8Array.of(byte)));
    expect(oneByOne).toEqual([{ kind: 'line', line: { type: 'status', message: text } }]);
  });

  it('accepts CRLF, also with \\r and \\n in different chunks', () => {
    const crlf = STREAM.replaceAll('\n', '\r\n');
    expect(parseAll(crlf)).toEqual(parseAll(STREAM));
    const cut = crlf.indexOf('\n');
    expect(parseChunks([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(parseAll(STREAM));
  });

  it('skips blank lines but counts them in line numbers', () => {
    const events = parseAll(`\n${status('a')}  \n\t\n{oops}\n`);
    expect(linesOf(events)).toEqual([{ type: 'status', message: 'a' }]);
    expect(errorsOf(events).map((error) => error.lineNumber)).toEqual([5]);
  });

  it('reports a malformed line with its number and keeps the lines after it', () => {
    const text = `${status('a')}{"type":"status","message":"cut\n${TOPIC}${DONE}`;
    const events = parseChunks(bytewise(text));
    expect(events.map((event) => event.kind)).toEqual(['line', 'error', 'line', 'line']);
    const [error] = errorsOf(events);
    expect(error).toMatchObject({ lineNumber: 2, raw: '{"type":"status","message":"cut' });
    expect(error?.message).toMatch(/^Line 2: not valid JSON/);
  });

  it('reports a line failing the schema, naming the fields', () => {
    const [error] = errorsOf(parseAll(`${status('a')}{"type":"topic"}\n`));
    expect(error?.lineNumber).toBe(2);
    expect(error?.message).toContain('invalid "topic" line');
    expect(error?.message).toContain('topic_id');
    expect(error?.message).toContain('heading');
  });

  it('reports an unknown type, a missing type and a non-object line', () => {
    const text = `${status('a')}{"type":"progress","percent":4}\n{"message":"x"}\n[1,2]\n42\n${DONE}`;
    const events = parseAll(text);
    expect(errorsOf(events).map((error) => [error.lineNumber, error.message])).toEqual([
      [2, expect.stringContaining('unknown line type "progress"')],
      [3, expect.stringContaining('missing the string field "type"')],
      [4, expect.stringContaining('got an array')],
      [5, expect.stringContaining('got a number')],
    ]);
    expect(linesOf(events).map((line) => line.type)).toEqual(['status', 'done']);
  });

  it('applies the schema defaults and drops unknown keys', () => {
    const [event] = parseAll('{"type":"topic","topic_id":"topic_2","heading":"H","extra":1}\n');
    expect(event).toEqual({
      kind: 'line',
      line: { type: 'topic', topic_id: 'topic_2', heading: 'H', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' },
    });
  });

  it('keeps the layout hint of a topic line, as the schema reads it', () => {
    const [event] = parseAll('{"type":"topic","topic_id":"topic_3","heading":"H","layout":" Pyramid "}\n');
    expect(event).toMatchObject({ kind: 'line', line: { type: 'topic', topic_id: 'topic_3', layout: 'pyramid' } });
  });

  it('flushes a last line without newline at end()', () => {
    const parser = createLineParser();
    expect(parser.push(bytes(`${status('a')}{"type":"done"}`))).toHaveLength(1);
    expect(parser.end()).toEqual([{ kind: 'line', line: { type: 'done' } }]);
  });

  it('turns a multi-byte character cut off by the end of the body into an error, not a throw', () => {
    const whole = bytes('{"type":"status","message":"é"}');
    const events = parseChunks([whole.subarray(0, whole.indexOf(0xc3) + 1)]);
    expect(events).toHaveLength(1);
    expect(events[0]?.kind).toBe('error');
  });

  it('takes string chunks, even a surrogate pair split across them, and counts UTF-8 bytes', () => {
    const text = status('x😀y');
    const cut = text.indexOf('😀') + 1;
    const parser = createLineParser();
    const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut)), ...parser.end()];
    expect(events).toEqual([{ kind: 'line', line: { type: 'status', message: 'x😀y' } }]);
    expect(parser.bytesReceived).toBe(bytes(text).length);
  });

  it('peeks the unfinished line without disturbing the parse', () => {
    const text = `${status('a')}{"type":"status","message":"中文"}\n`;
    const whole = bytes(text);
    const cut = whole.indexOf(0xe6) + 2; // inside 文
    const parser = createLineParser();
    parser.push(whole.subarray(0, cut));
    expect(parser.partialLine()).toBe('{"type":"status","message":"中');
    expect(parser.partialLine()).toBe('{"type":"status","message":"中');
    const events = [...parser.push(whole.subarray(cut)), ...parser.end()];
    expect(linesOf(events)).toEqual([{ type: 'status', message: '中文' }]);
    expect(parser.partialLine()).toBe('');
  });

  it('decodes every byte once: no re-scan of the buffer per chunk', () => {
    const decode = vi.spyOn(TextDecoder.prototype, 'decode');
    const longLine = status('é'.repeat(200_000));
    const whole = bytes(longLine + longLine);
    const parser = createLineParser();
    let events = 0;
    for (let i = 0; i < whole.length; i += 64) {
      events += parser.push(whole.subarray(i, i + 64)).length;
      if (i % 6400 === 0) parser.partialLine();
    }
    events += parser.end().length;
    const decoded = decode.mock.calls.reduce((sum, [input]) => sum + ((input as Uint8Array | undefined)?.byteLength ?? 0), 0);
    decode.mockRestore();
    expect(events).toBe(2);
    expect(decoded).toBe(whole.length);
  });

  it('refuses push() after end()', () => {
    const parser = createLineParser();
    parser.end();
    expect(() => parser.push('x')).toThrow(/after end/);
    expect(parser.end()).toEqual([]);
  });
});

describe('createLineParser: complete-JSON document', () => {
  const DOC = {
    title: 'Énergie 🌍',
    topics_array: ['Solaire', '储能'],
    topic_1: { overview: 'Coûts', visual_mode: 'image' },
  };
  const PRETTY = `${JSON.stringify(DOC, null, 2)}\n`;

  it('buffers a pretty-printed document and emits it once at end()', () => {
    const parser = createLineParser();
    const during = bytewise(PRETTY).flatMap((chunk) => parser.push(chunk));
    expect(during).toEqual([]);
    expect(parser.mode).toBe('document');
    expect(parser.partialLine()).toBe(PRETTY);
    expect(parser.end()).toEqual([{ kind: 'document', value: DOC }]);
  });

  it('accepts a one-line document without `type`, an array, and a fenced document', () => {
    expect(parseAll(JSON.stringify(DOC))).toEqual([{ kind: 'document', value: DOC }]);
    const outline = { outline: [{ heading: 'A' }, { heading: 'B' }] };
    expect(parseAll(JSON.stringify(outline.outline, null, 1))).toEqual([{ kind: 'document', value: outline.outline }]);
    expect(parseAll(`\`\`\`json\r\n${PRETTY}\`\`\`\n`)).toEqual([{ kind: 'document', value: DOC }]);
  });

  it('reports a garbage document as one error', () => {
    const events = parseAll('\n{\n  "title": "x",\n  oops\n');
    expect(events).toEqual([
      {
        kind: 'error',
        message: expect.stringMatching(/^Line 2: the body is neither NDJSON nor one valid JSON document/),
        raw: '{\n  "title": "x",\n  oops\n',
        lineNumber: 2,
      },
    ]);
  });

  it('keeps streaming line by line when the first line is a valid stream line', () => {
    const parser = createLineParser();
    expect(parser.push(status('a'))).toHaveLength(1);
    expect(parser.mode).toBe('lines');
    expect(parser.push('{\n')).toHaveLength(1); // a later lone '{' is just a bad line
  });

  it('recovers the lines of NDJSON whose first line was cut, at end()', () => {
    const events = parseAll(`{"type":"status","mess\n${TOPIC}${DONE}`);
    expect(events.map((event) => event.kind)).toEqual(['error', 'line', 'line']);
    expect(events[0]).toMatchObject({ kind: 'error', lineNumber: 1 });
  });

  it('treats a first line that does not open like JSON as a bad NDJSON line', () => {
    const parser = createLineParser();
    const events = parser.push(`data: hello\n${DONE}`);
    expect(events.map((event) => event.kind)).toEqual(['error', 'line']);
    expect(parser.mode).toBe('lines');
  });

  it('can be told not to accept documents', () => {
    const events = parseAll(PRETTY, { acceptDocument: false });
    expect(events.every((event) => event.kind === 'error')).toBe(true);
  });

  it('ignores a byte order mark', () => {
    expect(parseAll(`\uFEFF${DONE}`)).toEqual([{ kind: 'line', line: { type: 'done' } }]);
    expect(parseAll(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes(DONE)))).toEqual([{ kind: 'line', line: { type: 'done' } }]);
  });
});

describe('makeContentStream (bench input)', () => {
  it('is a valid, deterministic 100-slide content stream', () => {
    const text = makeContentStream(100);
    expect(makeContentStream(100)).toBe(text);
    const events = parseAll(bytes(text));
    expect(errorsOf(events)).toEqual([]);
    const lines = linesOf(events);
    expect(lines.filter((line) => line.type === 'content')).toHaveLength(1);
    expect(lines.filter((line) => line.type === 'topic')).toHaveLength(99);
    expect(lines.at(-1)).toEqual({ type: 'done' });
    expect([...text].some((char) => char.charCodeAt(0) > 0x7f)).toBe(true);
  });
});
