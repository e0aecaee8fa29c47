/**
 * Incremental parser of the outline and content streams (DESIGN.md "The
 * calls"; FIELD-NOTES "Streaming"): bytes in, in any chunking; stream lines,
 * a whole JSON document, or per-line errors out.
 *
 * Cost is linear in the input. Bytes are only decoded once a chunk holds a
 * '\n' (newline is ASCII, so a multi-byte character never straddles that cut);
 * chunks without one are copied into a small byte buffer. That keeps calls
 * into the decoder to about one per line however small the chunks are, and no
 * text before the last newline is ever looked at again.
 */
import { ByteBuffer, NEWLINE, utf8Length } from './parser-bytes';
import { finishDocument, opensDocument } from './parser-document';
import { hasTypeField, isBlank, lineEvent, parseJson, validateLine } from './parser-line';
import type { ParseEvent } from './parser-line';

export type { ParseEvent } from './parser-line';
export { STREAM_LINE_TYPES, parseLine } from './parser-line';

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

const CARRIAGE_RETURN = 13;
const BOM = 0xfeff;
// One shared options object: decode() is called per line, no need to allocate per call.
const STREAM = { stream: true } as const;
// Above this a chunk is cheaper to search in place than to copy first.
const SMALL_CHUNK = 512;

class NdjsonParser implements LineParser {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly pending = new ByteBuffer();
  /** Decoded text of the unfinished line (string chunks, or bytes decoded by partialLine). */
  private tail = '';
  private lineCount = 0;
  private received = 0;
  private ended = false;
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
    if (typeof chunk === 'string') return this.pushText(chunk);
    this.received += chunk.length;
    if (this.currentMode === 'document') {
      // A document is only parsed at end(): no need to look for newlines.
      this.pending.append(chunk);
      this.docParts.push(this.takePending(this.pending.length));
      return [];
    }
    if (this.pending.length === 0 && chunk.length > SMALL_CHUNK) return this.pushLarge(chunk);
    const from = this.pending.length;
    this.pending.append(chunk);
    const last = this.pending.lastNewline(from);
    return last === -1 ? [] : this.feed(this.takePending(last + 1));
  }

  /** A big chunk with nothing pending is searched and decoded in place, not copied. */
  private pushLarge(chunk: Uint8Array): ParseEvent[] {
    const last = chunk.lastIndexOf(NEWLINE);
    if (last === -1) {
      this.pending.append(chunk);
      return [];
    }
    const text = this.decoder.decode(chunk.subarray(0, last + 1), STREAM);
    this.pending.append(chunk.subarray(last + 1));
    return this.feed(text);
  }

  /** Decodes (streaming) and drops the first `count` pending bytes. */
  private takePending(count: number): string {
    const text = this.decoder.decode(this.pending.view(count), STREAM);
    this.pending.consume(count);
    return text;
  }

  end(): ParseEvent[] {
    if (this.ended) return [];
    this.ended = true;
    // No `stream` option: flushes a truncated multi-byte character as U+FFFD.
    const rest = this.decoder.decode(this.pending.view());
    this.pending.consume(this.pending.length);
    const events = this.feedAny(rest);
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
    if (this.currentMode === 'document') {
      const joined = this.docParts.join('');
      this.docParts = [joined];
      return joined;
    }
    if (this.pending.length > 0) this.tail += this.takePending(this.pending.length);
    return this.tail;
  }

  private pushText(chunk: string): ParseEvent[] {
    this.received += utf8Length(chunk);
    // Bytes before a string chunk are flushed: a character cannot continue across kinds.
    const flushed = this.decoder.decode(this.pending.view());
    this.pending.consume(this.pending.length);
    return this.feedAny(flushed === '' ? chunk : flushed + chunk);
  }

  private feedAny(text: string): ParseEvent[] {
    if (this.currentMode !== 'document') return this.feed(text);
    this.docParts.push(text);
    return [];
  }

  /** Splits decoded text on '\n'; only the new text is scanned, the tail is prepended once. */
  private feed(text: string): ParseEvent[] {
    const events: ParseEvent[] = [];
    let start = 0;
    let newline = text.indexOf('\n');
    while (newline !== -1) {
      const piece = text.slice(start, newline);
      const raw = this.tail === '' ? piece : this.tail + piece;
      this.tail = '';
      this.handleLine(raw, events);
      start = newline + 1;
      if (this.currentMode === 'document') {
        this.docParts.push(text.slice(start));
        return events;
      }
      newline = text.indexOf('\n', start);
    }
    if (start < text.length) this.tail += text.slice(start);
    return events;
  }

  private handleLine(raw: string, events: ParseEvent[]): void {
    this.lineCount++;
    const line = raw.charCodeAt(raw.length - 1) === CARRIAGE_RETURN ? raw.slice(0, -1) : raw;
    if (isBlank(line)) return;
    if (this.currentMode === 'lines') {
      events.push(lineEvent(parseJson(line), line, this.lineCount));
    } else {
      this.decide(line.charCodeAt(0) === BOM ? line.slice(1) : line, events);
    }
  }

  /**
   * The first non-blank line picks the mode. A line with a string `type` means
   * NDJSON (even an unknown or invalid one, so that one bad first line does
   * not stop streaming); anything else that opens like JSON is buffered as one
   * document until end().
   */
  private decide(line: string, events: ParseEvent[]): void {
    const json = parseJson(line);
    if (json.ok && hasTypeField(json.value)) {
      this.currentMode = 'lines';
      events.push(validateLine(json.value, line, this.lineCount));
      return;
    }
    if (this.acceptDocument && opensDocument(line)) {
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
 * Reads a fetch body to its end through a fresh parser, calling `onEvent`
 * for every event in order. Aborting `signal` cancels the body and rejects
 * with the signal's reason; an exception thrown by `onEvent` cancels the body
 * and is rethrown.
 */
export async function parseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ParseEvent) => void,
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
      onEvent(event);
    }
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
