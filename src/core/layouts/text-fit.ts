/**
 * Deterministic text fitting on one type scale. It estimates wrapping from
 * per-glyph widths instead of measuring, so the server, the exporter and the
 * tests agree; the browser check of real overflow comes on top of it, not
 * instead of it.
 *
 * Text wraps at spaces only: a word wider than its line does not fit at that
 * size (the fit picks a smaller step, and below the floor the text is
 * reported as overflowing), so no word is ever split across two lines.
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
   * Average glyph advance of the font as a multiple of the font size. The
   * per-glyph widths of the estimate are scaled by it (0.55 is the reference:
   * a little wider than the bundled sans faces, bold included); 0.6 and over
   * is treated as a monospace face, every glyph that wide.
   */
  charWidth: number;
}

/**
 * The type scale in canvas px: every size a slide uses is one of these. The
 * floor, 19 px, is 14 pt on a 13.33 in slide (the canvas is 1280 px wide);
 * each step is about 1.15 to 1.2 times the one below.
 */
export const TYPE_SCALE = [19, 22, 26, 30, 36, 44, 52] as const;

/** Smallest text size on any slide, px (14 pt at 13.33 in). */
export const FLOOR_PX = TYPE_SCALE[0];

/**
 * The fit's defaults. No padding: the boxes the layouts give are the text
 * rectangles themselves (cards keep their own, even padding around them).
 */
export const TEXT_FIT: Readonly<FitTextOptions> = { min: FLOOR_PX, max: 48, padding: 0, lineHeight: 1.2, charWidth: 0.55 };

const REFERENCE_WIDTH = 0.55;
const MONOSPACE_WIDTH = 0.6;

/**
 * Advance of one glyph in ems for a bold sans face a little wider than Inter
 * (the reference). Capitals, m and w run wide and i, l, t narrow: an average
 * alone says 'Compose' fits where it does not.
 */
function glyphWidth(ch: string): number {
  if (ch === ' ') return 0.28;
  if ('iljI.,:;!|\'’`'.includes(ch)) return 0.3;
  if ('ftr()[]{}-/"“”'.includes(ch)) return 0.4;
  if ('mw'.includes(ch)) return 0.86;
  if ('MW'.includes(ch)) return 0.96;
  if (ch >= 'A' && ch <= 'Z') return 0.7;
  if (ch >= '0' && ch <= '9') return 0.6;
  if (ch >= 'a' && ch <= 'z') return 0.57;
  if ('%@&$€£#'.includes(ch)) return 0.8;
  const code = ch.codePointAt(0) ?? 0;
  // CJK and other full-width scripts take a whole em per glyph.
  if (code >= 0x2e80) return 1;
  return 0.6;
}

// Layouts are chosen and fitted for every slide while a deck streams in, measuring the same words again and
// again: ASCII widths come from a table, and a word's width is remembered (a bounded cache, dropped when full).
const ASCII_EM = Array.from({ length: 128 }, (_, code) => glyphWidth(String.fromCharCode(code)));
const WORD_CACHE_MAX = 20_000;
const WORD_CACHE_LENGTH = 48;
const wordEm = new Map<string, number>();

function glyphEm(ch: string): number {
  const code = ch.charCodeAt(0);
  return ch.length === 1 && code < 128 ? ASCII_EM[code]! : glyphWidth(ch);
}

/** Sum of the glyph widths of `text`, in ems of the reference face. */
function emOf(text: string): number {
  const cached = wordEm.get(text);
  if (cached !== undefined) return cached;
  let em = 0;
  for (const ch of text) em += glyphEm(ch);
  if (text.length <= WORD_CACHE_LENGTH) {
    if (wordEm.size >= WORD_CACHE_MAX) wordEm.clear();
    wordEm.set(text, em);
  }
  return em;
}

/** Width of `text` in ems of a font whose average advance is `charWidth`. */
export function textWidthEm(text: string, charWidth: number = TEXT_FIT.charWidth): number {
  if (charWidth >= MONOSPACE_WIDTH) return [...text].length * charWidth;
  return (emOf(text) * charWidth) / REFERENCE_WIDTH;
}

const wordsOf = (paragraph: string): string[] => paragraph.split(/\s+/).filter((word) => word !== '');

/**
 * Lines of `text` wrapped greedily at spaces in lines `lineEm` ems wide;
 * infinite when one word is wider than a line (it would have to be split).
 */
