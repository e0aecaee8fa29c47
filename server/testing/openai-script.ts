/**
 * What the OpenAI-compatible test double's "model" says for one request:
 * the answer, how it is cut into deltas and paced, and how it fails. Both
 * the server (openai-sse-server.ts) and the wire format (openai-wire.ts)
 * read it.
 */
export interface ModelScript {
  /** What the model answers. */
  text?: string;
  /** Explicit deltas (instead of `text` split into `chunkSize` pieces). */
  chunks?: string[];
  /** Characters per delta when splitting `text`; default 5. */
  chunkSize?: number;
  /** Pause before each delta, in ms; default 0. */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  /** The error body (JSON) for `status`. */
  errorBody?: unknown;
  /** Stop after this many characters of the answer. */
  cutAfter?: number;
  /**
   * How a cut answer ends: 'finish' sends finish_reason and [DONE] (a model
   * that stopped), 'end' ends the response without them, 'destroy' resets
   * the connection. Default 'end'.
   */
  cut?: 'finish' | 'end' | 'destroy';
  /** finish_reason of the last chunk; default 'stop'. */
  finishReason?: 'stop' | 'length';
  /** Wait for release() once this many characters are sent. */
  holdAfterChars?: number;
  /**
   * Deltas made on demand, instead of `text` or `chunks`: they may never end
   * (a looping model). Written as fast as the client reads them, unless
   * `delayMs` is set, and stopped when the client goes away.
   */
  stream?: () => Iterable<string>;
  /**
   * Answer a request carrying response_format json_schema with a 400 naming
   * it, as a server without structured outputs does, and keep this script
   * for the next request.
   */
  refuseSchema?: boolean;
}
