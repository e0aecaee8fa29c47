import { describe, expect, it } from 'vitest';
import { THEMES } from './catalogue';
import { CHART_CONTRAST, chartColors, readableOn } from './chart-colors';
import { contrastRatio } from './contrast';

describe('chart colours', () => {
  it('gives every theme six distinct series colours readable on its card, the accent first when it reads', () => {
    for (const theme of THEMES) {
      const colors = chartColors(theme.colors, 6);
      expect(colors, theme.id).toHaveLength(6);
      expect(new Set(colors).size, theme.id).toBe(6);
      for (const c of colors) expect(contrastRatio(c, theme.colors.card), `${theme.id} ${c}`).toBeGreaterThanOrEqual(CHART_CONTRAST);
      if (contrastRatio(theme.colors.accent, theme.colors.card) >= CHART_CONTRAST) expect(colors[0]).toBe(theme.colors.accent);
    }
  });

  it('gives a pie of twelve slices twelve colours', () => {
    for (const theme of THEMES) expect(new Set(chartColors(theme.colors, 12)).size, theme.id).toBeGreaterThanOrEqual(10);
  });

  it('darkens a pale colour on a light card and lightens a dark one on a dark card until it reads', () => {
    const onLight = readableOn('#fde68a', '#ffffff')!;
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(3);
    const onDark = readableOn('#1e3a8a', '#111827')!;
    expect(contrastRatio(onDark, '#111827')).toBeGreaterThanOrEqual(3);
  });
});
