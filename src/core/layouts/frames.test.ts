/**
 * Geometry every layout must satisfy, for every item count it takes (up to
 * 12), with and without the topic image. No layout nests or overlaps item
 * boxes; decorations and connectors may sit under items by design.
 */
import { describe, expect, it } from 'vitest';
import type { DescriptionSize } from '../schemas/catalog';
import { CANVAS, IMAGE_BOX, contains, contentArea, overlaps } from './canvas';
import { LAYOUTS } from './registry';
import { TEXT_FIT, textFits } from './text-fit';
import type { Box, LayoutDefinition, LayoutFrame, LayoutItem } from './types';

const CANVAS_BOX: Box = { x: 0, y: 0, w: CANVAS.width, h: CANVAS.height };
const OVERVIEWS = [
  'Short point.',
  'Solar and wind now undercut new coal plants in most markets, which shifts where capital goes.',
  'Grid storage smooths the daily swing between supply and demand, so renewables can carry the base load.',
];

function sampleItems(count: number): LayoutItem[] {
  return Array.from({ length: count }, (_, i) => ({
    heading: i % 4 === 3 ? 'A considerably longer heading that needs wrapping' : `Point ${i + 1}`,
    overview: i % 5 === 4 ? '' : OVERVIEWS[i % OVERVIEWS.length]!,
  }));
}

function counts(layout: LayoutDefinition): number[] {
  const max = Math.min(layout.maxItems ?? 12, 12);
  return Array.from({ length: max }, (_, i) => i + 1).filter((n) => n >= (layout.minItems ?? 1));
}

const cases = LAYOUTS.flatMap((layout) =>
  counts(layout).flatMap((n) => [false, true].map((hasImage) => ({ layout, n, hasImage }))),
);

function frameOf(layout: LayoutDefinition, n: number, hasImage: boolean, descriptionSize: DescriptionSize = 'concise'): LayoutFrame {
  return layout.frame(sampleItems(n), { descriptionSize, hasImage, title: 'The energy transition in five moves' });
}

const inRange = (size: number | undefined): boolean =>
  size !== undefined && size >= TEXT_FIT.min && size <= TEXT_FIT.max && Number.isInteger(size);

describe('every layout frame', () => {
  it.each(cases)('$layout.type with $n items (image: $hasImage) keeps items inside, below the title, apart', ({ layout, n, hasImage }) => {
    const frame = frameOf(layout, n, hasImage);
    expect(frame.items.map((item) => item.index)).toEqual(Array.from({ length: n }, (_, i) => i));
    const area = contentArea(hasImage);
    for (const item of frame.items) {
      expect(contains(CANVAS_BOX, item)).toBe(true);
      expect(item.y).toBeGreaterThanOrEqual(frame.title.y + frame.title.h);
      expect(contains(area, item)).toBe(true);
      expect(item.w).toBeGreaterThan(40);
      expect(item.h).toBeGreaterThan(30);
      if (hasImage) expect(overlaps(item, IMAGE_BOX)).toBe(false);
    }
    for (let i = 0; i < frame.items.length; i += 1) {
      for (let j = i + 1; j < frame.items.length; j += 1) {
        expect(overlaps(frame.items[i]!, frame.items[j]!), `items ${i} and ${j}`).toBe(false);
      }
    }
  });

  it.each(cases)('$layout.type with $n items (image: $hasImage) keeps text boxes in items and sizes in 14..48', ({ layout, n, hasImage }) => {
    const frame = frameOf(layout, n, hasImage);
    expect(inRange(frame.titleSize)).toBe(true);
    for (const item of frame.items) {
      expect(contains(item, item.headingBox)).toBe(true);
      expect(contains(item, item.bodyBox)).toBe(true);
      expect(overlaps(item.headingBox, item.bodyBox)).toBe(false);
      expect(inRange(item.headingSize) && inRange(item.bodySize)).toBe(true);
      expect(item.bodySize).toBeLessThanOrEqual(item.headingSize);
    }
  });

  it.each(cases)('$layout.type with $n items (image: $hasImage) fits its text unless at the 14 px floor', ({ layout, n, hasImage }) => {
    const items = sampleItems(n);
    const frame = frameOf(layout, n, hasImage);
    for (const box of frame.items) {
      const item = items[box.index]!;
      if (box.headingSize > TEXT_FIT.min) expect(textFits(item.heading, box.headingBox, box.headingSize)).toBe(true);
      if (box.bodySize > TEXT_FIT.min) expect(textFits(item.overview, box.bodyBox, box.bodySize)).toBe(true);
    }
  });

  it.each(cases)('$layout.type with $n items (image: $hasImage) keeps decorations and connectors off the title and image', ({ layout, n, hasImage }) => {
    const frame = frameOf(layout, n, hasImage);
    const area = contentArea(hasImage);
    for (const shape of frame.decorations ?? []) {
      expect(contains(area, shape.box)).toBe(true);
      if (shape.text !== undefined) expect(inRange(shape.textSize)).toBe(true);
    }
    for (const connector of frame.connectors) {
      for (const p of [connector.from, ...(connector.via ?? []), connector.to]) {
        expect(contains(area, { ...p, w: 0, h: 0 })).toBe(true);
      }
      if (connector.kind === 'elbow') expect(connector.via?.length ?? 0).toBeGreaterThan(0);
    }
    expect(frame.image).toEqual(hasImage ? IMAGE_BOX : undefined);
    if (hasImage) expect(overlaps(frame.title, IMAGE_BOX)).toBe(false);
  });
});

