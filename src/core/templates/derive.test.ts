import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../themes/contrast';
import { themeFromTemplate, themeReads } from './derive';
import { fontNote, templateFont, templateFontEntry } from './fonts';
import { LAYOUT_AREA, drawingRegion, placeBox, regionTransform } from './placements';
import { chooseTextColor, nearestPassing, worstContrast } from './text-colors';
import type { TemplateFacts } from './types';

const OFFICE = {
  dk1: '#000000', lt1: '#ffffff', dk2: '#44546a', lt2: '#e7e6e6',
  accent1: '#4472c4', accent2: '#ed7d31', accent3: '#a5a5a5', accent4: '#ffc000', accent5: '#5b9bd5', accent6: '#70ad47',
};

function facts(over: Partial<TemplateFacts> = {}): TemplateFacts {
  return {
    name: 'Acme', kind: 'pptx', slideSize: { cx: 12_192_000, cy: 6_858_000 }, palette: OFFICE,
    fonts: { major: 'Calibri Light', minor: 'Calibri' }, layoutBackgrounds: [], pictures: [],
    placeholders: { title: { x: 0.05, y: 0.05, w: 0.9, h: 0.15 }, body: { x: 0.05, y: 0.25, w: 0.9, h: 0.68 } },
    textColors: {}, notes: [], ...over,
  };
}

const derive = (f: TemplateFacts, pictureColors?: Record<string, string>) => themeFromTemplate(f, { id: 'template-acme', fileName: 'acme.potx', ...(pictureColors ? { pictureColors } : {}) });

