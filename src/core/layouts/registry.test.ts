import { describe, expect, it } from 'vitest';
import { boxesColumns } from './boxes';
import { gridColumns } from './grid';
import { chooseLayout, frameSlide, type SlideContent } from './choose';
import { LAYOUTS, LAYOUT_TYPES, findLayout, getLayout, isLayoutType, layoutFits } from './registry';

/** The layouts the app has always offered, the two made for key figures and one-point slides and the two for data (table, chart), copied here so a renamed or missing id fails the test. */
const EXPECTED_TYPES = [
  'grid', 'boxes', 'vertical-stack', 'hierarchy', 'timeline',
  'horizontal-row', 'hierarchy-tree', 'tree', 'mind-map', 'pyramid', 'vertical-timeline', 'horizontal-timeline',
  'process-flow', 'side-by-side', 'before-after', 'pencil-3', 'circular-6', 'star-5', 'big-number', 'statement', 'table', 'chart',
];

describe('layout registry', () => {
  it('registers every layout type exactly once', () => {
    const types = LAYOUTS.map((layout) => layout.type);
    for (const type of EXPECTED_TYPES) expect(types.filter((t) => t === type), type).toHaveLength(1);
    expect([...types].sort()).toEqual([...EXPECTED_TYPES].sort());
    expect([...LAYOUT_TYPES].sort()).toEqual([...EXPECTED_TYPES].sort());
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

  it('gives every layout a typical item count that it shows without dropping any', () => {
    for (const layout of LAYOUTS) {
      expect(Number.isInteger(layout.typicalItems), layout.type).toBe(true);
      expect(layoutFits(layout, layout.typicalItems), layout.type).toBe(true);
    }
  });

  it('lists every registered id, in the registry order', () => {
    expect(LAYOUT_TYPES).toEqual(LAYOUTS.map((layout) => layout.type));
  });

  it('caps circular at 6, star at 5 and pencil at 3 items', () => {
    expect(getLayout('circular-6').maxItems).toBe(6);
    expect(getLayout('star-5').maxItems).toBe(5);
    expect(getLayout('pencil-3').maxItems).toBe(3);
  });
});

/** A plain list of `n` short points with nothing that suggests a meaning. */
function plain(n: number): SlideContent {
  return { heading: 'Notes', overview: '', items: Array.from({ length: n }, (_, i) => ({ heading: `Point ${i + 1}`, overview: 'A short remark.' })) };
}

describe('choosing a layout', () => {
  it('never names a layout that drops points, whatever the count', () => {
    for (let n = 0; n <= 14; n++) expect(layoutFits(getLayout(chooseLayout(plain(n))), n), `${n} points`).toBe(true);
  });

  it('no longer turns every 5-point list into a pyramid (the count-only rule did)', () => {
    expect(chooseLayout(plain(5))).not.toBe('pyramid');
    expect(chooseLayout(plain(3))).toBe('horizontal-row');
  });

  it('keeps a chosen layout that holds the items', () => {
    expect(chooseLayout(plain(3), 'grid')).toBe('grid');
    expect(chooseLayout(plain(5), 'star-5')).toBe('star-5');
    expect(chooseLayout(plain(6), 'circular-6')).toBe('circular-6');
    expect(chooseLayout(plain(3), 'pencil-3')).toBe('pencil-3');
    expect(chooseLayout(plain(5), 'pyramid')).toBe('pyramid');
  });

  it('falls back to the content when a chosen layout cannot hold the items or is unknown', () => {
    expect(chooseLayout(plain(6), 'star-5')).toBe(chooseLayout(plain(6)));
    expect(chooseLayout(plain(7), 'circular-6')).toBe('grid');
    expect(chooseLayout(plain(5), 'pencil-3')).toBe(chooseLayout(plain(5)));
    expect(chooseLayout(plain(1), 'side-by-side')).toBe(chooseLayout(plain(1)));
    expect(chooseLayout(plain(3), 'zigzag')).toBe(chooseLayout(plain(3)));
  });

  it('frames a slide with the layout its content asks for', () => {
    const items = ['Monday', 'Tuesday', 'Wednesday'].map((heading) => ({ heading, overview: 'Workshops all day.' }));
    const { type, frame } = frameSlide(items, { descriptionSize: 'concise', hasImage: false, title: 'Our week' });
    expect(type).toBe('horizontal-timeline');
    expect(frame.items).toHaveLength(3);
    expect(frameSlide(items, { descriptionSize: 'concise', hasImage: false }, 'grid').type).toBe('grid');
  });
});

describe('layout sizing helpers', () => {
  it('pick grid columns by count: 2 up to 4, 3 up to 6, 4 above; at most 3 beside an image', () => {
    expect([1, 2, 4, 5, 6, 7, 12].map((n) => gridColumns(n, false))).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect(gridColumns(12, true)).toBe(3);
    expect([1, 3, 4, 6, 9, 10].map(boxesColumns)).toEqual([1, 3, 2, 3, 3, 4]);
  });
});
