import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_ID } from '../schemas/catalog';
import {
  THEME_CATEGORIES,
  THEMES,
  canonicalThemeId,
  contrastRatio,
  findTheme,
  isHexColor,
  relativeLuminance,
  resolveTheme,
  themeBackgroundCss,
  themesIn,
  type Theme,
} from './index';

const stopsOf = (theme: Theme): readonly string[] =>
  theme.colors.backgroundStops.length > 0 ? theme.colors.backgroundStops : [theme.colors.background];

const SHORT_IDS = [
  'aurora', 'cosmic', 'golden', 'oceanic', 'emerald', 'midnight',
  'sunset', 'lavender', 'coral', 'deep-space', 'soft-dreams', 'neon-pulse',
];

describe('theme ids and aliases', () => {
  it('starts with the default theme, aurora-borealis', () => {
    expect(THEMES[0]?.id).toBe(DEFAULT_THEME_ID);
    expect(THEMES[0]?.id).toBe('aurora-borealis');
  });

  it('has about 50 themes with unique ids and names', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(48);
    expect(THEMES.length).toBeLessThanOrEqual(60);
    expect(new Set(THEMES.map((t) => t.id)).size).toBe(THEMES.length);
    expect(new Set(THEMES.map((t) => t.name)).size).toBe(THEMES.length);
  });

  it('uses lower-case kebab ids', () => {
    for (const theme of THEMES) expect(theme.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('finds the long-standing theme ids', () => {
    for (const id of ['aurora-borealis', 'cosmic-dream', 'golden-hour', 'oceanic-depth', 'midnight-magic', 'classic-bw']) {
      expect(findTheme(id)?.id).toBe(id);
    }
  });

  it('maps each of the 12 short ids to one long id', () => {
    const all = THEMES.flatMap((t) => t.aliases);
    expect([...all].sort()).toEqual([...SHORT_IDS].sort());
    for (const alias of SHORT_IDS) {
      const theme = resolveTheme(alias, () => expect.fail(`alias ${alias} warned`));
      expect(theme.id).not.toBe(alias);
      expect(theme.aliases).toContain(alias);
    }
    expect(resolveTheme('aurora').id).toBe('aurora-borealis');
    expect(resolveTheme('deep-space').id).toBe('deep-space-voyage');
  });

  it('keeps aliases unique and apart from canonical ids', () => {
    const ids = new Set(THEMES.map((t) => t.id));
    const aliases = THEMES.flatMap((t) => t.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const alias of aliases) expect(ids.has(alias)).toBe(false);
  });

  it('gives the canonical id for an alias', () => {
    expect(canonicalThemeId('golden')).toBe('golden-hour');
    expect(canonicalThemeId('golden-hour')).toBe('golden-hour');
    expect(canonicalThemeId('nope')).toBe('aurora-borealis');
  });
});

describe('resolveTheme fallback', () => {
  it('falls back to the first theme with a "not found" warning', () => {
    const warn = vi.fn();
    expect(resolveTheme('no-such-theme', warn)).toBe(THEMES[0]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Theme "no-such-theme" not found, using default theme');
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(resolveTheme('missing').id).toBe('aurora-borealis');
      expect(spy).toHaveBeenCalledWith('Theme "missing" not found, using default theme');
    } finally {
      spy.mockRestore();
    }
  });

  it('treats a missing id as unknown', () => {
    const warn = vi.fn();
    expect(resolveTheme(undefined, warn)).toBe(THEMES[0]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does not warn for known ids and tolerates case and spaces', () => {
    const warn = vi.fn();
    expect(resolveTheme(' Cosmic-Dream ', warn).id).toBe('cosmic-dream');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('theme colours', () => {
  it('are all #rrggbb', () => {
    for (const theme of THEMES) {
      const { backgroundStops, ...single } = theme.colors;
      for (const [key, value] of Object.entries(single)) {
        expect(isHexColor(value), `${theme.id}.${key} = ${value}`).toBe(true);
      }
      for (const stop of backgroundStops) expect(isHexColor(stop), `${theme.id} stop ${stop}`).toBe(true);
    }
  });

  it('have zero or at least two stops, starting at background', () => {
    for (const theme of THEMES) {
      const stops = theme.colors.backgroundStops;
      expect(stops.length === 0 || stops.length >= 2, theme.id).toBe(true);
      if (stops.length > 0) expect(stops[0], theme.id).toBe(theme.colors.background);
    }
  });

  it.each(THEMES.map((t) => [t.id, t] as const))('%s: text reaches WCAG AA on every stop', (_id, theme) => {
    for (const stop of stopsOf(theme)) {
      expect(contrastRatio(theme.colors.title, stop), `title on ${stop}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.colors.body, stop), `body on ${stop}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(theme.colors.cardText, theme.colors.card), 'cardText on card').toBeGreaterThanOrEqual(4.5);
  });

  it.each(THEMES.map((t) => [t.id, t] as const))('%s: dark flag matches the colours', (_id, theme) => {
    const textLum = Math.min(relativeLuminance(theme.colors.title), relativeLuminance(theme.colors.body));
    const textLumMax = Math.max(relativeLuminance(theme.colors.title), relativeLuminance(theme.colors.body));
    for (const stop of stopsOf(theme)) {
      if (theme.dark) expect(textLum, `light text over ${stop}`).toBeGreaterThan(relativeLuminance(stop));
      else expect(textLumMax, `dark text over ${stop}`).toBeLessThan(relativeLuminance(stop));
    }
    const cardIsDark = relativeLuminance(theme.colors.card) < relativeLuminance(theme.colors.cardText);
    expect(cardIsDark, 'card follows the dark flag').toBe(theme.dark);
  });
});

describe('categories and tabs', () => {
  it('labels the tabs All Themes, Gradient, Default, Vibrant, Earthy, Pastel, in order', () => {
    expect(THEME_CATEGORIES.map((c) => c.label)).toEqual(['All Themes', 'Gradient', 'Default', 'Vibrant', 'Earthy', 'Pastel']);
  });

  it('has each tab list what its label says', () => {
    for (const tab of THEME_CATEGORIES) {
      expect(tab.label.toLowerCase()).toContain(tab.id === 'all' ? 'all' : tab.id);
      const listed = themesIn(tab.id);
      expect(listed.length).toBeGreaterThan(0);
      if (tab.id !== 'all') for (const theme of listed) expect(theme.category).toBe(tab.id);
    }
    expect(themesIn('all')).toBe(THEMES);
    for (const theme of themesIn('gradient')) expect(theme.colors.backgroundStops.length, theme.id).toBeGreaterThanOrEqual(2);
    for (const theme of themesIn('default')) expect(theme.colors.backgroundStops, theme.id).toEqual([]);
  });

  it('has the catalogue counts', () => {
    const count = (c: Parameters<typeof themesIn>[0]) => themesIn(c).length;
    expect(count('gradient')).toBe(12);
    expect(count('default')).toBe(8);
    expect(count('vibrant')).toBeGreaterThanOrEqual(12);
    expect(count('earthy')).toBe(10);
    expect(count('pastel')).toBeGreaterThanOrEqual(12);
    const sum = THEME_CATEGORIES.filter((c) => c.id !== 'all').reduce((n, c) => n + count(c.id), 0);
    expect(sum).toBe(THEMES.length);
  });

  it('mixes light and dark themes', () => {
    expect(THEMES.some((t) => t.dark)).toBe(true);
    expect(THEMES.some((t) => !t.dark)).toBe(true);
    for (const theme of themesIn('pastel')) expect(theme.dark, theme.id).toBe(false);
  });
});

describe('themeBackgroundCss', () => {
  it('gives the hex for solid themes', () => {
    expect(themeBackgroundCss(resolveTheme('classic-bw'))).toBe('#ffffff');
  });

  it('gives a 135deg gradient of the stops', () => {
    expect(themeBackgroundCss(resolveTheme('aurora'))).toBe('linear-gradient(135deg, #0b1f3a, #134e4a, #312e81)');
  });
});
