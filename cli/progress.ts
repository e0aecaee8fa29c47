/**
 * Progress and warnings of a command, one line each, to stderr in the real
 * command and to an array in tests; stdout carries only results.
 */

/** Where a command reports what it is doing. */
export interface Reporter {
  progress(message: string): void;
  warn(message: string): void;
}

/** A reporter writing to a stream (stderr); warnings are prefixed 'Warning: '. */
export function streamReporter(stream: { write(text: string): unknown }): Reporter {
  return {
    progress: (message) => void stream.write(`${message}\n`),
    warn: (message) => void stream.write(`Warning: ${message}\n`),
  };
}

/** A reporter that keeps the lines (tests). */
export function memoryReporter(): Reporter & { lines: string[] } {
  const lines: string[] = [];
  return { lines, progress: (m) => void lines.push(m), warn: (m) => void lines.push(`Warning: ${m}`) };
}

/** Heartbeats arrive every 2 s; one in this many milliseconds is enough to show the work goes on. */
export const STATUS_EVERY_MS = 10_000;

/** Passes a status message on at most once per `everyMs` (the first one waits `everyMs` too). */
export function throttledStatus(report: (message: string) => void, everyMs = STATUS_EVERY_MS, now = Date.now): (message: string) => void {
  let last = now();
  return (message) => {
    const t = now();
    if (t - last < everyMs) return;
    last = t;
    report(message);
  };
}
