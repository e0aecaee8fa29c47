/**
 * Incremental parser of the outline and content answers: bytes in, in any
 * chunking; validated stream lines, a whole JSON document, or per-line
 * errors out. Each line is checked by the zod schemas of lines.ts.
 *
 * Every chunk is decoded once, as it arrives (a streaming TextDecoder keeps a
 * character cut between chunks for the next one), and only the new text is
 * searched for '\n': the cost is linear in the body however it is chunked.
 * A model writes a few hundred KB/s at most; this reads tens of MB/s.
 */
import { hasTypeField, lineEvent, parseJson, parseLine, type LineEvent } from './lines';
import { cleanJsonInPlace, jsonMayHaveControls } from './text-controls';

export { STREAM_LINE_TYPES, parseLine } from './lines';

/** What the parser hands to its caller, in stream order. */
export type ParseEvent =
  | LineEvent
  /** The whole body was one complete JSON document instead of NDJSON lines. */
  | { kind: 'document'; value: unknown };

/** Options of {@link createLineParser}. */
export interface LineParserOptions {
  /** Accept one complete JSON document instead of NDJSON lines (default true). */
  acceptDocument?: boolean;
}

/** `undecided` until the first non-blank line is complete. */
export type ParserMode = 'undecided' | 'lines' | 'document';

/** An incremental parser; see {@link createLineParser}. */
export interface LineParser {
  /** Feeds one chunk; returns the events of the lines it completed. */
  push(chunk: Uint8Array | string): ParseEvent[];
  /** Flushes the last line (even without '\n') or the buffered document. */
  end(): ParseEvent[];
  /** The unfinished tail (the whole text so far in document mode), for partial display. */
  partialLine(): string;
  readonly bytesReceived: number;
  readonly mode: ParserMode;
}

const BOM = '\uFEFF';
// One shared options object: decode() is called per chunk.
const STREAM = { stream: true } as const;
// Model back-ends like to wrap a JSON answer in a Markdown code fence.
const FENCE_START = '```';
const FENCED = /^\s*```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```\s*$/;

/** True for an empty or whitespace-only line; cheap for the usual `{...}` line. */
function isBlank(line: string): boolean {
  return line.length === 0 || (!line.startsWith('{') && line.trim() === '');
}

/** One line of the body without its '\r', or null when it is blank. */
function contentOf(piece: string): string | null {
  const line = piece.endsWith('\r') ? piece.slice(0, -1) : piece;
  return isBlank(line) ? null : line;
}

/** UTF-8 size of a string chunk, so bytesReceived means the same for both chunk kinds. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Each half of a surrogate pair counts 2: the pair is one 4-byte character.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}

/** True when a first line that is not a stream line may open a whole JSON document. */
function opensDocument(line: string): boolean {
  const start = line.trimStart();
  return start.startsWith('{') || start.startsWith('[') || start.startsWith(FENCE_START);
}

/** Removes a surrounding Markdown code fence, if the whole text is one. */
function unfence(text: string): string {
  if (!text.trimStart().startsWith(FENCE_START)) return text;
  return FENCED.exec(text)?.[1] ?? text;
}

/**
 * Events for a buffered body that looked like one JSON document. When the
 * whole text is not JSON but some of its lines are valid stream lines, the
 * body was NDJSON whose first line was broken: those lines are recovered
 * (late, but not lost) instead of reporting one opaque error.
 */
function finishDocument(text: string, firstLine: number): ParseEvent[] {
  const body = unfence(text);
  const json = parseJson(body);
  // Cleaned of control characters as stream lines are.
  if (json.ok) return [{ kind: 'document', value: jsonMayHaveControls(body) ? cleanJsonInPlace(json.value) : json.value }];
  const asLines: ParseEvent[] = [];
  text.split('\n').forEach((piece, index) => {
    const line = contentOf(piece);
    if (line !== null) asLines.push(parseLine(line, firstLine + index));
  });
  if (asLines.some((event) => event.kind === 'line')) return asLines;
  const message = `Line ${firstLine}: the body is neither NDJSON nor one valid JSON document (${json.reason})`;
  return [{ kind: 'error', message, raw: text, lineNumber: firstLine }];
}

class NdjsonParser implements LineParser {
  private readonly decoder = new TextDecoder('utf-8');
  /** Decoded text of the unfinished line. */
  private tail = '';
  private lineCount = 0;
  private received = 0;
  private ended = false;
  /** The body so far in document mode, in pieces joined at end(). */
  private docParts: string[] = [];
  private docStartLine = 0;
  private currentMode: ParserMode = 'undecided';

  constructor(private readonly acceptDocument: boolean) {}

  get bytesReceived(): number {
    return this.received;
  }

  get mode(): ParserMode {
    return this.currentMode;
  }

