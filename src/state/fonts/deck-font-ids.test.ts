import { afterEach, describe, expect, it } from 'vitest';
import { themeFromTemplate } from '../../core/templates/derive';
import { setImportedThemes } from '../../core/themes/catalogue';
import { deckFontIds } from './font-status';

afterEach(() => setImportedThemes([]));

describe('deckFontIds', () => {
  it('loads a template theme\'s bundled look-alikes, and the deck\'s own fonts otherwise', () => {
    const theme = themeFromTemplate(
      {
        name: 'Acme', kind: 'pptx', slideSize: { cx: 16, cy: 9 }, fonts: { major: 'Calibri Light', minor: 'Segoe UI' },
        layoutBackgrounds: [], pictures: [], placeholders: {}, textColors: {}, notes: [],
      },
      { id: 'template-acme', fileName: 'acme.pptx' },
    );
    setImportedThemes([theme]);
    expect(deckFontIds({ selectedTheme: 'template-acme', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-inter' })).toEqual({ title: 'font-lato', body: 'font-opensans' });
    expect(deckFontIds({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-inter' })).toEqual({ title: 'font-playfair', body: 'font-inter' });
  });
});
