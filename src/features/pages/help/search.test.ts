import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_CATEGORIES } from './articles';
import { searchHelp } from './search';

describe('searchHelp', () => {
  it('shows every category and the popular articles when nothing is typed', () => {
    const r = searchHelp('  ');
    expect(r.categories).toHaveLength(6);
    expect(r.articles.length).toBeGreaterThan(0);
    expect(r.articles.every((a) => a.popular)).toBe(true);
  });

  it('keeps only what matches every word, in any order, ignoring case', () => {
    const r = searchHelp('POWERPOINT export');
    expect(r.articles.map((a) => a.id)).toContain('export-pptx');
    expect(r.categories.map((c) => c.id)).toContain('export');
    expect(r.categories.length).toBeLessThan(HELP_CATEGORIES.length);
  });

  it('finds articles by their keywords', () => {
    expect(searchHelp('airplane').articles.map((a) => a.id)).toEqual(['offline']);
  });

  it('returns nothing for nonsense', () => {
    expect(searchHelp('zzqxv')).toEqual({ categories: [], articles: [] });
  });

  it('narrows to one category', () => {
    const r = searchHelp('', 'account');
    expect(r.articles.length).toBe(HELP_ARTICLES.filter((a) => a.category === 'account').length);
  });
});
