/**
 * The matcher's parts: stemming, prompt words, the synonym table against the
 * real set, the one-time index, and the scoring rules the choices rely on.
 */
import { describe, expect, it } from 'vitest';
import { createBuiltinIconProvider, renderIcon } from './builtin';
import { buildIconIndex, indexStats, lucideIndex } from './icon-index';
import { FALLBACK_ICON, matchIcon } from './match';
import { promptWords, stem } from './stem';
import { synonymEntries } from './synonyms';

describe('stem', () => {
  it.each([
    ['shipping', 'shipped', 'ships'],
    ['education', 'educate', 'educational'],
    ['batteries', 'battery', 'battery'],
    ['charging', 'charge', 'charges'],
    ['boxes', 'box', 'box'],
  ])('gives %s, %s and %s one stem', (a, b, c) => {
    expect(stem(a)).toBe(stem(b));
    expect(stem(b)).toBe(stem(c));
  });

  it.each([
    ['planning', 'plane'],
    ['rates', 'rat'],
    ['news', 'new'],
  ])('keeps %s apart from %s', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });
});

describe('promptWords', () => {
  it('drops stop words and boilerplate, weighs the subject clause first', () => {
    const clauses = promptWords('A flat icon of the Rocket, launching in 2024');
    expect(clauses.map((c) => c.map((w) => w.stem))).toEqual([['rocket'], ['launch', 'in']]);
    expect(clauses[0]?.[0]?.weight).toBe(1);
    expect(clauses[1]?.[0]?.weight).toBe(0.5);
    expect(clauses[1]?.[1]?.major).toBe(false);
  });

  it('folds accents and case', () => {
    expect(promptWords('ÉNERGIE')[0]?.[0]?.stem).toBe(stem('energie'));
  });
});

describe('the synonym table', () => {
  it('names only icons that exist in lucide (not old alias names)', () => {
    const icons = lucideIndex().set.icons;
    const missing = synonymEntries().flatMap(([, names]) => names.filter((n) => !(n in icons)));
    expect(missing).toEqual([]);
  });
});

describe('the icon index', () => {
  it('is built once, on first use, and shared', () => {
    const first = lucideIndex();
    const builds = indexStats.builds;
    expect(builds).toBeGreaterThanOrEqual(1);
    const provider = createBuiltinIconProvider();
    void provider.icon('rocket');
    expect(lucideIndex()).toBe(first);
    expect(indexStats.builds).toBe(builds);
  });

  it('indexes any Iconify set given to it', () => {
    const tiny = buildIconIndex({ prefix: 't', icons: { 'trending-up': { body: '<path d="M0 0"/>' }, sparkles: { body: '' } } });
    expect(matchIcon(tiny, 'sales growth trend').name).toBe('trending-up');
  });
});

describe('matchIcon', () => {
  const index = lucideIndex();
  const pick = (prompt: string) => matchIcon(index, prompt).name;

  it('gives a prompt with nothing recognisable the generic icon', () => {
    expect(matchIcon(index, 'zqxv wplk')).toEqual({ name: FALLBACK_ICON, score: 0 });
    expect(pick('')).toBe(FALLBACK_ICON);
    expect(index.parts.has(FALLBACK_ICON)).toBe(true);
  });

  it('prefers a whole icon name, in either word order and under its old name', () => {
    expect(pick('credit card')).toBe('credit-card');
    expect(pick('light bulb')).toBe('lightbulb');
    expect(pick('check circle')).toBe('circle-check');
    expect(pick('alert triangle')).toBe('triangle-alert');
  });

  it('prefers the plain icon when only its object is named', () => {
    expect(pick('shield')).toBe('shield');
    expect(pick('shields')).toBe('shield');
  });

  it('lets the head noun decide between two subjects', () => {
    expect(pick('data security')).toBe('shield-check');
    expect(pick('security data')).toBe('database');
  });

  it('does not take words for icons that mean something else', () => {
    expect(pick('space exploration')).not.toBe('space');
    expect(pick('scaling the business')).not.toBe('scale');
    expect(pick('strategic planning')).not.toBe('plane');
    expect(pick('interest rates')).not.toBe('rat');
  });

  it('counts general words such as management or campaign less', () => {
    expect(pick('risk management')).toBe('triangle-alert');
    expect(pick('vaccination campaign')).toBe('syringe');
  });

  it('is deterministic', () => {
    const prompts = ['team', 'growth', 'money', 'chart', 'idea'];
    expect(prompts.map(pick)).toEqual(prompts.map(pick));
  });
});

describe('renderIcon', () => {
  it('draws a standalone SVG in a fixed colour, and null for an unknown name', () => {
    const svg = renderIcon(lucideIndex(), 'rocket');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96" viewBox="0 0 24 24">/);
    expect(svg).not.toContain('currentColor');
    expect(svg).toContain('stroke="#64748b"');
    expect(renderIcon(lucideIndex(), 'no-such-icon')).toBeNull();
  });
});
