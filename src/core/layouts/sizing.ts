/**
 * Turns a layout's placements into a finished frame. One heading size and one
 * body size per slide (cards of one slide read alike), chosen from pairs of
 * the type scale: the largest pair at which every item's text fits its card
 * wraps at spaces only. Cards keep one even padding; an item's icon sits
 * beside (or, for centred text, above) its heading, never over text.
 *
 * Two ways in: layouts with shapes of a fixed size (rings, bands, trees) hand
 * their boxes to {@link buildFrame}; card layouts ask {@link fitCards} what
 * height their text needs and place cards of that height themselves, so a
 * card is as tall as its content and the group can be centred.
 */
import type { DescriptionSize } from '../schemas/catalog';
import { IMAGE_BOX, inset } from './canvas';
import { TITLE_RATIO, areaUnder, slideHeader, type SlideHeader } from './header';
import { FLOOR_PX, TEXT_FIT, blockHeight, fitText, lineCount, stepAtMost, textFits, wrappedLineCount } from './text-fit';
import type {
  Box, Connector, FrameOptions, FrameOverflow, ItemBox, ItemShape, LayoutFrame, LayoutItem, Shape, TextAlign,
} from './types';

/** Where a layout puts an item, before text sizing. */
export interface Placement extends Box {
  shape: ItemShape;
  align: TextAlign;
  /** For 'triangle-band' and 'chevron' shapes (see ItemBox.taper). */
  taper?: number;
  /** The text area inside the box; by default the box less the card padding. */
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

/** The slide's two text sizes. */
export interface CardSizes {
  heading: number;
  body: number;
}

/** Padding inside a card, px: the same on every card of every layout. */
export const CARD_PAD = { x: 24, y: 20 } as const;
/** Icon edge, px (32-40 px on the canvas). */
export const ICON_SIZE = 36;
const ICON_GAP = 12;
/** Narrowest text column that takes an icon beside its heading. */
const ICON_MIN_WIDTH = 200;
/** Narrowest centred text column that takes an icon above its heading. */
const ICON_MIN_CENTRED = 120;
const HEADING_GAP = 8;
/** Share of a side-split text area given to the heading. */
const SIDE_SHARE = 0.32;
const SIDE_GAP = 24;

/** Largest body size per description size: longer overviews start smaller. */
const BODY_CAP: Record<DescriptionSize, number> = { short: 26, concise: 22, medium: 22, long: 22 };
const HEADING_CAP = 30;
const LABEL_CAP = 26;

/**
 * Heading and body pairs of the scale, preferred first: the body a step or
 * two under its heading (or level with it for short descriptions, the
 * heading's weight setting it apart).
 */
const PAIRS: readonly CardSizes[] = [
  { heading: 30, body: 26 }, { heading: 30, body: 22 }, { heading: 26, body: 26 }, { heading: 26, body: 22 },
  { heading: 26, body: 19 }, { heading: 22, body: 19 }, { heading: 19, body: 19 },
];

const hasText = (text: string | undefined): boolean => (text ?? '').trim() !== '';

/** Padding of a card of this size: CARD_PAD, less on very small cards so text keeps room. */
export function cardPadding(box: Box): { x: number; y: number } {
  return { x: Math.min(CARD_PAD.x, box.w * 0.08), y: Math.min(CARD_PAD.y, box.h * 0.1) };
}

/** The text area of a placement: its own, or the box less the card padding. */
export function textArea(p: Placement): Box {
  if (p.text) return p.text;
  const pad = cardPadding(p);
  return inset(p, pad.x, pad.y);
}

interface TextStyle {
  split: 'stack' | 'side';
  align: TextAlign;
  widths: { title: number; body: number };
}

/** Where an item's texts and icon go in a text area, and the height they take (infinite when a word does not fit). */
interface TextLayout {
  heading: Box;
  body: Box;
  icon?: Box;
  height: number;
}

/** Height of `text` in lines at `size`; a word too wide for the line counts as infinite, drawn as a character wrap. */
function linesOf(text: string, width: number, size: number, charWidth: number): { lines: number; fits: boolean } {
  const lines = lineCount(text, width, size, { charWidth });
  if (Number.isFinite(lines)) return { lines, fits: true };
  return { lines: wrappedLineCount(text, width / (size * charWidth)), fits: false };
}

const lineH = (size: number): number => size * TEXT_FIT.lineHeight;

function sideLayout(area: Box, item: LayoutItem, sizes: CardSizes, style: TextStyle): TextLayout {
  const hw = area.w * SIDE_SHARE;
  const bodyX = area.x + hw + SIDE_GAP;
  const icon = item.icon === true && hw >= ICON_MIN_WIDTH;
  const headX = area.x + (icon ? ICON_SIZE + ICON_GAP : 0);
  const headW = hw - (headX - area.x);
  const h = linesOf(item.heading, headW, sizes.heading, style.widths.title);
  const b = linesOf(item.overview, area.w - hw - SIDE_GAP, sizes.body, style.widths.body);
  const headingH = blockHeight(h.lines, sizes.heading);
  const bodyH = blockHeight(b.lines, sizes.body);
  const out: TextLayout = {
    heading: { x: headX, y: area.y, w: headW, h: headingH },
    body: { x: bodyX, y: area.y, w: area.w - hw - SIDE_GAP, h: bodyH },
    height: h.fits && b.fits ? Math.max(headingH, bodyH, icon ? ICON_SIZE : 0) : Number.POSITIVE_INFINITY,
  };
  if (icon) out.icon = { x: area.x, y: area.y + Math.max(0, (lineH(sizes.heading) - ICON_SIZE) / 2), w: ICON_SIZE, h: ICON_SIZE };
  return out;
}

function stackLayout(area: Box, item: LayoutItem, sizes: CardSizes, style: TextStyle): TextLayout {
  const centred = style.align === 'center';
  const beside = item.icon === true && !centred && area.w >= ICON_MIN_WIDTH;
  const above = item.icon === true && centred && area.w >= ICON_MIN_CENTRED;
  const top = area.y + (above ? ICON_SIZE + HEADING_GAP : 0);
  const headX = area.x + (beside ? ICON_SIZE + ICON_GAP : 0);
  const headW = area.w - (headX - area.x);
  const h = linesOf(item.heading, headW, sizes.heading, style.widths.title);
  const textH = blockHeight(h.lines, sizes.heading);
  const headingH = hasText(item.heading) ? Math.max(textH, beside ? ICON_SIZE : 0) : 0;
  const withBody = hasText(item.overview);
  const b = withBody ? linesOf(item.overview, area.w, sizes.body, style.widths.body) : { lines: 0, fits: true };
  const bodyY = top + headingH + (withBody && headingH > 0 ? HEADING_GAP : 0);
  const bodyH = blockHeight(b.lines, sizes.body);
  const out: TextLayout = {
    heading: { x: headX, y: top + (beside ? Math.max(0, (ICON_SIZE - textH) / 2) : 0), w: headW, h: textH },
    body: { x: area.x, y: bodyY, w: area.w, h: bodyH },
    height: h.fits && b.fits ? bodyY + bodyH - area.y : Number.POSITIVE_INFINITY,
  };
  if (beside) out.icon = { x: area.x, y: area.y, w: ICON_SIZE, h: ICON_SIZE };
  if (above) out.icon = { x: area.x + (area.w - ICON_SIZE) / 2, y: area.y, w: ICON_SIZE, h: ICON_SIZE };
  return out;
}

function layText(area: Box, item: LayoutItem, sizes: CardSizes, style: TextStyle): TextLayout {
  return style.split === 'side' && hasText(item.overview) ? sideLayout(area, item, sizes, style) : stackLayout(area, item, sizes, style);
}

/** The caps of a slide: the layout's, the title's (title >= 1.6 x heading) and the lead's (lead >= body). */
function capsFor(options: FrameOptions, header: SlideHeader, caps: SizeCaps): CardSizes {
  const heading = Math.min(HEADING_CAP, caps.heading ?? HEADING_CAP, stepAtMost(header.titleSize / TITLE_RATIO));
  const body = Math.min(BODY_CAP[options.descriptionSize], caps.body ?? HEADING_CAP, header.leadSize ?? HEADING_CAP);
  return { heading: Math.max(FLOOR_PX, heading), body: Math.max(FLOOR_PX, body) };
}

/**
 * The heading and body pairs a slide may use, preferred first: within the
 * layout's caps, the title's (title >= 1.6 x heading) and the lead's (lead >= body).
 */
export function sizePairs(ctx: SizingContext): CardSizes[] {
  return pairsWithin(capsFor(ctx.options, ctx.header, ctx.caps ?? {}));
}

function pairsWithin(cap: CardSizes): CardSizes[] {
  const pairs = PAIRS.filter((p) => p.heading <= cap.heading && p.body <= cap.body);
  return pairs.length > 0 ? pairs : [{ heading: stepAtMost(cap.heading), body: FLOOR_PX }];
}

/** One item to size: its text area (whose height is the most its text may take) and how its text is arranged. */
export interface TextSlot {
  area: Box;
  split?: 'stack' | 'side';
  align: TextAlign;
}

/** The sizes chosen for a slide's items, each item's text layout at them, and what did not fit. */
export interface FittedItems {
  /** The items as fitted: without their icons when the icons would have cost the text its fit. */
  items: LayoutItem[];
  sizes: CardSizes;
  /** Height each item's text takes at `sizes`, px (capped at its area's height when it overflows). */
  heights: number[];
  overflow: FrameOverflow[];
}

/** The context sizing needs from a frame's options. */
export interface SizingContext {
  options: FrameOptions;
  header: SlideHeader;
  caps?: SizeCaps;
}

export const widthsOf = (options: FrameOptions) => options.widths ?? { title: TEXT_FIT.charWidth, body: TEXT_FIT.charWidth };

/**
 * The largest heading and body pair at which every item's text fits its slot.
 * @param items - the items, slot i holds item i
 * @param slots - each item's text area (its height the most the text may take) and arrangement
 * @param ctx - the frame's options, header and the layout's caps
 */
export function fitItems(items: readonly LayoutItem[], slots: readonly TextSlot[], ctx: SizingContext): FittedItems {
  const withIcons = fitAll(items, slots, ctx);
  if (!items.some((item) => item.icon) || (withIcons.overflow.length === 0 && withIcons.sizes.body > FLOOR_PX)) return withIcons;
  // Icons are decoration: when they cost the text its size or its fit, the slide goes without them.
  const bare = fitAll(items.map(({ heading, overview }) => ({ heading, overview })), slots, ctx);
  const better = bare.overflow.length < withIcons.overflow.length || (bare.overflow.length === withIcons.overflow.length && bare.sizes.body > withIcons.sizes.body);
  return better ? bare : withIcons;
}

function fitAll(items: readonly LayoutItem[], slots: readonly TextSlot[], ctx: SizingContext): FittedItems {
  const widths = widthsOf(ctx.options);
  const list = slots.map((_, i) => items[i] ?? { heading: '', overview: '' });
  const layoutsAt = (sizes: CardSizes) =>
    slots.map((slot, i) => layText(slot.area, list[i]!, sizes, { split: slot.split ?? 'stack', align: slot.align, widths }));
  const pairs = pairsWithin(capsFor(ctx.options, ctx.header, ctx.caps ?? {}));
  for (const sizes of pairs) {
    const layouts = layoutsAt(sizes);
    if (layouts.every((l, i) => l.height <= slots[i]!.area.h + 0.01)) return { items: list, sizes, heights: layouts.map((l) => l.height), overflow: [] };
  }
  const sizes = pairs[pairs.length - 1]!;
  const layouts = layoutsAt(sizes);
  const overflow: FrameOverflow[] = [];
  layouts.forEach((l, i) => {
    if (l.height > slots[i]!.area.h + 0.01) overflow.push({ part: hasText(list[i]!.overview) ? 'body' : 'heading', index: i });
  });
  return { items: list, sizes, heights: layouts.map((l, i) => Math.min(l.height, slots[i]!.area.h)), overflow };
}

/**
 * An item's finished box: its text laid out in `area` at `sizes`, moved
 * down by `offset` (to centre the text in a shape taller than it).
 */
export function itemBox(p: Placement, index: number, item: LayoutItem, sizes: CardSizes, options: FrameOptions, offset = 0): ItemBox {
  const area = textArea(p);
  const l = layText(area, item, sizes, { split: p.split ?? 'stack', align: p.align, widths: widthsOf(options) });
  const bottom = area.y + area.h;
  // Text that overflows even at the floor is reported by the frame; its box still ends inside the shape.
  const down = (b: Box): Box => {
    const y = Math.min(b.y + offset, bottom);
    return { ...b, y, h: Math.max(0, Math.min(b.h, bottom - y)) };
  };
  const box: ItemBox = {
    x: p.x, y: p.y, w: p.w, h: p.h, index, shape: p.shape, align: p.align,
    headingBox: down(l.heading), bodyBox: hasText(item.overview) ? down(l.body) : { ...down(l.body), h: 0 },
    headingSize: sizes.heading, bodySize: Math.min(sizes.body, sizes.heading),
  };
  if (l.icon) box.icon = down(l.icon);
  if (p.taper !== undefined) box.taper = p.taper;
  return box;
}

/** The slide's header and the content area under it, for a layout to place its items in. */
export function slideArea(options: FrameOptions): { header: SlideHeader; area: Box } {
  const header = slideHeader(options);
  return { header, area: areaUnder(header, options.hasImage) };
}

/**
 * Card heights for card layouts: fits the sizes with each card at most
 * `maxCard` (its outer box), then gives every card the height the tallest
 * text needs plus the padding, so cards of a slide are equally tall.
 */
export function fitCards(
  items: readonly LayoutItem[],
  maxCards: readonly Box[],
  ctx: SizingContext,
  style: { align: TextAlign; split?: 'stack' | 'side' },
): FittedItems & { cardHeight: number } {
  // Every card ends up as tall as the tallest text, so each text must fit the lowest card.
  const lowest = Math.min(...maxCards.map((b) => b.h));
  const slots = maxCards.map((box) => ({ area: textArea({ ...box, h: lowest, shape: 'rounded', align: style.align }), align: style.align, split: style.split ?? 'stack' }));
  const fitted = fitItems(items, slots, ctx);
  const pad = maxCards[0] ? cardPadding(maxCards[0]).y : CARD_PAD.y;
  const tallest = Math.max(0, ...fitted.heights);
  const cap = Math.min(...maxCards.map((b) => b.h));
  return { ...fitted, cardHeight: Math.min(cap, tallest + 2 * pad) };
}

function sizeLabel(shape: Shape, overflow: FrameOverflow[], index: number, widths: { title: number }): Shape {
  if (shape.text === undefined) return shape;
  const options = { max: LABEL_CAP, charWidth: widths.title };
  // Text in an ellipse keeps to the rectangle inside its curve.
  const box = shape.kind === 'ellipse' ? inset(shape.box, shape.box.w * 0.15, shape.box.h * 0.15) : shape.box;
  const textSize = fitText(shape.text, box, options);
  if (!textFits(shape.text, box, textSize, options)) overflow.push({ part: 'label', index });
  return { ...shape, textSize };
}

/**
 * Assembles a finished frame from items already sized: the header's title
 * and lead, the items, connectors, decorations (labels sized) and the image
 * area when the slide has one.
 */
export function finishFrame(header: SlideHeader, items: ItemBox[], options: FrameOptions, parts: FrameParts & { overflow?: FrameOverflow[] } = {}): LayoutFrame {
  const overflow = [...header.overflow, ...(parts.overflow ?? [])];
  const frame: LayoutFrame = { title: header.title, titleSize: header.titleSize, items, connectors: parts.connectors ?? [] };
  if (header.lead && header.leadSize !== undefined) {
    frame.lead = header.lead;
    frame.leadSize = header.leadSize;
  }
  if (parts.decorations && parts.decorations.length > 0) frame.decorations = parts.decorations.map((d, i) => sizeLabel(d, overflow, i, widthsOf(options)));
  if (options.hasImage) frame.image = { ...IMAGE_BOX };
  if (overflow.length > 0) frame.overflow = overflow;
  return frame;
}

/**
 * A frame from shapes of fixed size: the sizes are fitted to every shape's
 * text area, and each item's text is centred vertically in its area.
 */
export function buildFrame(
  items: readonly LayoutItem[],
  placements: readonly Placement[],
  options: FrameOptions,
  parts: FrameParts & { header?: SlideHeader; shrink?: boolean } = {},
): LayoutFrame {
  const header = parts.header ?? slideHeader(options);
  const slots = placements.map((p) => ({ area: textArea(p), split: p.split ?? 'stack', align: p.align }));
  const fitted = fitItems(items, slots, { options, header, caps: parts.caps ?? {} });
  const boxes = placements.map((p, i) => {
    const item = fitted.items[i] ?? { heading: '', overview: '' };
    if (parts.shrink && p.text === undefined) {
      // A card around a centre (a ring) keeps its centre and takes the height its text needs.
      const h = Math.min(p.h, fitted.heights[i]! + 2 * cardPadding(p).y);
      return itemBox({ ...p, y: p.y + (p.h - h) / 2, h }, i, item, fitted.sizes, options);
    }
    const offset = Math.max(0, (slots[i]!.area.h - fitted.heights[i]!) / 2);
    return itemBox(p, i, item, fitted.sizes, options, offset);
  });
  return finishFrame(header, boxes, options, { ...parts, overflow: fitted.overflow });
}

const bodyOf = (frame: LayoutFrame): number => frame.items[0]?.bodySize ?? 0;
const headingOf = (frame: LayoutFrame): number => frame.items[0]?.headingSize ?? 0;

/**
 * The best of a layout's variants (a smaller hub, wider cards): the one
 * with the fewest texts that do not fit, then the largest body, then the
 * largest heading; the first on a tie.
 */
export function bestFrame(frames: readonly LayoutFrame[]): LayoutFrame {
  return frames.reduce((best, f) => {
    const over = (f.overflow?.length ?? 0) - (best.overflow?.length ?? 0);
    if (over !== 0) return over < 0 ? f : best;
    if (bodyOf(f) !== bodyOf(best)) return bodyOf(f) > bodyOf(best) ? f : best;
    return headingOf(f) > headingOf(best) ? f : best;
  });
}