describe('frames', () => {
  it('are deterministic', () => {
    for (const layout of LAYOUTS) expect(frameOf(layout, 4, true)).toEqual(frameOf(layout, 4, true));
  });

  it('drop items beyond a layout maximum (circular 6, star 5, pencil 3)', () => {
    for (const layout of LAYOUTS.filter((l) => l.maxItems !== undefined)) {
      expect(layout.frame(sampleItems(15), { descriptionSize: 'concise', hasImage: false }).items).toHaveLength(layout.maxItems!);
    }
  });

  it('start long descriptions at smaller body sizes', () => {
    const short = [{ heading: 'Point', overview: 'Few words.' }];
    const body = (size: DescriptionSize): number =>
      LAYOUTS[0]!.frame(short, { descriptionSize: size, hasImage: false }).items[0]!.bodySize;
    expect(body('short')).toBeGreaterThan(body('long'));
    expect(body('concise')).toBeGreaterThanOrEqual(body('medium'));
  });

  it('give a pyramid band a taper and a narrower top band than bottom band', () => {
    const pyramid = LAYOUTS.find((l) => l.type === 'pyramid')!;
    const { items } = pyramid.frame(sampleItems(5), { descriptionSize: 'concise', hasImage: false });
    expect(items.every((item) => item.shape === 'triangle-band' && (item.taper ?? 0) > 0)).toBe(true);
    expect(items[0]!.w).toBeLessThan(items[4]!.w);
  });

  it('shrink grid cards above 6 and above 8 items (seed 001 section 5)', () => {
    const grid = LAYOUTS.find((l) => l.type === 'grid')!;
    const card = (n: number): number => {
      const item = grid.frame(sampleItems(n), { descriptionSize: 'short', hasImage: false }).items[0]!;
      return item.w * item.h;
    };
    expect(card(7)).toBeLessThan(card(6));
    expect(card(9)).toBeLessThan(card(8));
    const heading = (n: number): number =>
      grid.frame([...Array(n)].map(() => ({ heading: 'Go', overview: '' })), { descriptionSize: 'short', hasImage: false }).items[0]!.headingSize;
    expect(heading(7)).toBeLessThan(heading(6));
    expect(heading(9)).toBeLessThan(heading(8));
  });
});
