import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFromTemplate } from '../../core/templates/derive';
import type { TemplateFacts } from '../../core/templates/types';
import { templateThemes } from '../../state/templates';
import { ThemeGallery } from './ThemeGallery';

const FACTS: TemplateFacts = {
  name: 'Night', kind: 'pptx', slideSize: { cx: 12_192_000, cy: 6_858_000 },
  palette: { dk1: '#101820', lt1: '#f2f2f2', dk2: '#2b2d42', lt2: '#d9d9d9', accent1: '#ff6b35', accent2: '#00a6a6', accent3: '#8d99ae', accent4: '#ef476f', accent5: '#ffd166', accent6: '#06d6a0' },
  fonts: { major: 'Futura', minor: 'Helvetica Neue' }, layoutBackgrounds: [], masterBackground: { kind: 'solid', color: '#101820' },
  pictures: [], placeholders: {}, textColors: { title: '#3a3f58' }, notes: [],
};

afterEach(() => {
  templateThemes.list = [];
});

describe('ThemeGallery: Your templates', () => {
  it('offers to import a template when there is none yet', () => {
    const html = renderToStaticMarkup(<ThemeGallery value="aurora-borealis" onChange={() => undefined} />);
    expect(html).toContain('Your templates');
    expect(html).toContain('accept=".pptx,.potx,.pptm"');
    expect(html).not.toContain('data-template-id');
  });

  it('lists an imported template, checked when it is the deck\'s theme, with what was adjusted', () => {
    const theme = themeFromTemplate(FACTS, { id: 'template-night', fileName: 'night.pptx' });
    templateThemes.list = [{ id: 'template-night', name: 'Night', fileName: 'night.pptx', theme }];
    const html = renderToStaticMarkup(<ThemeGallery value="template-night" onChange={() => undefined} />);
    expect(html).toContain('data-template-id="template-night"');
    expect(html).toMatch(/type="radio"[^>]*checked="" value="template-night"/);
    expect(html).toContain('Font: Futura (Poppins where Futura is not installed).');
    expect(html).toContain('The template&#x27;s title colour #3a3f58 reads at');
    expect(html).toContain('Rename');
    expect(html).toContain('Use as default');
    expect(html).toContain('Delete');
  });
});
