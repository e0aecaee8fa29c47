import { describe, expect, it } from 'vitest';
import { LAYOUTS, getLayout } from '../../core/layouts';
import { filterLayouts, layoutCategories, layoutFit } from './filter';

describe('filterLayouts', () => {
  it("lists every layout for 'all' and an empty search", () => {
    expect(filterLayouts(LAYOUTS, '', 'all')).toHaveLength(LAYOUTS.length);
    expect(filterLayouts(LAYOUTS, '   ', 'all')).toHaveLength(22);
  });

  it('keeps one category', () => {
    const timelines = filterLayouts(LAYOUTS, '', 'timeline');
    expect(timelines.length).toBeGreaterThan(0);
    expect(timelines.every((l) => l.category === 'timeline')).toBe(true);
    expect(timelines.length).toBeLessThan(LAYOUTS.length);
  });

  it('searches label, id and description, case-blind, every word', () => {
    expect(filterLayouts(LAYOUTS, 'PYRA', 'all').map((l) => l.type)).toEqual(['pyramid']);
    expect(filterLayouts(LAYOUTS, 'star-5', 'all').map((l) => l.type)).toEqual(['star-5']);
    expect(filterLayouts(LAYOUTS, 'pyramid timeline', 'all')).toEqual([]);
    expect(filterLayouts(LAYOUTS, 'pyramid', 'timeline')).toEqual([]);
  });

  it('offers the categories the registry uses, after all', () => {
    const options = layoutCategories(LAYOUTS);
    expect(options[0]).toEqual({ value: 'all', label: 'All layouts' });
    expect(new Set(options.slice(1).map((o) => o.value))).toEqual(new Set(LAYOUTS.map((l) => l.category)));
  });
});

describe('layoutFit', () => {
  it('fits within the layout bounds and says why not otherwise', () => {
    expect(layoutFit(getLayout('star-5'), 5)).toEqual({ fits: true, note: 'Fits 5 points' });
    expect(layoutFit(getLayout('star-5'), 7)).toEqual({ fits: false, note: 'Shows at most 5 points' });
    expect(layoutFit(getLayout('grid'), 1)).toEqual({ fits: true, note: 'Fits 1 point' });
  });
});
