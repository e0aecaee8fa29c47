/**
 * The Smart layouts panel's list rules, kept pure:
 * the search/category filter ('all' lists every layout) and whether a
 * layout fits the current slide's number of points.
 */
import { layoutFits, type LayoutCategory, type LayoutDefinition } from '../../core/layouts';

export type CategoryFilter = LayoutCategory | 'all';

/** Category filter options, in the order the registry first uses them. */
export function layoutCategories(layouts: readonly LayoutDefinition[]): { value: CategoryFilter; label: string }[] {
  const seen = [...new Set(layouts.map((l) => l.category))];
  return [{ value: 'all', label: 'All layouts' }, ...seen.map((c) => ({ value: c, label: c.charAt(0).toUpperCase() + c.slice(1) }))];
}

/**
 * The layouts matching `query` (words found in the label, id, category or
 * description, case-blind, in any order) within `category`.
 */
export function filterLayouts(layouts: readonly LayoutDefinition[], query: string, category: CategoryFilter): LayoutDefinition[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return layouts.filter((layout) => {
    if (category !== 'all' && layout.category !== category) return false;
    const text = `${layout.label} ${layout.type} ${layout.category} ${layout.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface LayoutFit {
  fits: boolean;
  /** 'Fits 4 points', 'Shows at most 5 points', 'Needs at least 2 points'. */
  note: string;
}

/** Whether `layout` shows `count` points without dropping any, and why not. */
export function layoutFit(layout: LayoutDefinition, count: number): LayoutFit {
  if (layoutFits(layout, count)) return { fits: true, note: `Fits ${count} ${count === 1 ? 'point' : 'points'}` };
  if (layout.maxItems !== undefined && count > layout.maxItems) return { fits: false, note: `Shows at most ${layout.maxItems} points` };
  return { fits: false, note: `Needs at least ${layout.minItems ?? 0} points` };
}
