/**
 * One step from a slide's points to its geometry, for the screen, print and
 * the exporter alike (they all draw through core/slide/drawing.ts), so all
 * three draw the same layout.
 */
import { getLayout, type LayoutType } from '../registry';
import type { FrameOptions, LayoutFrame, LayoutItem } from '../types';
import { chooseLayout } from './choose';

/**
 * Chooses the layout and computes its frame: `preferred` (the slide's stored
 * layout: the user's choice, or the chooser's recorded one) when it holds
 * the points, else the best layout for the content, read from the items and
 * `options.title` (and `overview` when given).
 */
export function frameSlide(
  items: readonly LayoutItem[],
  options: FrameOptions,
  preferred?: string,
  overview = '',
): { type: LayoutType; frame: LayoutFrame } {
  const type = chooseLayout({ heading: options.title ?? '', overview, items, picture: options.hasImage }, preferred);
  return { type, frame: getLayout(type).frame(items, options) };
}
