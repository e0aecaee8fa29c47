import { describe, expect, it } from 'vitest';
import { boxesColumns } from './boxes';
import { gridColumns } from './grid';
import { LAYOUTS, chooseLayout, findLayout, frameSlide, getLayout, isLayoutType, ruleLayout } from './registry';
import { LAYOUT_TYPES } from './types';

/** Seed 001 §3.5, copied here so a renamed or missing id fails the test. */
const SEED_TYPES = [
  'grid', 'boxes', 'vertical-stack', 'hierarchy', 'timeline',
  'horizontal-row', 'hierarchy-tree', 'tree', 'mind-map', 'pyramid', 'vertical-timeline', 'horizontal-timeline',
  'process-flow', 'side-by-side', 'before-after', 'pencil-3', 'circular-6', 'star-5',
];

describe('layout registry', () => {
  it('registers every layout type of the seed exactly once', () => {
    const types = LAYOUTS.map((layout) => layout.type);
    for (const type of SEED_TYPES) expect(types.filter((t) => t === type), type).toHaveLength(1);
    expect([...types].sort()).toEqual([...SEED_TYPES].sort());
    expect([...LAYOUT_TYPES].sort()).toEqual([...SEED_TYPES].sort());
  });

  it('looks layouts up by id', () => {
    for (const type of LAYOUT_TYPES) {
      expect(getLayout(type).type).toBe(type);
      expect(isLayoutType(type)).toBe(true);
    }
    expect(findLayout('zigzag')).toBeUndefined();
    expect(isLayoutType('zigzag')).toBe(false);
  });

  it('gives every layout a label, a picker description and an export declaration', () => {
    for (const layout of LAYOUTS) {
      expect(layout.label.trim()).not.toBe('');
      expect(layout.description.trim()).not.toBe('');
      expect(typeof layout.export.native).toBe('boolean');
      if (layout.maxItems !== undefined) expect(layout.maxItems).toBeGreaterThanOrEqual(layout.minItems ?? 1);
    }
  });

  it('caps circular at 6, star at 5 and pencil at 3 items (seed 001 section 5)', () => {
    expect(getLayout('circular-6').maxItems).toBe(6);
    expect(getLayout('star-5').maxItems).toBe(5);
    expect(getLayout('pencil-3').maxItems).toBe(3);
  });
});

describe('count rules', () => {
  it('force vertical-stack for 3 items and pyramid for 5 when nothing is chosen', () => {
    expect(chooseLayout(3)).toBe('vertical-stack');
    expect(chooseLayout(5)).toBe('pyramid');
    for (const n of [0, 1, 2, 4, 6, 7, 8, 9, 12]) expect(chooseLayout(n)).toBe('grid');
    expect(ruleLayout(3)).toBe('vertical-stack');
  });

  it('keep a chosen layout that holds the items', () => {
    expect(chooseLayout(3, 'grid')).toBe('grid');
    expect(chooseLayout(5, 'star-5')).toBe('star-5');
    expect(chooseLayout(6, 'circular-6')).toBe('circular-6');
    expect(chooseLayout(3, 'pencil-3')).toBe('pencil-3');
  });

  it('fall back to the rules when a chosen layout cannot hold the items', () => {
    expect(chooseLayout(6, 'star-5')).toBe('grid');
    expect(chooseLayout(7, 'circular-6')).toBe('grid');
    expect(chooseLayout(5, 'pencil-3')).toBe('pyramid');
    expect(chooseLayout(1, 'side-by-side')).toBe('grid');
    expect(chooseLayout(3, 'zigzag')).toBe('vertical-stack');
  });

  it('frame a slide with the chosen layout', () => {
    const items = [1, 2, 3].map((n) => ({ heading: `P${n}`, overview: 'x' }));
    const { type, frame } = frameSlide(items, { descriptionSize: 'concise', hasImage: false });
    expect(type).toBe('vertical-stack');
    expect(frame.items).toHaveLength(3);
  });

  it('pick grid columns by count: 2 up to 4, 3 up to 6, 4 above; at most 3 beside an image', () => {
    expect([1, 2, 4, 5, 6, 7, 12].map((n) => gridColumns(n, false))).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect(gridColumns(12, true)).toBe(3);
    expect([1, 3, 4, 6, 9, 10].map(boxesColumns)).toEqual([1, 3, 2, 3, 3, 4]);
  });
});
