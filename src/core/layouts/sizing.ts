/**
 * Turns a layout's placements into a finished frame: splits each item's text
 * area into heading and body, and picks one heading size and one body size
 * per slide (cards of one slide read alike) that fit every item.
 */
import type { DescriptionSize } from '../schemas/catalog';
import { inset, titleBox, IMAGE_BOX } from './canvas';
import { TEXT_FIT, fitText, textHeight } from './text-fit';
import type { Box, Connector, FrameOptions, ItemBox, ItemShape, LayoutFrame, LayoutItem, Shape, TextAlign } from './types';

/** Where a layout puts an item, before text sizing. */
export interface Placement extends Box {
  shape: ItemShape;
  align: TextAlign;
  /** For 'triangle-band' and 'chevron' shapes (see ItemBox.taper). */
  taper?: number;
  /** The text area inside the box; by default the box less a small margin. */
  text?: Box;
  /** 'stack' puts the heading above the body; 'side' puts it to the left. */
  split?: 'stack' | 'side';
}

/** Caps a layout sets on its text sizes (dense layouts use smaller caps). */
export interface SizeCaps {
  heading?: number;
  body?: number;
}

/** Extra parts of a frame besides items. */
export interface FrameParts {
  connectors?: Connector[];
  decorations?: Shape[];
  caps?: SizeCaps;
}

/** Largest body size per description size: longer overviews start smaller. */
const BODY_CAP: Record<DescriptionSize, number> = { short: 28, concise: 24, medium: 20, long: 18 };
const HEADING_CAP = 36;
/** Largest share of a stacked text area the heading may take. */
const HEADING_SHARE = 0.4;
/** Share of a side-split text area given to the heading. */
const SIDE_SHARE = 0.32;
const LABEL_CAP = 28;

const clampSize = (size: number): number => Math.min(TEXT_FIT.max, Math.max(TEXT_FIT.min, size));

function textArea(p: Placement): Box {
  return p.text ?? inset(p, Math.min(16, p.w * 0.06), Math.min(12, p.h * 0.06));
}

const hasText = (text: string): boolean => text.trim() !== '';

/** Smallest of the sizes, or `fallback` when there are none. */
const smallest = (sizes: readonly number[], fallback: number): number =>
  sizes.length === 0 ? fallback : Math.min(...sizes);

interface Split {
  heading: Box;
  body: Box;
}

function sideSplit(area: Box): Split {
  const hw = area.w * SIDE_SHARE;
  return { heading: { ...area, w: hw }, body: { ...area, x: area.x + hw, w: area.w - hw } };
}

function stackSplit(area: Box, headingHeight: number, withBody: boolean): Split {
  const h = withBody ? Math.min(headingHeight, area.h * HEADING_SHARE) : area.h;
  return { heading: { ...area, h }, body: { ...area, y: area.y + h, h: withBody ? area.h - h : 0 } };
}

/** Heading zone used to size headings: a share of the area when there is a body under it. */
function headingZone(p: Placement, item: LayoutItem): Box {
  const area = textArea(p);
  if (p.split === 'side') return sideSplit(area).heading;
  return hasText(item.overview) ? { ...area, h: area.h * HEADING_SHARE } : area;
}

function splits(items: readonly LayoutItem[], placements: readonly Placement[], size: number): Split[] {
  // One heading height for every stacked item so the bodies start level.
  const needed = placements.map((p, i) => textHeight(items[i]?.heading ?? '', textArea(p).w, size));
  const common = Math.max(0, ...needed.filter(Number.isFinite));
  return placements.map((p, i) =>
    p.split === 'side' ? sideSplit(textArea(p)) : stackSplit(textArea(p), common, hasText(items[i]?.overview ?? '')),
  );
}

function toItemBox(p: Placement, index: number, split: Split, sizes: { heading: number; body: number }): ItemBox {
  const box: ItemBox = {
    x: p.x, y: p.y, w: p.w, h: p.h, index, shape: p.shape, align: p.align,
    headingBox: split.heading, bodyBox: split.body, headingSize: sizes.heading, bodySize: sizes.body,
  };
  if (p.taper !== undefined) box.taper = p.taper;
  return box;
}

/**
 * Sizes the text of placed items.
 * @param items - the items, in placement order (placement i holds item i)
 * @param placements - where each item goes
 * @param options - the frame options (description size picks the body cap)
 * @param caps - tighter caps a dense layout asks for
 */
export function sizeItems(
  items: readonly LayoutItem[],
  placements: readonly Placement[],
  options: FrameOptions,
  caps: SizeCaps = {},
): ItemBox[] {
  const heading = headingSizeFor(items, placements, Math.min(caps.heading ?? HEADING_CAP, HEADING_CAP));
  const parts = splits(items, placements, heading);
  const bodyCap = Math.min(caps.body ?? BODY_CAP[options.descriptionSize], BODY_CAP[options.descriptionSize], heading);
  const bodySizes = placements
    .map((_, i) => ({ text: items[i]?.overview ?? '', box: parts[i]!.body }))
    .filter((entry) => hasText(entry.text))
    .map((entry) => fitText(entry.text, entry.box, { max: bodyCap }));
  const body = clampSize(smallest(bodySizes, bodyCap));
  return placements.map((p, i) => toItemBox(p, i, parts[i]!, { heading, body }));
}

function headingSizeFor(items: readonly LayoutItem[], placements: readonly Placement[], cap: number): number {
  const sizes: number[] = [];
  placements.forEach((p, i) => {
    const item = items[i];
    if (item && hasText(item.heading)) sizes.push(fitText(item.heading, headingZone(p, item), { max: cap }));
  });
  return clampSize(smallest(sizes, cap));
}

function sizeLabel(shape: Shape): Shape {
  if (shape.text === undefined) return shape;
  return { ...shape, textSize: clampSize(fitText(shape.text, shape.box, { max: LABEL_CAP })) };
}

/**
 * Assembles a finished frame: title box and size, sized items, connectors,
 * decorations (labels sized) and the image area when the slide has one.
 */
export function buildFrame(
  items: readonly LayoutItem[],
  placements: readonly Placement[],
  options: FrameOptions,
  parts: FrameParts = {},
): LayoutFrame {
  const title = titleBox(options.hasImage);
  const frame: LayoutFrame = {
    title,
    titleSize: clampSize(fitText(options.title ?? '', title, { max: TEXT_FIT.max })),
    items: sizeItems(items, placements, options, parts.caps),
    connectors: parts.connectors ?? [],
  };
  if (parts.decorations && parts.decorations.length > 0) frame.decorations = parts.decorations.map(sizeLabel);
  if (options.hasImage) frame.image = { ...IMAGE_BOX };
  return frame;
}
