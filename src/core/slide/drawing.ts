/**
 * Lays a slide out once per change of its content: the title slide's boxes,
 * or a topic slide's layout frame (src/core/layouts) with its heading and
 * overview placed. Pure, so it is tested without a browser.
 *
 * The frame is fitted with the deck fonts' glyph widths (a monospace face
 * runs wider than the core's 0.55 em estimate), so the screen and the
 * exporter draw the same sizes whatever the fonts.
 */
import type { FontCategory } from '../fonts';
import { TEXT_FIT, dataLayoutOf, frameSlide, getLayout, type LayoutFrame, type LayoutItem, type LayoutType } from '../layouts';
import type { SlideDataView } from '../schemas/slide-data';
import type { DescriptionSize } from '../schemas/catalog';
import {
  DEFAULT_WIDTHS, safeImageUrl, topicHeader, topicImageUrl,
  type FittedText, type FontWidths, type RenderSlide, type RenderSubtopic,
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

/** A subtopic as a layout item: its texts, and whether it has an icon to make room for. */
export function layoutItem(sub: RenderSubtopic): LayoutItem {
  const item: LayoutItem = { heading: sub.heading, overview: sub.overview };
  if (safeImageUrl(sub.image_url) !== undefined) item.icon = true;
  return item;
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
  /** False: the deck's photos are off, so the topic image is neither drawn nor given room. */
  photos?: boolean;
  /** The deck's picture the title slide shows beside its texts (title-slide.ts titlePicture); none without photos. */
  titlePicture?: string | undefined;
}

/**
 * Lays a slide out: the title slide's boxes, or a topic slide's layout (its
 * chosen layout when registered and it holds that many items, else the
 * count rule: see chooseLayout) with the heading and overview placed;
 * with `reserveImage` the image box is kept free as if the image were there.
 */
export function slideDrawing(
  slide: RenderSlide,
  { descriptionSize = 'concise', widths = DEFAULT_WIDTHS, reserveImage = false, photos = true, titlePicture }: DrawingOptions = {},
): SlideDrawing {
  const background = safeImageUrl(slide.backgroundImage);
  const extra = background === undefined ? {} : { background };
  if (slide.type === 'title' || slide.topic === undefined) {
    const picture = photos && background === undefined ? titlePicture : undefined;
    return { kind: 'title', ...titleSlideLayout(slide.title, slide.description, slide.byline, widths, picture), ...extra };
  }
  const { heading, overview } = topicTexts(slide);
  const image = photos ? topicImageUrl(slide.topic) : undefined;
  const items = slide.topic.subtopics.map(layoutItem);
  const hasImage = image !== undefined || (reserveImage && photos);
  const data = hasData(slide.data) ? slide.data : undefined;
  // With no items (and no data) the overview fills the content area instead of leading it.
  const content = items.length > 0 || data !== undefined;
  const options = { descriptionSize, hasImage, title: heading, widths, ...(content ? { lead: overview } : {}), ...(data ? { data } : {}) };
  const chosen = frameSlide(items, options, preferredLayout(slide.layout, data), overview);
  const frame = chosen.frame;
  const header = topicHeader(frame, heading, overview, content || frame.table !== undefined || frame.chart !== undefined, widths);
  // A table or chart is the slide's picture: the topic picture is not drawn beside it.
  const shown = getLayout(chosen.type).drawsData ? undefined : image;
  return { kind: 'topic', layout: chosen.type, frame, ...header, ...(shown === undefined ? {} : { image: shown }), ...extra };
}

const hasData = (data: SlideDataView | undefined): data is SlideDataView => data?.table !== undefined || data?.chart !== undefined;

/** The layout asked for: the user's choice; on a slide with data and no choice of the user's, its chart or table. */
function preferredLayout(layout: RenderSlide['layout'], data: SlideDataView | undefined): string | undefined {
  const automatic = layout === undefined || layout.auto === true;
  return (automatic ? dataLayoutOf(data) : undefined) ?? layout?.type;
}
