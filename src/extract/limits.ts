/**
 * Caps of one extraction, and the deadline that enforces the time cap. The
 * defaults protect a browser tab and the shared server alike: a 10 MB upload
 * may be a zip that inflates a thousandfold, or a PDF built to stall a parser.
 */
import { EXTRACT_MAX_BYTES, MAX_INPUT_CHARS } from '../protocol/requests';
import { ExtractError } from './errors';

export interface ExtractLimits {
  /** Largest accepted file, in bytes (files of this size or more are refused, as upload-rules does). */
  maxBytes: number;
  /** Longest text handed on; longer text is cut at a paragraph and flagged. */
  maxChars: number;
  /** Sum of the uncompressed sizes of a zip's entries. */
  maxUnzippedBytes: number;
  /** Entries in one zip. */
  maxZipEntries: number;
  /** Wall-clock cap on one extraction. */
  timeoutMs: number;
  /** Pages read from one PDF; the rest are left out and the text is flagged as truncated. */
  maxPdfPages: number;
  /**
   * Caps on the XML inside a DOCX or PPTX, per part (one file of the zip)
   * and over all parts read. mammoth builds a tree of every element, about
   * 1 KB each, so a small zip of tiny paragraphs would otherwise take
   * gigabytes; the counts are taken in one linear pass before that.
   */
  maxPartElements: number;
  maxTotalElements: number;
  /** Paragraphs (<w:p>, <a:p>): 30,000 is over a thousand pages, well past what maxChars keeps. */
  maxPartParagraphs: number;
  maxTotalParagraphs: number;
  /** Characters of text (and whitespace between tags) in one part, and in all parts read. */
  maxPartTextChars: number;
  maxTotalTextChars: number;
  /** Elements open inside each other; a parser that recurses would run out of stack past a few thousand. */
  maxXmlDepth: number;
}

export const DEFAULT_LIMITS: Readonly<ExtractLimits> = {
  maxBytes: EXTRACT_MAX_BYTES,
  maxChars: MAX_INPUT_CHARS,
  maxUnzippedBytes: 50 * 1024 * 1024,
  maxZipEntries: 10_000,
  timeoutMs: 30_000,
  maxPdfPages: 2_000,
  maxPartElements: 300_000,
  maxTotalElements: 600_000,
  maxPartParagraphs: 30_000,
  maxTotalParagraphs: 60_000,
  maxPartTextChars: 5_000_000,
  maxTotalTextChars: 10_000_000,
  maxXmlDepth: 256,
};

export function resolveLimits(partial: Partial<ExtractLimits> | undefined): ExtractLimits {
  return { ...DEFAULT_LIMITS, ...partial };
}

/** The caller's signal (cancel) and the time cap, as one signal whose reason says which fired. */
export interface Deadline {
  signal: AbortSignal;
  /** Throws the matching ExtractError once the signal has fired. */
  check(): void;
  /** Settles with `work`, or rejects as soon as the deadline fires (the work is abandoned). */
  race<T>(work: Promise<T>): Promise<T>;
  dispose(): void;
}

export function createDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  const fire = (code: 'timeout' | 'cancelled') => {
    if (!controller.signal.aborted) controller.abort(new ExtractError(code));
  };
  const timer = setTimeout(() => fire('timeout'), timeoutMs);
  const onOuter = () => fire('cancelled');
  if (outer?.aborted) onOuter();
  else outer?.addEventListener('abort', onOuter, { once: true });
  const reason = (): ExtractError => controller.signal.reason as ExtractError;
  return {
    signal: controller.signal,
    check() {
      if (controller.signal.aborted) throw reason();
    },
    race<T>(work: Promise<T>): Promise<T> {
      if (controller.signal.aborted) return Promise.reject(reason());
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(reason());
        controller.signal.addEventListener('abort', onAbort, { once: true });
        work.then(resolve, reject).finally(() => controller.signal.removeEventListener('abort', onAbort));
      });
    },
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

/** Lets timers and messages run between chunks of synchronous work, so a deadline can fire. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
