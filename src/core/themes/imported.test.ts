import { afterEach, describe, expect, it } from 'vitest';
import { themeFromTemplate } from '../templates/derive';
import type { TemplateFacts } from '../templates/types';
import { THEMES, findTheme, importedThemes, resolveTheme, setImportedThemes } from './catalogue';
import { resolveLook } from './look';
import { screenLook, themeBackgroundCss } from './projections';

const FACTS: TemplateFacts = {
  name: 'Acme', kind: 'potx', slideSize: { cx: 12_192_000, cy: 6_858_000 },
  palette: { dk1: '#000000', lt1: '#ffffff', dk2: '#003b5c', lt2: '#e7e6e6', accent1: '#008080', accent2: '#f2a900', accent3: '#a5a5a5', accent4: '#ffc000', accent5: '#5b9bd5', accent6: '#70ad47' },
  fonts: { major: 'Georgia', minor: 'Verdana' }, layoutBackgrounds: [],
  masterBackground: { kind: 'picture', part: 'ppt/media/bg.png' },
  pictures: [{ part: 'ppt/media/logo.png', name: 'Logo', box: { x: 0.86, y: 0.04, w: 0.11, h: 0.2 } }],
  placeholders: { title: { x: 0.05, y: 0.05, w: 0.76, h: 0.18 }, body: { x: 0.05, y: 0.27, w: 0.9, h: 0.66 } },
  textColors: {}, notes: [],
};

/** The theme as the app registers it: parts replaced by the URLs it loaded them under. */
function loaded() {
  const theme = themeFromTemplate(FACTS, { id: 'template-acme', fileName: 'acme.potx' });
  if (!theme.template) throw new Error('no template look');
  theme.template.backgroundPicture = 'blob:http://app/bg';
  theme.template.pictures = theme.template.pictures.map((p) => ({ ...p, src: 'blob:http://app/logo' }));
  return theme;
}

const settings = { selectedTheme: 'template-acme', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-inter' };

afterEach(() => setImportedThemes([]));

describe('imported themes', () => {
  it('are found beside the catalogue once set, and not before', () => {
    const warnings: string[] = [];
    expect(findTheme('template-acme')).toBeUndefined();
    expect(resolveTheme('template-acme', (w) => warnings.push(w)).id).toBe(THEMES[0]?.id);
    setImportedThemes([loaded()]);
    expect(findTheme('template-acme')?.name).toBe('Acme');
    expect(importedThemes().map((t) => t.id)).toEqual(['template-acme']);
    expect(warnings).toHaveLength(1);
  });

  it('never shadow a catalogue theme', () => {
    setImportedThemes([{ ...loaded(), id: 'classic-dark' }]);
    expect(findTheme('classic-dark')?.category).toBe('default');
    expect(importedThemes()).toEqual([]);
  });

  it('draw with the template\'s faces, their look-alikes behind them', () => {
    setImportedThemes([loaded()]);
    const look = resolveLook(settings);
    expect(look.titleFont.family).toBe('Georgia');
    expect(look.bodyFont.stack.startsWith("'Verdana', 'Noto Sans Variable'")).toBe(true);
  });

  it('show the background picture over the colour, and the logo in a region clear of it', () => {
    const theme = loaded();
    setImportedThemes([theme]);
    expect(themeBackgroundCss(theme)).toBe('url("blob:http://app/bg") center / cover no-repeat, #ffffff');
    const screen = screenLook(resolveLook(settings));
    expect(screen.template?.pictures).toEqual([{ src: 'blob:http://app/logo', box: theme.template?.pictures[0]?.box }]);
    expect(screen.template?.transform.scale).toBeLessThan(1);
  });

  it('leave out a picture not yet loaded (a part path is no URL)', () => {
    const theme = themeFromTemplate(FACTS, { id: 'template-acme', fileName: 'acme.potx' });
    setImportedThemes([theme]);
    expect(themeBackgroundCss(theme)).toBe('#ffffff');
    expect(screenLook(resolveLook(settings)).template?.pictures).toEqual([]);
  });
});
