/**
 * What the renderer places besides the layout's items, in canvas px: the
 * title slide's boxes, a topic slide's heading and overview, the text
 * rectangle inside a box, and which slide text is which typewriter block.
 * Pure (no React, no DOM), so the rules are tested without a browser and an
 * exporter can place the same text in the same boxes.
 */
import { TEXT_FIT, contentArea, fitText, textFits, type Box, type LayoutFrame } from '../layouts';
import type { SlideFormatting, SubtopicFormatting } from '../text/rich';
import type { Byline } from './byline';
import type { SlideDataView } from '../schemas/slide-data';

/**
 * The slide fields the renderer reads; a store snapshot or plain data both
 * fit. Every text is plain text; `rich` holds the user's formatting of it
 * (core/text/rich.ts), drawn by the screen and the exporter, while all
 * measuring here reads the plain text.
 */
export interface RenderSubtopic {
  readonly heading: string;
  readonly overview: string;
  readonly image_url?: string | undefined;
  readonly rich?: Readonly<SubtopicFormatting> | undefined;
}

export interface RenderTopic {
  readonly heading: string;
  readonly overview: string;
  readonly image_url?: string | undefined;
  readonly image_prompt?: string | undefined;
  readonly subtopics: readonly RenderSubtopic[];
}

export interface RenderSlide {
  readonly id?: number;
  readonly type: 'title' | 'topic';
  readonly title: string;
  readonly description: string;
  readonly topic?: RenderTopic | undefined;
  /** `auto`: the chooser picked it (a slide with data is then drawn as its chart or table). */
  readonly layout?: { readonly type: string; readonly auto?: boolean | undefined } | undefined;
  readonly backgroundImage?: string | undefined;
  readonly rich?: Readonly<SlideFormatting> | undefined;
  /** The title slide's presenter, organisation and date (byline.ts). */
  readonly byline?: Byline | undefined;
  /** The figures a table or chart slide draws (schemas/slide-data.ts). */
  readonly data?: SlideDataView | undefined;
}

/** A box and the font size its text was fitted at. */
export interface FittedText {
  box: Box;
  size: number;
  /** What is drawn when the text had to be shortened to fit at the smallest size. */
  shown?: string;
}

/**
 * Where a box's text is written: the box less half of the fit padding on
 * each side, the rectangle the core sizes were fitted for. The fit keeps no
 * padding (layouts hand out text rectangles, cards pad around them), so this
 * is the box itself.
 */
export function textRect(box: Box): Box {
  const dx = (box.w * TEXT_FIT.padding) / 2;
  const dy = (box.h * TEXT_FIT.padding) / 2;
  return { x: box.x + dx, y: box.y + dy, w: box.w - 2 * dx, h: box.h - 2 * dy };
}

/** Typewriter order: heading 0, overview 1, then each subtopic's heading and overview. */
export const HEADING_BLOCK = 0;
export const OVERVIEW_BLOCK = 1;
export const subtopicHeadingBlock = (i: number): number => 2 + 2 * i;
export const subtopicOverviewBlock = (i: number): number => 3 + 2 * i;

const hasText = (text: string): boolean => text.trim() !== '';

/**
 * The longest start of `text` (whole words, then '…') that fits `box` at
 * `size` by the core estimate; the text itself when it fits.
 */
export function shortenToFit(text: string, box: Box, size: number, charWidth = TEXT_FIT.charWidth): string {
  const fits = (t: string): boolean => textFits(t, box, size, { charWidth });
  if (fits(text)) return text;
  const words = text.trim().split(/\s+/);
  let lo = 0;
  let hi = words.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(`${words.slice(0, mid).join(' ')}…`)) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '…' : `${words.slice(0, lo).join(' ')}…`;
}

/** What to draw instead of `value` when it does not fit `box` at `size` (whole words and '…'), else undefined. */
export function shownIfTooLong(value: string, box: Box, size: number, charWidth = TEXT_FIT.charWidth): string | undefined {
  return textFits(value, box, size, { charWidth }) ? undefined : shortenToFit(value, box, size, charWidth);
}

/** `value` fitted to `box` at most `max` px; shortened when even the smallest size is too large. */
export function fitted(value: string, box: Box, max: number, charWidth = TEXT_FIT.charWidth): FittedText {
  const size = fitText(value, box, { max, charWidth });
  const shown = shownIfTooLong(value, box, size, charWidth);
  return shown === undefined ? { box, size } : { box, size, shown };
}

