import { describe, expect, it } from 'vitest';
import { THEMES } from './catalogue';
import { CHART_CONTRAST, chartColors, readableOn, tableColors } from './chart-colors';
import { contrastRatio } from './contrast';

describe('chart colours', () => {
  it('gives every theme six distinct series colours readable on its card, the accent first when it reads', () => {
    for (const theme of THEMES) {
      const colors = chartColors(theme.colors, 6);
      expect(colors, theme.id).toHaveLength(6);
      expect(new Set(colors).size, theme.id).toBe(6);
      for (const c of colors) expect(contrastRatio(c, theme.colors.card), `${theme.id} ${c}`).toBeGreaterThanOrEqual(CHART_CONTRAST);
      if (contrastRatio(theme.colors.accent, theme.colors.card) >= CHART_CONTRAST) expect(colors[0]).toBe(theme.colors.accent);
      // No series in the text colour: a white column on a dark card reads as a gap, not a series.
      expect(colors.slice(0, 5), theme.id).not.toContain(theme.colors.cardText);
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

describe('table colours', () => {
  it('keeps every table text readable on its fill in every theme, the zebra rows tinted', () => {
    for (const theme of THEMES) {
      const t = tableColors(theme.colors);
      expect(contrastRatio(t.headerText, t.headerFill), theme.id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.bodyText, t.bodyFill), theme.id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.bodyText, t.zebraFill), theme.id).toBeGreaterThanOrEqual(4.5);
    }
    expect(tableColors(THEMES[0]!.colors).zebraFill).not.toBe(THEMES[0]!.colors.card);
  });
});
