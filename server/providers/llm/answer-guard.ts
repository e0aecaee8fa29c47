/**
 * Limits on one streamed model answer, so a looping, stalled or hostile
 * model costs a bounded amount of memory, CPU and waiting: a size cap, a
 * stall timer and a repeat detector. Each ends the answer with a message the
 * user can act on and aborts the upstream request, so the model stops too.
 */

export interface AnswerLimits {
  /** Characters the whole answer may have. */
  maxChars: number;
  /** The error when it has more (it names the request's size). */
  tooLongMessage: string;
  /**
   * Milliseconds without a non-blank character, once the answer has begun,
   * before it is given up. The time to the first character is the route's
   * timeout, not this: a local model may read a long document for minutes.
   */
  stallMs: number;
}

/** How long a model may go quiet mid-answer; no real model pauses this long between words. */
export const DEFAULT_STALL_MS = 20_000;

/**
 * Longest run of the event loop given to one answer before others get a
 * turn: a model that sends faster than it can be read (every hostile one)
 * would otherwise be read in one long burst of promise callbacks, during
 * which no other request is answered.
 */
const SLICE_MS = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Characters per window of the repeat detector. */
const WINDOW = 4_096;
/** Length of the substrings counted in a window. */
const GRAM = 8;
/**
 * A window with fewer distinct 8-character substrings than this is one
 * pattern over and over: a loop of period p has at most p of them, while
 * prose and JSON, even pretty-printed, have thousands in 4 KB.
 */
const MIN_DISTINCT = WINDOW / 8;
/** Repetitive windows in a row before the answer is called a loop (8 KB of it). */
const LOOP_WINDOWS = 2;

export const REPEAT_MESSAGE =
  'The model got stuck repeating the same text, so its answer was stopped. Try again, or use another model.';

export function stallMessage(stallMs: number): string {
  const quiet = stallMs < 1000 ? `${stallMs} ms` : `${Math.round(stallMs / 1000)} s`;
  return `The model stopped writing: nothing new arrived for ${quiet}, so its answer was stopped. Try again.`;
}

/** Finds an answer that has turned into one short pattern repeated (a "}}}}" flood, "the the the"...). */
export class RepeatDetector {
  private window = '';
  private flagged = 0;

  /** Adds text; true once the recent text is a loop. */
  push(text: string): boolean {
    let rest = text;
    while (rest.length > 0) {
      const room = WINDOW - this.window.length;
      this.window += rest.slice(0, room);
      rest = rest.slice(room);
      if (this.window.length < WINDOW) return false;
      this.flagged = distinctGrams(this.window) < MIN_DISTINCT ? this.flagged + 1 : 0;
      this.window = '';
      if (this.flagged >= LOOP_WINDOWS) return true;
    }
    return false;
  }
}

function distinctGrams(text: string): number {
  const seen = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i++) {
    seen.add(text.slice(i, i + GRAM));
    if (seen.size >= MIN_DISTINCT) break;
  }
  return seen.size;
}

/**
 * Passes `deltas` through while the answer stays within `limits`; when it
 * does not, calls `stop` with the reason (which must abort the upstream
 * request, ending `deltas`) and throws that reason.
 */
export async function* guardAnswer(
  deltas: AsyncIterable<string>,
  limits: AnswerLimits,
  stop: (reason: Error) => void,
): AsyncGenerator<string> {
  let chars = 0;
  let lastNews = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped: Error | undefined;
  const halt = (reason: Error): Error => {
    stopped ??= reason;
    stop(stopped);
    return stopped;
  };
  const watch = () => {
    const quiet = Date.now() - lastNews;
    if (quiet >= limits.stallMs) halt(new Error(stallMessage(limits.stallMs)));
    else timer = setTimeout(watch, limits.stallMs - quiet);
  };
  const repeats = new RepeatDetector();
  let slice = performance.now();
  try {
    for await (const delta of deltas) {
      if (stopped) throw stopped;
      if (performance.now() - slice > SLICE_MS) {
        await nextTurn();
        slice = performance.now();
      }
      chars += delta.length;
      if (chars > limits.maxChars) throw halt(new Error(limits.tooLongMessage));
      // Blank text (a model emitting newlines forever) is not news; the first delta starts the clock.
      if (lastNews === 0 || /\S/.test(delta)) lastNews = Date.now();
      timer ??= setTimeout(watch, limits.stallMs);
      if (repeats.push(delta)) throw halt(new Error(REPEAT_MESSAGE));
      yield delta;
    }
    if (stopped) throw stopped;
  } catch (error) {
    // However the aborted request ends (an abort error, a reset), the reason is ours.
    throw stopped ?? error;
  } finally {
    clearTimeout(timer);
  }
}