  push(chunk: Uint8Array | string): ParseEvent[] {
    if (this.ended) throw new Error('LineParser.push() called after end()');
    if (typeof chunk !== 'string') {
      this.received += chunk.length;
      return this.feed(this.decoder.decode(chunk, STREAM));
    }
    this.received += utf8Length(chunk);
    // Bytes held before a string chunk are flushed: a character cannot continue across kinds.
    return this.feed(this.decoder.decode() + chunk);
  }

  end(): ParseEvent[] {
    if (this.ended) return [];
    this.ended = true;
    // No `stream` option: flushes a truncated multi-byte character as U+FFFD.
    const events = this.feed(this.decoder.decode());
    if (this.currentMode !== 'document' && this.tail !== '') {
      const last = this.tail;
      this.tail = '';
      this.handleLine(last, events);
    }
    if (this.currentMode === 'document') {
      events.push(...finishDocument(this.docParts.join(''), this.docStartLine));
      this.docParts = [];
    }
    return events;
  }

  partialLine(): string {
    if (this.currentMode !== 'document') return this.tail;
    const joined = this.docParts.join('');
    this.docParts = [joined];
    return joined;
  }

  /** Splits decoded text on '\n'; only the new text is searched, the tail is prepended once. */
  private feed(text: string): ParseEvent[] {
    const events: ParseEvent[] = [];
    let start = 0;
    let newline = text.indexOf('\n');
    while (newline !== -1 && this.currentMode !== 'document') {
      const line = this.tail + text.slice(start, newline);
      this.tail = '';
      start = newline + 1;
      this.handleLine(line, events);
      newline = text.indexOf('\n', start);
    }
    if (this.currentMode === 'document') this.docParts.push(text.slice(start));
    else this.tail += text.slice(start);
    return events;
  }

  private handleLine(piece: string, events: ParseEvent[]): void {
    this.lineCount++;
    const line = contentOf(piece);
    if (line === null) return;
    if (this.currentMode === 'lines') events.push(parseLine(line, this.lineCount));
    else this.decide(line.startsWith(BOM) ? line.slice(1) : line, events);
  }

  /**
   * The first non-blank line picks the mode. A line with a string `type` means
   * NDJSON (even an unknown or invalid one, so that one bad first line does
   * not stop streaming); anything else that opens like JSON is buffered as one
   * document until end().
   */
  private decide(line: string, events: ParseEvent[]): void {
    const json = parseJson(line);
    const streamLine = json.ok && hasTypeField(json.value);
    if (!streamLine && this.acceptDocument && opensDocument(line)) {
      this.currentMode = 'document';
      this.docStartLine = this.lineCount;
      this.docParts = [line, '\n'];
      return;
    }
    this.currentMode = 'lines';
    events.push(lineEvent(json, line, this.lineCount));
  }
}

/**
 * Creates an incremental parser of the NDJSON streams of the outline and
 * content calls. Feed it chunks as they arrive (bytes in any chunking, or
 * strings); it returns the events of every line completed so far. A body
 * that is one complete JSON document instead is returned by `end()` as a
 * single `document` event.
 */
export function createLineParser(options: LineParserOptions = {}): LineParser {
  return new NdjsonParser(options.acceptDocument ?? true);
}

/** Parses a whole body at once (tests, recorded streams, non-streamed answers). */
export function parseAll(body: Uint8Array | string, options?: LineParserOptions): ParseEvent[] {
  const parser = createLineParser(options);
  return [...parser.push(body), ...parser.end()];
}

/** Totals returned by {@link parseStream}. */
export interface StreamSummary {
  bytesReceived: number;
  lines: number;
  errors: number;
  document: boolean;
}

/**
 * Reads a fetch body to its end through a fresh parser, calling `onEvents`
 * once per chunk with the events it completed (maybe none) and the byte count
 * so far. Aborting `signal` cancels the body and rejects with the signal's
 * reason; an exception thrown by `onEvents` cancels the body and is rethrown.
 */
export async function parseStream(
  body: ReadableStream<Uint8Array>,
  onEvents: (events: ParseEvent[], bytesReceived: number) => void,
  signal?: AbortSignal,
): Promise<StreamSummary> {
  signal?.throwIfAborted();
  const parser = createLineParser();
  const summary: StreamSummary = { bytesReceived: 0, lines: 0, errors: 0, document: false };
  const emit = (events: ParseEvent[]): void => {
    for (const event of events) {
      if (event.kind === 'line') summary.lines++;
      else if (event.kind === 'error') summary.errors++;
      else summary.document = true;
    }
    onEvents(events, parser.bytesReceived);
  };
  const reader = body.getReader();
  // Cancelling unblocks a pending read(), so an abort does not wait for the next chunk.
  const onAbort = (): void => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      signal?.throwIfAborted();
      emit(parser.push(next.value));
    }
    signal?.throwIfAborted();
    emit(parser.end());
  } catch (err) {
    await reader.cancel(err).catch(() => undefined);
    throw err;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
  summary.bytesReceived = parser.bytesReceived;
  return summary;
}