const TITLE_SLIDE_TITLE: Box = { x: 128, y: 150, w: 1024, h: 240 };
const TITLE_SLIDE_TITLE_ALONE: Box = { x: 128, y: 200, w: 1024, h: 320 };
const TITLE_SLIDE_DESCRIPTION: Box = { x: 176, y: 410, w: 928, h: 170 };

/** Average glyph advance (in ems) of the title and the body font, for the fit estimate. */
export interface FontWidths {
  title: number;
  body: number;
}

export const DEFAULT_WIDTHS: FontWidths = { title: TEXT_FIT.charWidth, body: TEXT_FIT.charWidth };

/** The title slide: a large centred title and the description under it. */
export function titleSlideText(title: string, description: string, widths = DEFAULT_WIDTHS): { title: FittedText; description?: FittedText } {
  if (!hasText(description)) return { title: fitted(title, TITLE_SLIDE_TITLE_ALONE, TEXT_FIT.max, widths.title) };
  return {
    title: fitted(title, TITLE_SLIDE_TITLE, TEXT_FIT.max, widths.title),
    description: fitted(description, TITLE_SLIDE_DESCRIPTION, 28, widths.body),
  };
}

/** The lone overview of a slide without items: at most this size, under the title. */
const LONE_OVERVIEW_MAX = 30;
const LONE_OVERVIEW_GAP = 28;

const overflowed = (frame: LayoutFrame, part: 'title' | 'lead'): boolean => frame.overflow?.some((o) => o.part === part) ?? false;

/** A text at the size the frame gave it; shortened (whole words and '…') only when the frame reports it overflowing. */
function atFrameSize(value: string, box: Box, size: number, over: boolean, charWidth: number): FittedText {
  const shown = over ? shownIfTooLong(value, box, size, charWidth) : undefined;
  return shown === undefined ? { box, size } : { box, size, shown };
}

/**
 * A topic slide's heading and overview. With items, they go where the
 * frame's header put them (the title, the lead sentence under it); with
 * none, the overview has the space under the title. Only a text the frame
 * reports as overflowing even at the floor is shortened to whole words and '…'.
 */
export function topicHeader(
  frame: LayoutFrame,
  heading: string,
  overview: string,
  hasItems: boolean,
  widths = DEFAULT_WIDTHS,
): { heading: FittedText; overview?: FittedText } {
  const title = atFrameSize(heading, frame.title, frame.titleSize, overflowed(frame, 'title'), widths.title);
  if (!hasText(overview)) return { heading: title };
  if (hasItems && frame.lead && frame.leadSize !== undefined) {
    return { heading: title, overview: atFrameSize(overview, frame.lead, frame.leadSize, overflowed(frame, 'lead'), widths.body) };
  }
  return { heading: title, overview: fitted(overview, loneOverviewArea(frame), LONE_OVERVIEW_MAX, widths.body) };
}

/** The content area under the title, where the overview of a slide without items goes. */
function loneOverviewArea(frame: LayoutFrame): Box {
  const full = contentArea(frame.image !== undefined);
  const top = frame.title.y + frame.title.h + LONE_OVERVIEW_GAP;
  return { x: full.x, y: top, w: full.w, h: full.y + full.h - top };
}

/**
 * Where an editor offers the overview of a topic slide that has none and no
 * items yet (a new blank slide): the place and size its first words will
 * get, so typing there does not move them. Drawings and exports leave it out.
 */
export function emptyOverviewPlace(frame: LayoutFrame): FittedText {
  return { box: loneOverviewArea(frame), size: LONE_OVERVIEW_MAX };
}

/** Only addresses an <img> may load: http(s), data:image and blob: URLs. */
export function safeImageUrl(url: string | undefined): string | undefined {
  const trimmed = url?.trim() ?? '';
  return /^(?:https?:\/\/|data:image\/|blob:)/i.test(trimmed) ? trimmed : undefined;
}

/**
 * The topic image: the picture the server's image call gave for the slide
 * (image_url), and nothing else. An image prompt is the model's text; an
 * address written in it is never loaded, neither on screen nor in an
 * export, or any model answer could make the browser fetch an address of
 * its choosing (a tracker, an address on the user's network).
 */
export function topicImageUrl(topic: RenderTopic | undefined): string | undefined {
  if (topic === undefined) return undefined;
  return safeImageUrl(topic.image_url);
}
