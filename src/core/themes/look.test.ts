import { describe, expect, it, vi } from 'vitest';
import { resolveFont } from '../fonts';
import { GRADIENT_ANGLE, THEMES, pptxColor, pptxLook, resolveLook, screenLook, toneColor, type LookPalette } from './index';

const settings = (selectedTheme: string, selectedTitleFont = 'font-playfair', selectedBodyFont = 'font-inter') => ({
  selectedTheme,
  selectedTitleFont,
  selectedBodyFont,
});

const PALETTE: readonly (keyof LookPalette)[] = ['title', 'body', 'card', 'cardText', 'accent', 'primary', 'secondary', 'figure'];

describe('resolveLook', () => {
  it('falls back to the first theme and Inter, warning once about the theme', () => {
    const warn = vi.fn();
    const look = resolveLook(settings('no-such-theme', 'font-nope', 'font-nada'), warn);
    expect(look.theme).toBe(THEMES[0]);
    expect(look.titleFont.family).toBe('Inter');
    expect(look.bodyFont.family).toBe('Inter');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('resolves aliases and measures monospace faces wider', () => {
    const look = resolveLook(settings('aurora', 'font-space-mono', 'font-inter'), () => undefined);
    expect(look.theme.id).toBe('aurora-borealis');
    expect(look.widths.title).toBeGreaterThan(look.widths.body);
  });

  it('draws key figures in the accent only where it reads on the card at 3:1', () => {
    // Amber on white fails large-text contrast; the card's text colour stands in.
    const pale = resolveLook(settings('corporate-blue'), () => undefined);
    expect(pale.colors.figure).toBe(pale.colors.cardText);
    const strong = resolveLook(settings('aurora-borealis'), () => undefined);
    expect(strong.colors.figure).toBe(strong.colors.accent);
  });
});

describe('the screen and PowerPoint projections', () => {
  it('write the same colours for every theme, in their own notation', () => {
    for (const theme of THEMES) {
      const look = resolveLook(settings(theme.id));
      const screen = screenLook(look);
      const pptx = pptxLook(look);
      for (const key of PALETTE) expect(pptx[key], `${theme.id} ${key}`).toBe(pptxColor(screen[key]));
      for (const key of PALETTE) expect(pptx[key], `${theme.id} ${key}`).toMatch(/^[0-9A-F]{6}$/);
    }
  });

  it('draw the same background: a colour, or the same stops in the same direction', () => {
    for (const theme of THEMES) {
      const look = resolveLook(settings(theme.id));
      const screen = screenLook(look);
      const pptx = pptxLook(look);
      if (pptx.backgroundStops.length === 0) {
        expect(pptxColor(screen.background), theme.id).toBe(pptx.background);
        continue;
      }
      const stops = pptx.backgroundStops.map((stop) => `#${stop.toLowerCase()}`).join(', ');
      expect(screen.background, theme.id).toBe(`linear-gradient(135deg, ${stops})`);
      expect(pptx.background, theme.id).toBe(pptx.backgroundStops[0]);
    }
    // CSS 135deg points to the lower right; DrawingML measures clockwise from left-to-right.
    expect(GRADIENT_ANGLE).toBe(135 - 90);
  });

  it('name the faces: CSS stacks on screen, family names in the file', () => {
    const look = resolveLook(settings('classic-dark', 'font-merriweather', 'font-jetbrains-mono'));
    expect(screenLook(look)).toMatchObject({ titleFont: resolveFont('font-merriweather').stack, bodyFont: resolveFont('font-jetbrains-mono').stack });
    expect(pptxLook(look)).toMatchObject({ titleFont: 'Merriweather', bodyFont: 'JetBrains Mono', titleCategory: 'serif', bodyCategory: 'monospace' });
    expect(pptxLook(look).widths).toEqual(screenLook(look).widths);
  });

  it('colour decorations by tone alike; muted is the body colour', () => {
    const look = resolveLook(settings('lavender-mist'));
    for (const tone of ['primary', 'secondary', 'accent', 'muted'] as const) {
      expect(toneColor(pptxLook(look), tone)).toBe(pptxColor(toneColor(screenLook(look), tone)));
    }
    expect(toneColor(screenLook(look), 'muted')).toBe(look.colors.body);
  });
});
