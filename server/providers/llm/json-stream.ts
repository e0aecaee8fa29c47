import { IncrementalJson } from './json-incremental';
import type { JsonSyntaxError, PartialJson } from './partial-json';

export interface FinalJson {
  /** The best value of the whole answer (cut at the syntax error, if any). */
  result: PartialJson;
  /** Set when the answer stopped being JSON; `result` then holds what came before. */
  syntaxError: JsonSyntaxError | null;
  /** The start of the answer, for a short preview in error messages. */
  text: string;
}

/** Characters of the answer kept for the preview in error messages. */
const HEAD_CHARS = 400;
/**
 * Characters read after the document has closed, so a model can end its
 * answer ("```", a closing remark) on its own before the request is dropped.
 */
export const TRAILING_CHARS = 1_000;

/**
 * Collects a model's streamed answer. Each delta is parsed once, where it
 * continues the last (IncrementalJson), so a long answer, or a hostile one,
 * costs time in proportion to its length.
 */
export class StreamingJson {
  private readonly parser = new IncrementalJson();
  private head = '';
  private trailing = 0;

  /** Appends a delta; returns the value as it now stands (live: later pushes extend it). */
  push(delta: string): PartialJson {
    if (this.head.length < HEAD_CHARS) this.head += delta.slice(0, HEAD_CHARS - this.head.length);
    if (this.parser.complete) this.trailing += delta.length;
    this.parser.push(delta);
    return this.parser.snapshot();
  }

  /**
   * True when reading on cannot change the outcome: the answer stopped being
   * JSON, or the document closed and the model has had its chance to stop.
   */
  get finished(): boolean {
    return this.parser.syntaxError !== null || (this.parser.complete && this.trailing > TRAILING_CHARS);
  }

  /** Characters the parser looked at, for tests that pin its work to the answer's length. */
  get examined(): number {
    return this.parser.examined;
  }

  /** The answer as it stands at the end of the stream. */
  finish(): FinalJson {
    const result = this.parser.finish();
    return { result, syntaxError: this.parser.syntaxError, text: this.head };
  }
}
