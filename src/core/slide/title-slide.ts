/**
 * The title slide, laid out once for the screen and the exporter: the title
 * (balanced over two lines when it takes two, so no word is left alone on
 * the second), the accent rule, the description, and the byline (presenter,
 * organisation and date) along the foot of the slide. With a picture the
 * texts move into a left column and the picture fills the right of the
 * slide, so no text sits on the picture and the theme's text colours keep
 * their contrast on the theme's own background. Pure, in canvas px.
 */
import { TEXT_FIT, textHeight, wrappedLineCount, type Box } from '../layouts';
import { bylineText, type Byline } from './byline';
import { DEFAULT_WIDTHS, fitted, safeImageUrl, type FittedText, type FontWidths } from './geometry';

export { BYLINE_PART_MAX, bylineDate, bylineIsEmpty, bylineText, parseBylineText, profileByline, withDefaultByline } from './byline';
export type { Byline, BylineProfile } from './byline';

/** Where the texts go: centred on the whole slide, or left-aligned in a column beside a picture. */
interface TitleSlideFrame {
  title: Box;
  titleAlone: Box;
  description: Box;
  rule: Box;
  byline: Box;
}

const CENTRED: TitleSlideFrame = {
  title: { x: 128, y: 150, w: 1024, h: 240 },
  titleAlone: { x: 128, y: 200, w: 1024, h: 320 },
  description: { x: 176, y: 410, w: 928, h: 150 },
  rule: { x: 600, y: 397, w: 80, h: 6 },
  byline: { x: 128, y: 600, w: 1024, h: 64 },
};

/** The picture's band: the right 40 % of the slide, edge to edge. */
export const TITLE_PICTURE: Box = { x: 768, y: 0, w: 512, h: 720 };

/** The left column beside the picture; 96 px margins, as far from the picture as from the slide's edge. */
const BESIDE_PICTURE: TitleSlideFrame = {
  title: { x: 96, y: 150, w: 576, h: 240 },
  titleAlone: { x: 96, y: 200, w: 576, h: 320 },
  description: { x: 96, y: 410, w: 576, h: 150 },
  rule: { x: 96, y: 397, w: 80, h: 6 },
  byline: { x: 96, y: 600, w: 576, h: 64 },
};

/** 24 px on the 1280 px canvas is 18 pt on a 13.33 in slide, above the 14 pt floor. */
const BYLINE_MAX = 24;
const DESCRIPTION_MAX = 28;
/** The deck's title is the largest text of the deck: 64 px is 36 pt on a 13.33 in slide. */
const TITLE_MAX = 64;

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
  /** Centred on the slide, or left-aligned beside the picture. */
  align: 'center' | 'left';
  title: FittedText;
  /** The accent rule, drawn when there is a description. */
  rule: Box;
  /** The picture and its band, when the slide shows one. */
  picture?: { url: string; box: Box };
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

/** Space between the title, the rule and the description. */
const GAP = 24;
/** The title and description stack is centred between these heights (px), above the byline. */
const STACK_TOP = 56;
const STACK_BOTTOM = 584;

/**
 * `fit` with its box cut to the height its text takes (plus half a line, so
 * a renderer whose lines run a little longer keeps every line), keeping
 * the box's width; the fit's size stays.
 */
function hug(fit: FittedText, text: string, charWidth: number): FittedText {
  const height = Math.min(fit.box.h, textHeight(fit.shown ?? text, fit.box.w, fit.size, { charWidth }) + fit.size * TEXT_FIT.lineHeight * 0.5);
  return { ...fit, box: { ...fit.box, h: Math.ceil(height) } };
}

/** `fit` moved down to `y`. */
const at = (fit: FittedText, y: number): FittedText => ({ ...fit, box: { ...fit.box, y: Math.round(y) } });

/**
 * Lays out the title slide's texts, beside `picture` (an address) when one
 * is given and safe to load (safeImageUrl), else centred on the slide. The
 * title, the rule and the description are one group, each box as tall as
 * its text, centred in the space above the byline: a short title sits on
 * its rule instead of floating in a box sized for three lines.
 */
