/**
 * The generation status line of the sidebar, as a pure function: how many
 * slides have arrived while a deck streams, and whether a finished deck is
 * complete.
 */
export interface StatusInput {
  /** A job streams this deck now. */
  live: boolean;
  /** Slides on screen. */
  slides: number;
  /** Slides whose text has all arrived. */
  complete: number;
  /** Slides the stream should bring (title slide included); 0 when unknown. */
  expected: number;
  /** The latest status (heartbeat) message of the stream, if any. */
  message?: string;
}

export interface StatusText {
  label: string;
  detail: string;
  tone: 'busy' | 'done' | 'warn';
}

export function generationStatus({ live, slides, complete, expected, message }: StatusInput): StatusText {
  if (live) {
    const of = expected > 0 ? ` of ${expected}` : '';
    return { label: 'Generating…', detail: `${slides}${of} slides received${message ? ` · ${message}` : ''}`, tone: 'busy' };
  }
  if (slides > 0 && complete < slides) return { label: 'Incomplete', detail: `${complete} of ${slides} slides complete`, tone: 'warn' };
  return { label: 'Complete', detail: `${slides} slides`, tone: 'done' };
}
