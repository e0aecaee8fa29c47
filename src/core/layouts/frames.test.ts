/**
 * Geometry every layout must satisfy, for every item count it takes (up to
 * 12), with and without the topic image, short and long texts, with icons:
 * items inside the slide, under the header, apart; text boxes inside the
 * slide and apart; every size a step of the type scale at or above the
 * floor; title at least 1.6 times the card headings, lead at least the body;
 * text that fits wraps at spaces only, and what does not fit is reported;
 * icons 32-40 px clear of all text.
 */
import { describe, expect, it } from 'vitest';
import type { DescriptionSize } from '../schemas/catalog';
import { CANVAS, IMAGE_BOX, MARGIN_X, contains, overlaps } from './canvas';
import { TITLE_RATIO } from './header';
import { LAYOUTS } from './registry';
import { FLOOR_PX, TYPE_SCALE, lineCount, textFits } from './text-fit';
import type { Box, FrameOptions, ItemBox, LayoutDefinition, LayoutFrame, LayoutItem } from './types';

const CANVAS_BOX: Box = { x: 0, y: 0, w: CANVAS.width, h: CANVAS.height };
const OVERVIEWS = [
  'Short point.',
  'Solar and wind now undercut new coal plants in most markets, which shifts where capital goes.',
  'Grid storage smooths the daily swing between supply and demand, so renewables can carry the base load.',
];
const LONG_WORDS = ['September 1501', 'Productionisation', 'Internationalisation of standards'];

function sampleItems(count: number, icons = false, long = false): LayoutItem[] {
  return Array.from({ length: count }, (_, i) => {
    const heading = long ? LONG_WORDS[i % LONG_WORDS.length]! : i % 4 === 3 ? 'A considerably longer heading that needs wrapping' : `Point ${i + 1}`;
    const item: LayoutItem = { heading, overview: i % 5 === 4 ? '' : OVERVIEWS[i % OVERVIEWS.length]! };
    if (icons) item.icon = true;
    return item;
  });
}

const FIGURES = ['$38.6M revenue', '31.5% gross margin', '1,200 stores', '3,2 Mio. Kunden'];
const LONG_FIGURES = ['€1,234,567 annual recurring revenue from subscriptions', '−12.5 % churn', '38 600 € de chiffre', '2 200 empleados en toda España'];
const FIGURE_TEXTS = ['Up 7.4% on Q3 last year, ahead of plan by $1.2M.', '+1.8 pp', 'Three openings this quarter, no closures.', ''];

/** The items a layout is tested with: key figures for the big-number layout, plain points for the others. */
function itemsOf(layout: LayoutDefinition, count: number, icons: boolean, long: boolean): LayoutItem[] {
  if (layout.type !== 'big-number') return sampleItems(count, icons, long);
  return Array.from({ length: count }, (_, i) => ({
    heading: (long ? LONG_FIGURES : FIGURES)[i % 4]!,
    overview: long ? OVERVIEWS[(i % 2) + 1]! : FIGURE_TEXTS[i % 4]!,
    ...(icons ? { icon: true } : {}),
  }));
}

function counts(layout: LayoutDefinition): number[] {
  const max = Math.min(layout.maxItems ?? 12, 12);
  return Array.from({ length: max }, (_, i) => i + 1).filter((n) => n >= (layout.minItems ?? 1));
}

const VARIANTS = [
  { hasImage: false, icons: false, long: false },
  { hasImage: true, icons: true, long: false },
  { hasImage: true, icons: false, long: true },
  { hasImage: false, icons: true, long: true },
];

/** Layouts that place the slide's points; a table or chart draws the slide's data instead (data-frames.test.ts). */
const ITEM_LAYOUTS = LAYOUTS.filter((layout) => layout.drawsData !== true);

const cases = ITEM_LAYOUTS.flatMap((layout) => counts(layout).flatMap((n) => VARIANTS.map((v) => ({ layout, n, ...v }))));

const TITLE = 'The energy transition in five moves';
const LEAD = 'Costs fell faster than anyone forecast, and the grid is catching up.';

function optionsOf(hasImage: boolean, descriptionSize: DescriptionSize = 'concise'): FrameOptions {
  return { descriptionSize, hasImage, title: TITLE, lead: LEAD };
}