describe('themeFromTemplate', () => {
  it('gives the built-in record shape in the template\'s colours', () => {
    const theme = derive(facts({ masterBackground: { kind: 'solid', color: '#ffffff' } }));
    expect(theme).toMatchObject({ id: 'template-acme', name: 'Acme', category: 'template', aliases: [], dark: false });
    expect(theme.colors).toMatchObject({ primary: '#4472c4', secondary: '#ed7d31', background: '#ffffff', backgroundStops: [], title: '#44546a', body: '#000000' });
    expect(themeReads(theme)).toBe(true);
    expect(contrastRatio(theme.colors.cardText, theme.colors.card)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a gradient background as stops and picks text that reads on every stop', () => {
    const theme = derive(facts({ masterBackground: { kind: 'gradient', stops: ['#0b1d3a', '#1f4e79'], angle: 90 } }));
    expect(theme.colors.backgroundStops).toEqual(['#0b1d3a', '#1f4e79']);
    expect(theme.dark).toBe(true);
    expect(theme.colors.title).toBe('#ffffff');
    expect(themeReads(theme)).toBe(true);
  });

  it('replaces a title colour that fails on the dark master by the nearest palette colour that passes, and says so', () => {
    const dark = { dk1: '#101820', lt1: '#f2f2f2', dk2: '#2b2d42', lt2: '#d9d9d9', accent1: '#ff6b35', accent2: '#00a6a6', accent3: '#8d99ae', accent4: '#ef476f', accent5: '#ffd166', accent6: '#06d6a0' };
    const theme = derive(facts({ palette: dark, masterBackground: { kind: 'solid', color: '#101820' }, textColors: { title: '#3a3f58' } }));
    expect(theme.colors.title).toBe('#d9d9d9');
    expect(theme.template?.notes).toContain(
      "The template's title colour #3a3f58 reads at 1.7:1 on its background, below the 4.5:1 WCAG AA needs: #d9d9d9 is used instead (the nearest colour of its palette that passes).",
    );
    expect(themeReads(theme)).toBe(true);
  });

  it('builds a theme from the master alone when there is no theme part', () => {
    const theme = derive(facts({ palette: undefined, masterBackground: { kind: 'solid', color: '#fff8e7' }, textColors: { title: '#7a1f1f', body: '#333333' } }));
    expect(theme.colors).toMatchObject({ background: '#fff8e7', title: '#7a1f1f', body: '#333333', primary: '#7a1f1f' });
    expect(themeReads(theme)).toBe(true);
  });

  it('takes a picture background as light unless its colour was measured', () => {
    const f = facts({ masterBackground: { kind: 'picture', part: 'ppt/media/bg.png' } });
    const unmeasured = derive(f);
    expect(unmeasured.template?.backgroundPicture).toBe('ppt/media/bg.png');
    expect(unmeasured.colors.background).toBe('#ffffff');
    expect(unmeasured.template?.notes).toContain('The background picture was taken as light when choosing text colours.');
    const measured = derive(f, { 'ppt/media/bg.png': '#202830' });
    expect(measured.dark).toBe(true);
    expect(worstContrast(measured.colors.body, ['#202830'])).toBeGreaterThanOrEqual(4.5);
  });

  it('names the fonts and their bundled look-alikes', () => {
    const theme = derive(facts());
    expect(theme.template?.fonts.title).toEqual({ family: 'Calibri Light', fallback: 'font-lato', bundled: false });
    expect(theme.template?.notes).toContain('Font: Calibri (Lato where Calibri is not installed).');
  });

  it('says when a template is 4:3', () => {
    const theme = derive(facts({ slideSize: { cx: 9_144_000, cy: 6_858_000 } }));
    expect(theme.template?.ratio).toBe('4:3');
    expect(theme.template?.notes).toContain("The template is 4:3: the deck stays 16:9 and the template's areas are stretched to it.");
  });

  it('draws inside the title and body areas, clear of a logo top right', () => {
    const theme = derive(facts({
      placeholders: { title: { x: 0.05, y: 0.05, w: 0.76, h: 0.18 }, body: { x: 0.05, y: 0.27, w: 0.9, h: 0.66 } },
      pictures: [{ part: 'ppt/media/logo.png', name: 'Logo', box: { x: 0.86, y: 0.044, w: 0.11, h: 0.196 } }],
    }));
    const region = theme.template?.placements.region;
    const logo = theme.template?.pictures[0]?.box;
    expect(region && logo && region.x + region.w <= logo.x).toBe(true);
    const t = regionTransform(region ?? LAYOUT_AREA);
    expect(t.scale).toBeLessThan(1);
    const placed = placeBox(LAYOUT_AREA, t);
    expect(placed.x + placed.w).toBeLessThanOrEqual((logo?.x ?? 0) + 0.01);
    expect(placed.y).toBeCloseTo(region?.y ?? 0, 5);
  });
});

describe('text colour choice', () => {
  it('keeps a stated colour that reads', () => {
    expect(chooseTextColor('title', '#1f3864', [['#000000']], ['#ffffff'])).toEqual({ color: '#1f3864' });
  });

  it('adjusts the stated colour when no palette colour reads on a mid-grey', () => {
    const choice = chooseTextColor('body text', '#777777', [['#888888', '#6f6f6f']], ['#808080']);
    expect(worstContrast(choice.color, ['#808080'])).toBeGreaterThanOrEqual(4.5);
    expect(choice.note).toContain('no colour of its palette passes');
    expect(nearestPassing('#777777', ['#808080'])).toBe(choice.color);
  });
});

describe('template fonts', () => {
  it('uses a bundled family as it is and names a look-alike for others', () => {
    expect(templateFont('Montserrat')).toEqual({ family: 'Montserrat', fallback: 'font-montserrat', bundled: true });
    expect(templateFont('Georgia').fallback).toBe('font-merriweather');
    expect(templateFont('Acme Serif Display').fallback).toBe('font-lora');
    expect(templateFont('Zapfino').fallback).toBe('font-inter');
    expect(fontNote(templateFont('Segoe UI'))).toBe('Segoe UI (Open Sans where Segoe UI is not installed)');
    expect(templateFontEntry(templateFont('Futura')).stack.startsWith("'Futura', 'Poppins'")).toBe(true);
  });
});

describe('drawing region', () => {
  it('is the layout area when the template states no placeholders', () => {
    expect(drawingRegion(undefined, undefined, [])).toEqual(LAYOUT_AREA);
    expect(regionTransform(LAYOUT_AREA)).toEqual({ scale: 1, dx: 0, dy: 0 });
  });

  it('ignores a picture covering most of the slide (a backdrop)', () => {
    expect(drawingRegion(undefined, undefined, [{ x: 0, y: 0, w: 1280, h: 720 }])).toEqual(LAYOUT_AREA);
  });
});

describe('a master\'s shapes and the title layout\'s own look', () => {
  const band = { name: 'Band', box: { x: 0, y: 0, w: 1, h: 0.06 }, geometry: 'rect' as const, rotation: 0, flipH: false, flipV: false, fill: '#00807f' };
  const footer = {
    name: 'Footer', box: { x: 0.25, y: 0.92, w: 0.5, h: 0.06 }, geometry: 'rect' as const, rotation: 0, flipH: false, flipV: false,
    text: { paragraphs: ['Company confidential'], color: '#595959', size: 0.025, bold: true, italic: false, align: 'center' as const, anchor: 'middle' as const, font: 'minor', inset: [0.01, 0.01, 0.01, 0.01] as [number, number, number, number], wrap: true },
  };

  it('places the shapes on the canvas, text sized by the canvas height, and keeps slides clear of them', () => {
    const theme = derive(facts({ shapes: [band, footer], placeholders: { title: { x: 0.05, y: 0.02, w: 0.9, h: 0.15 }, body: { x: 0.05, y: 0.2, w: 0.9, h: 0.78 } } }));
    const [placedBand, placedFooter] = theme.template?.shapes ?? [];
    expect(placedBand?.box).toEqual({ x: 0, y: 0, w: 1280, h: 0.06 * 720 });
    expect(placedFooter?.text?.size).toBeCloseTo(18, 5);
    expect(placedFooter?.text?.inset[0]).toBeCloseTo(12.8, 5);
    const region = theme.template?.placements.region;
    if (!region) throw new Error('no region');
    expect(region.y).toBeGreaterThanOrEqual(0.06 * 720);
    expect(region.y + region.h).toBeLessThanOrEqual(0.92 * 720);
  });

  it('gives the title slide its layout\'s background with text that reads on it, and hides the master where the layout does', () => {
    const theme = derive(facts({ masterBackground: { kind: 'solid', color: '#ffffff' }, shapes: [band], titleHidesMaster: true, layoutBackgrounds: [{ type: 'title', name: 'Title Slide', fill: { kind: 'solid', color: '#1b2a41' } }] }));
    const slide = theme.template?.titleSlide;
    expect(slide).toMatchObject({ background: '#1b2a41', backgroundStops: [], hideMaster: true });
    expect(contrastRatio(slide?.title ?? '', '#1b2a41')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(slide?.body ?? '', '#1b2a41')).toBeGreaterThanOrEqual(4.5);
    // The other slides keep the master's look.
    expect(theme.colors.background).toBe('#ffffff');
    expect(theme.colors.title).toBe('#44546a');
  });

  it('reads a gradient title layout on every stop, and leaves the title slide alone when the layout has no look of its own', () => {
    const gradient = derive(facts({ layoutBackgrounds: [{ type: 'title', name: 'Title', fill: { kind: 'gradient', stops: ['#1f3864', '#2e75b6'], angle: 90 } }] }));
    const slide = gradient.template?.titleSlide;
    expect(slide?.backgroundStops).toEqual(['#1f3864', '#2e75b6']);
    expect(worstContrast(slide?.title ?? '', ['#1f3864', '#2e75b6'])).toBeGreaterThanOrEqual(4.5);
    expect(slide?.hideMaster).toBe(false);
    expect(derive(facts({ layoutBackgrounds: [{ type: 'obj', name: 'Content', fill: { kind: 'solid', color: '#000000' } }] })).template?.titleSlide).toBeUndefined();
  });

  it('keeps the master\'s background picture on a title layout that only hides the master\'s marks', () => {
    const theme = derive(facts({ masterBackground: { kind: 'picture', part: 'ppt/media/bg.png' }, titleHidesMaster: true }), { 'ppt/media/bg.png': '#f0f0f0' });
    expect(theme.template?.titleSlide).toEqual({
      background: '#f0f0f0', backgroundStops: [], backgroundPicture: 'ppt/media/bg.png', title: theme.colors.title, body: theme.colors.body, hideMaster: true,
    });
  });
});
