/**
 * The title slide, laid out once for the screen and the exporter: the title
 * (balanced over two lines when it takes two, so no word is left alone on
 * the second), the accent rule, the description, and the byline (presenter,
 * organisation and date) along the foot of the slide. Pure, in canvas px.
 */
import { TEXT_FIT, wrappedLineCount, type Box } from '../layouts';
import { DEFAULT_WIDTHS, fitted, type FittedText, type FontWidths } from './geometry';

/** Who presents the deck, for whom, and when; every part optional. */
export interface Byline {
  readonly presenter?: string | undefined;
  readonly organisation?: string | undefined;
  readonly date?: string | undefined;
}

const TITLE: Box = { x: 128, y: 150, w: 1024, h: 240 };
const TITLE_ALONE: Box = { x: 128, y: 200, w: 1024, h: 320 };
const DESCRIPTION: Box = { x: 176, y: 410, w: 928, h: 150 };
/** The accent rule between the title and the description. */
export const TITLE_RULE: Box = { x: 600, y: 397, w: 80, h: 6 };
const BYLINE: Box = { x: 128, y: 600, w: 1024, h: 64 };
/** 24 px on the 1280 px canvas is 18 pt on a 13.33 in slide, above the 14 pt floor. */
const BYLINE_MAX = 24;
const DESCRIPTION_MAX = 28;

/** The byline as one line: its parts that have text, in order, joined by a middle dot. */
export function bylineText(byline: Byline | undefined): string {
  if (!byline) return '';
  return [byline.presenter, byline.organisation, byline.date].map((part) => part?.replace(/\s+/g, ' ').trim() ?? '').filter((part) => part !== '').join('  ·  ');
}

/**
 * `text` as the two lines of most equal length when it wraps to exactly two
 * lines of `lineChars` characters (greedy wrapping can leave one word on the
 * second); undefined when it takes one line, more than two, or one word.
 */
export function balancedLines(text: string, lineChars: number): [string, string] | undefined {
  const words = text.trim().split(/\s+/).filter((w) => w !== '');
  if (words.length < 2 || text.includes('\n') || wrappedLineCount(text, lineChars) !== 2) return undefined;
  let best: [string, string] | undefined;
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let k = 1; k < words.length; k++) {
    const first = words.slice(0, k).join(' ');
    const second = words.slice(k).join(' ');
    const longest = Math.max(first.length, second.length);
    if (first.length <= lineChars && second.length <= lineChars && longest < bestLongest) {
      best = [first, second];
      bestLongest = longest;
    }
  }
  return best;
}

export interface TitleSlideLayout {
  title: FittedText;
  /** The title's two balanced lines, when it takes two. */
  titleLines?: [string, string];
  description?: FittedText;
  /** The byline's text and box, when it has any. */
  byline?: FittedText & { text: string };
}

/** Characters per line of a text fitted as `fit` with glyphs `charWidth` wide (the estimate textFits uses). */
function lineChars(fit: FittedText, charWidth: number): number {
  return (fit.box.w * (1 - TEXT_FIT.padding)) / (fit.size * charWidth);
}

/** Lays out the title slide's texts. */
export function titleSlideLayout(title: string, description: string, byline?: Byline, widths: FontWidths = DEFAULT_WIDTHS): TitleSlideLayout {
  const hasDescription = description.trim() !== '';
  const fit = fitted(title, hasDescription ? TITLE : TITLE_ALONE, TEXT_FIT.max, widths.title);
  const layout: TitleSlideLayout = { title: fit };
  const lines = fit.shown === undefined ? balancedLines(title, lineChars(fit, widths.title)) : undefined;
  if (lines) layout.titleLines = lines;
  if (hasDescription) layout.description = fitted(description, DESCRIPTION, DESCRIPTION_MAX, widths.body);
  const text = bylineText(byline);
  if (text !== '') layout.byline = { ...fitted(text, BYLINE, BYLINE_MAX, widths.body), text };
  return layout;
}