function frameOf(layout: LayoutDefinition, n: number, v: { hasImage: boolean; icons: boolean; long: boolean }): LayoutFrame {
  return layout.frame(itemsOf(layout, n, v.icons, v.long), optionsOf(v.hasImage));
}

const onScale = (size: number | undefined): boolean => size !== undefined && (TYPE_SCALE as readonly number[]).includes(size) && size >= FLOOR_PX;

const overflows = (frame: LayoutFrame, index: number): boolean => frame.overflow?.some((o) => o.index === index) ?? false;

/** Every text box of an item: heading, body, and a key figure's figure and delta. */
const textBoxes = (item: ItemBox): Box[] =>
  [item.headingBox, item.bodyBox, item.figure?.box, item.figure?.delta?.box].filter((b): b is Box => b !== undefined && b.h > 0);

const header = (frame: LayoutFrame): number => Math.max(frame.title.y + frame.title.h, frame.lead ? frame.lead.y + frame.lead.h : 0);

describe('every layout frame', () => {
  it.each(cases)('$layout.type, $n items (image $hasImage, icons $icons, long $long): items in the slide, under the header, apart', ({ layout, n, ...v }) => {
    const frame = frameOf(layout, n, v);
    expect(frame.items.map((item) => item.index)).toEqual(Array.from({ length: n }, (_, i) => i));
    for (const item of frame.items) {
      expect(contains(CANVAS_BOX, item)).toBe(true);
      expect(item.y).toBeGreaterThanOrEqual(header(frame));
      expect(item.w).toBeGreaterThan(40);
      expect(item.h).toBeGreaterThan(30);
      if (v.hasImage) expect(overlaps(item, IMAGE_BOX)).toBe(false);
    }
    for (let i = 0; i < n; i += 1) {
      for (let j = i + 1; j < n; j += 1) expect(overlaps(frame.items[i]!, frame.items[j]!), `items ${i} and ${j}`).toBe(false);
    }
  });

  it.each(cases)('$layout.type, $n items (image $hasImage, icons $icons, long $long): text boxes in the slide and apart, sizes on the scale', ({ layout, n, ...v }) => {
    const frame = frameOf(layout, n, v);
    expect(onScale(frame.titleSize) && onScale(frame.leadSize)).toBe(true);
    expect(frame.title.x).toBe(MARGIN_X);
    expect(frame.lead?.x).toBe(MARGIN_X);
    const texts = frame.items.flatMap(textBoxes);
    for (const item of frame.items) {
      expect(onScale(item.headingSize) && onScale(item.bodySize)).toBe(true);
      if (layout.type === 'statement') {
        // A statement's one sentence is display text: under the title, above the label.
        expect(Math.max(item.headingSize, item.bodySize)).toBeLessThan(frame.titleSize);
      } else {
        expect(item.bodySize).toBeLessThanOrEqual(item.headingSize);
        expect(item.bodySize).toBeLessThanOrEqual(frame.leadSize!);
        if (item.headingSize > FLOOR_PX) expect(frame.titleSize).toBeGreaterThanOrEqual(TITLE_RATIO * item.headingSize);
      }
      expect(contains(item, item.headingBox)).toBe(true);
      if (v.hasImage) for (const box of [item.headingBox, item.bodyBox]) expect(overlaps(box, IMAGE_BOX)).toBe(false);
    }
    for (const box of texts) {
      expect(contains(CANVAS_BOX, box)).toBe(true);
      expect(box.y).toBeGreaterThanOrEqual(header(frame));
    }
    for (let i = 0; i < texts.length; i += 1) {
      for (let j = i + 1; j < texts.length; j += 1) expect(overlaps(texts[i]!, texts[j]!), `text boxes ${i} and ${j}`).toBe(false);
    }
  });

  it.each(cases)('$layout.type, $n items (image $hasImage, icons $icons, long $long): text fits wrapping at spaces, or is reported at the floor', ({ layout, n, ...v }) => {
    const items = itemsOf(layout, n, v.icons, v.long);
    const frame = frameOf(layout, n, v);
    for (const box of frame.items) {
      const item = items[box.index]!;
      if (overflows(frame, box.index)) {
        expect(Math.min(box.headingSize, box.bodySize)).toBe(FLOOR_PX);
        continue;
      }
      const heading = box.figure?.heading ?? item.heading;
      const overview = box.figure?.body ?? item.overview;
      expect(textFits(heading, box.headingBox, box.headingSize)).toBe(true);
      expect(Number.isFinite(lineCount(heading, box.headingBox.w, box.headingSize))).toBe(true);
      if (overview !== '') expect(textFits(overview, box.bodyBox, box.bodySize)).toBe(true);
    }
  });

  it.each(cases)('$layout.type, $n items (image $hasImage, icons $icons, long $long): icons 32-40 px clear of text', ({ layout, n, ...v }) => {
    const frame = frameOf(layout, n, v);
    const texts = frame.items.flatMap(textBoxes);
    for (const item of frame.items) {
      if (!v.icons) expect(item.icon).toBeUndefined();
      if (item.icon === undefined) continue;
      expect(item.icon.w).toBeGreaterThanOrEqual(32);
      expect(item.icon.w).toBeLessThanOrEqual(40);
      expect(contains(item, item.icon)).toBe(true);
      for (const text of texts) expect(overlaps(item.icon, text)).toBe(false);
    }
  });

  it.each(cases)('$layout.type, $n items (image $hasImage, icons $icons, long $long): decorations and connectors off the header and image', ({ layout, n, ...v }) => {
    const frame = frameOf(layout, n, v);
    for (const shape of frame.decorations ?? []) {
      expect(contains(CANVAS_BOX, shape.box)).toBe(true);
      expect(shape.box.y).toBeGreaterThanOrEqual(header(frame));
      if (v.hasImage) expect(overlaps(shape.box, IMAGE_BOX)).toBe(false);
      if (shape.text !== undefined) expect(onScale(shape.textSize)).toBe(true);
    }
    for (const connector of frame.connectors) {
      for (const p of [connector.from, ...(connector.via ?? []), connector.to]) {
        expect(contains(CANVAS_BOX, { ...p, w: 0, h: 0 })).toBe(true);
        expect(p.y).toBeGreaterThanOrEqual(header(frame));
      }
      if (connector.kind === 'elbow') expect(connector.via?.length ?? 0).toBeGreaterThan(0);
    }
    expect(frame.image).toEqual(v.hasImage ? IMAGE_BOX : undefined);
    if (v.hasImage) expect(overlaps(frame.title, IMAGE_BOX)).toBe(false);
  });
});

