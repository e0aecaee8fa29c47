/**
 * Lays a slide out once per change of its content: the title slide's boxes,
 * or a topic slide's layout frame (src/core/layouts) with its heading and
 * overview placed. Pure, so it is tested without a browser.
 *
 * The core sizes text with an average glyph of 0.55 em. A monospace deck font
 * is wider (0.6 em and more), so for those the item sizes are fitted again
 * with the font's width (core fitText), never larger than the core's.
 */
import type { FontCategory } from '../fonts';
import { TEXT_FIT, fitText, frameSlide, textFits, type ItemBox, type LayoutFrame, type LayoutItem, type LayoutType } from '../layouts';
import type { DescriptionSize } from '../schemas/catalog';
import {
  DEFAULT_WIDTHS, safeImageUrl, topicHeader, topicImageUrl,
  type FittedText, type FontWidths, type RenderSlide,
} from './geometry';
import { titleSlideLayout, type TitleSlideLayout } from './title-slide';

/** Everything a slide draws. */
export type SlideDrawing =
  | ({ kind: 'title'; background?: string } & TitleSlideLayout)
  | {
      kind: 'topic';
      layout: LayoutType;
      frame: LayoutFrame;
      heading: FittedText;
      overview?: FittedText;
      image?: string;
      background?: string;
    };

/** Average glyph advance of a font category, in ems (monospace faces run 0.6 em and a little over). */
export function categoryWidth(category: FontCategory): number {
  return category === 'monospace' ? 0.62 : TEXT_FIT.charWidth;
}

/** The text a topic slide shows as its heading and overview (the topic's, else the slide's). */
export function topicTexts(slide: RenderSlide): { heading: string; overview: string } {
  return { heading: slide.topic?.heading || slide.title, overview: slide.topic?.overview || slide.description };
}

/** Largest size, at most `current`, at which every text fits its box with glyphs `charWidth` wide. */
function refit(entries: readonly { text: string; box: ItemBox['bodyBox'] }[], current: number, charWidth: number): number {
  const sizes = entries
    .filter((e) => e.text.trim() !== '' && !textFits(e.text, e.box, current, { charWidth }))
    .map((e) => fitText(e.text, e.box, { max: current, charWidth }));
  return Math.min(current, ...sizes);
}

/** The frame with its item sizes fitted for fonts wider than the core's estimate. */
export function refitForFonts(frame: LayoutFrame, items: readonly LayoutItem[], widths: FontWidths): LayoutFrame {
  if (frame.items.length === 0) return frame;
  const wider = (w: number): boolean => w > TEXT_FIT.charWidth;
  if (!wider(widths.title) && !wider(widths.body)) return frame;
  const first = frame.items[0]!;
  const heading = wider(widths.title)
    ? refit(frame.items.map((it) => ({ text: items[it.index]?.heading ?? '', box: it.headingBox })), first.headingSize, widths.title)
    : first.headingSize;
  const body = wider(widths.body)
    ? refit(frame.items.map((it) => ({ text: items[it.index]?.overview ?? '', box: it.bodyBox })), Math.min(first.bodySize, heading), widths.body)
    : Math.min(first.bodySize, heading);
  return { ...frame, items: frame.items.map((it) => ({ ...it, headingSize: heading, bodySize: body })) };
}

export interface DrawingOptions {
  descriptionSize?: DescriptionSize;
  widths?: FontWidths;
  /**
   * Lay a topic slide out with its image box even before it has an image
   * (the screen reserves the box while a picture is being made, so the
   * items do not jump when it arrives). Exports and present views leave it off.
   */
  reserveImage?: boolean;
  /** False: the deck's photos are off (seed 001 §3.4), so the topic image is neither drawn nor given room. */
  photos?: boolean;
}

/**
 * Lays a slide out: the title slide's boxes, or a topic slide's layout (its
 * chosen layout when registered and it holds that many items, else the
 * count rule: see chooseLayout) with the heading and overview placed;
 * with `reserveImage` the image box is kept free as if the image were there.
 */
export function slideDrawing(
  slide: RenderSlide,
  { descriptionSize = 'concise', widths = DEFAULT_WIDTHS, reserveImage = false, photos = true }: DrawingOptions = {},
): SlideDrawing {
  const background = safeImageUrl(slide.backgroundImage);
  const extra = background === undefined ? {} : { background };
  if (slide.type === 'title' || slide.topic === undefined) {
    return { kind: 'title', ...titleSlideLayout(slide.title, slide.description, slide.byline, widths), ...extra };
  }
  const { heading, overview } = topicTexts(slide);
  const image = photos ? topicImageUrl(slide.topic) : undefined;
  const items = slide.topic.subtopics.map((s) => ({ heading: s.heading, overview: s.overview }));
  const options = { descriptionSize, hasImage: image !== undefined || (reserveImage && photos), title: heading };
  const chosen = frameSlide(items, options, slide.layout?.type);
  const frame = refitForFonts(chosen.frame, items, widths);
  const header = topicHeader(frame, heading, overview, items.length > 0, widths);
  return { kind: 'topic', layout: chosen.type, frame, ...header, ...(image === undefined ? {} : { image }), ...extra };
}
