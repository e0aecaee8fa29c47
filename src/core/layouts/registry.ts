/**
 * The layout registry: one definition per file, collected in a plain array
 * (as tldraw's defaultShapeUtils). Adding a layout means adding its file and
 * one line here. Which layout a slide gets is decided in choose/ (by what
 * the slide says, not only how many points it has); the registry answers
 * what exists and what holds how many points.
 */
import { beforeAfterLayout } from './before-after';
import { bigNumberLayout } from './big-number';
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
import { statementLayout } from './statement';
import { chartLayout } from './chart';
import { tableLayout } from './table';
import { timelineLayout } from './timeline';
import { treeLayout } from './tree';
import { verticalStackLayout } from './vertical-stack';
import { verticalTimelineLayout } from './vertical-timeline';
import type { LayoutDefinition } from './types';

/** Every layout, in the picker's order. The id type and list below are derived from it. */
const REGISTERED = [
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
  bigNumberLayout,
  statementLayout,
  tableLayout,
  chartLayout,
] as const;

/** A layout id: the id of a registered layout. */
export type LayoutType = (typeof REGISTERED)[number]['type'];

/** A registered layout: its id is one of {@link LayoutType}. */
export type RegisteredLayout = LayoutDefinition<LayoutType>;

/** Every layout, in the picker's order. */
export const LAYOUTS: readonly RegisteredLayout[] = REGISTERED;

/** Every layout id, in the picker's order (for schemas: `z.enum(LAYOUT_TYPES)` rejects any other id). */
export const LAYOUT_TYPES: readonly LayoutType[] = REGISTERED.map((layout) => layout.type);

/** The layout used for an id that is not registered, and the one that holds any number of points. */
export const DEFAULT_LAYOUT: LayoutType = 'grid';

const BY_TYPE: ReadonlyMap<string, RegisteredLayout> = new Map(LAYOUTS.map((layout) => [layout.type, layout]));

/** The layout registered under an id (a stored slide's `layout.type`), or undefined. */
export function findLayout(id: string | undefined): RegisteredLayout | undefined {
  return id === undefined ? undefined : BY_TYPE.get(id);
}

/** True when `id` names a registered layout. */
export function isLayoutType(id: string): id is LayoutType {
  return BY_TYPE.has(id);
}

/** The definition of a layout type. */
export function getLayout(type: LayoutType): RegisteredLayout {
  return findLayout(type) ?? gridLayout;
}

/** True when a layout shows `count` items without dropping any. */
export function layoutFits(layout: LayoutDefinition, count: number): boolean {
  return count >= (layout.minItems ?? 0) && (layout.maxItems === undefined || count <= layout.maxItems);
}