describe('frames', () => {
  it('are deterministic', () => {
    for (const layout of LAYOUTS) expect(frameOf(layout, 4, VARIANTS[1]!)).toEqual(frameOf(layout, 4, VARIANTS[1]!));
  });

  it('drop items beyond a layout maximum (circular 6, star 5, pencil 3)', () => {
    for (const layout of LAYOUTS.filter((l) => l.maxItems !== undefined)) {
      expect(layout.frame(sampleItems(15), { descriptionSize: 'concise', hasImage: false }).items).toHaveLength(layout.maxItems!);
    }
  });

  it('start long descriptions at smaller body sizes', () => {
    const short = [{ heading: 'Point', overview: 'Few words.' }];
    const body = (size: DescriptionSize): number => LAYOUTS[0]!.frame(short, { descriptionSize: size, hasImage: false }).items[0]!.bodySize;
    expect(body('short')).toBeGreaterThan(body('long'));
    expect(body('concise')).toBeGreaterThanOrEqual(body('medium'));
  });

  it('give a pyramid band a taper and a narrower top band than bottom band', () => {
    const pyramid = LAYOUTS.find((l) => l.type === 'pyramid')!;
    const { items } = pyramid.frame(sampleItems(5), { descriptionSize: 'concise', hasImage: false });
    expect(items.every((item) => item.shape === 'triangle-band' && (item.taper ?? 0) > 0)).toBe(true);
    expect(items[0]!.w).toBeLessThan(items[4]!.w);
  });

  it('shrink grid type above 6 and above 8 items (more cards share the slide)', () => {
    const grid = LAYOUTS.find((l) => l.type === 'grid')!;
    const heading = (n: number): number =>
      grid.frame([...Array(n)].map(() => ({ heading: 'Go', overview: '' })), { descriptionSize: 'short', hasImage: false }).items[0]!.headingSize;
    expect(heading(7)).toBeLessThan(heading(6));
    expect(heading(9)).toBeLessThan(heading(8));
  });
});
