/**
 * Deterministic text fitting (seed 001 §9: 14..48 px, 10 % padding). It
 * estimates wrapping from an average glyph width instead of measuring, so the
 * server, the exporter and the tests agree; the browser check of real
 * overflow comes on top of it, not instead of it.
 */
import type { Box } from './types';

/** How {@link fitText} estimates. */
export interface FitTextOptions {
  /** Smallest size, px. */
  min: number;
  /** Largest size, px. */
  max: number;
  /** Share of the box's width and of its height kept free (half on each side). */
  padding: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /**
   * Average glyph advance as a multiple of the font size. 0.55 is a little
   * wider than Inter's mean so the estimate errs towards fitting.
   */
  charWidth: number;
}

/** The seed's fit range and padding with the estimate's defaults. */
export const TEXT_FIT: Readonly<FitTextOptions> = { min: 14, max: 48, padding: 0.1, lineHeight: 1.2, charWidth: 0.55 };

function wrapParagraph(words: readonly string[], lineChars: number): number {
  let lines = 1;
  let used = 0;
  for (const word of words) {
    if (used > 0 && used + 1 + word.length <= lineChars) {
      used += 1 + word.length;
      continue;
    }
    if (used > 0) lines += 1;
    // A word longer than a line breaks across lines, as `overflow-wrap: anywhere` does.
    const pieces = Math.max(1, Math.ceil(word.length / lineChars));
    lines += pieces - 1;
    used = word.length - (pieces - 1) * lineChars;
  }
  return lines;
}

/**
 * Lines a text takes when wrapped greedily at word boundaries.
 * @param text - the text; blank text takes 0 lines, a newline starts a paragraph
 * @param lineChars - characters that fit on one line (at least 1)
 */
export function wrappedLineCount(text: string, lineChars: number): number {
  if (text.trim() === '') return 0;
  const perLine = Math.max(1, Math.floor(lineChars));
  return text
    .split('\n')
    .map((paragraph) => paragraph.split(/\s+/).filter((word) => word !== ''))
    .reduce((sum, words) => sum + (words.length === 0 ? 1 : wrapParagraph(words, perLine)), 0);
}

/** Height in px a text takes at `size` in a box of the given width, padding included. */
export function textHeight(text: string, width: number, size: number, options: Partial<FitTextOptions> = {}): number {
  const o = { ...TEXT_FIT, ...options };
  const lineChars = (width * (1 - o.padding)) / (size * o.charWidth);
  if (lineChars < 1) return Number.POSITIVE_INFINITY;
  const lines = wrappedLineCount(text, lineChars);
  return (lines * size * o.lineHeight) / (1 - o.padding);
}

/** True when `text` at `size` px fits `box` by the estimate. */
export function textFits(text: string, box: Box, size: number, options: Partial<FitTextOptions> = {}): boolean {
  if (text.trim() === '') return true;
  return textHeight(text, box.w, size, options) <= box.h;
}

/**
 * Largest whole font size in [min, max] at which `text` fits `box` with the
 * padding; `min` when nothing fits (the renderer clips what the estimate
 * missed). Longer text (a text extended at its end) never gets a larger size.
 * @param text - the text to fit
 * @param box - the text's box, px
 * @param options - overrides of {@link TEXT_FIT}
 */
export function fitText(text: string, box: Box, options: Partial<FitTextOptions> = {}): number {
  const o = { ...TEXT_FIT, ...options };
  const min = Math.ceil(o.min);
  const max = Math.max(min, Math.floor(o.max));
  // Fitting is monotonic in the size, so a binary search finds the largest.
  let lo = min;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textFits(text, box, mid, o)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