export function wrapLinesEm(text: string, lineEm: number, charWidth: number = TEXT_FIT.charWidth): number {
  if (text.trim() === '') return 0;
  const space = textWidthEm(' ', charWidth);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = -1;
    lines += 1;
    for (const word of wordsOf(paragraph)) {
      const w = textWidthEm(word, charWidth);
      if (w > lineEm) return Number.POSITIVE_INFINITY;
      if (used >= 0 && used + space + w <= lineEm) used += space + w;
      else {
        if (used >= 0) lines += 1;
        used = w;
      }
    }
  }
  return lines;
}

/**
 * Lines a text takes when wrapped greedily at word boundaries, counted in
 * characters (every glyph alike); a word longer than a line is split as
 * `overflow-wrap: anywhere` would. The fit itself uses {@link wrapLinesEm}.
 * @param text - the text; blank text takes 0 lines, a newline starts a paragraph
 * @param lineChars - characters that fit on one line (at least 1)
 */
export function wrappedLineCount(text: string, lineChars: number): number {
  if (text.trim() === '') return 0;
  const perLine = Math.max(1, Math.floor(lineChars));
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = 0;
    lines += 1;
    for (const word of wordsOf(paragraph)) {
      if (used > 0 && used + 1 + word.length <= perLine) {
        used += 1 + word.length;
        continue;
      }
      if (used > 0) lines += 1;
      const pieces = Math.max(1, Math.ceil(word.length / perLine));
      lines += pieces - 1;
      used = word.length - (pieces - 1) * perLine;
    }
  }
  return lines;
}

/** Lines `text` takes at `size` px in a box `width` px wide (infinite when a word does not fit a line). */
export function lineCount(text: string, width: number, size: number, options: Partial<FitTextOptions> = {}): number {
  const o = { ...TEXT_FIT, ...options };
  return wrapLinesEm(text, (width * (1 - o.padding)) / size, o.charWidth);
}

/** Height in px a text takes at `size` in a box of the given width, padding included. */
export function textHeight(text: string, width: number, size: number, options: Partial<FitTextOptions> = {}): number {
  const o = { ...TEXT_FIT, ...options };
  const lines = lineCount(text, width, size, o);
  return (lines * size * o.lineHeight) / (1 - o.padding);
}

/** True when `text` at `size` px fits `box` by the estimate (every word on a line of its own at worst). */
export function textFits(text: string, box: Box, size: number, options: Partial<FitTextOptions> = {}): boolean {
  if (text.trim() === '') return true;
  return textHeight(text, box.w, size, options) <= box.h + 0.01;
}

/**
 * Room a text box keeps under its last line, as a share of the font size:
 * display faces draw ascenders and descenders beyond a 1.2 line height, and
 * a browser counts that ink as overflow of a box exactly as tall as the lines.
 */
export const INK_ROOM = 0.2;

/** Height of a text box holding `lines` lines at `size` px (0 for no lines). */
export function blockHeight(lines: number, size: number): number {
  return lines > 0 ? lines * size * TEXT_FIT.lineHeight + size * INK_ROOM : 0;
}

/** The scale's steps within [min, max], largest first; `min` alone when none lies there. */
export function scaleSteps(min: number, max: number): number[] {
  const steps = TYPE_SCALE.filter((s) => s >= min && s <= max).reverse();
  return steps.length > 0 ? steps : [Math.max(min, Math.min(max, FLOOR_PX))];
}

/** The largest scale step at most `size` (the floor when `size` is below it). */
export function stepAtMost(size: number): number {
  return [...TYPE_SCALE].reverse().find((s) => s <= size) ?? FLOOR_PX;
}

/**
 * Largest step of the type scale in [min, max] at which `text` fits `box`;
 * the smallest step when nothing fits (the frame reports that text as
 * overflowing). Longer text never gets a larger size.
 * @param text - the text to fit
 * @param box - the text's box, px
 * @param options - overrides of {@link TEXT_FIT}
 */
export function fitText(text: string, box: Box, options: Partial<FitTextOptions> = {}): number {
  const o = { ...TEXT_FIT, ...options };
  const steps = scaleSteps(o.min, o.max);
  return steps.find((size) => textFits(text, box, size, o)) ?? steps[steps.length - 1]!;
}

/**
 * The narrowest width, at most `width`, at which `text` still takes as few
 * lines as it does at `width`: a box that narrow wraps the text into lines
 * of even length (no lone word on the last line), in every renderer.
 */
export function balancedWidth(text: string, width: number, size: number, options: Partial<FitTextOptions> = {}): number {
  const lines = lineCount(text, width, size, options);
  if (lines <= 1 || !Number.isFinite(lines)) return width;
  let lo = width / lines;
  let hi = width;
  while (hi - lo > 2) {
    const mid = (lo + hi) / 2;
    if (lineCount(text, mid, size, options) <= lines) hi = mid;
    else lo = mid;
  }
  return hi;
}
