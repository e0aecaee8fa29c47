/**
 * The layout registry: one definition per file, collected in a plain array
 * (as tldraw's defaultShapeUtils). Adding a layout means adding its file and
 * one line here. Also the count rules of seed 001 §5.
 */
import { beforeAfterLayout } from './before-after';
import { boxesLayout } from './boxes';
import { circularLayout } from './circular-6';
import { gridLayout } from './grid';
import { hierarchyLayout } from './hierarchy';
import { hierarchyTreeLayout } from './hierarchy-tree';
import { horizontalRowLayout } from './horizontal-row';
import { horizontalTimelineLayout } from './horizontal-timeline';
import { mindMapLayout } from './mind-map';
import { pencilLayout } from './pencil-3';
import { processFlowLayout } from './process-flow';
import { pyramidLayout } from './pyramid';
import { sideBySideLayout } from './side-by-side';
import { starLayout } from './star-5';
import { timelineLayout } from './timeline';
import { treeLayout } from './tree';
import { verticalStackLayout } from './vertical-stack';
import { verticalTimelineLayout } from './vertical-timeline';
import type { FrameOptions, LayoutDefinition, LayoutFrame, LayoutItem, LayoutType } from './types';

/** Every layout, in the picker's order. */
export const LAYOUTS: readonly LayoutDefinition[] = [
  gridLayout,
  boxesLayout,
  verticalStackLayout,
  hierarchyLayout,
  timelineLayout,
  horizontalRowLayout,
  hierarchyTreeLayout,
  treeLayout,
  mindMapLayout,
  pyramidLayout,
  verticalTimelineLayout,
  horizontalTimelineLayout,
  processFlowLayout,
  sideBySideLayout,
  beforeAfterLayout,
  pencilLayout,
  circularLayout,
  starLayout,
];

/** The layout used when no rule or choice names another. */
export const DEFAULT_LAYOUT: LayoutType = 'grid';

const BY_TYPE: ReadonlyMap<string, LayoutDefinition> = new Map(LAYOUTS.map((layout) => [layout.type, layout]));

/** The layout registered under an id (a stored slide's `layout.type`), or undefined. */
export function findLayout(id: string | undefined): LayoutDefinition | undefined {
  return id === undefined ? undefined : BY_TYPE.get(id);
}

/** True when `id` names a registered layout. */
export function isLayoutType(id: string): id is LayoutType {
  return BY_TYPE.has(id);
}

/** The definition of a layout type. */
export function getLayout(type: LayoutType): LayoutDefinition {
  return findLayout(type) ?? gridLayout;
}

/** True when a layout shows `count` items without dropping any. */
export function layoutFits(layout: LayoutDefinition, count: number): boolean {
  return count >= (layout.minItems ?? 0) && (layout.maxItems === undefined || count <= layout.maxItems);
}

/**
 * The layout seed 001 §5 gives `count` items: 3 items a vertical stack, 5 a
 * pyramid, any other count the grid (whose cards shrink above 6 and 8).
 */
export function ruleLayout(count: number): LayoutType {
  if (count === 3) return 'vertical-stack';
  if (count === 5) return 'pyramid';
  return DEFAULT_LAYOUT;
}

/**
 * The layout a slide with `itemCount` items is drawn with. A chosen layout
 * (the picker's, stored on the slide) wins when it is registered and holds
 * that many items; otherwise, e.g. 7 items on 'star-5' (at most 5) or an
 * unknown id, the count rules decide, so no item is ever dropped.
 * @param itemCount - number of subtopics on the slide
 * @param preferred - the slide's chosen layout id, if any
 */
export function chooseLayout(itemCount: number, preferred?: string): LayoutType {
  const layout = findLayout(preferred);
  return layout && layoutFits(layout, itemCount) ? layout.type : ruleLayout(itemCount);
}

/**
 * Chooses the layout and computes its frame in one step, for the screen and
 * the exporter alike.
 */
export function frameSlide(
  items: readonly LayoutItem[],
  options: FrameOptions,
  preferred?: string,
): { type: LayoutType; frame: LayoutFrame } {
  const type = chooseLayout(items.length, preferred);
  return { type, frame: getLayout(type).frame(items, options) };
}
