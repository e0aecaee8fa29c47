/**
 * What the slide navigator shows for a slide, as pure functions: a
 * thumbnail holds the title and at most two points followed by '+N more
 * points', and the list's scroll hints appear past the thresholds below.
 * Kept out of the components so the rules are tested without a DOM.
 */
import type { Slide } from '../../core/schemas/slide';

/** Points a thumbnail lists before '+N more points'. */
export const THUMBNAIL_POINTS = 2;
/** 'Scroll to see more' shows above this many slides. */
export const SCROLL_HINT_ABOVE = 5;
/** The scroll-to-top button shows once the list has scrolled further than this (px). */
export const SCROLL_TOP_AFTER_PX = 100;

/** The part of a slide a thumbnail reads. */
export type ThumbnailSlide = Pick<Slide, 'type' | 'title' | 'description'> & {
  topic?: { heading: string; subtopics: readonly { heading: string }[] } | undefined;
};

export interface ThumbnailPoints {
  /** Headings shown, a missing one as 'Point N' (as the Edit Slide modal names it). */
  shown: string[];
  /** '+N more points', or null when every point is shown. */
  more: string | null;
}

/** The first `max` point headings and the count of the rest. */
export function thumbnailPoints(headings: readonly string[], max = THUMBNAIL_POINTS): ThumbnailPoints {
  const shown = headings.slice(0, Math.max(0, max)).map((h, i) => h.trim() || `Point ${i + 1}`);
  const rest = headings.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more points` : null };
}

/** The title a navigator row shows: the heading of a topic, the deck title of the title slide. */
export function navigatorTitle(slide: ThumbnailSlide): string {
  const text = slide.type === 'title' ? slide.title : slide.topic?.heading || slide.title;
  return text.trim() || 'Untitled slide';
}

/** The footer under the list. */
export function slidesFooter(count: number): string {
  return `${count} slides`;
}

/** Whether the 'Scroll to see more' hint shows. */
export function showScrollHint(count: number): boolean {
  return count > SCROLL_HINT_ABOVE;
}

/** Whether the scroll-to-top button shows. */
export function showScrollTop(scrollTop: number): boolean {
  return scrollTop > SCROLL_TOP_AFTER_PX;
}