export function titleSlideLayout(title: string, description: string, byline?: Byline, widths: FontWidths = DEFAULT_WIDTHS, picture?: string): TitleSlideLayout {
  const url = safeImageUrl(picture);
  const frame = url === undefined ? CENTRED : BESIDE_PICTURE;
  const hasDescription = description.trim() !== '';
  const fit = fitted(title, hasDescription ? frame.title : frame.titleAlone, TITLE_MAX, widths.title);
  const lines = fit.shown === undefined ? balancedLines(title, lineChars(fit, widths.title)) : undefined;
  let titleFit = hug(fit, lines ? lines.join('\n') : title, widths.title);
  const descriptionFit = hasDescription ? hug(fitted(description, frame.description, DESCRIPTION_MAX, widths.body), description, widths.body) : undefined;
  const height = titleFit.box.h + (descriptionFit ? GAP * 2 + frame.rule.h + descriptionFit.box.h : 0);
  const top = STACK_TOP + Math.max(0, (STACK_BOTTOM - STACK_TOP - height) / 2);
  titleFit = at(titleFit, top);
  const ruleY = Math.round(top + titleFit.box.h + GAP);
  const layout: TitleSlideLayout = { align: url === undefined ? 'center' : 'left', title: titleFit, rule: { ...frame.rule, y: ruleY } };
  if (url !== undefined) layout.picture = { url, box: TITLE_PICTURE };
  if (lines) layout.titleLines = lines;
  if (descriptionFit) layout.description = at(descriptionFit, ruleY + frame.rule.h + GAP);
  const text = bylineText(byline);
  if (text !== '') layout.byline = { ...fitted(text, frame.byline, BYLINE_MAX, widths.body), text };
  return layout;
}

/** The slide fields the title picture is chosen from (a store snapshot or plain data both fit). */
export interface PictureSlide {
  readonly type: string;
  readonly backgroundImage?: string | undefined;
  readonly topic?: { readonly image_url?: string | undefined } | undefined;
  /** The slide's picture record (schemas/slide.ts): on the title slide, the user's own picture, the builtin art, or its removal. */
  readonly picture?:
    | { readonly url?: string | undefined; readonly removed?: boolean | undefined; readonly source?: string | undefined; readonly chosen?: boolean | undefined; readonly theme?: string | undefined }
    | undefined;
}

/** What the builtin art on the title slide is called (its alt text): it says what it is, so no one looks for a subject in it. */
export const TITLE_ART_LABEL = "Abstract artwork in the theme's colours";

/** Whether the title slide's own picture is the builtin abstract art the app put there, not one the user chose. */
export function isTitleArt(picture: PictureSlide['picture']): boolean {
  return picture?.source === 'builtin' && picture.chosen !== true;
}

/**
 * The picture the title slide shows beside its texts: the one the user gave
 * it (`picture.url`), else the first topic picture of the deck, else the
 * builtin abstract art the app asked for when the deck had no photo
 * (undefined when photos are off, when the title slide has a background
 * photo of its own, which it shows instead, or when there is none of these).
 * A real picture of the deck's subject beats decorative art, so a photo
 * found later takes the art's place.
 */
export function titlePicture(slides: readonly PictureSlide[], photos = true): string | undefined {
  if (!photos) return undefined;
  const title = slides.find((s) => s.type === 'title');
  if (safeImageUrl(title?.backgroundImage) !== undefined) return undefined;
  // The user's choice on the title slide: its own picture, or none at all.
  if (title?.picture?.removed === true) return undefined;
  const own = safeImageUrl(title?.picture?.url);
  if (own !== undefined && !isTitleArt(title?.picture)) return own;
  for (const slide of slides) {
    const url = slide.type === 'topic' ? safeImageUrl(slide.topic?.image_url) : undefined;
    if (url !== undefined) return url;
  }
  return own;
}
