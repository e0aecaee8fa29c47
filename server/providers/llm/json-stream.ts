import { JsonSyntaxError, parsePartialJson, type PartialJson } from './partial-json';

export interface FinalJson {
  /** The best value of the whole answer (cut at the syntax error, if any). */
  result: PartialJson;
  /** Set when the answer stopped being JSON; `result` then holds what came before. */
  syntaxError: JsonSyntaxError | null;
  /** The whole answer text. */
  text: string;
}

const EMPTY: PartialJson = { value: undefined, complete: false, openPath: [] };

/**
 * Collects a model's streamed answer and re-parses it only when a delta may
 * have completed something (a closing brace or bracket), so a long answer
 * costs a few hundred parses, not one per token. `eager` re-parses on every
 * delta, for the few fields that are wanted before any object closes.
 */
export class StreamingJson {
  private text = '';
  private failure: JsonSyntaxError | null = null;
  private last: PartialJson = EMPTY;

  /** Appends a delta; returns a new parse when one was made, null otherwise. */
  push(delta: string, eager = false): PartialJson | null {
    this.text += delta;
    if (this.failure !== null || this.last.complete) return null;
    if (!eager && !/[}\]]/.test(delta)) return null;
    return this.parse();
  }

  /** The answer as it stands at the end of the stream. */
  finish(): FinalJson {
    if (this.failure === null && !this.last.complete) this.parse();
    return { result: this.last, syntaxError: this.failure, text: this.text };
  }

  private parse(): PartialJson {
    try {
      this.last = parsePartialJson(this.text);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      // Everything before the bad character is still usable; nothing after it is.
      this.failure = error;
      this.last = parsePartialJson(this.text.slice(0, error.position));
    }
    return this.last;
  }
}
